"""The selfheal command: read run records and act on them; check the machine.

Records are found as the plugin writes them (``locate.py``), so every command
works from any directory of the project.
"""

from __future__ import annotations

import argparse
import json
import subprocess
import sys
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any

from pytest_selfheal.records import RunRecord, load_record

if TYPE_CHECKING:
    from pytest_selfheal.locate import Location

DESCRIPTION = """\
Read the run records of pytest --selfheal and act on them, from any directory
of the project.

  selfheal status [RUN]   print the outcome: exit 0 if healed, 1 if not, 2 on error
  selfheal show [RUN]     print the summary and the patch of a run
  selfheal diff [RUN]     print only the verified patch (exit 1 when there is none)
  selfheal apply [RUN]    apply a saved patch (a dry run's) to the working tree:
                          exit 0 once it is in (now or before), 1 if it cannot be
  selfheal runs           list past runs, newest first: time, outcome, groups
                          healed, duration, cost and tokens (--limit N, --json)
  selfheal doctor         say what works on this machine: exit 0 when the default
                          heal can run, 1 otherwise
  selfheal memory ...     list, search, show, forget, prune, export, import, stats:
                          the fix memory (selfheal memory --help)

RUN is a run id, a run directory or a run.json; the default is the latest run.
Records are read from <repository root>/<selfheal_dir>/runs, where selfheal_dir
comes from --selfheal-dir, then SELFHEAL_DIR, then the ini option selfheal_dir,
then .selfheal. Any error exits 2.
"""


class CliError(Exception):
    """One line for the user; the command exits 2."""


