"""The learning benchmark of the fix memory: does a second heal go faster with the cards of a first?

Cases come from ``benchmarks/corpus`` in two halves per bug kind: A (``*_001``, ``*_003``)
and B (``*_002``, ``*_004``), different projects with the same kind of bug.

1. **First pass**: every A and B case is healed on a fresh copy with an empty memory
   (memory on, so its cost is paid), and once more with ``--selfheal-no-memory``: the
   paired times give memory's overhead on the time to green.
2. The cards of A are exported from their memories and imported into one memory (the
   CLI's export/import, re-embedding them).
3. **Second pass**, each on a fresh copy with a copy of A's memory:
   - *recurrences*: A's bugs again, after the buggy file was edited elsewhere (a helper
     inserted above the code, so every line drifted);
   - *pairs*: B's bugs, whose only help is A's fixes of the same kind in other projects.
4. The same for the LLM engine against the scripted server (``tests/fakellm.py``), which
   answers with the reference fix: prompt tokens, and whether the second prompt carries
   the recalled fix.
5. The recall threshold: the cosine similarity of each B case to the nearest A card of
   the same kind and of another kind.

    python benchmarks/run_memory.py                       # default kinds, results/memory-<date>.*
    python benchmarks/run_memory.py --kinds cmp,range -j 1  # a subset
    python benchmarks/run_memory.py --overhead-only         # memory's cost on a first heal

The machine's load average is recorded next to every timing.
"""

from __future__ import annotations

import argparse
import json
import os
import shutil
import statistics
import subprocess
import sys
import tempfile
import time
from concurrent.futures import ThreadPoolExecutor
from dataclasses import asdict, dataclass
from datetime import datetime
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import corpus_tools as ct  # noqa: E402
from run_builtin import _candidates, heal_env, machine, run_heal  # noqa: E402

from pytest_selfheal.diffs.parse import make_diff  # noqa: E402
from pytest_selfheal.records import load_record  # noqa: E402

PARTIAL = HERE / "results" / "memory-partial.json"
FAKELLM = HERE.parent / "tests" / "fakellm.py"
DEFAULT_KINDS = "arith,cmp,range,bool,neg,swap,ret,name"
HELPER = '''def _helper_added_later(value):
    """Added after the first heal, above the buggy code: every line below moved."""
    return value


'''


@dataclass
class Heal:
    """One heal of one case, read from its record."""

    case: str
    kind: str
    phase: str
    outcome: str = "error"
    fixed: bool = False
    iterations: int = 0
    candidates: int = 0
    prompt_tokens: int = 0
    time_to_green: float | None = None
    duration: float | None = None
    wall: float = 0.0
    load: float = 0.0  # 1-minute load average when the heal started
    recalled: int = 0
    exact: bool = False
    best_similarity: float = 0.0
    from_memory: bool = False
    first_candidate: bool = False  # healed by the first candidate tried
    prompt_has_recalled_fix: bool | None = None
    note: str = ""


def load1() -> float:
    return os.getloadavg()[0]


