"""Benchmark the built-in repair engine on our corpus: fix rate, patch quality, time to green.

Each case is materialized into a temporary git repo and healed by a real
``python -m pytest --selfheal --selfheal-engine builtin`` subprocess. The script then
reads the run record and checks the tree itself (fresh test run, reference comparison,
behavioural probe). ``--throughput`` instead measures candidates per second of the warm
fork server against a fresh pytest process per candidate.

    python benchmarks/run_builtin.py                 # whole corpus, results/builtin-<date>.*
    python benchmarks/run_builtin.py --only 'cmp_*'  # a subset, not saved unless --save
    python benchmarks/run_builtin.py --corpus benchmarks/corpus2 --label before --resume
    python benchmarks/run_builtin.py --throughput    # warm servers (1, 2 workers) vs fresh
    python benchmarks/run_builtin.py --hangs         # hang cases against their time bound
"""

from __future__ import annotations

import argparse
import fnmatch
import json
import os
import platform
import re
import signal
import statistics
import subprocess
import sys
import tempfile
import threading
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass, field
from datetime import datetime
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import corpus_tools as ct  # noqa: E402

from pytest_selfheal.records import Attempt, load_record  # noqa: E402

HEAL_ARGS = ["-m", "pytest", "--selfheal", "--selfheal-engine", "builtin", "-p", "no:randomly",
             "-q"]
THROUGHPUT_CASES = ("arith_001_running_pace", "cmp_001_bulk_discount", "attr_001_job_queue")


@dataclass
class CaseResult:
    """What one case's heal run did, as measured from outside and from its record."""

    id: str
    kind: str
    difficulty: str
    outcome: str = "error"  # record outcome, or "timeout" / "no_record"
    tests_pass: bool = False
    fixed: bool = False
    same_as_reference: bool = False
    equivalent_by_probe: bool = False
    time_to_green: float | None = None  # record duration, fixed cases only
    record_duration: float | None = None
    wall: float = 0.0  # the whole pytest subprocess
    exit_code: int | None = None
    candidates: int = 0
    attempts: int = 0
    operators: list[str] = field(default_factory=list)
    locations: list[str] = field(default_factory=list)
    leftovers: list[str] = field(default_factory=list)  # fixed but not identical, see ct
    load_1m: float = 0.0  # the machine's 1-minute load average when the case started
    note: str = ""
    diffs: list[str] = field(default_factory=list)  # the healed attempts' diffs, as applied


def machine() -> dict[str, Any]:
    cpu = ""
    try:
        for line in Path("/proc/cpuinfo").read_text().splitlines():
            if line.startswith("model name"):
                cpu = line.partition(":")[2].strip()
                break
    except OSError:
        pass
    try:
        commit = subprocess.run(["git", "rev-parse", "--short", "HEAD"], cwd=HERE,
                                capture_output=True, text=True).stdout.strip()
    except OSError:
        commit = ""
    return {"nproc": os.cpu_count(), "cpu": cpu, "python": platform.python_version(),
            "platform": platform.platform(), "commit": commit,
            "date": datetime.now().strftime("%Y-%m-%d %H:%M"),
            "loadavg_1m_at_start": round(os.getloadavg()[0], 2)}


def heal_env() -> dict[str, str]:
    env = dict(os.environ)
    env.pop("PYTEST_ADDOPTS", None)
    env.pop("PYTEST_DISABLE_PLUGIN_AUTOLOAD", None)
    return env


@dataclass
class Ran:
    """What one heal subprocess did."""

    out: bytes
    wall: float
    exit_code: int | None
    timed_out: bool


