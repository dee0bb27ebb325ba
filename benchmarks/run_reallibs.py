"""Benchmark the built-in engine on real PyPI libraries with injected single-site bugs.

For each library of `reallibs/manifest.toml` the pinned sdist is downloaded (pip, cached,
sha256-checked), unpacked into a temporary directory and committed as a git repo. Each
bug is then healed over the library's whole test suite by a real
``python -m pytest --selfheal --selfheal-engine builtin -p no:randomly -q`` subprocess,
in two modes: the bug as an uncommitted edit, and the bug committed on top of the
pristine commit (with ``--selfheal-since <pristine>`` when the plugin has that option).

    python benchmarks/run_reallibs.py --check                 # pristine green, every bug red
    python benchmarks/run_reallibs.py --label before          # all bugs, both modes, saved
    python benchmarks/run_reallibs.py --only 'parse-0*' --modes uncommitted
    python benchmarks/run_reallibs.py --manifest benchmarks/reallibs/manifest2.toml --check

`--manifest` picks the bug set (default `reallibs/manifest.toml`); the results of another
set are saved under their own prefix (`results/reallibs2-<date>-<label>` for manifest2).
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import subprocess
import sys
import tempfile
import time
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import reallibs_tools as rt  # noqa: E402
from run_builtin import _candidates, header, heal_env, machine, run_heal  # noqa: E402

from pytest_selfheal.records import load_record  # noqa: E402

HEAL_ARGS = ["-m", "pytest", "--selfheal", "--selfheal-engine", "builtin", "-p", "no:randomly",
             "-q"]
PLAIN_ARGS = ["-m", "pytest", "-q", "-p", "no:randomly", "-p", "no:cacheprovider",
              "-p", "no:selfheal"]
MODES = ("uncommitted", "committed")


@dataclass
class RunResult:
    """One heal of one bug in one mode, measured from outside and read from its record."""

    bug: str
    library: str
    pattern: str
    mode: str
    outcome: str = "error"  # the record's outcome, or timeout / no_record / error
    tests_pass: bool = False
    fixed: bool = False  # healed AND the whole suite passes afterwards
    correct: str = ""  # identical / equivalent (same AST) / differs, for fixed runs
    changed: list[str] = field(default_factory=list)
    time_to_green: float | None = None
    record_duration: float | None = None
    wall: float = 0.0
    exit_code: int | None = None
    candidates: int = 0
    attempts: int = 0
    since: bool = False  # --selfheal-since was passed
    note: str = ""


def run_suite(root: Path, timeout: float = 300.0) -> tuple[bool, str]:
    """The library's whole suite in a plain pytest process: (all green, last summary line)."""
    env = {**heal_env(), "PYTHONDONTWRITEBYTECODE": "1"}
    try:
        proc = subprocess.run([sys.executable, *PLAIN_ARGS], cwd=root, env=env,
                              capture_output=True, text=True, timeout=timeout)
    except subprocess.TimeoutExpired:
        return False, f"suite timed out after {timeout:.0f}s"
    lines = proc.stdout.strip().splitlines()
    return proc.returncode == 0, lines[-1] if lines else proc.stderr.strip()[-200:]


def knows_since(root: Path) -> bool:
    proc = subprocess.run([sys.executable, "-m", "pytest", "--help"], cwd=root, env=heal_env(),
                          capture_output=True, text=True, timeout=120)
    return "--selfheal-since" in proc.stdout


def ensure_test_deps(lib: rt.Library) -> None:
    if lib.test_deps:
        subprocess.run([sys.executable, "-m", "pip", "install", "-q", *lib.test_deps],
                       check=True, timeout=600)


def prepare(lib: rt.Library, cache: Path, base: Path) -> tuple[Path, str]:
    """The pristine library as a git repo under base, and its commit."""
    root = rt.unpack(rt.fetch_sdist(lib, cache), base / lib.name)
    ensure_test_deps(lib)
    return root, rt.make_repo(root, f"{lib.spec} pristine sdist")