def _record_args(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("run", nargs="?", help="run id or path (default: the latest run)")
    sub.add_argument("--json", action="store_true", help="status/show: print the record")


def _common_args(sub: argparse.ArgumentParser) -> None:
    sub.add_argument("-C", dest="base", default=".", metavar="DIR",
                     help="run as if started in DIR (default: the current directory)")
    sub.add_argument("--selfheal-dir", dest="selfheal_dir", default=None, metavar="DIR",
                     help="records directory, relative to the repository root")


def build_parser() -> argparse.ArgumentParser:
    parser = argparse.ArgumentParser(prog="selfheal", description=DESCRIPTION,
                                     formatter_class=argparse.RawDescriptionHelpFormatter)
    subs = parser.add_subparsers(dest="command", required=True, metavar="COMMAND",
                                 help="status, show, diff, apply, runs or doctor (see above)")
    for name, text in COMMANDS_HELP.items():
        sub = subs.add_parser(name, description=text)
        if name == "runs":
            sub.add_argument("--limit", type=_count, default=RUNS_LIMIT, metavar="N",
                             help=f"show the N newest runs (default {RUNS_LIMIT}; 0: all)")
            sub.add_argument("--json", action="store_true", help="print a JSON list")
        elif name != "doctor":
            _record_args(sub)
        _common_args(sub)
    return parser


COMMANDS_HELP = {
    "status": "print the outcome of a run; exit 0 if healed, 1 if not, 2 on error",
    "show": "print the summary and the patch of a run",
    "diff": "print only the verified patch of a run",
    "apply": "apply a run's saved patch to the working tree",
    "runs": "list past runs, newest first: time, outcome, groups healed, duration, cost",
    "doctor": "say what works on this machine and what to do about the rest",
}


def _where(args: argparse.Namespace) -> tuple[Path, Location]:
    from pytest_selfheal.locate import LocateError, locate

    base = Path(args.base)
    if not base.is_dir():
        raise CliError(f"-C {args.base}: no such directory")
    try:
        return base, locate(base, args.selfheal_dir)
    except LocateError as exc:
        raise CliError(str(exc)) from None


def _load(args: argparse.Namespace) -> tuple[RunRecord, Path]:
    base, where = _where(args)
    if args.run is None:
        path = where.runs
    elif (base / args.run).exists():
        path = base / args.run
    else:
        path = where.runs / args.run
    if not path.exists() or (path == where.runs and not (path / "latest").is_file()):
        raise CliError(f"no run record at {path}: run pytest --selfheal first")
    try:
        record = load_record(path)
    except (OSError, ValueError) as exc:
        raise CliError(f"cannot read the run record at {path}: "
                       f"{str(exc).strip().splitlines()[0]}") from None
    return record, where.runs / record.run_id


def _status(args: argparse.Namespace) -> int:
    record, _ = _load(args)
    print(record.model_dump_json(indent=2) if args.json else record.outcome)
    if not args.json:
        for group in record.groups:
            if group.outcome == "environment":
                print(f"{group.nodeids[0] if group.nodeids else group.id}: {group.reason}"
                      + (f" ({group.hint})" if group.hint else ""))
    return {"healed": 0, "not_healed": 1, "flaky": 1, "environment": 1}.get(record.outcome, 2)


def _show(args: argparse.Namespace) -> int:
    from pytest_selfheal.report import summary_lines

    record, run_dir = _load(args)
    if args.json:
        print(record.model_dump_json(indent=2))
        return 0
    print("\n".join(summary_lines(record, run_dir, verbose=1)))
    if record.patch:
        print()
        print(record.patch, end="")
    return 0


def _diff(args: argparse.Namespace) -> int:
    record, _ = _load(args)
    print(record.patch, end="")
    return 0 if record.patch else 1


def _git_apply(patch: str, cwd: Path, *extra: str) -> subprocess.CompletedProcess[bytes]:
    try:
        return subprocess.run(["git", "apply", *extra, "-"], input=patch.encode(), cwd=cwd,
                              capture_output=True)
    except OSError as exc:
        raise CliError(f"cannot run git: {exc}") from None


def _apply(args: argparse.Namespace) -> int:
    record, run_dir = _load(args)
    if not record.patch:
        print("selfheal: this run has no verified patch to apply", file=sys.stderr)
        return 1
    root = Path(record.repo_root) if record.repo_root else run_dir.parents[2]
    if not root.is_dir():
        raise CliError(f"the run's repository {root} is gone")
    if _git_apply(record.patch, root, "--check").returncode == 0:
        _git_apply(record.patch, root)
        print(f"selfheal: applied the patch of run {record.run_id}")
        return 0
    if _git_apply(record.patch, root, "--check", "--reverse").returncode == 0:
        print(f"selfheal: the patch of run {record.run_id} is already applied")
        return 0
    err = _git_apply(record.patch, root, "--check").stderr.decode(errors="replace")
    first = err.strip().splitlines()[0] if err.strip() else "git apply failed"
    print(f"selfheal: the patch no longer applies ({first}): the files changed since the "
          f"run; see selfheal diff {record.run_id}", file=sys.stderr)
    return 1


RUNS_LIMIT = 20


def _count(text: str) -> int:
    try:
        value = int(text)
    except ValueError:
        value = -1
    if value < 0:
        raise argparse.ArgumentTypeError(f"{text!r} is not a count (0 or more)")
    return value


def _run_row(record: RunRecord, run_dir: Path) -> dict[str, Any]:
    """What ``selfheal runs`` shows of one record."""
    return {
        "run_id": record.run_id, "started_at": record.started_at,
        "finished_at": record.finished_at, "outcome": record.outcome, "mode": record.mode,
        "groups_healed": sum(g.outcome == "healed" for g in record.groups),
        "groups": len(record.groups), "duration": round(record.duration, 3),
        "cost_usd": record.usage.cost_usd, "tokens": record.usage.total_tokens,
        "calls": record.usage.calls, "applied": record.applied, "error": record.error,
        "path": str(run_dir / "run.json"),
    }  # fmt: skip


def _when(started_at: str) -> str:
    from datetime import datetime, timezone

    try:
        when = datetime.fromisoformat(started_at)
    except ValueError:
        return started_at[:19] or "?"
    if when.tzinfo is not None:
        when = when.astimezone(timezone.utc)
    return when.strftime("%Y-%m-%d %H:%M:%S")


def _seconds(value: float) -> str:
    if value < 60:
        return f"{value:.1f} s"
    minutes, secs = divmod(int(round(value)), 60)
    return f"{minutes} min {secs:02d} s"


def _runs(args: argparse.Namespace) -> int:
    """List past runs, newest first; a record that cannot be read is one skipped line."""
    from pytest_selfheal.events import EVENTS_FILE

    _, where = _where(args)
    dirs = (sorted((d for d in where.runs.iterdir() if d.is_dir()), key=lambda d: d.name,
                   reverse=True) if where.runs.is_dir() else [])  # run ids start with a time
    rows: list[dict[str, Any]] = []
    for run_dir in dirs:
        if args.limit and len(rows) >= args.limit:
            break
        path = run_dir / "run.json"
        if not path.is_file():
            what = ("still running, or killed: see its events.jsonl"
                    if (run_dir / EVENTS_FILE).is_file() else "not a run")
            print(f"selfheal: skipped {run_dir.name}: no run.json ({what})", file=sys.stderr)
            continue
        try:
            record = RunRecord.model_validate_json(path.read_bytes())
        except (OSError, ValueError) as exc:
            print(f"selfheal: skipped {run_dir.name}: cannot read run.json: "
                  f"{str(exc).strip().splitlines()[0]}", file=sys.stderr)
            continue
        rows.append(_run_row(record, run_dir))
    if args.json:
        print(json.dumps(rows, indent=2))
        return 0
    if not rows:
        print(f"selfheal: no run records in {where.runs}: run pytest --selfheal first",
              file=sys.stderr)
        return 0
    table = [["started (UTC)", "outcome", "healed", "duration", "cost", "tokens", "run"]]
    for row in rows:
        outcome = row["outcome"] + (" (dry run)" if row["mode"] == "dry_run" else "")
        table.append([_when(row["started_at"]), outcome,
                      f"{row['groups_healed']}/{row['groups']}", _seconds(row["duration"]),
                      f"${row['cost_usd']:.4f}", str(row["tokens"]), row["run_id"]])
    widths = [max(len(r[i]) for r in table) for i in range(len(table[0]))]
    for r in table:
        print("  ".join(cell.ljust(w) for cell, w in zip(r, widths, strict=True)).rstrip())
    return 0


def _doctor(args: argparse.Namespace) -> int:
    from pytest_selfheal.doctor import run_doctor

    base = Path(args.base)
    if not base.is_dir():
        raise CliError(f"-C {args.base}: no such directory")
    return run_doctor(base, args.selfheal_dir)


COMMANDS: dict[str, Callable[[argparse.Namespace], int]] = {
    "status": _status, "show": _show, "diff": _diff, "apply": _apply, "runs": _runs,
    "doctor": _doctor,
}


def main(argv: list[str] | None = None) -> int:
    argv = sys.argv[1:] if argv is None else argv
    if argv[:1] == ["memory"]:
        from pytest_selfheal.memory.cli import main as memory_main

        return memory_main(argv[1:])
    args = build_parser().parse_args(argv)
    try:
        return COMMANDS[args.command](args)
    except CliError as exc:
        print(f"selfheal: {exc}", file=sys.stderr)
        return 2


if __name__ == "__main__":  # pragma: no cover
    sys.exit(main())
