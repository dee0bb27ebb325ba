"""Template reachability: can the built-in engine's templates write each bug's fix at all?

For every case of a corpus (`corpus2/`-style folders with `buggy/` and `fixed/`) or every
bug of `reallibs/manifest.toml`, the templates run on the buggy statement alone (and, for
a fix that inserts a statement, on its neighbours and the blocks around it) with no
tests, no localization and no time limit; a case is *reachable* when one candidate is
the fixed file (same AST). This isolates the templates' coverage from localization and
from the search budget: a heal can only find what is reachable, so the gap between this
figure and a benchmark's fix rate is what localization, validation speed and ranking
cost. It runs in seconds.

    python benchmarks/reachability.py --corpus benchmarks/corpus2
    python benchmarks/reachability.py --reallibs            # downloads the pinned sdists

Prints one line per case (rank of the fix among the statement's candidates, or the
diff it could not write) and a total. On a held-out corpus (corpus4, corpus5, corpus7) only the
totals by kind and difficulty are printed, with the median rank of the reached fixes.
A reachable fix may still be missed by a heal; an unreachable one can still be healed by
an equivalent edit (the total counts only same-AST fixes, so it is a lower bound).
"""

from __future__ import annotations

import argparse
import ast
import difflib
import json
import shutil
import sys
import tempfile
from collections.abc import Iterator
from pathlib import Path

sys.path.insert(0, str(Path(__file__).resolve().parent))

from pytest_selfheal.engines.builtin.model import Candidate, Suspect  # noqa: E402
from pytest_selfheal.engines.builtin.operators import generate  # noqa: E402

BLIND = {"corpus4", "corpus5", "corpus7"}  # held out: totals only (as in fault_rank.py)
_BLOCKS = (ast.If, ast.For, ast.While, ast.With, ast.Try)


def statement_line(source: str, line: int) -> int:
    """The first line of the innermost simple statement (or block header) at `line`."""
    best: ast.stmt | None = None
    for node in ast.walk(ast.parse(source)):
        if not isinstance(node, ast.stmt) or isinstance(
                node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef)):
            continue
        if not node.lineno <= line <= (node.end_lineno or node.lineno):
            continue
        if isinstance(node, _BLOCKS) and line >= node.body[0].lineno:
            continue  # inside the block's body, not its header
        if best is None or node.lineno >= best.lineno:
            best = node
    return best.lineno if best is not None else line


def suspect_lines(buggy: str, fixed: str) -> list[int]:
    """Statements to run the templates on: the first edited one; for an insertion also
    the statements around it and the blocks that hold it."""
    lines = buggy.splitlines()
    ops = [o for o in difflib.SequenceMatcher(None, lines, fixed.splitlines()).get_opcodes()
           if o[0] != "equal"]
    tag, start = ops[0][0], ops[0][1]
    line = max(1, min(start + (0 if tag == "insert" else 1), len(lines)))
    out = [statement_line(buggy, line)]
    if tag == "insert":
        out.append(statement_line(buggy, min(line + 1, len(lines))))
        out += [n.lineno for n in ast.walk(ast.parse(buggy)) if isinstance(n, _BLOCKS)
                and n.lineno <= line <= (n.end_lineno or n.lineno) + 1]
    return list(dict.fromkeys(out))


def rank_of_fix(root: Path, rel: str, buggy: str, fixed: str) -> tuple[int | None, int]:
    """(position of the fixed file among the candidates, number of candidates)."""
    cands: list[Candidate] = []
    for line in suspect_lines(buggy, fixed):
        cands += generate(root, [Suspect(rel, line, 1.0, tier=0)], [], top=1, limit=5000)
    want = ast.dump(ast.parse(fixed))
    for i, cand in enumerate(cands):
        if cand.new_source == fixed or ast.dump(ast.parse(cand.new_source)) == want:
            return i, len(cands)
    return None, len(cands)


