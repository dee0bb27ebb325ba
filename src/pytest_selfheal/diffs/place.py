"""Find where each hunk of a diff goes in a file, or say in words why it cannot be placed.

Strategies, strictest first: "exact" (at the stated lines), "recount" (the body,
searched near the stated lines), "realign" (searched in the whole file, ignoring
whitespace differences) and, last, "similar": context lines may be paraphrased
(a reworded comment, changed spacing inside a line) as long as every removed line
matches and one place scores clearly better than any other. Ties are refused.
"""

from __future__ import annotations

from difflib import SequenceMatcher

from pytest_selfheal.diffs.parse import Hunk

RECOUNT_WINDOW = 200  # lines either side of the stated position that "recount" searches
SIMILARITY = 0.8  # mean line similarity a paraphrased hunk needs ("similar")
TIE_MARGIN = 0.05  # two places closer than this are a tie: refused
_MAX_SIMILAR_LINES = 400  # longer hunks are not matched by similarity (cost)
_MAX_SIMILAR_SPOTS = 5000
_SHOW = 20  # most lines quoted back to the model per section
RANK = {"exact": 0, "recount": 1, "realign": 2, "3way": 3, "similar": 4}


class PlaceError(Exception):
    """A hunk has no place; ``str()`` is worded for the model (diffapply wraps it)."""

    def __init__(self, message: str, *, path: str, hunk: str) -> None:
        super().__init__(message)
        self.path = path
        self.hunk = hunk


def place(
    path: str, number: int, hunk: Hunk, lines: list[str], *, similar: bool = False
) -> tuple[int, int, bool]:
    """(position, strategy rank, whitespace-tolerant?) for one hunk, or raise PlaceError."""
    old = hunk.old_lines
    hint = hunk.old_start - 1 if hunk.old_len else hunk.old_start
    hint = min(max(hint, 0), len(lines))
    if hunk.numbered and not hunk.recounted and lines[hint : hint + len(old)] == old:
        if hint == hunk.old_start - (1 if old else 0):
            return hint, RANK["exact"], False
    if hunk.numbered:
        if not old:
            return hint, RANK["recount"], False
        near = [p for p in find(lines, old) if abs(p - hint) <= RECOUNT_WINDOW]
        near.sort(key=lambda p: abs(p - hint))
        if near and (len(near) == 1 or abs(near[0] - hint) < abs(near[1] - hint)):
            return near[0], RANK["recount"], False
    if not old:
        if not lines:
            return 0, RANK["realign"], False
        raise PlaceError(
            f"{path}: hunk {number} ({hunk.header}) has no context lines, so there is no way to "
            "tell where it goes: add 3 unchanged lines around it and send the whole diff again",
            path=path,
            hunk=hunk.header,
        )
    for fuzzy in (False, True):
        found = find(lines, old, fuzzy=fuzzy)
        if len(found) == 1:
            return found[0], RANK["realign"], fuzzy
        if len(found) > 1:
            raise _ambiguous(path, number, hunk, found, f"matches {len(found)} places")
    if similar:
        scored = find_similar(lines, hunk)
        if scored:
            best, spot = scored[0]
            ties = [p for score, p in scored[1:] if score >= best - TIE_MARGIN]
            if ties:
                spots = sorted([spot, *ties])
                raise _ambiguous(path, number, hunk, spots,
                                 f"resembles {len(spots)} places about equally")
            return spot, RANK["similar"], True
    raise not_found(path, number, hunk, lines, hint)


def _ambiguous(path: str, number: int, hunk: Hunk, spots: list[int], what: str) -> PlaceError:
    where = ", ".join(str(p + 1) for p in spots[:10])
    return PlaceError(
        f"{path}: hunk {number} ({hunk.header}) {what} (lines {where}): add context lines "
        "so it matches one place only and send the whole diff again",
        path=path,
        hunk=hunk.header,
    )


def _norm(line: str) -> str:
    return " ".join(line.split())


def _squash(line: str) -> str:
    return "".join(line.split())


def find(lines: list[str], old: list[str], *, fuzzy: bool = False) -> list[int]:
    """Every position where ``old`` occurs in ``lines`` (whitespace-tolerant when fuzzy)."""
    if fuzzy:
        lines, old = [_norm(x) for x in lines], [_norm(x) for x in old]
    size = len(old)
    return [
        p for p in range(len(lines) - size + 1) if lines[p] == old[0] and lines[p : p + size] == old
    ]


def find_similar(lines: list[str], hunk: Hunk) -> list[tuple[float, int]]:
    """(score, position) of the places the hunk resembles enough, best first.

    A place qualifies when one non-blank old line matches exactly there (an anchor),
    every removed line matches up to whitespace, and the mean similarity of all old
    lines reaches SIMILARITY.
    """
    old = [(tag, _squash(text)) for tag, text in hunk.lines if tag != "+"]
    size = len(old)
    if not size or size > min(len(lines), _MAX_SIMILAR_LINES):
        return []
    flat = [_squash(x) for x in lines]
    where: dict[str, list[int]] = {}
    for i, text in enumerate(flat):
        if text:
            where.setdefault(text, []).append(i)
    spots: set[int] = set()
    for k, (_, text) in enumerate(old):
        for i in where.get(text, [])[:_MAX_SIMILAR_SPOTS] if text else []:
            if 0 <= i - k <= len(lines) - size:
                spots.add(i - k)
        if len(spots) > _MAX_SIMILAR_SPOTS:
            return []
    scored: list[tuple[float, int]] = []
    for p in spots:
        score = _score(flat[p : p + size], old)
        if score >= SIMILARITY:
            scored.append((score, p))
    scored.sort(key=lambda item: (-item[0], item[1]))
    return scored


def _score(actual: list[str], old: list[tuple[str, str]]) -> float:
    total = 0.0
    for have, (tag, want) in zip(actual, old, strict=True):
        if have == want:
            total += 1.0
        elif tag == "-":
            return 0.0  # a removed line must be the line the model saw
        else:
            total += SequenceMatcher(None, have, want, autojunk=False).ratio()
    return total / len(old)


def not_found(path: str, number: int, hunk: Hunk, lines: list[str], hint: int) -> PlaceError:
    """The "does not match" error: what was searched for and the closest lines of the file."""
    old = hunk.old_lines
    wanted = {s.strip() for s in old if s.strip()}
    stripped = [s.strip() for s in lines]
    size = max(len(old), 1)
    best, best_key = hint, (0, 0)
    for p in range(max(len(lines) - size + 1, 1)):
        score = sum(1 for s in stripped[p : p + size] if s in wanted)
        key = (score, -abs(p - hint))
        if key > best_key:
            best, best_key = p, key
    if best_key[0] == 0:
        best = hint
    start, end = max(best - 2, 0), min(best + size + 2, len(lines), best - 2 + _SHOW)
    shown = [f"{n + 1:>5}: {lines[n]}" for n in range(start, end)] or ["(the file is empty)"]
    searched = [f"    {s}" for s in old[:_SHOW]] + (["    ..."] if len(old) > _SHOW else [])
    message = "\n".join(
        [
            f"{path}: hunk {number} ({hunk.header}) does not match the file: copy its context "
            "and - lines exactly from the file (skip no blank lines or comments) and send "
            "the whole diff again",
            "These lines were searched for and not found:",
            *searched,
            f"The closest lines in {path} are:",
            *shown,
        ]
    )
    return PlaceError(message, path=path, hunk=hunk.header)