def run_heal(argv: list[str], cwd: Path, timeout: float) -> Ran:
    """Run a heal in its own session; its whole process group is killed when it ends or
    at the timeout (the warm servers and anything left over), keeping what it printed."""
    start = time.monotonic()
    proc = subprocess.Popen(argv, cwd=cwd, env=heal_env(), stdin=subprocess.DEVNULL,
                            stdout=subprocess.PIPE, stderr=subprocess.STDOUT,
                            start_new_session=True)
    out, timed_out = b"", False
    try:
        out, _ = proc.communicate(timeout=timeout)
    except subprocess.TimeoutExpired:
        timed_out = True
    finally:
        try:
            os.killpg(proc.pid, signal.SIGKILL)
        except (ProcessLookupError, PermissionError):
            pass
        if timed_out:
            try:  # what it printed before the kill (a child in another session may hold the pipe)
                out = proc.communicate(timeout=10)[0]
            except subprocess.TimeoutExpired:
                out = b""
        proc.wait()
    return Ran(out, time.monotonic() - start, proc.returncode, timed_out)


def run_case(case: ct.Case, budget: float | None, timeout: float) -> CaseResult:
    res = CaseResult(case.id, case.kind, case.difficulty)
    timeout = max(timeout, (budget or 0) + 30)  # let the plugin stop itself and save its record
    with tempfile.TemporaryDirectory(prefix=f"bench-{case.id}-") as tmp:
        root = ct.materialize(case, Path(tmp) / case.id)
        argv = [sys.executable, *HEAL_ARGS, *case.pytest_args]
        res.load_1m = round(os.getloadavg()[0], 2)
        if budget:
            argv += ["--selfheal-max-time", str(budget)]
        ran = run_heal(argv, root, timeout)
        out, res.wall, res.exit_code = ran.out, ran.wall, ran.exit_code
        if ran.timed_out:
            res.outcome, res.note = "timeout", f"killed after {timeout:.0f}s"
        healed_diffs: list[str] = []
        if res.outcome != "timeout":
            try:
                record = load_record(root / ".selfheal" / "runs")
            except (OSError, ValueError) as exc:
                res.outcome = "no_record"
                tail = out.decode("utf-8", "replace").strip().splitlines()
                res.note = f"{type(exc).__name__}; {tail[-1] if tail else ''}"[:300]
            else:
                res.outcome = record.outcome
                res.record_duration = record.duration
                res.attempts = len(record.attempts)
                res.candidates = sum(_candidates(a) for a in record.attempts)
                healed = [a for a in record.attempts if a.status == "healed"]
                res.operators = [a.operator or "?" for a in healed]
                res.locations = [a.location or "?" for a in healed]
                healed_diffs = res.diffs = [a.diff for a in healed]
                reasons = [g.reason for g in record.groups if g.outcome != "healed" and g.reason]
                res.note = "; ".join([record.error or "", *reasons]).strip("; ")[:300]
        res.tests_pass = _tests_pass(root, case.pytest_args)
        res.fixed = res.outcome == "healed" and res.tests_pass
        if res.fixed:
            res.time_to_green = res.record_duration
            res.same_as_reference = ct.same_as_reference(case, root)
            res.equivalent_by_probe = (not res.same_as_reference
                                       and ct.equivalent_by_probe(case, root))
            if not res.same_as_reference:  # AST marks and diff patterns, both counted
                res.leftovers = ct.leftovers(case, root) + leftovers(
                    healed_diffs, "\n".join(case.fixed_files.values()))
    return res


def _candidates(attempt: Attempt) -> int:
    """Candidates tried; exhausted attempts record 0, so read the count from their feedback."""
    if attempt.candidates_tried:
        return attempt.candidates_tried
    found = re.search(r"(\d+) candidates", attempt.feedback)
    return int(found.group(1)) if found else 0


# Lines a reviewer would not merge: a neutral constant (`x + 0`, `n * 1`), doubled
# parentheses, or a guard that hides an exception (`(count or 1)`, `if x is None: return`).
_NEUTRAL = [re.compile(p) for p in (
    r"[-+]\s*0(?:\.0)?(?![\w.(\[])", r"(?<![*])[*/]\s*1(?:\.0)?(?![\w.(\[])", r"\(\(\w+\)\)")]