def corpus_cases(folder: Path) -> Iterator[tuple[str, str, Path, str, str, str]]:
    """(id, kind, buggy root, changed file, buggy text, fixed text) per case; the kind is
    suffixed `/hard` for a case of that difficulty."""
    for case in sorted(p for p in folder.iterdir() if (p / "case.json").is_file()):
        meta = json.loads((case / "case.json").read_text(encoding="utf-8"))
        changed = [f.relative_to(case / "fixed") for f in (case / "fixed").rglob("*.py")
                   if (case / "buggy" / f.relative_to(case / "fixed")).is_file()
                   and (case / "buggy" / f.relative_to(case / "fixed")).read_text(
                       encoding="utf-8") != f.read_text(encoding="utf-8")]
        if len(changed) != 1:
            continue
        rel = changed[0].as_posix()
        kind = meta.get("kind", "") + ("/hard" if meta.get("difficulty") == "hard" else "")
        yield (case.name, kind, case / "buggy", rel,
               (case / "buggy" / rel).read_text(encoding="utf-8"),
               (case / "fixed" / rel).read_text(encoding="utf-8"))


def reallib_cases(work: Path) -> Iterator[tuple[str, str, Path, str, str, str]]:
    import reallibs_tools as rt  # noqa: PLC0415 - only for --reallibs

    manifest = rt.load_manifest()
    roots: dict[str, Path] = {}
    for bug in manifest.bugs:
        if bug.library not in roots:
            lib = manifest.libraries[bug.library]
            roots[bug.library] = rt.unpack(rt.fetch_sdist(lib), work / "pristine" / lib.name)
        original = (roots[bug.library] / bug.file).read_text(encoding="utf-8")
        buggy = original.replace(bug.original, bug.replacement, 1)
        root = work / bug.id
        (root / bug.file).parent.mkdir(parents=True, exist_ok=True)
        (root / bug.file).write_text(buggy, encoding="utf-8")
        yield bug.id, bug.pattern, root, bug.file, buggy, original


def _median(values: list[int]) -> str:
    return str(sorted(values)[len(values) // 2]) if values else "-"


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    which = parser.add_mutually_exclusive_group(required=True)
    which.add_argument("--corpus", type=Path, help="a corpus2-style folder")
    which.add_argument("--reallibs", action="store_true", help="the real-library bugs")
    parser.add_argument("--only", default="", help="comma list of case ids")
    parser.add_argument("--show-cases", action="store_true",
                        help="print each case's line (also on a held-out corpus)")
    args = parser.parse_args(argv)
    show = args.show_cases or args.reallibs or args.corpus.resolve().name not in BLIND
    only = {x for x in args.only.split(",") if x}
    work = Path(tempfile.mkdtemp(prefix="reach-"))
    try:
        cases = reallib_cases(work) if args.reallibs else corpus_cases(args.corpus)
        total = reached = 0
        by_kind: dict[str, list[int]] = {}
        ranks: dict[str, list[int]] = {}
        for case_id, kind, root, rel, buggy, fixed in cases:
            if only and case_id not in only:
                continue
            pos, count = rank_of_fix(root, rel, buggy, fixed)
            total += 1
            reached += pos is not None
            base, _, hard = kind.partition("/")
            for key in (base, "(hard)" if hard else "(easy)"):
                by_kind.setdefault(key, [0, 0])
                by_kind[key][0] += pos is not None
                by_kind[key][1] += 1
                if pos is not None:
                    ranks.setdefault(key, []).append(pos + 1)
            if pos is not None:
                ranks.setdefault("TOTAL", []).append(pos + 1)
            shown = f"rank {pos + 1} of {count}" if pos is not None else \
                f"not reached ({count} candidates)"
            if show:
                print(f"{case_id:32} {kind[:30]:30} {shown}")
        print()
        for kind, (hit, n) in sorted(by_kind.items(), key=lambda kv: (kv[0][0] == "(", kv[0])):
            print(f"  {kind:36} {hit}/{n}   median rank {_median(ranks.get(kind, []))}")
        print(f"reachable: {reached}/{total}   median rank {_median(ranks.get('TOTAL', []))}")
    finally:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
