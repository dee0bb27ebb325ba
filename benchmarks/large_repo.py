"""Time the snapshot and the worktree of a heal on a large repository (5,000 files, 50 MB).

It builds a git repository of ``--files`` Python-like files (``--mb`` in all,
pseudo-random so git cannot shortcut them), commits it, leaves the user's usual
mess behind (a few edited files, a staged change, untracked files) and then times,
``--reps`` times, the real code paths a heal runs before reproducing anything:
``snapshot.take_snapshot`` (the temporary-index commit of the working tree) and
``worktree.Worktree.create`` (``git worktree add`` plus submodule population); then,
for information, what each iteration of the loop pays (``Worktree.diff`` after a
one-file edit, ``Worktree.reset``) and ``Worktree.remove``. The goal is snapshot +
worktree under 3 s.

    python benchmarks/large_repo.py [--files 5000] [--mb 50] [--reps 5] [--keep DIR]
                                    [--compare-checkout]
"""

from __future__ import annotations

import argparse
import os
import random
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from pathlib import Path

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE.parent / "src"))

from pytest_selfheal.git.snapshot import release_snapshot, take_snapshot  # noqa: E402
from pytest_selfheal.git.worktree import Worktree  # noqa: E402

WORDS = ("value", "total", "index", "items", "result", "count", "name", "data", "step",
         "limit", "offset", "buffer", "record", "state", "token", "weight", "scale")


def git(cwd: Path, *args: str) -> None:
    subprocess.run(["git", "-c", "user.name=b", "-c", "user.email=b@b", "-c",
                    "init.defaultBranch=main", *args], cwd=cwd, check=True, capture_output=True)


def make_repo(root: Path, files: int, megabytes: float, seed: int = 1) -> int:
    """A committed repository of ``files`` files about ``megabytes`` MB; returns bytes written."""
    rng = random.Random(seed)
    per_file = int(megabytes * 1024 * 1024 / files)
    written = 0
    for i in range(files):
        package = root / f"pkg{i // 100:03d}"
        package.mkdir(parents=True, exist_ok=True)
        lines = [f'"""Module {i}."""\n']
        size = len(lines[0])
        while size < per_file:
            a, b = rng.choice(WORDS), rng.choice(WORDS)
            x, y = rng.randrange(10**6), rng.randrange(10**6)
            line = f"{a}_{x} = {b}_{y} + {rng.random():.12f}\n"
            lines.append(line)
            size += len(line)
        text = "".join(lines)
        (package / f"mod{i % 100:03d}.py").write_text(text)
        written += len(text)
    git(root, "init", "-q")
    git(root, "add", "-A")
    git(root, "commit", "-qm", "large")
    for i in range(5):  # the user's uncommitted work
        with open(root / f"pkg{i:03d}" / "mod000.py", "a") as fh:
            fh.write(f"edited_{i} = {i}\n")
    (root / "pkg000" / "mod001.py").write_text("staged = True\n")
    git(root, "add", "pkg000/mod001.py")
    for i in range(20):
        (root / f"untracked_{i}.py").write_text(f"new_{i} = {i}\n" * 50)
    return written


def compare_checkout(root: Path, base: Path, reps: int) -> None:
    """Bare ``git worktree add`` with and without parallel checkout, interleaved."""
    commit = subprocess.run(["git", "rev-parse", "HEAD"], cwd=root, capture_output=True,
                            text=True, check=True).stdout.strip()
    configs = {"git worktree add": [], "git -c checkout.workers=0 worktree add":
               ["-c", "checkout.workers=0"]}
    times: dict[str, list[float]] = {name: [] for name in configs}
    for rep in range(reps):
        for i, (name, pre) in enumerate(configs.items()):
            path = base / f"cmp{rep}-{i}"
            start = time.perf_counter()
            git(root, *pre, "worktree", "add", "-q", "--detach", str(path), commit)
            times[name].append(time.perf_counter() - start)
            git(root, "worktree", "remove", "--force", str(path))
    print("\n| bare git, interleaved | median s | min s | max s |\n|---|---:|---:|---:|")
    for name, values in times.items():
        print(f"| `{name}` | {statistics.median(values):.3f} | {min(values):.3f} | "
              f"{max(values):.3f} |")


