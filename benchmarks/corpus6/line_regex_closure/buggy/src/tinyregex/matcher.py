"""Simulating the NFA over a string, one character at a time."""

from __future__ import annotations

from collections.abc import Iterator

from .nfa import State, build, epsilon_closure
from .parser import parse


class Pattern:
    def __init__(self, pattern: str) -> None:
        self.pattern = pattern
        self.start, end = build(parse(pattern))
        end.match = True

    def _step(self, states: set[State], ch: str) -> set[State]:
        moved = {target for s in states for label, target in s.edges if label in (None, ch)}
        return epsilon_closure(moved)

    def _longest(self, text: str, pos: int) -> int | None:
        """End of the longest match starting at pos, or None."""
        states = epsilon_closure({self.start})
        best = pos if any(s.match for s in states) else None
        for i in range(pos, len(text)):
            states = self._step(states, text[i])
            if not states:
                break
            if any(s.match for s in states):
                best = i + 1
        return best

    def fullmatch(self, text: str) -> bool:
        return self._longest(text, 0) == len(text)

    def search(self, text: str) -> tuple[int, int] | None:
        for pos in range(len(text) + 1):
            end = self._longest(text, pos)
            if end is not None:
                return pos, end
        return None

    def finditer(self, text: str) -> Iterator[tuple[int, int]]:
        pos = 0
        while pos <= len(text):
            end = self._longest(text, pos)
            if end is None:
                pos += 1
                continue
            yield pos, end
            pos = end if end > pos else pos + 1

    def findall(self, text: str) -> list[str]:
        return [text[a:b] for a, b in self.finditer(text)]

    def __repr__(self) -> str:
        return f"Pattern({self.pattern!r})"


def compile(pattern: str) -> Pattern:  # noqa: A001 - mirrors re.compile
    return Pattern(pattern)
