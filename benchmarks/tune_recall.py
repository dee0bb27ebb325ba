"""Tune the fix memory's recall on the corpus: which similar cards should a failure see?

Every case of the chosen kinds is healed once on a fresh copy with an empty memory
(built-in engine, dry run), and its fix card is kept (``--cards DIR``, JSON Lines per
case, the memory CLI's export format). Then, offline, for each card taken as the query
(a new failure) and every card of *another project* taken as memory, the script computes
what recall sees: the cosine similarity of the two query texts (the embedded text:
signature, message, suspicious code) and whether the stored fix's statement shape
occurs in the new failure's code (``memory/recall.py``'s ``shape_match``). A recalled
card is *relevant* when its bug is of the same kind.

It prints, for thresholds from 0.30 to 0.90, how many queries get at least one relevant
card and how many get at least one irrelevant one, with and without the shape rule, so
the threshold is chosen from measurements, not guessed.

    python benchmarks/tune_recall.py --cards /tmp/cards              # heal, then analyse
    python benchmarks/tune_recall.py --cards /tmp/cards --analyse-only
"""

from __future__ import annotations

import argparse
import json
import statistics
import sys
import tempfile
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from pathlib import Path
from typing import Any

HERE = Path(__file__).resolve().parent
sys.path.insert(0, str(HERE))

import corpus_tools as ct  # noqa: E402
from run_builtin import heal_env, run_heal  # noqa: E402

THRESHOLDS = [round(0.30 + 0.05 * i, 2) for i in range(14)]


def heal_for_cards(case: ct.Case, work: Path, cards: Path) -> str:
    root = ct.materialize(case, work / case.id)
    argv = [sys.executable, "-m", "pytest", "--selfheal-dry-run", "-p", "no:randomly", "-q",
            "--selfheal-engine", "builtin"]
    ran = run_heal(argv, root, 300.0)
    memory = root / ".selfheal" / "memory"
    if ran.timed_out or not memory.is_dir():
        return f"{case.id}: no memory ({'timeout' if ran.timed_out else 'no card'})"
    import subprocess

    out = cards / f"{case.id}.jsonl"
    subprocess.run([sys.executable, "-m", "pytest_selfheal.cli", "memory", "export", str(out),
                    "--memory", str(memory)], check=False, capture_output=True, env=heal_env())
    fixes = [json.loads(line) for line in out.read_text().splitlines() if line.strip()] \
        if out.is_file() else []
    fixes = [c for c in fixes if c.get("kind") == "fix"]
    return f"{case.id}: {len(fixes)} fix card(s)"


def load_cards(cards: Path, cases: dict[str, ct.Case]) -> list[tuple[str, str, Any]]:
    from pytest_selfheal.memory.card import FixCard

    out = []
    for path in sorted(cards.glob("*.jsonl")):
        case = cases.get(path.stem)
        if case is None:
            continue
        for line in path.read_text().splitlines():
            if line.strip():
                card = FixCard.model_validate_json(line)
                if card.kind == "fix":
                    out.append((case.id, case.kind, card))
    return out


def analyse(cards: list[tuple[str, str, Any]]) -> dict[str, Any]:
    from pytest_selfheal.memory.embedder import load_embedder
    from pytest_selfheal.memory.recall import shape_match

    embedder, note = load_embedder(None)
    if embedder is None:
        raise SystemExit(f"tune_recall: no embedding model: {note}")
    vectors = embedder.encode([c.query_text for _, _, c in cards])
    pairs = []
    for i, (qid, qkind, query) in enumerate(cards):
        for j, (mid, mkind, mem) in enumerate(cards):
            if qid == mid:
                continue
            sim = float(sum(x * y for x, y in zip(vectors[i], vectors[j], strict=True)))
            pairs.append({"query": qid, "memory": mid, "same": qkind == mkind,
                          "sim": round(sim, 3), "shape": shape_match(mem.diff, query.query_text),
                          "same_exc": _exc(query) == _exc(mem)})
    # A near recurrence: the same code failing again after its function was renamed (the
    # signature's frames change, so there is no exact match): recall must still find it.
    drifted = embedder.encode([_renamed(c.query_text) for _, _, c in cards])
    near = {cid: round(float(sum(x * y for x, y in zip(vectors[i], drifted[i], strict=True))), 3)
            for i, (cid, _, c) in enumerate(cards) if _renamed(c.query_text) != c.query_text}
    return {"cards": len(cards), "queries": sorted({p["query"] for p in pairs}), "pairs": pairs,
            "near": near}


def _exc(card: Any) -> str:
    text = card.signature_text or card.query_text
    return text.splitlines()[0] if text else ""