def heal(bug: rt.Bug, mode: str, pristine_root: Path, pristine: str, since: bool,
         timeout: float, work: Path) -> RunResult:
    res = RunResult(bug.id, bug.library, bug.pattern, mode)
    root = rt.copy_tree(pristine_root, work / f"{bug.id}-{mode}")
    rt.inject(root, bug)
    argv = [sys.executable, *HEAL_ARGS]
    if mode == "committed":
        rt.git(root, "commit", "-q", "-am", f"{bug.id}: {bug.pattern}")
        if since:
            argv += ["--selfheal-since", pristine]
            res.since = True
    ran = run_heal(argv, root, timeout)
    out, res.wall, res.exit_code = ran.out, round(ran.wall, 2), ran.exit_code
    if ran.timed_out:
        res.outcome, res.note = "timeout", f"killed after {timeout:.0f}s"
        last = [ln for ln in out.decode("utf-8", "replace").splitlines()
                if ln.startswith("selfheal:")][-2:]
        res.note += ("; last output: " + " / ".join(last)) if last else ""
    if res.outcome != "timeout":
        try:
            record = load_record(root / ".selfheal" / "runs")
        except (OSError, ValueError) as exc:
            tail = out.decode("utf-8", "replace").strip().splitlines()
            res.outcome, res.note = "no_record", f"{type(exc).__name__}; {tail[-1] if tail else ''}"
        else:
            res.outcome = record.outcome
            res.record_duration = record.duration
            res.attempts = len(record.attempts)
            res.candidates = sum(_candidates(a) for a in record.attempts)
            reasons = [g.reason for g in record.groups if g.outcome != "healed" and g.reason]
            res.note = "; ".join([record.error or "", *reasons]).strip("; ")[:300]
    res.tests_pass, summary = run_suite(root)
    res.fixed = res.outcome == "healed" and res.tests_pass
    if res.fixed:
        res.time_to_green = res.record_duration
        res.correct, res.changed = rt.verdict(root, pristine)
    elif res.outcome == "healed":
        res.note = f"suite after heal: {summary}"[:300]
    return res


def interleave(bugs: list[rt.Bug]) -> list[rt.Bug]:
    """Round-robin over libraries, so a partial run still covers every library."""
    queues: dict[str, list[rt.Bug]] = {}
    for bug in bugs:
        queues.setdefault(bug.library, []).append(bug)
    out: list[rt.Bug] = []
    while any(queues.values()):
        for queue in queues.values():
            if queue:
                out.append(queue.pop(0))
    return out


def check(manifest: rt.Manifest, bugs: list[rt.Bug], cache: Path, base: Path) -> int:
    """Pristine suites pass; every bug applies once and makes at least one test fail."""
    problems: list[str] = []
    for name in sorted({b.library for b in bugs}):
        lib = manifest.libraries[name]
        root, _ = prepare(lib, cache, base)
        ok, summary = run_suite(root)
        print(f"{lib.spec:<26} pristine: {'green' if ok else 'RED'}  {summary}", flush=True)
        if not ok:
            problems.append(f"{lib.spec}: pristine suite is not green: {summary}")
        for bug in [b for b in bugs if b.library == name]:
            tree = rt.copy_tree(root, base / f"check-{bug.id}")
            try:
                rt.inject(tree, bug)
            except rt.ManifestError as exc:
                problems.append(str(exc))
                continue
            red, summary = run_suite(tree)
            print(f"  {bug.id:<20} {'RED' if not red else 'still green':<12} {summary}",
                  flush=True)
            if red:
                problems.append(f"bug {bug.id}: no test fails with it")
    for problem in problems:
        print(f"problem: {problem}")
    print(f"{len(problems)} problem(s) in {len(bugs)} bug(s)")
    return 1 if problems else 0