def heal(case: ct.Case, root: Path, phase: str, args: list[str],
         timeout: float = 300.0, requests: Path | None = None) -> Heal:
    res = Heal(case.id, case.kind, phase, load=load1())
    argv = [sys.executable, "-m", "pytest", "--selfheal-dry-run", "-p", "no:randomly", "-q",
            *args]
    ran = run_heal(argv, root, timeout)
    out, res.wall = ran.out, ran.wall
    if ran.timed_out:
        res.outcome, res.note = "timeout", f"killed after {timeout:.0f}s"
    if res.outcome == "timeout":
        return res
    try:
        record = load_record(root / ".selfheal" / "runs")
    except (OSError, ValueError) as exc:
        tail = out.decode("utf-8", "replace").strip().splitlines()
        res.note = f"no record: {type(exc).__name__}; {tail[-1] if tail else ''}"[:300]
        return res
    res.outcome = record.outcome
    res.fixed = record.outcome == "healed"
    res.duration = record.duration
    res.time_to_green = record.duration if res.fixed else None
    res.iterations = sum(g.iterations for g in record.groups)
    res.candidates = sum(_candidates(a) for a in record.attempts)
    res.prompt_tokens = sum(a.prompt_tokens for a in record.attempts)
    recalled = [r for g in record.groups for r in g.recalled if r.kind == "fix"]
    res.recalled = len(recalled)
    res.exact = any(r.exact for r in recalled)
    res.best_similarity = max((r.similarity for r in recalled), default=0.0)
    res.from_memory = any(g.from_memory for g in record.groups)
    healed = [a for a in record.attempts if a.status == "healed"]
    res.first_candidate = bool(healed) and len(record.attempts) == 1 and (
        healed[0].engine != "builtin" or healed[0].candidates_tried == 1)
    if requests is not None and requests.is_file():
        prompts = [json.loads(line) for line in requests.read_text().splitlines() if line]
        if prompts:
            last = json.dumps(prompts[-1])
            res.prompt_has_recalled_fix = "A verified fix of" in last
    if not res.fixed:
        res.note = "; ".join(g.reason for g in record.groups if g.reason)[:300]
    return res


def drift(root: Path, case: ct.Case) -> None:
    """Insert a helper above the first definition of each file the reference fix edits."""
    for rel in case.fixed_files:
        path = root / rel
        if not path.is_file() or path.read_text() == case.fixed_files[rel]:
            continue
        lines = path.read_text().splitlines(keepends=True)
        at = next((i for i, line in enumerate(lines)
                   if line.startswith(("def ", "class ", "@"))), len(lines))
        path.write_text("".join(lines[:at] + [HELPER] + lines[at:]))
    subprocess.run(["git", "-c", "user.name=b", "-c", "user.email=b@l", "commit", "-qam",
                    "edit elsewhere"], cwd=root, check=True, capture_output=True)


def reference_diff(case: ct.Case, root: Path) -> str:
    parts = []
    for rel, fixed in case.fixed_files.items():
        old = (root / rel).read_text() if (root / rel).is_file() else None
        if old != fixed:
            parts.append(make_diff(rel, old, fixed))
    return "".join(parts)


def memory_cli(*argv: str) -> None:
    subprocess.run([sys.executable, "-m", "pytest_selfheal.cli", "memory", *argv], check=True,
                   capture_output=True, env=heal_env())


def select(kinds: list[str], per_kind: int = 1) -> tuple[list[ct.Case], list[ct.Case]]:
    cases = [c for c in ct.load_cases() if c.difficulty == "easy"]
    a, b = [], []
    for kind in kinds:
        mine = sorted((c for c in cases if c.id.split("_")[0] == kind), key=lambda c: c.id)
        a += [c for c in mine if int(c.id.split("_")[1]) % 2 == 1][:per_kind]
        b += [c for c in mine if int(c.id.split("_")[1]) % 2 == 0][:per_kind]
    return a, b


def all_kinds() -> str:
    return ",".join(sorted({c.id.split("_")[0] for c in ct.load_cases()}))


