"""RangeSet: a sorted list of disjoint, non-adjacent intervals."""

from __future__ import annotations

import bisect
from typing import Iterable, Iterator, List, Tuple, Union

from .interval import Interval, Number

IntervalLike = Union[Interval, Tuple[Number, Number]]


def _as_interval(item: IntervalLike) -> Interval:
    return item if isinstance(item, Interval) else Interval(*item)


class RangeSet:
    """A set of numbers stored as maximal half-open intervals."""

    def __init__(self, items: Iterable[IntervalLike] = ()) -> None:
        self._items: List[Interval] = []
        for item in items:
            self.add(item)

    def add(self, item: IntervalLike) -> None:
        new = _as_interval(item)
        starts = [iv.start for iv in self._items]
        i = bisect.bisect_left(starts, new.start)
        if i > 0 and self._items[i - 1].end >= new.start:
            i -= 1
        j = i
        while j < len(self._items) and self._items[j].start < new.end:
            new = new.hull(self._items[j])
            j += 1
        self._items[i:j] = [new]

    def remove(self, item: IntervalLike) -> None:
        cut = _as_interval(item)
        kept: List[Interval] = []
        for iv in self._items:
            if not iv.overlaps(cut):
                kept.append(iv)
                continue
            if iv.start < cut.start:
                kept.append(Interval(iv.start, cut.start))
            if cut.end < iv.end:
                kept.append(Interval(cut.end, iv.end))
        self._items = kept

    def __contains__(self, point: Number) -> bool:
        i = bisect.bisect_right([iv.start for iv in self._items], point) - 1
        return i >= 0 and point in self._items[i]

    def __iter__(self) -> Iterator[Interval]:
        return iter(self._items)

    def __len__(self) -> int:
        return len(self._items)

    def __bool__(self) -> bool:
        return bool(self._items)

    def __eq__(self, other: object) -> bool:
        return isinstance(other, RangeSet) and self._items == other._items

    def __repr__(self) -> str:
        return "RangeSet([" + ", ".join(str(iv) for iv in self._items) + "])"

    @property
    def measure(self) -> Number:
        return sum(iv.length for iv in self._items)

    def copy(self) -> "RangeSet":
        clone = RangeSet()
        clone._items = list(self._items)
        return clone

    def __or__(self, other: "RangeSet") -> "RangeSet":
        result = self.copy()
        for iv in other:
            result.add(iv)
        return result

    def __sub__(self, other: "RangeSet") -> "RangeSet":
        result = self.copy()
        for iv in other:
            result.remove(iv)
        return result

    def __and__(self, other: "RangeSet") -> "RangeSet":
        result = RangeSet()
        for a in self:
            for b in other:
                common = a.intersection(b)
                if common is not None:
                    result.add(common)
        return result

    def gaps(self) -> "RangeSet":
        """The holes between the first start and the last end."""
        return RangeSet(
            Interval(left.end, right.start) for left, right in zip(self._items, self._items[1:])
        )

    def complement(self, within: IntervalLike) -> "RangeSet":
        return RangeSet([within]) - self