_GUARD = [re.compile(p) for p in (
    r"\bor\s+(?:0|1|\[\]|\{\}|\"\"|'')\s*\)", r"\bif\s+[\w.]+\s+is\s+None\s*:",
    r"\bif\s+not\s+[\w.]+\s*:")]


def leftovers(diffs: list[str], reference: str) -> list[str]:
    """Added lines a reviewer would not merge: a neutral-constant pattern the reference
    fix does not have, or a guard when the reference fix guards nothing."""
    ref_guards = any(rx.search(reference) for rx in _GUARD)
    found = []
    for diff in diffs:
        for line in diff.splitlines():
            if not line.startswith("+") or line.startswith("+++"):
                continue
            text = line[1:].split("#", 1)[0]
            neutral = any(rx.search(text) and not rx.search(reference) for rx in _NEUTRAL)
            guard = not ref_guards and any(rx.search(text) for rx in _GUARD)
            if neutral or guard:
                found.append(text.strip())
    return found


def _tests_pass(root: Path, pytest_args: list[str]) -> bool:
    try:
        outcome = ct.run_tests(root, pytest_args=pytest_args)
    except subprocess.TimeoutExpired:
        return False
    return outcome.returncode == 0 and outcome.failed == 0 and outcome.passed > 0


# ---------------------------------------------------------------- tables


def _pct(part: int, whole: int) -> str:
    return f"{100 * part / whole:.0f}%" if whole else "-"


def _secs(values: list[float], how: str) -> str:
    if not values:
        return "-"
    return f"{(statistics.median(values) if how == 'median' else max(values)):.1f}"


COLUMNS = ["kind", "cases", "fixed", "fixed %", "identical %", "equiv %", "leftovers",
           "median s", "max s", "median wall s", "candidates"]


def _row(label: str, rs: list[CaseResult]) -> list[str]:
    fixed = [r for r in rs if r.fixed]
    ttg = [r.time_to_green for r in fixed if r.time_to_green is not None]
    return [label, str(len(rs)), str(len(fixed)), _pct(len(fixed), len(rs)),
            _pct(sum(r.same_as_reference for r in fixed), len(fixed)),
            _pct(sum(r.equivalent_by_probe for r in fixed), len(fixed)),
            str(sum(bool(r.leftovers) for r in fixed)),
            _secs(ttg, "median"), _secs(ttg, "max"),
            _secs([r.wall for r in fixed], "median"), str(sum(r.candidates for r in rs))]


def table_rows(results: list[CaseResult],
               flags: dict[str, tuple[str, ...]] | None = None) -> list[list[str]]:
    """One row per kind, then per difficulty, per case flag (hang, recursive, config), total."""
    flags = flags or {}
    rows = [_row(k, [r for r in results if r.kind == k])
            for k in sorted({r.kind for r in results})]
    for diff in ("easy", "hard"):
        group = [r for r in results if r.difficulty == diff]
        if group:
            rows.append(_row(f"({diff})", group))
    for flag in ("hang", "recursive", "config"):
        group = [r for r in results if flag in flags.get(r.id, ())]
        if group:
            rows.append(_row(f"({flag})", group))
    rows.append(_row("TOTAL", results))
    return rows


def plain_table(rows: list[list[str]]) -> str:
    widths = [max(len(r[i]) for r in [COLUMNS, *rows]) for i in range(len(COLUMNS))]
    lines = ["  ".join(c.ljust(w) if i == 0 else c.rjust(w)
                       for i, (c, w) in enumerate(zip(row, widths, strict=True)))
             for row in [COLUMNS, *rows]]
    lines.insert(1, "-" * len(lines[0]))
    return "\n".join(lines)


def markdown_table(rows: list[list[str]]) -> str:
    out = ["| " + " | ".join(COLUMNS) + " |",
           "|" + "|".join(["---"] + ["---:"] * (len(COLUMNS) - 1)) + "|"]
    out += ["| " + " | ".join(f"**{c}**" if row[0] == "TOTAL" else c for c in row) + " |"
            for row in rows]
    return "\n".join(out)


