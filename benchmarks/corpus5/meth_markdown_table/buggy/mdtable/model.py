"""The in-memory table."""

from __future__ import annotations

import enum
from dataclasses import dataclass, field
from typing import Any, Callable, Dict, Iterable, List, Optional


class Alignment(enum.Enum):
    NONE = "---"
    LEFT = ":--"
    RIGHT = "--:"
    CENTER = ":-:"

    @classmethod
    def from_marker(cls, marker: str) -> "Alignment":
        marker = marker.strip()
        left, right = marker.startswith(":"), marker.endswith(":")
        if left and right:
            return cls.CENTER
        if right:
            return cls.RIGHT
        if left:
            return cls.LEFT
        return cls.NONE

    def marker(self, width: int) -> str:
        width = max(width, 3)
        if self is Alignment.CENTER:
            return ":" + "-" * (width - 2) + ":"
        if self is Alignment.RIGHT:
            return "-" * (width - 1) + ":"
        if self is Alignment.LEFT:
            return ":" + "-" * (width - 1)
        return "-" * width


@dataclass
class Table:
    headers: List[str]
    rows: List[List[str]] = field(default_factory=list)
    alignments: List[Alignment] = field(default_factory=list)

    def __post_init__(self) -> None:
        missing = len(self.headers) - len(self.alignments)
        self.alignments = list(self.alignments) + [Alignment.NONE] * max(0, missing)
        self.rows = [self._fit(row) for row in self.rows]

    def _fit(self, row: Iterable[Any]) -> List[str]:
        cells = ["" if c is None else str(c) for c in row][: len(self.headers)]
        return cells + [""] * (len(self.headers) - len(cells))

    def add_row(self, *cells: Any) -> None:
        self.rows.append(self._fit(cells))

    def column(self, name: str) -> List[str]:
        index = self.headers.index(name)
        return [row[index] for row in self.rows]

    def sort_by(self, name: str, key: Optional[Callable[[str], Any]] = None, reverse: bool = False) -> None:
        index = self.headers.index(name)
        self.rows.sort(key=lambda row: (key or str)(row[index]), reverse=reverse)

    def to_dicts(self) -> List[Dict[str, str]]:
        return [dict(zip(self.headers, row)) for row in self.rows]

    @classmethod
    def from_dicts(cls, records: List[Dict[str, Any]], alignments: Optional[List[Alignment]] = None) -> "Table":
        headers: List[str] = []
        for record in records:
            headers += [key for key in record if key not in headers]
        rows = [[record.get(h, "") for h in headers] for record in records]
        return cls(headers, rows, alignments or [])
