"""Compound candidates: two single edits at different statements of one file, applied
together (a fault in two places, or a fix whose halves each make only some tests pass)."""

from __future__ import annotations

import difflib
from collections.abc import Callable, Mapping
from dataclasses import replace

from pytest_selfheal.engines.builtin.model import Candidate

COMPOUND_SEEDS = 12  # singles combined pairwise when all singles failed
COMPOUND_LIMIT = 60  # compound candidates tried at most


def pair_up(singles: list[Candidate], progress_of: Mapping[str, int],
            text_of: Callable[[str], str]) -> list[Candidate]:
    """Pairs of single edits to the same file at different statements: the singles that
    made the most failing tests pass seed first, pairs without a guard go first."""
    order = {c.key: i for i, c in enumerate(singles)}
    seeds: list[Candidate] = []
    seen: set[tuple[str, int]] = set()
    for cand in sorted(singles, key=lambda c: (-progress_of.get(c.key, -1),
                                               order[c.key])):
        if (cand.path, cand.line) not in seen:
            seen.add((cand.path, cand.line))
            seeds.append(cand)
        if len(seeds) >= COMPOUND_SEEDS:
            break
    out: list[Candidate] = []
    for i, a in enumerate(seeds):
        for b in seeds[i + 1:]:
            if a.path != b.path or a.line == b.line:
                continue
            merged = merge_edits(text_of(a.path), a.new_source, b.new_source)
            if merged is not None:
                out.append(combine(a, b, merged))
    from pytest_selfheal.engines.builtin.ops_tidy import GUARDS

    # a guard only hides an exception: pairs without one go first
    out.sort(key=lambda c: bool(set(c.operator.split("+")) & GUARDS))
    return out[:COMPOUND_LIMIT]


def merge_edits(original: str, first: str, second: str) -> str | None:
    """Apply two edits of the same text together; None when they touch overlapping lines."""
    base = original.splitlines(keepends=True)
    changes: list[tuple[int, int, list[str]]] = []
    for new in (first, second):
        lines = new.splitlines(keepends=True)
        ops = difflib.SequenceMatcher(None, base, lines, autojunk=False).get_opcodes()
        changes += [(i1, i2, lines[j1:j2]) for tag, i1, i2, j1, j2 in ops if tag != "equal"]
    changes.sort(key=lambda c: (c[0], c[1]))
    for (a1, a2, _), (b1, _b2, _) in zip(changes, changes[1:], strict=False):
        if b1 < a2 or (b1 == a1 and a1 == a2):
            return None
    for i1, i2, repl in reversed(changes):
        base[i1:i2] = repl
    return "".join(base)


def combine(a: Candidate, b: Candidate, new_source: str) -> Candidate:
    return replace(
        a, new_source=new_source, operator=f"{a.operator}+{b.operator}",
        description=f"{a.description}; {b.description}", prior=a.prior * b.prior,
        edit_size=a.edit_size + b.edit_size, key=f"{a.key}+{b.key}",
    )