def header(info: dict[str, Any]) -> str:
    return (f"{info['date']}  commit {info['commit']}  Python {info['python']}  "
            f"nproc {info['nproc']}  {info['cpu']}  load {info['loadavg_1m_at_start']}")


def misses(results: list[CaseResult]) -> list[str]:
    return [f"{r.id}: outcome={r.outcome} tests_pass={r.tests_pass} wall={r.wall:.1f}s"
            + (f" ({r.note})" if r.note else "") for r in results if not r.fixed]


# ---------------------------------------------------------------- corpus run


def case_flags(cases: list[ct.Case]) -> dict[str, tuple[str, ...]]:
    return {c.id: tuple(f for f in ("hang", "recursive", "config") if getattr(c, f))
            for c in cases}


def results_stem(args: argparse.Namespace) -> Path:
    """results/builtin-<date> for the first corpus, results/<corpus>-<date>[-label] else."""
    corpus = Path(args.corpus).resolve()
    name = "builtin" if corpus == ct.CORPUS_DIR else corpus.name
    label = f"-{args.label}" if args.label else ""
    return HERE / "results" / f"{name}-{datetime.now().strftime('%Y-%m-%d')}{label}"


def _previous(stem: Path) -> tuple[list[CaseResult], list[dict[str, Any]]]:
    """Results and machine infos already saved under stem (for --resume)."""
    path = stem.with_suffix(".json")
    if not path.is_file():
        return [], []
    data = json.loads(path.read_text())
    return ([CaseResult(**c) for c in data["cases"]],
            data.get("sessions", [data["machine"]]))


def run_corpus(args: argparse.Namespace) -> int:
    if not Path(args.corpus).is_dir():
        print(f"error: no corpus folder {args.corpus}; pass --corpus benchmarks/corpus2",
              file=sys.stderr)
        return 2
    all_cases = ct.load_cases(Path(args.corpus))
    cases = all_cases
    if args.only:
        wanted = args.only.split(",")
        cases = [c for c in cases
                 if any(fnmatch.fnmatch(c.id, w) or w in c.id for w in wanted)]
    stem = results_stem(args)
    done, sessions = _previous(stem) if args.resume else ([], [])
    meta = {c.id: c for c in all_cases}
    for old in done:  # kind and difficulty come from the corpus as it is now
        if old.id in meta:
            old.kind, old.difficulty = meta[old.id].kind, meta[old.id].difficulty
    cases = [c for c in cases if c.id not in {r.id for r in done}]
    if not cases and not done:
        print(f"no case matches {args.only!r}; see {args.corpus}", file=sys.stderr)
        return 2
    info = machine()
    info["corpus"] = Path(args.corpus).name
    sessions = [*sessions, info] if cases or not sessions else sessions
    if done:
        print(f"resuming {stem.name}: {len(done)} case(s) already measured")
    print(f"builtin engine benchmark: {len(cases)} case(s), jobs={args.jobs}, "
          f"budget={args.budget}s, timeout={args.timeout:.0f}s")
    print(header(info), flush=True)
    results: list[CaseResult] = []
    start = time.monotonic()
    lock = threading.Lock()
    saving = args.save or not args.only or args.resume
    flags = case_flags(all_cases)

    def one(case: ct.Case) -> CaseResult:
        r = run_case(case, args.budget, args.timeout)
        if saving:  # save as we go: a long run that is stopped keeps what it measured
            with lock:
                results.append(r)
                merged = [*done, *results]
                save(stem, merged, table_rows(merged, flags), sessions, args,
                     time.monotonic() - start, quiet=True)
        ok = "FIXED" if r.fixed else r.outcome.upper()
        how = ("identical" if r.same_as_reference else "equivalent" if r.equivalent_by_probe
               else "different") if r.fixed else ""
        print(f"  {case.id:<36} {ok:<10} {how:<10} wall {r.wall:6.1f}s  "
              f"candidates {r.candidates:4d}  {','.join(r.operators)}"
              + (f"  LEFTOVER {r.leftovers}" if r.leftovers else ""), flush=True)
        return r

    with ThreadPoolExecutor(max_workers=max(1, args.jobs)) as pool:
        ran = list(pool.map(one, cases))
    total = time.monotonic() - start
    order = {c.id: i for i, c in enumerate(all_cases)}
    results = sorted([*done, *ran], key=lambda r: order.get(r.id, len(order)))
    rows = table_rows(results, flags)
    print()
    print(plain_table(rows))
    info["loadavg_1m_at_end"] = round(os.getloadavg()[0], 2)
    print(f"\nwhole run: {total:.0f}s wall for {len(results)} case(s); "
          f"1-minute load average at the end {info['loadavg_1m_at_end']}")
    for line in misses(results):
        print(f"  not fixed: {line}")
    if saving:
        save(stem, results, rows, sessions, args, total)
    return 0


