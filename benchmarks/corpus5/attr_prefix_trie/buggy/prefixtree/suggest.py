"""Autocomplete and fuzzy search on a Trie."""

from __future__ import annotations

import heapq
from typing import List, Tuple

from .trie import Node, Trie


def autocomplete(trie: Trie, prefix: str, limit: int = 5) -> List[str]:
    """Words starting with prefix, highest value (e.g. frequency) first, then alphabetically."""
    scored = ((-(value or 0), word) for word, value in trie.items(prefix))
    return [word for _, word in heapq.nsmallest(limit, scored)]


def fuzzy_lookup(trie: Trie, word: str, max_distance: int = 1) -> List[Tuple[str, int]]:
    """Stored words within max_distance edits (Levenshtein) of word, closest first."""
    results: List[Tuple[str, int]] = []
    first_row = list(range(len(word) + 1))

    def visit(node: Node, ch: str, path: str, previous: List[int]) -> None:
        row = [previous[0] + 1]
        for column in range(1, len(word) + 1):
            cost = 0 if word[column - 1] == ch else 1
            row.append(min(row[column - 1] + 1, previous[column] + 1, previous[column - 1] + cost))
        if node.terminal and row[-1] <= max_distance:
            results.append((path, row[-1]))
        if min(row) <= max_distance:
            for next_ch, child in sorted(node.children.items()):
                visit(child, next_ch, path + next_ch, row)

    if trie.root.terminal and len(word) <= max_distance:
        results.append(("", len(word)))
    for ch, child in sorted(trie.root.children.items()):
        visit(child, ch, ch, first_row)
    return sorted(results, key=lambda item: (item[1], item[0]))
