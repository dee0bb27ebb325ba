"""Recall for one failure group: the exact signature first, then similar fixes, then
the attempts that already failed for this signature.

Irrelevant memories make repairs worse, so a similar card must clear a cosine
similarity threshold. ``THRESHOLD`` is tuned by ``benchmarks/tune_recall.py`` over the
fix cards of the whole corpus (benchmarks/README.md, "Tuning the recall threshold"):
the query's text (signature, message, the code of the suspicious function) does not
tell one kind of bug from another across projects (same-kind and other-kind pairs
both have a median similarity of 0.38, the highest other-kind pair 0.759), while the
same code failing again with a changed signature (its function renamed) stays at 0.97
or more. So a similar card is recalled only above 0.85: near recurrences get in, other
projects' fixes do not.
"""

from __future__ import annotations

from pytest_selfheal.engines.base import Memory
from pytest_selfheal.memory.card import FixCard
from pytest_selfheal.memory.store import MemoryStore

THRESHOLD = 0.85  # tune_recall.py 2026-11-24: other projects <= 0.759, near recurrences >= 0.970
MAX_EXACT = 2
MAX_SIMILAR = 3
MAX_FAILED = 6


def shape_match(diff: str, query_text: str) -> bool:
    """Whether a statement the stored fix changed has the shape of a line of the new
    failure's code (names, numbers and strings abstracted: ``if v < v:``)."""
    from pytest_selfheal.memory.replay import removed_shapes, shape

    wanted = removed_shapes(diff)
    return bool(wanted) and any(shape(line) in wanted
                                for line in query_text.splitlines() if line.strip())


def as_memory(card: FixCard, similarity: float, exact: bool) -> Memory:
    return Memory(
        card_id=card.id, kind=card.kind, similarity=similarity, exact=exact,
        summary=card.summary, diff=card.diff, diff_hash=card.diff_hash, engine=card.engine,
        operator=card.operator, location=card.location, reason=card.reason,
    )


def recall(store: MemoryStore, signature: str, text: str, *,
           threshold: float = THRESHOLD, similar: bool = True) -> list[Memory]:
    """Recalled fixes (exact first, then similar above the threshold), then failed attempts."""
    out: list[Memory] = []
    seen: set[str] = set()
    fixes_seen: set[str] = set()
    for card in store.exact(signature, "fix")[:MAX_EXACT]:
        out.append(as_memory(card, 1.0, True))
        seen.add(card.id)
        fixes_seen.add(card.diff_hash)
    if similar and text:
        found = 0
        for card, sim in store.similar(text, n=MAX_SIMILAR + len(seen) + 3):
            if found >= MAX_SIMILAR or sim < threshold:
                break
            if card.id in seen or card.diff_hash in fixes_seen:
                continue
            out.append(as_memory(card, sim, card.signature == signature))
            seen.add(card.id)
            fixes_seen.add(card.diff_hash)
            found += 1
    for card in store.exact(signature, "failed")[:MAX_FAILED]:
        if card.diff_hash not in fixes_seen:
            out.append(as_memory(card, 1.0, True))
    return out
