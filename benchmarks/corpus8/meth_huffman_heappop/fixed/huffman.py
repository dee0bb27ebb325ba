"""Huffman coding: an optimal prefix code built by repeatedly merging the two lightest trees."""

import heapq
from collections import Counter
from itertools import count


class Node:
    """A leaf holding a symbol, or an internal node whose children get the bits 0 and 1."""

    def __init__(self, weight, symbol=None, left=None, right=None):
        self.weight = weight
        self.symbol = symbol
        self.left = left
        self.right = right

    def is_leaf(self):
        return self.left is None and self.right is None


def build_tree(frequencies):
    """The Huffman tree of a {symbol: weight} mapping, or None when it is empty."""
    order = count()  # ties between equal weights go to the tree made first
    heap = [(weight, next(order), Node(weight, symbol))
            for symbol, weight in sorted(frequencies.items())]
    heapq.heapify(heap)
    if not heap:
        return None
    while len(heap) > 1:
        w1, _, first = heapq.heappop(heap)
        w2, _, second = heapq.heappop(heap)
        merged = Node(w1 + w2, left=first, right=second)
        heapq.heappush(heap, (merged.weight, next(order), merged))
    return heap[0][2]


def code_table(root):
    """{symbol: bit string} read off the tree; a lone symbol gets the code "0"."""
    codes = {}

    def walk(node, prefix):
        if node.is_leaf():
            codes[node.symbol] = prefix or "0"
            return
        walk(node.left, prefix + "0")
        walk(node.right, prefix + "1")

    if root is not None:
        walk(root, "")
    return codes


def encode(text):
    """(tree, bit string) for text, with the code built from its own letter counts."""
    root = build_tree(Counter(text))
    codes = code_table(root)
    return root, "".join(codes[ch] for ch in text)


def decode(root, bits):
    if root is None:
        return ""
    if root.is_leaf():
        return root.symbol * len(bits)
    out, node = [], root
    for bit in bits:
        node = node.left if bit == "0" else node.right
        if node.is_leaf():
            out.append(node.symbol)
            node = root
    return "".join(out)


def cost(frequencies):
    """Total weighted code length: the number of bits a Huffman code spends."""
    codes = code_table(build_tree(frequencies))
    return sum(weight * len(codes[symbol]) for symbol, weight in frequencies.items())