def save(stem: Path, results: list[CaseResult], rows: list[list[str]],
         sessions: list[dict[str, Any]], args: argparse.Namespace, total: float,
         quiet: bool = False) -> None:
    stem.parent.mkdir(exist_ok=True)
    info = sessions[-1]
    command = "python " + " ".join(sys.argv)
    data = {"machine": info, "sessions": sessions, "command": command,
            "budget": args.budget, "jobs": args.jobs, "timeout": args.timeout,
            "total_wall": total, "cases": [asdict(r) for r in results]}
    stem.with_suffix(".json").write_text(json.dumps(data, indent=2) + "\n")
    loads = [r.load_1m for r in results]
    md = [f"# Built-in engine on {info.get('corpus', 'corpus')} ({info['date']})", "",
          *[f"Machine: {header(s)}" for s in sessions], "", f"Command: `{command}`", "",
          markdown_table(rows), "",
          f"Last session: {total:.0f} s wall, jobs={args.jobs}. 1-minute load average at "
          f"case start: median {statistics.median(loads) if loads else 0:.2f}, "
          f"max {max(loads, default=0):.2f}.", ""]
    missed = misses(results)
    if missed:
        md += ["Not fixed:", ""] + [f"- {m}" for m in missed] + [""]
    left = [f"{r.id}: {'; '.join(r.leftovers)}" for r in results if r.fixed and r.leftovers]
    if left:
        md += ["Fixed with leftovers (not identical to the reference):", ""]
        md += [f"- {m}" for m in left] + [""]
    stem.with_suffix(".md").write_text("\n".join(md))
    if not quiet:
        print(f"saved {stem}.json and {stem}.md")


# ---------------------------------------------------------------- throughput


def _failing_ids(root: Path) -> list[str]:
    proc = subprocess.run([sys.executable, "-m", "pytest", "-q", "-rf", "-p", "no:randomly",
                           "-p", "no:cacheprovider", "-p", "no:selfheal"],
                          cwd=root, capture_output=True, text=True, timeout=120)
    return [ln[len("FAILED "):].partition(" - ")[0].strip()
            for ln in proc.stdout.splitlines() if ln.startswith("FAILED ")]


