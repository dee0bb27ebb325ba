"""Code tables: straight from the tree, or canonical."""

from __future__ import annotations

from typing import Dict, Hashable

from .tree import Node


def tree_codes(root: Node) -> Dict[Hashable, str]:
    """Walk the tree: '0' for a left branch, '1' for a right one."""
    codes: Dict[Hashable, str] = {}

    def walk(node: Node, prefix: str) -> None:
        if node.is_leaf:
            codes[node.symbol] = prefix or "0"
            return
        if node.left is not None:
            walk(node.left, "0")
        if node.right is not None:
            walk(node.right, prefix + "1")

    walk(root, "")
    return codes


def code_lengths(root: Node) -> Dict[Hashable, int]:
    return {symbol: len(code) for symbol, code in tree_codes(root).items()}


def canonical_codes(lengths: Dict[Hashable, int]) -> Dict[Hashable, str]:
    """Canonical Huffman codes (as in DEFLATE) from code lengths alone."""
    if any(length < 1 for length in lengths.values()):
        raise ValueError("code lengths must be at least 1")
    kraft = sum(2.0 ** -length for length in lengths.values())
    if kraft > 1:
        raise ValueError(f"lengths violate the Kraft inequality ({kraft:.3f} > 1)")
    codes: Dict[Hashable, str] = {}
    code, previous = 0, 0
    for symbol, length in sorted(lengths.items(), key=lambda item: (item[1], repr(item[0]))):
        code <<= length - previous
        codes[symbol] = format(code, f"0{length}b")
        code += 1
        previous = length
    return codes
