"""Behaviour probe: distances, paths and cycle checks on generated weighted digraphs."""


def probe(import_module):
    mod = import_module("bellman_ford")
    out = []
    for seed in range(25):
        n = 3 + seed % 5
        edges = []
        for i in range(n + seed % 4):
            u = (seed * 7 + i * 3) % n
            v = (seed + i * 5 + 1) % n
            w = (seed * 13 + i * 17) % 11 - (2 if seed % 3 == 0 else 0)
            if u != v:
                edges.append((u, v, w))
        for call in (
            lambda: mod.shortest_distances(n, edges, 0),
            lambda: mod.shortest_path(n, edges, 0, n - 1),
            lambda: mod.has_negative_cycle(n, edges),
        ):
            try:
                out.append(call())
            except Exception as exc:  # noqa: BLE001 - the exception type is the observation
                out.append(type(exc).__name__)
    return out
