"""Odd repositories heal, or fail with one clear line, end to end with the built-in engine.

Each case builds a real git repository holding a tiny off-by-one bug, runs
``pytest --selfheal`` in a subprocess, and checks the fix, the record and that
git's own state (HEAD, branches, index, shallow marker...) is what it was.
The full-disk and read-only cases mount a filesystem and skip when mounting
is not allowed here.
"""

from __future__ import annotations

import os
import subprocess
from collections.abc import Iterator
from pathlib import Path

import pytest
from conftest import git, tree_digest

from pytest_selfheal.records import load_record

BUGGY = '''\
def total_upto(n):
    """Sum of 1..n inclusive."""
    total = 0
    for i in range(1, n):
        total += i
    return total
'''

TESTS = '''\
from {module} import total_upto


def test_small():
    assert total_upto(1) == 1


def test_ten():
    assert total_upto(10) == 55


def test_zero():
    assert total_upto(0) == 0
'''

FIXED_LINE = "range(1, n + 1)"


def write_project(root: Path, module: str = "mathx", newline: str = "\n") -> Path:
    """The buggy module and its tests under root (no git); returns the module's path."""
    root.mkdir(parents=True, exist_ok=True)
    (root / "pytest.ini").write_text("[pytest]\npythonpath = .\n")
    source = root / f"{module}.py"
    source.write_bytes(BUGGY.replace("\n", newline).encode())
    (root / "tests").mkdir(exist_ok=True)
    (root / "tests" / "__init__.py").write_text("")
    (root / "tests" / f"test_{module}.py").write_text(TESTS.format(module=module))
    return source


def commit_all(root: Path, message: str = "initial") -> None:
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", message)


def blob(root: Path, rev: str) -> bytes:
    return subprocess.run(["git", "show", rev], cwd=root, capture_output=True,
                          check=True).stdout


def heal(pytester: pytest.Pytester, cwd: Path, *args: str) -> pytest.RunResult:
    """``pytest --selfheal`` in a subprocess, run from cwd."""
    os.chdir(cwd)
    try:
        return pytester.runpytest_subprocess("--selfheal", "-p", "no:randomly",
                                             "-p", "no:cacheprovider", *args)
    finally:
        os.chdir(pytester.path)


def git_state(root: Path) -> tuple[str, ...]:
    """HEAD (symbolic or detached), every ref but ours, the index and the stash."""
    head = subprocess.run(["git", "symbolic-ref", "-q", "HEAD"], cwd=root, capture_output=True,
                          text=True).stdout.strip()
    sha = subprocess.run(["git", "rev-parse", "-q", "--verify", "HEAD"], cwd=root,
                         capture_output=True, text=True).stdout.strip()
    refs = git(root, "for-each-ref", "--format=%(refname) %(objectname)")
    assert "refs/selfheal/" not in refs, refs
    return (head, sha, refs, git(root, "ls-files", "-s"), git(root, "stash", "list"),
            git(root, "worktree", "list", "--porcelain"))


def assert_healed(result: pytest.RunResult, source: Path) -> None:
    result.stdout.fnmatch_lines(["HEALED tests/test_*::test_small (+1 more) in 1 iteration(s)*",
                                 "outcome: healed*"])
    assert "Traceback" not in result.stdout.str() + result.stderr.str()
    assert FIXED_LINE in source.read_text(encoding="utf-8")


def test_path_with_spaces_and_non_ascii(pytester: pytest.Pytester, clean_env: None,
                                        monkeypatch: pytest.MonkeyPatch) -> None:
    temp = pytester.path / "temp dïr ✓"  # the worktree and the reruns live here
    temp.mkdir()
    monkeypatch.setenv("TMPDIR", str(temp))
    root = pytester.path / "mon projet ünïcode ✓"
    source = write_project(root, module="rechnüng")
    (root / "données à lire.txt").write_text("héllo\n", encoding="utf-8")
    commit_all(root)
    before = git_state(root)
    result = heal(pytester, root)
    assert_healed(result, source)
    assert git_state(root)[1:] == before[1:] and git_state(root)[0] == before[0]
    record = load_record(root / ".selfheal" / "runs")
    assert record.applied and "rechnüng.py" in record.patch
    assert record.repo_root == str(root)