def save(stem: Path, runs: list[RunResult], info: dict[str, Any], meta: dict[str, Any],
         done: bool) -> None:
    data = [asdict(r) for r in runs]
    stem.with_suffix(".json").write_text(json.dumps(
        {"machine": info, **meta, "complete": done, "runs": data}, indent=2) + "\n")
    rows = rt.table_rows(data) if data else []
    md = [f"# Built-in engine on real libraries: {meta['label']} ({info['date']})", "",
          f"Machine: {header(info)}", "", f"Command: `{meta['command']}`", "",
          f"Manifest: `{meta.get('manifest', 'benchmarks/reallibs/manifest.toml')}`", "",
          "" if done else f"**Partial: {len(runs)} of {meta['planned']} runs.**", "",
          rt.markdown_table(rows) if rows else "(no runs)", "",
          "| bug | pattern | mode | outcome | fixed | correct | ttg s | wall s | candidates "
          "| note |",
          "|---|---|---|---|---|---|---:|---:|---:|---|"]
    md += [f"| {r.bug} | {r.pattern} | {r.mode} | {r.outcome} | {'yes' if r.fixed else 'no'} | "
           f"{r.correct or '-'} | {r.time_to_green if r.time_to_green is not None else '-'} | "
           f"{r.wall:.0f} | {r.candidates} | {r.note.replace('|', '/')[:120]} |" for r in runs]
    stem.with_suffix(".md").write_text("\n".join(md) + "\n")


def resume(out_dir: Path, label: str, info: dict[str, Any], prefix: str = "reallibs"
           ) -> tuple[Path, list[RunResult], dict[str, Any], float]:
    """The newest saved results of label: where to keep writing, its runs and machine info."""
    # the date starts with a digit, so "reallibs-" never matches another set's "reallibs2-"
    found = sorted(out_dir.glob(f"{prefix}-[0-9]*-{label}.json"))
    if not found:
        raise SystemExit(f"reallibs: --resume found no results/{prefix}-*-{label}.json")
    data = json.loads(found[-1].read_text())
    old = data["machine"]
    old.setdefault("resumed", []).append({k: info[k] for k in ("date", "commit",
                                                              "loadavg_1m_at_start")})
    print(f"reallibs: resuming {found[-1].name}: {len(data['runs'])} run(s) kept")
    runs = [RunResult(**r) for r in data["runs"]]
    return found[-1].with_suffix(""), runs, old, float(data.get("total_wall", 0.0))


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/run_reallibs.py",
                                     description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--manifest", type=Path, default=rt.MANIFEST,
                        help="the bug set (default benchmarks/reallibs/manifest.toml)")
    parser.add_argument("--only", help="bug id glob or substring (comma list)")
    parser.add_argument("--modes", default=",".join(MODES), help="uncommitted,committed")
    parser.add_argument("--jobs", type=int, default=1, help="only 1 is supported (a shared box)")
    parser.add_argument("--timeout", type=float, default=240.0,
                        help="wall-clock limit per heal subprocess, group killed (default 240)")
    parser.add_argument("--cache", type=Path, default=rt.DEFAULT_CACHE, help="sdist cache dir")
    parser.add_argument("--label", help="save to results/reallibs-<date>-<label>.{json,md}")
    parser.add_argument("--resume", action="store_true",
                        help="continue the newest results/reallibs-*-<label>.json: skip its runs")
    parser.add_argument("--check", action="store_true",
                        help="verify the manifest: pristine suites green, every bug red")
    args = parser.parse_args(argv)
    if args.resume and not args.label:
        parser.error("--resume needs the --label of the run to continue")
    if args.jobs != 1:
        parser.error("--jobs must be 1: heals are timed and the machine is shared")
    modes = [m for m in args.modes.split(",") if m]
    if not modes or any(m not in MODES for m in modes):
        parser.error(f"--modes takes a comma list of {', '.join(MODES)}")
    try:
        manifest = rt.load_manifest(args.manifest)
    except rt.ManifestError as exc:
        print(f"reallibs: {exc}", file=sys.stderr)
        return 2
    bugs = manifest.bugs
    if args.only:
        pats = args.only.split(",")
        bugs = [b for b in bugs if any(fnmatch.fnmatch(b.id, p) or p in b.id for p in pats)]
    if not bugs:
        print(f"reallibs: no bug matches {args.only!r}; see {args.manifest}", file=sys.stderr)
        return 2
    with tempfile.TemporaryDirectory(prefix="reallibs-") as tmp:
        base = Path(tmp)
        if args.check:
            return check(manifest, bugs, args.cache, base)
        return bench(manifest, interleave(bugs), modes, args, base)