def run(args: argparse.Namespace) -> dict[str, Any]:
    kinds = [k.strip() for k in (all_kinds() if args.kinds == "all" else args.kinds).split(",")
             if k.strip()]
    a_cases, b_cases = select(kinds, args.per_kind)
    work = Path(tempfile.mkdtemp(prefix="bench-memory-"))
    heals: list[Heal] = []
    pool = ThreadPoolExecutor(max_workers=args.jobs)

    def first(case: ct.Case) -> list[Heal]:
        out = []
        base = ct.materialize(case, work / "p1" / case.id)
        plain = ct.materialize(case, work / "p1-off" / case.id)
        out.append(heal(case, plain, "first, memory off", ["--selfheal-no-memory",
                                                             "--selfheal-engine", "builtin"]))
        out.append(heal(case, base, "first", ["--selfheal-engine", "builtin"]))
        return out

    def partial() -> None:  # a late failure keeps what was measured
        PARTIAL.write_text(json.dumps({"heals": [asdict(h) for h in heals], "kinds": kinds,
                                       "A": [c.id for c in a_cases],
                                       "B": [c.id for c in b_cases]}, indent=2))

    firsts = a_cases if args.overhead_only else a_cases + b_cases
    if args.second_only:
        firsts = []
    for got in pool.map(first, firsts):
        heals += got
        partial()
        print(f"  first: {got[-1].case}: {got[-1].outcome}, {got[-1].candidates} candidates",
              flush=True)
    if args.overhead_only:
        pool.shutdown()
        shutil.rmtree(work, ignore_errors=True)
        return {"heals": [asdict(h) for h in heals], "similarity": [], "kinds": kinds,
                "A": [c.id for c in a_cases], "B": [c.id for c in b_cases]}
    shared = work / "memory-A"
    if args.second_only:
        shutil.copytree(args.second_only, shared)
    exported = work / "A.jsonl"
    with exported.open("w") as out:
        for case in a_cases:
            src = work / "p1" / case.id / ".selfheal" / "memory"
            if src.is_dir():
                memory_cli("export", str(work / f"{case.id}.jsonl"), "--memory", str(src))
                out.write((work / f"{case.id}.jsonl").read_text())
    if not args.second_only:
        memory_cli("import", str(exported), "--memory", str(shared))  # one model load

    def second(item: tuple[str, ct.Case]) -> Heal:
        phase, case = item
        root = ct.materialize(case, work / phase / case.id)
        if phase == "recurrence":
            drift(root, case)
        mem = work / phase / f"{case.id}-memory"
        if shared.is_dir():
            shutil.copytree(shared, mem)
        # "--opt=PATH", not "--opt PATH": pytest counts a separate path argument when it
        # picks its rootdir, which would move the rootdir above the project
        return heal(case, root, phase, ["--selfheal-engine", "builtin",
                                        f"--selfheal-memory={mem}"])

    items = [("recurrence", c) for c in a_cases] + [("pair", c) for c in b_cases]
    for h in pool.map(second, items):
        heals.append(h)
        partial()
        print(f"  {h.phase}: {h.case}: {h.outcome}, {h.candidates} candidates, "
              f"recalled {h.recalled}, from memory {h.from_memory}", flush=True)
    if args.second_only:
        args.llm = 0
    try:
        heals += run_llm(a_cases[: args.llm], work) if args.llm else []
        partial()
    except Exception as exc:  # noqa: BLE001 - report the built-in results anyway
        print(f"  LLM pass failed: {type(exc).__name__}: {exc}", flush=True)
    try:
        sims = [] if args.second_only else similarities(work, a_cases, b_cases)
    except Exception as exc:  # noqa: BLE001
        print(f"  similarities failed: {type(exc).__name__}: {exc}", flush=True)
        sims = []
    pool.shutdown()
    shutil.rmtree(work, ignore_errors=True)
    return {"heals": [asdict(h) for h in heals], "similarity": sims,
            "kinds": kinds, "A": [c.id for c in a_cases], "B": [c.id for c in b_cases]}


