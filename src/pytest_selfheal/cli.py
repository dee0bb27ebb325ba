"""The ``selfheal`` command: read run records and act on them.

    selfheal status [RUN]   print the outcome; exit 0 if healed, 1 if not, 2 on error
    selfheal show [RUN]     print the summary and the patch of a run
    selfheal diff [RUN]     print only the verified patch
    selfheal apply [RUN]    apply a saved patch (a dry run's) to the working tree
    selfheal memory ...     list, search, show, forget, prune, export, import the fix memory

RUN is a run id, a run directory or run.json; the default is the latest run.
"""

from __future__ import annotations

import argparse
import subprocess
import sys
from pathlib import Path

from pytest_selfheal.records import RunRecord, load_record
from pytest_selfheal.report import summary_lines


def _find(run: str | None, base: Path) -> tuple[RunRecord, Path]:
    runs = base / ".selfheal" / "runs"
    if run is None:
        path = runs
    elif Path(run).exists():
        path = Path(run)
    else:
        path = runs / run
    if not path.exists():
        raise SystemExit(f"selfheal: no run record at {path}: run pytest --selfheal first")
    record = load_record(path)
    return record, runs / record.run_id


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["memory"]:
        from pytest_selfheal.memory.cli import main as memory_main

        return memory_main(argv[1:])
    parser = argparse.ArgumentParser(prog="selfheal", description=__doc__,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    parser.add_argument("command", choices=["status", "show", "diff", "apply"])
    parser.add_argument("run", nargs="?", help="run id or path (default: the latest run)")
    parser.add_argument("-C", dest="base", default=".", help="repository root (default: .)")
    parser.add_argument("--json", action="store_true", help="status/show: print the record")
    args = parser.parse_intermixed_args(argv)
    base = Path(args.base)
    record, run_dir = _find(args.run, base)
    if args.command == "status":
        print(record.model_dump_json(indent=2) if args.json else record.outcome)
        return {"healed": 0, "not_healed": 1, "flaky": 1}.get(record.outcome, 2)
    if args.command == "show":
        if args.json:
            print(record.model_dump_json(indent=2))
            return 0
        print("\n".join(summary_lines(record, run_dir, verbose=1)))
        if record.patch:
            print()
            print(record.patch, end="")
        return 0
    if args.command == "diff":
        print(record.patch, end="")
        return 0 if record.patch else 1
    if not record.patch:
        print("selfheal: this run has no verified patch to apply", file=sys.stderr)
        return 1
    if record.applied:
        print("selfheal: this patch was already applied", file=sys.stderr)
        return 1
    check = subprocess.run(["git", "apply", "--check", "-"], input=record.patch.encode(),
                           cwd=base, capture_output=True)
    if check.returncode != 0:
        err = check.stderr.decode(errors="replace").strip().splitlines()
        print(f"selfheal: the patch no longer applies ({err[0] if err else 'git apply failed'})"
              "; the files changed since the run", file=sys.stderr)
        return 1
    subprocess.run(["git", "apply", "-"], input=record.patch.encode(), cwd=base, check=True)
    print(f"selfheal: applied the patch of run {record.run_id}")
    return 0


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
