"""Behaviour probe: range sums of generated lists before and after assignments."""


def probe(import_module):
    mod = import_module("segment_tree")
    out = []
    for seed in range(12):
        values = [(seed * 5 + i * 3) % 9 - 2 for i in range(1 + seed)]
        tree = mod.SegmentTree(values)
        out.append(tree.total())
        for left, right in ((0, seed), (seed // 2, seed), (0, seed // 3), (1, seed - 1)):
            try:
                out.append(tree.range_sum(left, right))
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
        tree.set(seed // 2, 100)
        out.append(tree.total())
    return out
