"""Where localization ranks the fault: the rank of the bug's statement among the
built-in engine's suspects, per corpus case (top-1, top-5, top-15, ranked at all).

For each case: the buggy project is materialized, its tests run once (the case's
pytest options carried), the coverage spectrum collected as a heal does, and the
suspects ranked (`localize.rank_suspects`). The fault is the statements of the buggy
file that the reference fix changes (for a pure insertion: the statements around it).
No candidate is validated: this measures localization alone. With --candidates it also
generates the candidates in the order the search starts from (`operators.generate` over
the ranked suspects, before the search's probing rounds revise it) and reports where the
reference fix (same AST) is among them: a fix past the few hundred candidates a 45 s
search judges is a ranking miss, one not among them at all a template or focus miss.

    python benchmarks/fault_rank.py --corpus benchmarks/corpus3
    python benchmarks/fault_rank.py --corpus benchmarks/corpus4   # blind: totals only

On a held-out corpus (corpus4, corpus5, corpus7) only the totals are printed, unless
--show-cases: the per-case ranks would say where each bug is.
"""

from __future__ import annotations

import argparse
import ast
import difflib
import hashlib
import json
import os
import pickle
import sys
import tempfile
import time
from collections import defaultdict
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

import corpus_tools  # noqa: E402

BLIND = {"corpus4", "corpus5", "corpus7"}
CUTS = (1, 5, 15)


def fault_lines(buggy: str, fixed: str) -> set[int]:
    """Lines of `buggy` the fix replaces or deletes; for a pure insertion, the lines
    around the insertion point."""
    out: set[int] = set()
    matcher = difflib.SequenceMatcher(None, buggy.splitlines(), fixed.splitlines())
    for tag, i1, i2, _, _ in matcher.get_opcodes():
        if tag in ("replace", "delete"):
            out.update(range(i1 + 1, i2 + 1))
        elif tag == "insert":
            out.update({max(i1, 1), i1 + 1})
    return out


def statement_starts(source: str, lines: set[int]) -> set[int]:
    """First lines of the innermost statements holding any of `lines`."""
    starts: set[int] = set()
    tree = ast.parse(source)
    for line in lines:
        best: ast.stmt | None = None
        for node in ast.walk(tree):
            if isinstance(node, ast.stmt) and node.lineno <= line <= (node.end_lineno or 0):
                if best is None or node.lineno >= best.lineno:
                    best = node
        if best is not None:
            starts.add(best.lineno)
    return starts


def _observed(case: corpus_tools.Case, root: Path, timeout: float,
              cache: Path | None) -> tuple[list, object]:
    """The buggy project's failures and its coverage spectrum, run afresh or, with
    `cache`, read from a pickle kept from an earlier run of the same buggy tree (the
    tests and the spectrum do not depend on the ranking being measured)."""
    from pytest_selfheal.engines.builtin.spectrum import collect_spectrum
    from pytest_selfheal.rerun import child_env, run_tests
    from pytest_selfheal.sandbox.local import LocalSandbox
    from pytest_selfheal.useropts import ARGS_ENV, encode

    key = hashlib.sha256(repr((sorted(
        (str(p.relative_to(case.buggy_dir)), p.read_bytes()) for p in case.buggy_dir.rglob("*")
        if p.is_file() and "__pycache__" not in p.parts), case.pytest_args)).encode()
    ).hexdigest()[:16]
    stored = cache / f"{case.id}-{key}.pickle" if cache else None
    if stored is not None and stored.is_file():
        return pickle.loads(stored.read_bytes())  # noqa: S301 - our own cache
    env = child_env(dict(os.environ), root, root, root)
    env[ARGS_ENV] = encode(case.pytest_args)  # plugins autoload here, as for a user
    sandbox = LocalSandbox()
    result = run_tests(sandbox, root, root, ["tests"], env=env, timeout=timeout)
    failing = list(dict.fromkeys(f.nodeid for f in result.failures))
    spectrum = collect_spectrum(root, failing, sandbox, env, timeout)
    if stored is not None:
        stored.parent.mkdir(parents=True, exist_ok=True)
        stored.write_bytes(pickle.dumps((result.failures, spectrum)))
    return result.failures, spectrum


def rank_case(case: corpus_tools.Case, timeout: float, candidates: bool = False,
              top: int | None = None, cache: Path | None = None
              ) -> tuple[int | None, int, int | None]:
    """(1-based rank of the first fault statement or None, statements ranked, 1-based
    index of the reference fix among the generated candidates or None)."""
    from pytest_selfheal.engines.builtin.localize import rank_suspects

    with tempfile.TemporaryDirectory(prefix="fault-rank-") as tmp:
        root = corpus_tools.materialize(case, Path(tmp) / "p")
        failures, spectrum = _observed(case, root, timeout, cache)
        suspects = rank_suspects(root, failures, spectrum)  # type: ignore[arg-type]
        fault: set[tuple[str, int]] = set()
        for rel, fixed in case.fixed_files.items():
            buggy = (root / rel).read_text(encoding="utf-8")
            fault |= {(rel, n) for n in statement_starts(buggy, fault_lines(buggy, fixed))}
        at = None
        if candidates:
            from pytest_selfheal.engines.builtin.operators import generate

            want = {rel: ast.dump(ast.parse(text)) for rel, text in case.fixed_files.items()}
            wide = {} if top is None else {"top": top}
            for i, cand in enumerate(generate(root, suspects, failures, **wide),
                                     start=1):
                if cand.path in want and ast.dump(ast.parse(cand.new_source)) == want[cand.path]:
                    at = i
                    break
        for i, suspect in enumerate(suspects, start=1):
            if (suspect.path, suspect.line) in fault:
                return i, len(suspects), at
        return None, len(suspects), at


