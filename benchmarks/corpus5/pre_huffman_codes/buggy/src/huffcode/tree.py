"""Building the Huffman tree."""

from __future__ import annotations

import heapq
import itertools
from collections import Counter
from dataclasses import dataclass
from typing import Hashable, Iterable, Mapping, Optional, Union


@dataclass
class Node:
    weight: int
    symbol: Optional[Hashable] = None
    left: Optional["Node"] = None
    right: Optional["Node"] = None

    @property
    def is_leaf(self) -> bool:
        return self.left is None and self.right is None

    def depth(self) -> int:
        if self.is_leaf:
            return 0
        return 1 + max(child.depth() for child in (self.left, self.right) if child is not None)


def build_tree(data: Union[Mapping[Hashable, int], Iterable[Hashable]]) -> Node:
    """The Huffman tree of symbol frequencies (or of the symbols of an iterable).

    Ties are broken by insertion order, so the tree is deterministic.
    """
    frequencies = dict(data) if isinstance(data, Mapping) else Counter(data)
    if not frequencies:
        raise ValueError("cannot build a Huffman tree of nothing")
    if any(weight <= 0 for weight in frequencies.values()):
        raise ValueError("frequencies must be positive")
    order = itertools.count()
    heap = [(weight, next(order), Node(weight, symbol)) for symbol, weight in frequencies.items()]
    heapq.heapify(heap)
    if len(heap) == 1:
        weight, _, only = heap[0]
        return Node(weight, left=only)
    while len(heap) > 1:
        w1, _, first = heapq.heappop(heap)
        w2, _, second = heapq.heappop(heap)
        heapq.heappush(heap, (w1 + w2, next(order), Node(w1 + w2, left=first, right=second)))
    return heap[0][2]
