"""The selfheal command on saved run records: status, show, diff, apply."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CALC, git

from pytest_selfheal.cli import main
from pytest_selfheal.records import Group, RunRecord, new_run_id, save_record

PATCH = """\
--- a/calc.py
+++ b/calc.py
@@ -16,4 +16,4 @@ def average(values):
     total = 0
     for v in values:
         total += v
-    return total / (len(values) + 1)
+    return total / len(values)
"""


def _save(root: Path, outcome: str, *, patch: str = "", applied: bool = False,
          error: str | None = None) -> RunRecord:
    record = RunRecord(run_id=new_run_id() + outcome[:1], outcome=outcome,  # type: ignore[arg-type]
                       patch=patch, applied=applied, error=error, mode="dry_run",
                       groups=[Group(id="g1-abc123", nodeids=["tests/test_calc.py::test_average"],
                                     outcome="healed" if outcome == "healed" else "not_healed",
                                     iterations=1, reason="" if outcome == "healed" else "nope")])
    save_record(record, root / ".selfheal" / "runs")
    return record


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "calc.py").write_text(CALC)
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "initial")
    return tmp_path


@pytest.mark.parametrize(("outcome", "code"),
                         [("healed", 0), ("not_healed", 1), ("flaky", 1), ("error", 2)])
def test_status_exit_codes(repo: Path, outcome: str, code: int,
                           capsys: pytest.CaptureFixture[str]) -> None:
    _save(repo, outcome)
    assert main(["status", "-C", str(repo)]) == code
    assert capsys.readouterr().out.strip() == outcome


def test_status_picks_latest_or_named_run(repo: Path, capsys) -> None:
    old = _save(repo, "healed")
    _save(repo, "error")
    assert main(["status", "-C", str(repo)]) == 2
    assert main(["status", old.run_id, "-C", str(repo)]) == 0
    run_json = repo / ".selfheal" / "runs" / old.run_id / "run.json"
    assert main(["status", str(run_json), "-C", str(repo)]) == 0
    assert main(["status", "--json", old.run_id, "-C", str(repo)]) == 0
    assert f'"run_id": "{old.run_id}"' in capsys.readouterr().out


def test_missing_record_is_one_line_and_exits_2(tmp_path: Path, capsys) -> None:
    assert main(["status", "-C", str(tmp_path)]) == 2
    err = capsys.readouterr().err
    assert err == (f"selfheal: no run record at {tmp_path.resolve()}/.selfheal/runs: "
                   "run pytest --selfheal first\n")


def test_unreadable_record_and_bad_dir_exit_2(repo: Path, capsys) -> None:
    run_dir = repo / ".selfheal" / "runs" / "broken"
    run_dir.mkdir(parents=True)
    (run_dir / "run.json").write_text("{not json")
    assert main(["show", "broken", "-C", str(repo)]) == 2
    err = capsys.readouterr().err
    assert err.startswith("selfheal: cannot read the run record at ") and err.count("\n") == 1
    assert main(["status", "-C", str(repo / "nowhere")]) == 2
    assert "no such directory" in capsys.readouterr().err


def test_show_prints_summary_and_patch(repo: Path, capsys) -> None:
    record = _save(repo, "healed", patch=PATCH)
    assert main(["show", "-C", str(repo)]) == 0
    out = capsys.readouterr().out
    assert "HEALED tests/test_calc.py::test_average in 1 iteration(s)" in out
    assert "outcome: healed" in out
    assert f"{record.run_id}/run.json" in out
    assert "+    return total / len(values)" in out


def test_diff_prints_only_the_patch(repo: Path, capsys) -> None:
    _save(repo, "healed", patch=PATCH)
    assert main(["diff", "-C", str(repo)]) == 0
    assert capsys.readouterr().out == PATCH
    _save(repo, "not_healed")
    assert main(["diff", "-C", str(repo)]) == 1


def test_apply_applies_a_dry_runs_patch(repo: Path, capsys) -> None:
    record = _save(repo, "healed", patch=PATCH)
    assert main(["apply", "-C", str(repo)]) == 0
    assert f"applied the patch of run {record.run_id}" in capsys.readouterr().out
    assert "return total / len(values)\n" in (repo / "calc.py").read_text()
    assert git(repo, "status", "--porcelain", "-uno").split() == ["M", "calc.py"]


def test_apply_refuses_when_files_changed(repo: Path, capsys) -> None:
    _save(repo, "healed", patch=PATCH)
    changed = CALC.replace("(len(values) + 1)", "(len(values) + 3)")
    (repo / "calc.py").write_text(changed)
    assert main(["apply", "-C", str(repo)]) == 1
    assert "no longer applies" in capsys.readouterr().err
    assert (repo / "calc.py").read_text() == changed


def test_apply_without_patch_exits_1(repo: Path, capsys) -> None:
    _save(repo, "not_healed")
    assert main(["apply", "-C", str(repo)]) == 1
    assert "no verified patch" in capsys.readouterr().err
    assert (repo / "calc.py").read_text() == CALC


def test_second_apply_says_already_applied(repo: Path, capsys) -> None:
    record = _save(repo, "healed", patch=PATCH)
    assert main(["apply", "-C", str(repo)]) == 0
    fixed = (repo / "calc.py").read_text()
    capsys.readouterr()
    assert main(["apply", "-C", str(repo)]) == 0
    out = capsys.readouterr()
    assert out.out == f"selfheal: the patch of run {record.run_id} is already applied\n"
    assert "no longer applies" not in out.err
    assert (repo / "calc.py").read_text() == fixed


def test_console_script_runs(repo: Path) -> None:
    _save(repo, "not_healed")
    proc = subprocess.run([sys.executable, "-m", "pytest_selfheal.cli", "status"], cwd=repo,
                          capture_output=True, text=True)
    assert (proc.returncode, proc.stdout.strip()) == (1, "not_healed")


def test_records_are_found_from_a_subdirectory(repo: Path, capsys) -> None:
    record = _save(repo, "healed", patch=PATCH)
    sub = repo / "pkg" / "deep"
    sub.mkdir(parents=True)
    assert main(["status", "-C", str(sub)]) == 0
    assert main(["apply", "-C", str(sub)]) == 0
    assert capsys.readouterr().out.splitlines() == [
        "healed", f"selfheal: applied the patch of run {record.run_id}"]
    assert "return total / len(values)\n" in (repo / "calc.py").read_text()


def test_outside_git_the_pytest_rootdir_holds_the_records(tmp_path: Path, capsys) -> None:
    project = tmp_path / "proj"
    (project / "tests" / "unit").mkdir(parents=True)
    (project / "tox.ini").write_text("[pytest]\naddopts = -q\n")
    _save(project, "not_healed")
    assert main(["status", "-C", str(project / "tests" / "unit")]) == 1
    assert capsys.readouterr().out.strip() == "not_healed"


@pytest.mark.parametrize("how", ["cli", "env", "ini"])
def test_selfheal_dir_is_honoured(repo: Path, how: str, monkeypatch: pytest.MonkeyPatch,
                                  capsys) -> None:
    record = RunRecord(run_id=new_run_id(), outcome="healed")
    save_record(record, repo / "build" / "heal" / "runs")
    monkeypatch.delenv("SELFHEAL_DIR", raising=False)
    (repo / "sub").mkdir()
    args = ["status", "-C", str(repo / "sub")]
    if how == "cli":
        args += ["--selfheal-dir", "build/heal"]
    elif how == "env":
        monkeypatch.setenv("SELFHEAL_DIR", "build/heal")
    else:
        (repo / "pyproject.toml").write_text(
            '[tool.pytest.ini_options]\nselfheal_dir = "build/heal"\n')
    assert main(args) == 0
    assert capsys.readouterr().out.strip() == "healed"


def test_cli_beats_env_beats_ini_for_the_records_dir(repo: Path, monkeypatch, capsys) -> None:
    for name, outcome in (("a", "healed"), ("b", "not_healed"), ("c", "error")):
        save_record(RunRecord(run_id=new_run_id() + name, outcome=outcome),  # type: ignore[arg-type]
                    repo / name / "runs")
    (repo / "pytest.ini").write_text("[pytest]\nselfheal_dir = c\n")
    monkeypatch.setenv("SELFHEAL_DIR", "b")
    assert main(["status", "-C", str(repo), "--selfheal-dir", "a"]) == 0
    assert main(["status", "-C", str(repo)]) == 1
    monkeypatch.delenv("SELFHEAL_DIR")
    assert main(["status", "-C", str(repo)]) == 2


def test_help_is_plain_text_and_states_the_exit_codes() -> None:
    proc = subprocess.run([sys.executable, "-m", "pytest_selfheal.cli", "--help"],
                          capture_output=True, text=True)
    assert proc.returncode == 0
    assert "``" not in proc.stdout
    assert "exit 0 if healed, 1 if not, 2 on error" in proc.stdout
    for command in ("status", "show", "diff", "apply", "doctor"):
        assert f"selfheal {command}" in proc.stdout
    usage = subprocess.run([sys.executable, "-m", "pytest_selfheal.cli", "frobnicate"],
                           capture_output=True, text=True)
    assert usage.returncode == 2 and "invalid choice" in usage.stderr


def test_status_from_the_tests_directory_after_a_dry_run_there(calc_project) -> None:
    """The README's `pytest --selfheal || selfheal status`, run inside tests/."""
    tests_dir = calc_project.path / "tests"
    proc = subprocess.run([sys.executable, "-m", "pytest", "--selfheal-dry-run",
                           "--selfheal-engine", "builtin", "-p", "no:randomly",
                           "-p", "no:cacheprovider"],
                          cwd=tests_dir, capture_output=True, text=True)
    assert proc.returncode == 1, proc.stdout[-2000:]
    # the node id as pytest printed it for this directory, in both lines
    assert "FAILED test_calc.py::test_average" in proc.stdout
    assert "HEALED test_calc.py::test_average in 1 iteration(s)" in proc.stdout
    assert not (tests_dir / ".selfheal").exists()
    status = subprocess.run([sys.executable, "-m", "pytest_selfheal.cli", "status"],
                            cwd=tests_dir, capture_output=True, text=True)
    assert (status.returncode, status.stdout.strip()) == (0, "healed")


def test_absolute_selfheal_dir(repo: Path, tmp_path: Path, capsys) -> None:
    elsewhere = tmp_path / "records"
    save_record(RunRecord(run_id=new_run_id(), outcome="not_healed"), elsewhere / "runs")
    assert main(["status", "-C", str(repo), "--selfheal-dir", str(elsewhere)]) == 1
    assert capsys.readouterr().out.strip() == "not_healed"
