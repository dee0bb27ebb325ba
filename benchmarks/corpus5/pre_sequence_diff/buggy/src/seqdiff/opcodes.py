"""difflib-style opcodes built from an edit script."""

from __future__ import annotations

import itertools
from typing import Iterable, List, NamedTuple, Sequence

from .lcs import Edit, Tag, edit_script


class Opcode(NamedTuple):
    tag: str
    i1: int
    i2: int
    j1: int
    j2: int

    @property
    def a_len(self) -> int:
        return self.i2 - self.i1

    @property
    def b_len(self) -> int:
        return self.j2 - self.j1


def opcodes(a: Sequence, b: Sequence) -> List[Opcode]:
    """Runs of equal/delete/insert/replace with their index ranges in a and b."""
    result: List[Opcode] = []
    i = j = 0
    for tag, run in itertools.groupby(edit_script(a, b), key=lambda e: e.tag):
        count = len(list(run))
        if tag is Tag.EQUAL:
            result.append(Opcode("equal", i, i + count, j, j + count))
            i, j = i + count, j + count
            continue
        di, dj = (count, 0) if tag is Tag.DELETE else (0, count)
        last = result[-1] if result else None
        if last is not None and last.tag in ("delete", "insert", "replace"):
            merged = Opcode("replace", last.i1, i + di, last.j1, j + dj)
            result[-1] = merged
        else:
            result.append(Opcode(tag.value, i, i + di, j, j + dj))
        i, j = i + di, j + dj
    return result


def apply_script(script: Iterable[Edit]) -> list:
    """The target sequence an edit script produces."""
    return [edit.item for edit in script if edit.tag is not Tag.DELETE]