def test_detached_head(pytester: pytest.Pytester, clean_env: None) -> None:
    root = pytester.path / "repo"
    source = write_project(root)
    commit_all(root)
    (root / "notes.txt").write_text("second commit\n")
    git(root, "add", "notes.txt")
    git(root, "commit", "-qm", "second")
    git(root, "checkout", "-q", "--detach", "HEAD~1")
    before = git_state(root)
    assert before[0] == ""  # detached
    result = heal(pytester, root)
    assert_healed(result, source)
    assert git_state(root) == before  # still detached at the same commit; branches unchanged


def test_repository_without_commits(pytester: pytest.Pytester, clean_env: None) -> None:
    root = pytester.path / "fresh"
    source = write_project(root)
    git(root, "init", "-q")
    git(root, "add", "pytest.ini")  # something staged, nothing committed
    before = git_state(root)
    result = heal(pytester, root)
    assert_healed(result, source)
    result.stdout.fnmatch_lines(["*repository has no commits yet*"])
    assert git_state(root) == before  # still no commit; the index holds what it held
    assert git(root, "rev-list", "--all") == ""


def test_shallow_clone(pytester: pytest.Pytester, clean_env: None) -> None:
    origin = pytester.path / "origin"
    source = write_project(origin)
    commit_all(origin)
    (origin / "notes.txt").write_text("more history\n")
    git(origin, "add", "-A")
    git(origin, "commit", "-qm", "second")
    clone = pytester.path / "clone"
    git(pytester.path, "clone", "-q", "--depth", "1", origin.as_uri(), str(clone))
    assert git(clone, "rev-parse", "--is-shallow-repository").strip() == "true"
    shallow = (clone / ".git" / "shallow").read_bytes()
    before = git_state(clone)
    result = heal(pytester, clone)
    assert_healed(result, clone / source.name)
    assert git_state(clone) == before
    assert (clone / ".git" / "shallow").read_bytes() == shallow


LIB = '''\
def step():
    return 1
'''

TESTS_WITH_SUB = '''\
from mathx import total_upto
from vendored.lib import step


def test_small():
    assert total_upto(step()) == 1


def test_ten():
    assert total_upto(10) == 55
'''


def test_submodules_are_populated_in_the_worktree(pytester: pytest.Pytester,
                                                   clean_env: None) -> None:
    lib = pytester.path / "lib"
    lib.mkdir()
    (lib / "__init__.py").write_text("")
    (lib / "lib.py").write_text(LIB)
    commit_all(lib)
    root = pytester.path / "main"
    source = write_project(root)
    (root / "tests" / "test_mathx.py").write_text(TESTS_WITH_SUB)
    commit_all(root)
    git(root, "-c", "protocol.file.allow=always", "submodule", "add", "-q", lib.as_uri(),
        "vendored")
    git(root, "commit", "-qm", "add the submodule")
    before, files = git_state(root), tree_digest(root / "vendored")
    result = heal(pytester, root)
    assert_healed(result, source)
    assert git_state(root) == before and tree_digest(root / "vendored") == files
    record = load_record(root / ".selfheal" / "runs")
    assert "vendored" not in record.patch


def test_uninitialized_submodule_is_named_in_the_summary(pytester: pytest.Pytester,
                                                         clean_env: None) -> None:
    lib = pytester.path / "lib"
    lib.mkdir()
    (lib / "__init__.py").write_text("")
    (lib / "lib.py").write_text(LIB)
    commit_all(lib)
    origin = pytester.path / "origin"
    write_project(origin)
    (origin / "tests" / "test_mathx.py").write_text(TESTS_WITH_SUB)
    commit_all(origin)
    git(origin, "-c", "protocol.file.allow=always", "submodule", "add", "-q", lib.as_uri(),
        "vendored")
    git(origin, "commit", "-qm", "add the submodule")
    root = pytester.path / "clone"
    git(pytester.path, "clone", "-q", origin.as_uri(), str(root))  # no --recurse-submodules
    result = heal(pytester, root)
    assert "INTERNALERROR" not in result.stdout.str() + result.stderr.str()
    result.stdout.fnmatch_lines(["*selfheal summary*",
                                 "note: submodule vendored is not checked out*"
                                 "git submodule update --init", "outcome: not_healed*"])