def correct_by_id(results: Path) -> dict[str, bool]:
    """Case id -> healed correctly (tests pass, and the patch is the reference's AST or
    behaves like it on the probe), from a `run_builtin.py` results JSON."""
    data = json.loads(results.read_text(encoding="utf-8"))
    return {c["id"]: bool(c.get("tests_pass") and (c.get("same_as_reference")
                                                  or c.get("equivalent_by_probe")))
            for c in data["cases"]}


def main() -> int:
    ap = argparse.ArgumentParser(description=__doc__.split("\n")[0])
    ap.add_argument("--corpus", default=str(corpus_tools.CORPUS_DIR))
    ap.add_argument("--only", default="", help="case id substring")
    ap.add_argument("--timeout", type=float, default=120.0)
    ap.add_argument("--candidates", action="store_true",
                    help="also report the reference fix's index among the candidates")
    ap.add_argument("--top", type=int, default=None,
                    help="with --candidates: statements the candidates are generated for "
                         "(default: the engine's operators.TOP)")
    ap.add_argument("--split", default="",
                    help="a run_builtin.py results JSON: add rows for the cases it healed "
                         "correctly and the others (totals only)")
    ap.add_argument("--cache", default="",
                    help="keep each buggy tree's failures and spectrum in this folder and "
                         "read them back on the next run (fast re-ranking)")
    ap.add_argument("--show-cases", action="store_true",
                    help="print each case's rank (also on a held-out corpus)")
    args = ap.parse_args()
    root = Path(args.corpus)
    show = args.show_cases or root.resolve().name not in BLIND
    cases = [c for c in corpus_tools.load_cases(root) if args.only in c.id]
    by_kind: dict[str, list[int | None]] = defaultdict(list)
    reach: dict[str, list[int | None]] = defaultdict(list)
    verdict = correct_by_id(Path(args.split)) if args.split else {}
    fix_at: list[int | None] = []
    start = time.monotonic()
    for case in cases:
        try:
            rank, ranked, at = rank_case(case, args.timeout, args.candidates, args.top,
                                          Path(args.cache) if args.cache else None)
        except Exception as exc:  # noqa: BLE001 - one broken case must not end the table
            rank, ranked, at = None, 0, None
            if show:
                print(f"  {case.id}: error {exc}")
        fix_at.append(at)
        rows = [case.kind, "(hard)" if case.difficulty == "hard" else "(easy)", "TOTAL"]
        if case.id in verdict:
            rows.append("(healed correctly)" if verdict[case.id] else "(not correct)")
        for row in rows:
            by_kind[row].append(rank)
            reach[row].append(at)
        if show:
            where = f"  fix at candidate {at if at else '-'}" if args.candidates else ""
            print(f"  {case.id:36} rank {rank if rank else '-':>4} of {ranked}{where}",
                  flush=True)
    print(f"\nfault rank on {root.name}: {len(cases)} case(s), "
          f"{time.monotonic() - start:.0f} s")
    head = f"{'kind':22} {'cases':>5} " + " ".join(f"{'top-' + str(c):>7}" for c in CUTS)
    tail = f" {'fix in':>7} {'med idx':>7}" if args.candidates else ""
    print(head + f" {'ranked':>7} {'median':>7}" + tail)
    for kind in sorted(by_kind, key=lambda k: (k == "TOTAL", k.startswith("("), k)):
        ranks = by_kind[kind]
        found = sorted(r for r in ranks if r)
        cells = " ".join(f"{sum(1 for r in found if r <= c):>7}" for c in CUTS)
        median = found[len(found) // 2] if found else "-"
        extra = ""
        if args.candidates:
            got = sorted(a for a in reach[kind] if a)
            extra = f" {len(got):>7} {(got[len(got) // 2] if got else '-')!s:>7}"
        print(f"{kind:22} {len(ranks):>5} {cells} {len(found):>7} {median!s:>7}{extra}")
    if args.candidates:
        got = sorted(a for a in fix_at if a)
        cuts = " ".join(f"<= {c}: {sum(1 for a in got if a <= c)}" for c in (50, 200, 500))
        print(f"\nreference fix among the candidates: {len(got)}/{len(fix_at)} ({cuts}; "
              f"median index {got[len(got) // 2] if got else '-'})")
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
