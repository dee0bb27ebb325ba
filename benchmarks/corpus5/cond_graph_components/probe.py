"""Behaviour probe: components, cycles and shortest paths of random graphs."""

import os
import random
import sys


def probe(import_module):
    src = os.path.join(os.getcwd(), "src")
    if src not in sys.path:
        sys.path.insert(0, src)
    gk = import_module("graphkit")
    rng = random.Random(404)
    out = []
    for _ in range(40):
        n = rng.randrange(2, 9)
        edges = [(rng.randrange(n), rng.randrange(n), rng.randrange(1, 6)) for _ in range(rng.randrange(1, 14))]
        graph = gk.Graph.from_edges(edges, directed=rng.random() < 0.8)
        comps = gk.strongly_connected_components(graph)
        out.append(sorted(sorted(c) for c in comps))
        out.append(sum(len(c) for c in comps))
        out.append(gk.is_acyclic(graph))
        try:
            out.append(gk.shortest_path(graph, edges[0][0], edges[-1][1]))
        except Exception as exc:  # noqa: BLE001
            out.append(type(exc).__name__)
    return out