def run_llm(cases: list[ct.Case], work: Path) -> list[Heal]:
    out: list[Heal] = []
    for case in cases:
        root1 = ct.materialize(case, work / "llm1" / case.id)
        prose = f"Root cause: {case.description} The diff below fixes it.\n\n"
        reply = prose + "```diff\n" + reference_diff(case, root1) + "```\n"
        for phase, root in (("llm first", root1), ("llm recurrence", None)):
            if root is None:
                root = ct.materialize(case, work / "llm2" / case.id)
                drift(root, case)
                shutil.copytree(root1 / ".selfheal" / "memory", root / ".selfheal" / "memory")
            replies = work / f"{case.id}-replies.json"
            replies.write_text(json.dumps([reply] * 3))
            port_file, requests = work / "port", work / f"{case.id}-{len(out)}.jsonl"
            port_file.unlink(missing_ok=True)
            server = subprocess.Popen([sys.executable, str(FAKELLM), "--replies", str(replies),
                                       "--port-file", str(port_file), "--requests-file",
                                       str(requests)])
            try:
                for _ in range(100):
                    if port_file.is_file() and port_file.read_text().strip():
                        break
                    time.sleep(0.1)
                url = f"http://127.0.0.1:{port_file.read_text().strip()}/v1"
                out.append(heal(case, root, phase, [
                    "--selfheal-engine", "llm", "--selfheal-model", "openai/test-model",
                    "--selfheal-api-base", url], requests=requests))
            finally:
                server.terminate()
                server.wait()
            print(f"  {phase}: {case.id}: {out[-1].outcome}, {out[-1].prompt_tokens} prompt "
                  f"tokens, recalled fix in prompt: {out[-1].prompt_has_recalled_fix}",
                  flush=True)
    return out


def similarities(work: Path, a_cases: list[ct.Case], b_cases: list[ct.Case]
                 ) -> list[dict[str, Any]]:
    """For each B case: cosine similarity of its query to the nearest A card, same kind and
    other kind (the threshold must sit between the two)."""
    from pytest_selfheal.memory.embedder import load_embedder
    from pytest_selfheal.memory.store import MemoryStore

    embedder, note = load_embedder(None)
    if embedder is None:
        return []
    def fix_cards(case: ct.Case) -> list[Any]:
        path = work / "p1" / case.id / ".selfheal" / "memory"
        if not path.is_dir():
            return []
        store = MemoryStore(path, None)
        try:
            return store.cards("fix")
        finally:
            store.close()

    a = [(c.kind, card) for c in a_cases for card in fix_cards(c)]
    out = []
    for case in b_cases:
        for card in fix_cards(case):
            q = embedder.encode([card.query_text])[0]
            best: dict[str, float] = {"same": -1.0, "other": -1.0}
            for kind, other in a:
                v = embedder.encode([other.query_text])[0]
                sim = sum(x * y for x, y in zip(q, v, strict=True))
                key = "same" if kind == case.kind else "other"
                best[key] = max(best[key], round(sim, 3))
            out.append({"case": case.id, "kind": case.kind, **best})
    return out


def _median(values: list[float]) -> str:
    return f"{statistics.median(values):.1f}" if values else "-"