def throughput(args: argparse.Namespace) -> int:
    """Candidates per second: the warm servers with 1, 2... workers, and fresh processes."""
    from pytest_selfheal.engines.builtin.model import Candidate
    from pytest_selfheal.engines.builtin.validation import Pool, judge_all
    from pytest_selfheal.sandbox.local import LocalSandbox
    from pytest_selfheal.warmworker import run_fresh

    wanted = args.only.split(",") if args.only else list(THROUGHPUT_CASES)
    cases = [c for c in ct.load_cases() if any(fnmatch.fnmatch(c.id, w) or w in c.id
                                               for w in wanted)]
    workers = [int(w) for w in str(args.workers).split(",")]
    info = machine()
    print(f"throughput: warm servers with {args.workers} worker(s) (N={args.warm_n} each) vs "
          f"fresh pytest process (N={args.fresh_n}) per candidate")
    print(header(info))
    print("candidates alternate the buggy file and the reference fix; "
          "each result is checked (buggy must fail, fixed must pass)")
    sandbox, env = LocalSandbox(), heal_env()
    rows = []
    for case in cases:
        (rel, good), = case.fixed_files.items()  # the throughput cases fix one file
        buggy = (case.buggy_dir / rel).read_text()
        with tempfile.TemporaryDirectory(prefix=f"selfheal-tp-{case.id}-") as tmp:
            root = ct.materialize(case, Path(tmp) / case.id)
            ids = _failing_ids(root)
            cands = [Candidate(rel, good if i % 2 else buggy, "bench", 1, "", 1.0, 1, str(i))
                     for i in range(args.warm_n)]
            row: dict[str, Any] = {"case": case.id, "failing_ids": len(ids), "wrong_results": 0}
            for n in workers:
                t0 = time.monotonic()
                pool = Pool.create(root, sandbox, env, n)
                for slot in pool.slots:
                    slot.worker.start()
                startup = time.monotonic() - t0
                load = os.getloadavg()[0]
                t0 = time.monotonic()
                verdicts = judge_all(pool, cands, ids, 30.0)
                rate = len(cands) / (time.monotonic() - t0)
                fallback = [s.worker.fallback_reason for s in pool.slots
                            if s.worker.fallback_reason]
                pool.close()
                wrong = sum(v.result.status != ("passed" if i % 2 else "failed")
                            for i, v in enumerate(verdicts))
                row["wrong_results"] += wrong
                row[f"warm{n}_per_s"], row[f"warm{n}_startup_s"] = rate, startup
                row[f"warm{n}_load_1m"] = round(load, 2)
                print(f"  {case.id:<28} ids {len(ids)}  workers {n}  start {startup:4.2f}s  "
                      f"{rate:5.1f} cand./s  load {load:.2f}  wrong {wrong}"
                      + (f"  FALLBACK: {fallback}" if fallback else ""), flush=True)
            t0 = time.monotonic()
            for i in range(args.fresh_n):
                (root / rel).write_text(good if i % 2 else buggy)
                status = run_fresh(root, sandbox, env, ids, 60.0).status
                row["wrong_results"] += status != ("passed" if i % 2 else "failed")
            row["fresh_per_s"] = args.fresh_n / (time.monotonic() - t0)
            if len(workers) > 1:
                row["speedup"] = row[f"warm{workers[-1]}_per_s"] / row[f"warm{workers[0]}_per_s"]
            print(f"  {case.id:<28} fresh {row['fresh_per_s']:4.2f} cand./s"
                  + (f"  speedup {workers[-1]} vs {workers[0]} workers {row['speedup']:.2f}x"
                     if "speedup" in row else ""), flush=True)
        rows.append(row)
    if rows:
        for n in workers:
            print(f"median: {n} worker(s) "
                  f"{statistics.median(r[f'warm{n}_per_s'] for r in rows):.1f} candidates/s")
        print(f"median: fresh {statistics.median(r['fresh_per_s'] for r in rows):.2f} "
              "candidates/s")
        if len(workers) > 1:
            print(f"median speedup {statistics.median(r['speedup'] for r in rows):.2f}x")
        info["loadavg_1m_at_end"] = round(os.getloadavg()[0], 2)
        out = HERE / "results" / f"throughput-{datetime.now().strftime('%Y-%m-%d')}.json"
        out.parent.mkdir(exist_ok=True)
        out.write_text(json.dumps({"machine": info, "command": "python " + " ".join(sys.argv),
                                   "warm_n": args.warm_n, "fresh_n": args.fresh_n,
                                   "workers": workers, "cases": rows}, indent=2) + "\n")
        print(f"saved {out}")
    return 0