def _mount(*args: str) -> bool:
    return subprocess.run(["mount", *args], capture_output=True).returncode == 0


@pytest.fixture
def mounts() -> Iterator[list[Path]]:
    """Directories to unmount at the end (latest first)."""
    made: list[Path] = []
    yield made
    for path in reversed(made):
        subprocess.run(["umount", "-l", str(path)], capture_output=True)


def test_read_only_working_tree(pytester: pytest.Pytester, clean_env: None,
                                mounts: list[Path]) -> None:
    root = pytester.path / "ro"
    write_project(root)
    commit_all(root)
    if not (_mount("--bind", str(root), str(root))):
        pytest.skip("cannot bind-mount here")
    mounts.append(root)
    if not _mount("-o", "remount,ro,bind", str(root)):
        pytest.skip("cannot remount read-only here")
    before = tree_digest(root)
    result = heal(pytester, root)
    out = result.stdout.str()
    assert "Traceback" not in out + result.stderr.str()
    result.stdout.fnmatch_lines(["HEALED tests/test_mathx.py::test_small (+1 more)*"])
    assert tree_digest(root) == before  # nothing written, not even records
    lines = [ln for ln in out.splitlines() if "could not apply" in ln]
    assert len(lines) == 1, out
    saved = Path(lines[0].rsplit("saved to ", 1)[1].split(";")[0].strip())
    assert saved.is_file() and FIXED_LINE in saved.read_text()
    assert result.ret == 1  # the tests did fail; nothing claims otherwise


def fill(path: Path) -> None:
    """Write path until the filesystem holding it is full."""
    fd = os.open(path, os.O_WRONLY | os.O_CREAT)
    try:
        while os.write(fd, b"x" * 4096):
            pass
    except OSError:
        pass
    finally:
        os.close(fd)


def test_full_disk_where_records_go(pytester: pytest.Pytester, clean_env: None,
                                    mounts: list[Path]) -> None:
    root = pytester.path / "repo"
    source = write_project(root)
    commit_all(root)
    records = pytester.path / "records"
    records.mkdir()
    if not _mount("-t", "tmpfs", "-o", "size=64k", "tmpfs", str(records)):
        pytest.skip("cannot mount a tmpfs here")
    mounts.append(records)
    fill(records / "filler")
    before = tree_digest(root)
    result = heal(pytester, root, f"--selfheal-dir={records}")
    out = result.stdout.str() + result.stderr.str()
    assert "Traceback" not in out and "INTERNALERROR" not in out
    result.stdout.fnmatch_lines(["HEALED *", "*could not save the run record in*"])
    after = tree_digest(root)
    assert set(after) == set(before)
    assert FIXED_LINE in source.read_text()  # the verified fix, whole
    compile(source.read_text(), str(source), "exec")


def test_autocrlf_and_crlf_files_keep_their_endings(pytester: pytest.Pytester,
                                                    clean_env: None) -> None:
    root = pytester.path / "crlf"
    source = write_project(root, newline="\r\n")
    git(root, "init", "-q")
    git(root, "config", "core.autocrlf", "true")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "initial")
    assert b"\r\n" not in blob(root, "HEAD:mathx.py")  # stored with LF
    assert b"\r\n" in source.read_bytes()
    before = git_state(root)
    result = heal(pytester, root)
    assert_healed(result, source)
    data = source.read_bytes()
    assert data.count(b"\r\n") == data.count(b"\n"), data  # every line still CRLF
    assert git_state(root) == before


def test_crlf_committed_without_autocrlf(pytester: pytest.Pytester, clean_env: None) -> None:
    root = pytester.path / "crlf-stored"
    source = write_project(root, newline="\r\n")
    commit_all(root)
    assert b"\r\n" in blob(root, "HEAD:mathx.py")
    result = heal(pytester, root)
    assert_healed(result, source)
    data = source.read_bytes()
    assert data.count(b"\r\n") == data.count(b"\n"), data


