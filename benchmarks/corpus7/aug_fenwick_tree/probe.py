"""Behaviour probe: prefix sums, ranges and searches over generated Fenwick trees."""


def probe(import_module):
    mod = import_module("fenwick")
    out = []
    for seed in range(10):
        values = [(seed * 3 + i * 5) % 7 for i in range(3 + seed)]
        tree = mod.FenwickTree(values)
        out.append(tree.find_prefix(1 + seed))
        tree.add(seed % len(values), 2)
        out.append([tree.prefix_sum(k) for k in range(len(values) + 1)])
        out.append(tree.range_sum(1, len(values) - 1))
        out.append([tree.value(i) for i in range(len(values))])
        out.append(tree.find_prefix(2 + seed))
    return out