def table(result: dict[str, Any]) -> str:
    heals = [Heal(**h) for h in result["heals"]]
    a, b = set(result["A"]), set(result["B"])
    groups = [
        ("built-in, first pass (A: recurring bugs)", [h for h in heals if h.phase == "first"
                                                     and h.case in a]),
        ("built-in, second pass: recurrences after line drift",
         [h for h in heals if h.phase == "recurrence"]),
        ("built-in, first pass (B: bugs with a same-kind pair)",
         [h for h in heals if h.phase == "first" and h.case in b]),
        ("built-in, second pass: pairs (memory of A only)",
         [h for h in heals if h.phase == "pair"]),
        ("LLM (scripted), first pass", [h for h in heals if h.phase == "llm first"]),
        ("LLM (scripted), second pass: recurrences",
         [h for h in heals if h.phase == "llm recurrence"]),
    ]
    rows = ["| run | fixed | median iterations | median candidates | median prompt tokens "
            "| median time to green (s) | recalled / from memory / first candidate "
            "| load avg |",
            "|---|---|---|---|---|---|---|---|"]
    for label, hs in groups:
        if not hs:
            continue
        fixed = [h for h in hs if h.fixed]
        rows.append(
            f"| {label} | {len(fixed)}/{len(hs)} | {_median([h.iterations for h in hs])} | "
            f"{_median([h.candidates for h in hs])} | {_median([h.prompt_tokens for h in hs])} "
            f"| {_median([h.time_to_green for h in fixed if h.time_to_green])} | "
            f"{sum(h.recalled > 0 for h in hs)} / {sum(h.from_memory for h in hs)} / "
            f"{sum(h.first_candidate for h in hs)} | {_median([h.load for h in hs])} |")
    off = {h.case: h for h in heals if h.phase == "first, memory off"}
    on = {h.case: h for h in heals if h.phase == "first"}
    pairs = [(off[c], on[c]) for c in on if c in off and off[c].fixed and on[c].fixed]
    if pairs:
        diff = [n.time_to_green - f.time_to_green for f, n in pairs  # type: ignore[operator]
                if n.time_to_green and f.time_to_green]
        rows.append("")
        rows.append(f"Memory overhead on the time to green (first pass, empty memory, "
                    f"{len(pairs)} cases healed both ways): median "
                    f"{_median([f.time_to_green or 0 for f, _ in pairs])} s without memory, "
                    f"{_median([n.time_to_green or 0 for _, n in pairs])} s with it; median "
                    f"paired difference {statistics.median(diff):+.2f} s "
                    f"(load average {_median([h.load for f, n in pairs for h in (f, n)])}).")
    llm2 = [h for h in heals if h.phase == "llm recurrence"]
    if llm2:
        rows.append(f"LLM second-pass prompts carrying the recalled fix: "
                    f"{sum(bool(h.prompt_has_recalled_fix) for h in llm2)}/{len(llm2)}.")
    sims = result.get("similarity") or []
    if sims:
        same = [s["same"] for s in sims if s["same"] >= 0]
        other = [s["other"] for s in sims if s["other"] >= 0]
        rows.append(f"Recall similarity of B's queries to A's cards: same kind median "
                    f"{_median(same)} (min {min(same, default=0):.2f}), nearest other kind "
                    f"median {_median(other)} (max {max(other, default=0):.2f}).")
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--kinds", default=DEFAULT_KINDS,
                   help="bug kinds (corpus id prefixes), or 'all' for every kind")
    p.add_argument("--per-kind", type=int, default=1,
                   help="A cases and B cases per kind (2: every easy case of the corpus)")
    p.add_argument("-j", "--jobs", type=int, default=2, help="heals in parallel")
    p.add_argument("--llm", type=int, default=3, help="cases for the LLM engine (0: none)")
    p.add_argument("--no-save", action="store_true", help="print only")
    p.add_argument("--second-only", metavar="MEMORY_A",
                   help="only the second pass, with this saved memory of A's first pass")
    p.add_argument("--overhead-only", action="store_true",
                   help="only the first pass of A, with and without memory")
    p.add_argument("--table", nargs="+", metavar="JSON",
                   help="print the table of saved results; a later file's phases replace "
                        "an earlier file's (e.g. a --second-only rerun)")
    args = p.parse_args(argv)
    if args.table:
        merged: dict[str, Any] = {"heals": [], "similarity": [], "A": [], "B": []}
        for path in args.table:
            part = json.loads(Path(path).read_text())
            phases = {h["phase"] for h in part["heals"]}
            merged["heals"] = [h for h in merged["heals"] if h["phase"] not in phases]
            merged["heals"] += part["heals"]
            merged["similarity"] = part.get("similarity") or merged["similarity"]
            merged["A"] = sorted(set(merged["A"]) | set(part["A"]))
            merged["B"] = sorted(set(merged["B"]) | set(part["B"]))
        print(table(merged))
        return 0
    info = machine()
    started = time.time()
    result = run(args)
    result["machine"] = info
    result["seconds"] = round(time.time() - started, 1)
    text = table(result)
    print(text)
    if not args.no_save:
        stamp = datetime.now().strftime("%Y-%m-%d-%H%M")
        name = ("memory-overhead" if args.overhead_only else
                "memory-second" if args.second_only else "memory")
        out = HERE / "results" / f"{name}-{stamp}"
        out.with_suffix(".json").write_text(json.dumps(result, indent=2))
        out.with_suffix(".md").write_text(text + "\n")
        print(f"saved {out}.json and .md")
    return 0


if __name__ == "__main__":
    sys.exit(main())