def hangs(args: argparse.Namespace) -> int:
    """Heal each hang case with the user's --timeout; time it against the bound."""
    import hang_cases

    budget = args.hang_budget
    bound = budget + 15
    info = machine()
    print(f"hangs: {len(hang_cases.CASES)} case(s), pytest --timeout 5 --selfheal "
          f"--selfheal-builtin-time {budget:g}; bound {bound:g} s")
    print(header(info), flush=True)
    rows = []
    for case in hang_cases.CASES:
        with tempfile.TemporaryDirectory(prefix=f"bench-hang-{case.id}-") as tmp:
            root = Path(tmp)
            (root / "pytest.ini").write_text("[pytest]\npythonpath = .\n")
            (root / "mod.py").write_text(case.source)
            (root / "test_mod.py").write_text(case.tests)
            for cmd in (["init", "-q"], ["add", "-A"],
                        ["-c", "user.name=b", "-c", "user.email=b@b", "commit", "-qm", "bug"]):
                subprocess.run(["git", *cmd], cwd=root, check=True, capture_output=True)
            argv = [sys.executable, *HEAL_ARGS, "--timeout", "5",
                    "--selfheal-builtin-time", str(budget)]
            start = time.monotonic()
            subprocess.run(argv, cwd=root, env=heal_env(), capture_output=True,
                           timeout=bound + 600)
            wall = time.monotonic() - start
            try:
                record = load_record(root / ".selfheal" / "runs")
                outcome, heal = record.outcome, record.duration
            except (OSError, ValueError):
                outcome, heal = "no_record", float("nan")
            fixed = case.fixed in (root / "mod.py").read_text()
        row = {"case": case.id, "outcome": outcome, "fixed": fixed, "heal_s": round(heal, 1),
               "wall_s": round(wall, 1), "within_bound": heal <= bound,
               "load_1m": round(os.getloadavg()[0], 2)}
        rows.append(row)
        print(f"  {case.id:<24} {outcome:<11} fixed {fixed!s:<5} heal {heal:5.1f}s  "
              f"wall {wall:5.1f}s  within {bound:g}s: {row['within_bound']}  "
              f"load {row['load_1m']}", flush=True)
    out = HERE / "results" / f"hangs-{datetime.now().strftime('%Y-%m-%d')}.json"
    out.parent.mkdir(exist_ok=True)
    out.write_text(json.dumps({"machine": info, "budget": budget, "bound": bound,
                               "cases": rows}, indent=2) + "\n")
    print(f"saved {out}")
    return 0


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(prog="python benchmarks/run_builtin.py",
                                     description=__doc__.splitlines()[0] if __doc__ else None)
    parser.add_argument("--only", help="case id glob or substring (comma list for throughput)")
    parser.add_argument("--jobs", type=int, default=1, help="cases healed at once (default 1)")
    parser.add_argument("--budget", type=float, default=120.0,
                        help="seconds per case, passed as --selfheal-max-time (default 120)")
    parser.add_argument("--timeout", type=float, default=180.0,
                        help="hard wall-clock limit per case subprocess (default 180)")
    parser.add_argument("--save", action="store_true", help="save results even with --only")
    parser.add_argument("--corpus", type=Path, default=ct.CORPUS_DIR,
                        help="corpus folder (default benchmarks/corpus)")
    parser.add_argument("--label", default="",
                        help="suffix of the results file, e.g. before / after")
    parser.add_argument("--resume", action="store_true",
                        help="skip cases already in today's results file and merge into it")
    parser.add_argument("--throughput", action="store_true",
                        help="measure warm worker vs fresh process candidates per second")
    parser.add_argument("--hangs", action="store_true",
                        help="heal the hang cases (hang_cases.py) and time them")
    parser.add_argument("--hang-budget", type=float, default=20.0,
                        help="--selfheal-builtin-time for --hangs (default 20)")
    parser.add_argument("--warm-n", type=int, default=40)
    parser.add_argument("--workers", default="1,2",
                        help="throughput: comma list of worker counts to measure (default 1,2)")
    parser.add_argument("--fresh-n", type=int, default=10)
    args = parser.parse_args(argv)
    if args.hangs:
        return hangs(args)
    return throughput(args) if args.throughput else run_corpus(args)


if __name__ == "__main__":
    raise SystemExit(main())