def _shown(path: Path) -> str:
    """path relative to the repository when it is inside it, as given otherwise."""
    try:
        return str(path.resolve().relative_to(HERE.parent))
    except ValueError:
        return str(path)


def bench(manifest: rt.Manifest, bugs: list[rt.Bug], modes: list[str],
          args: argparse.Namespace, base: Path) -> int:
    info = machine()
    meta = {"label": args.label or "unsaved", "command": "python " + " ".join(sys.argv),
            "manifest": _shown(args.manifest),
            "timeout": args.timeout, "jobs": args.jobs, "modes": modes,
            "planned": len(bugs) * len(modes)}
    stem: Path | None = None
    runs: list[RunResult] = []
    before = 0.0
    if args.label:
        out_dir = HERE / "results"
        out_dir.mkdir(exist_ok=True)
        prefix = rt.results_prefix(args.manifest)
        stem = out_dir / f"{prefix}-{datetime.now().strftime('%Y-%m-%d')}-{args.label}"
        if args.resume:
            stem, runs, info, before = resume(out_dir, args.label, info, prefix)
    done = {(r.bug, r.mode) for r in runs}
    prepared: dict[str, tuple[Path, str]] = {}
    for name in sorted({b.library for b in bugs}):
        prepared[name] = prepare(manifest.libraries[name], args.cache, base / "pristine")
    since = knows_since(next(iter(prepared.values()))[0])
    meta["since_option"] = since
    print(f"reallibs: {len(bugs)} bug(s) x {len(modes)} mode(s), timeout {args.timeout:.0f}s, "
          f"--selfheal-since {'passed' if since else 'unknown to the plugin'}")
    print(header(info), flush=True)
    start = time.monotonic() - before  # total_wall counts the resumed run's time too
    for bug in bugs:
        for mode in modes:
            if (bug.id, mode) in done:
                continue
            root, pristine = prepared[bug.library]
            with tempfile.TemporaryDirectory(prefix="run-", dir=base) as work:
                r = heal(bug, mode, root, pristine, since, args.timeout, Path(work))
            runs.append(r)
            print(f"  {bug.id:<20} {mode:<11} {'FIXED' if r.fixed else r.outcome.upper():<10} "
                  f"{r.correct:<10} wall {r.wall:6.1f}s  candidates {r.candidates:5d}  "
                  f"{'' if r.fixed else r.note[:90]}", flush=True)
            info["loadavg_1m_now"] = round(os.getloadavg()[0], 2)
            if stem:
                save(stem, runs, info, {**meta, "total_wall": time.monotonic() - start}, False)
    info["loadavg_1m_at_end"] = round(os.getloadavg()[0], 2)
    total = time.monotonic() - start
    print()
    print(rt.plain_table(rt.table_rows([asdict(r) for r in runs])))
    print(f"\nwhole run: {total:.0f}s wall; 1-minute load average at start "
          f"{info['loadavg_1m_at_start']}, at the end {info['loadavg_1m_at_end']}")
    if stem:
        save(stem, runs, info, {**meta, "total_wall": total}, True)
        print(f"saved {stem}.json and {stem}.md")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
