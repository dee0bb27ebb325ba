"""Edit scripts from the longest common subsequence."""

from __future__ import annotations

import enum
from typing import Hashable, List, NamedTuple, Sequence


class Tag(str, enum.Enum):
    EQUAL = "equal"
    DELETE = "delete"
    INSERT = "insert"


class Edit(NamedTuple):
    tag: Tag
    item: Hashable


def _common_prefix(a: Sequence, b: Sequence) -> int:
    n = 0
    for x, y in zip(a, b):
        if x != y:
            break
        n += 1
    return n


def _common_suffix(a: Sequence, b: Sequence) -> int:
    n = 0
    while n < len(a) and n < len(b) and a[len(a) - 1 - n] == b[len(b) - 1 - n]:
        n += 1
    return n


def _lcs_script(a: Sequence, b: Sequence) -> List[Edit]:
    n, m = len(a), len(b)
    # table[i][j] is the LCS length of a[i:] and b[j:]
    table = [[0] * (m + 1) for _ in range(n + 1)]
    for i in range(n - 1, -1, -1):
        for j in range(m - 1, -1, -1):
            if a[i] == b[j]:
                table[i][j] = table[i + 1][j + 1] + 1
            else:
                table[i][j] = max(table[i + 1][j], table[i][j + 1])
    script: List[Edit] = []
    i = j = 0
    while i < n and j < m:
        if a[i] == b[j]:
            script.append(Edit(Tag.EQUAL, a[i]))
            i, j = i + 1, j + 1
        elif table[i + 1][j] >= table[i][j + 1]:
            script.append(Edit(Tag.DELETE, a[i]))
            i += 1
        else:
            script.append(Edit(Tag.INSERT, b[j]))
            j += 1
    script.extend(Edit(Tag.DELETE, x) for x in a[i:])
    script.extend(Edit(Tag.INSERT, y) for y in b[j:])
    return script


def edit_script(a: Sequence, b: Sequence) -> List[Edit]:
    """A shortest list of equal/delete/insert steps turning a into b."""
    prefix = _common_prefix(a, b)
    suffix = _common_suffix(a[prefix:], b[prefix:])
    head = [Edit(Tag.EQUAL, x) for x in a[:prefix]]
    tail = [Edit(Tag.EQUAL, x) for x in a[len(a) - suffix:]] if suffix else []
    middle = _lcs_script(a[prefix:len(a) - suffix], b[prefix:len(b) - suffix])
    return middle + tail


def lcs(a: Sequence, b: Sequence) -> list:
    return [e.item for e in edit_script(a, b) if e.tag is Tag.EQUAL]


def similarity(a: Sequence, b: Sequence) -> float:
    """2 * |LCS| / (|a| + |b|), 1.0 for two empty sequences."""
    total = len(a) + len(b)
    return 1.0 if total == 0 else 2 * len(lcs(a, b)) / total