def _renamed(text: str) -> str:
    import re

    m = re.search(r"def (\w+)\(", text)
    return re.sub(rf"\b{m.group(1)}\b", m.group(1) + "_v2", text) if m else text


def table(result: dict[str, Any]) -> str:
    pairs = result["pairs"]
    queries = result["queries"]
    same = [p["sim"] for p in pairs if p["same"]]
    other = [p["sim"] for p in pairs if not p["same"]]
    rows = [f"{result['cards']} fix cards, {len(queries)} queries; similarity of same-kind "
            f"pairs median {statistics.median(same) if same else 0:.2f}, other-kind "
            f"{statistics.median(other) if other else 0:.2f}; shape rule holds for "
            f"{sum(p['shape'] for p in pairs if p['same'])}/{len(same)} same-kind and "
            f"{sum(p['shape'] for p in pairs if not p['same'])}/{len(other)} other-kind pairs",
            "",
            "| threshold | rule | queries with a relevant card | queries with an irrelevant "
            "card | relevant / recalled (top 3) |",
            "|---:|---|---:|---:|---:|"]
    rules = {"similarity": lambda p: True, "similarity + shape": lambda p: p["shape"],
             "similarity + same exception": lambda p: p.get("same_exc", False)}
    for rule, keep in rules.items():
        for t in THRESHOLDS:
            rel = irr = kept_rel = kept = 0
            for q in queries:
                got = sorted((p for p in pairs if p["query"] == q and p["sim"] >= t
                              and keep(p)),
                             key=lambda p: -p["sim"])[:3]
                rel += any(p["same"] for p in got)
                irr += any(not p["same"] for p in got)
                kept += len(got)
                kept_rel += sum(p["same"] for p in got)
            share = f"{kept_rel}/{kept}" if kept else "-"
            rows.append(f"| {t:.2f} | {rule} | {rel}/{len(queries)} | {irr}/{len(queries)} "
                        f"| {share} |")
    near = sorted(result.get("near", {}).values())
    other_max = max((p["sim"] for p in pairs if not p["same"] and p.get("same_exc")), default=0)
    if near:
        rows += ["", f"Near recurrences (the card's own code, its function renamed, so no "
                 f"exact signature): {len(near)} queries, similarity to their own card min "
                 f"{near[0]:.3f}, median {statistics.median(near):.3f}; other-kind pairs "
                 f"with the same exception: max {other_max:.3f}"]
    return "\n".join(rows)


def compact(result: dict[str, Any]) -> dict[str, Any]:
    """Per query, the best same-kind and other-kind similarity (the pairs are ~4,000)."""
    out: dict[str, Any] = {"cards": result["cards"], "near": result.get("near", {}),
                           "per_query": {}}
    for q in result["queries"]:
        mine = [p for p in result["pairs"] if p["query"] == q]
        out["per_query"][q] = {
            "best_same_kind": max((p["sim"] for p in mine if p["same"]), default=None),
            "best_other_kind": max((p["sim"] for p in mine if not p["same"]), default=None)}
    return out


def select(kinds: Iterable[str]) -> list[ct.Case]:
    wanted = set(kinds)
    return [c for c in ct.load_cases() if c.difficulty == "easy"
            and (not wanted or c.id.split("_")[0] in wanted)]


def main(argv: list[str] | None = None) -> int:
    p = argparse.ArgumentParser(description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("--cards", type=Path, required=True, help="directory of per-case cards")
    p.add_argument("--kinds", default="", help="corpus id prefixes (default: all)")
    p.add_argument("-j", "--jobs", type=int, default=1)
    p.add_argument("--analyse-only", action="store_true")
    p.add_argument("--save", type=Path, help="write the pairs and table here (.json/.md)")
    args = p.parse_args(argv)
    cases = select(k.strip() for k in args.kinds.split(",") if k.strip())
    args.cards.mkdir(parents=True, exist_ok=True)
    if not args.analyse_only:
        work = Path(tempfile.mkdtemp(prefix="tune-recall-"))
        todo = [c for c in cases if not (args.cards / f"{c.id}.jsonl").is_file()]
        with ThreadPoolExecutor(args.jobs) as pool:
            for line in pool.map(lambda c: heal_for_cards(c, work, args.cards), todo):
                print(" ", line, flush=True)
    result = analyse(load_cards(args.cards, {c.id: c for c in cases}))
    text = table(result)
    print(text)
    if args.save:
        args.save.with_suffix(".json").write_text(json.dumps(compact(result), indent=1))
        args.save.with_suffix(".md").write_text(text + "\n")
    return 0


if __name__ == "__main__":
    sys.exit(main())