def load() -> str:
    try:
        return " ".join(f"{x:.2f}" for x in os.getloadavg())
    except OSError:  # pragma: no cover
        return "?"


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--files", type=int, default=5000)
    parser.add_argument("--mb", type=float, default=50.0)
    parser.add_argument("--reps", type=int, default=5)
    parser.add_argument("--keep", type=Path, help="build the repository here and keep it")
    parser.add_argument("--compare-checkout", action="store_true",
                        help="also time bare git worktree add with and without parallel "
                             "checkout (checkout.workers=0), interleaved")
    args = parser.parse_args()
    base = Path(tempfile.mkdtemp(prefix="large-repo-"))
    root = args.keep or base / "repo"
    root.mkdir(parents=True, exist_ok=True)
    try:
        start = time.perf_counter()
        size = make_repo(root, args.files, args.mb)
        print(f"built {args.files} files, {size / 1e6:.1f} MB in "
              f"{time.perf_counter() - start:.1f} s; load average before timing: {load()}")
        rows: list[tuple[float, ...]] = []
        for rep in range(args.reps):
            tmp = base / f"rep{rep}"
            t0 = time.perf_counter()
            snap = take_snapshot(root, tmp)
            t1 = time.perf_counter()
            wt = Worktree.create(snap, tmp / "worktree")
            t2 = time.perf_counter()
            count = sum(1 for _ in wt.path.rglob("*.py"))
            with open(wt.path / "pkg010" / "mod010.py", "a") as fh:  # one candidate edit
                fh.write("patched = True\n")
            t3 = time.perf_counter()
            diff = wt.diff()
            t4 = time.perf_counter()
            wt.reset()
            t5 = time.perf_counter()
            wt.remove()
            release_snapshot(snap)
            t6 = time.perf_counter()
            shutil.rmtree(tmp, ignore_errors=True)
            assert count == args.files + 20, count  # every file, the untracked ones too
            assert "+patched = True" in diff
            rows.append((t1 - t0, t2 - t1, t6 - t5, t4 - t3, t5 - t4))
            print(f"rep {rep + 1}: snapshot {t1 - t0:.3f} s, worktree {t2 - t1:.3f} s, "
                  f"together {t2 - t0:.3f} s, diff {t4 - t3:.3f} s, reset {t5 - t4:.3f} s, "
                  f"remove {t6 - t5:.3f} s")
        print(f"load average after timing: {load()}")
        print()
        print("| step | median s | min s | max s |")
        print("|---|---:|---:|---:|")
        columns = [("take_snapshot", [r[0] for r in rows]),
                   ("Worktree.create", [r[1] for r in rows]),
                   ("snapshot + worktree", [r[0] + r[1] for r in rows]),
                   ("Worktree.diff (one file edited), each iteration", [r[3] for r in rows]),
                   ("Worktree.reset, each iteration", [r[4] for r in rows]),
                   ("Worktree.remove", [r[2] for r in rows])]
        for name, values in columns:
            print(f"| {name} | {statistics.median(values):.3f} | {min(values):.3f} | "
                  f"{max(values):.3f} |")
        if args.compare_checkout:
            compare_checkout(root, base, args.reps)
        together = statistics.median([r[0] + r[1] for r in rows])
        print(f"\ngoal snapshot + worktree < 3 s: {'met' if together < 3 else 'NOT met'} "
              f"(median {together:.2f} s)")
        return 0 if together < 3 else 1
    finally:
        shutil.rmtree(base, ignore_errors=True)


if __name__ == "__main__":
    sys.exit(main())