def test_full_disk_under_the_repository(pytester: pytest.Pytester, clean_env: None,
                                        mounts: list[Path]) -> None:
    root = pytester.path / "small disk"
    root.mkdir()
    if not _mount("-t", "tmpfs", "-o", "size=1m", "tmpfs", str(root)):
        pytest.skip("cannot mount a tmpfs here")
    mounts.append(root)
    source = write_project(root)
    commit_all(root)
    (root / "uncommitted.txt").write_text("work in progress\n")
    fill(root / ".filler")
    before = tree_digest(root)
    result = heal(pytester, root)
    out = result.stdout.str() + result.stderr.str()
    assert "Traceback" not in out and "INTERNALERROR" not in out
    result.stdout.fnmatch_lines(["*cannot write to the repository*throwaway copy*",
                                 "HEALED tests/test_mathx.py::test_small (+1 more)*"])
    assert tree_digest(root) == before  # byte for byte: no half-written or temporary file
    lines = [ln for ln in result.stdout.lines if ln.startswith("could not apply the patch")]
    assert len(lines) == 1 and "No space left on device" in lines[0], out
    saved = Path(lines[0].rsplit("saved to ", 1)[1].split(";")[0].strip())
    assert FIXED_LINE in saved.read_text() and "range(1, n)" in source.read_text()


def test_guard_refuses_patches_inside_a_submodule(tmp_path: Path) -> None:
    from pytest_selfheal.diffs.guard import check_patch
    from pytest_selfheal.diffs.parse import parse_diff

    (tmp_path / ".git").mkdir()
    (tmp_path / ".gitmodules").write_text('[submodule "vendored"]\n\tpath = vendored\n'
                                          "\turl = ../lib\n")
    (tmp_path / "vendored").mkdir()
    (tmp_path / "vendored" / "lib.py").write_text("def step():\n    return 1\n")
    inside = parse_diff("--- a/vendored/lib.py\n+++ b/vendored/lib.py\n@@ -1,2 +1,2 @@\n"
                        " def step():\n-    return 1\n+    return 2\n")
    verdict = check_patch(inside, tmp_path)
    assert verdict is not None and "inside the submodule vendored" in verdict
    beside = parse_diff("--- a/vendored_not.py\n+++ b/vendored_not.py\n@@ -1 +1 @@\n-a\n+b\n")
    assert check_patch(beside, tmp_path) is None


def test_eol_attributes_are_kept_by_apply_back(tmp_path: Path) -> None:
    from pytest_selfheal.git.applyback import apply_to_working_tree
    from pytest_selfheal.git.snapshot import take_snapshot
    from pytest_selfheal.git.worktree import Worktree

    root = tmp_path / "repo"
    source = write_project(root)
    (root / ".gitattributes").write_text("*.py text eol=crlf\n")
    commit_all(root)
    git(root, "rm", "-q", "--cached", "-r", ".")
    git(root, "reset", "-q", "--hard")  # checked out again: CRLF in the working tree
    assert b"\r\n" in source.read_bytes() and b"\r\n" not in blob(root, "HEAD:mathx.py")
    snap = take_snapshot(root, tmp_path / "snap")
    with Worktree.create(snap, tmp_path / "wt") as wt:
        path = wt.path / "mathx.py"
        path.write_bytes(path.read_bytes().replace(b"range(1, n)", FIXED_LINE.encode()))
        diff, files = wt.diff(), wt.changed_files()
    applied, note = apply_to_working_tree(snap, diff, files)
    assert applied, note
    data = source.read_bytes()
    assert FIXED_LINE.encode() in data and data.count(b"\r\n") == data.count(b"\n")


def test_reruns_do_not_import_the_users_files_through_pythonpath(tmp_path: Path) -> None:
    from pytest_selfheal.rerun import child_env

    repo, wt = tmp_path / "repo", tmp_path / "wt"
    for d in (repo / "lib", wt / "lib", repo / "build"):
        d.mkdir(parents=True)
    outside = tmp_path / "elsewhere"
    entries = [str(repo / "lib"), str(repo / "build"), str(outside)]
    env = child_env({"PYTHONPATH": os.pathsep.join(entries)}, repo, wt)
    paths = env["PYTHONPATH"].split(os.pathsep)
    assert str(repo / "lib") not in paths  # the worktree's copy is used instead
    assert str(repo / "build") in paths  # the worktree has no build/: nothing to map
    assert str(outside) in paths
