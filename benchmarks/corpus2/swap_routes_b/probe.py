"""Behaviour probe: paths, reachability and orders of random small graphs."""

import random


def _call(fn, *args):
    try:
        return fn(*args)
    except Exception as exc:  # noqa: BLE001 - the exception type is the observation
        return type(exc).__name__


def probe(mod_loader):
    graph_mod, algo = mod_loader("routes.graph"), mod_loader("routes.algorithms")
    rng = random.Random(53)
    out = []
    names = "abcdef"
    for _ in range(60):
        edges = []
        for _ in range(rng.randint(0, 8)):
            s, t = rng.choice(names), rng.choice(names)
            if rng.random() < 0.7 and s >= t:  # mostly acyclic
                s, t = t, s
            if s != t:
                edges.append((s, t, rng.randint(0, 6)))
        graph = graph_mod.Graph(edges)
        graph.add_node("a")
        s, t = rng.choice(names), rng.choice(names)
        path = _call(algo.shortest_path, graph, s, t)
        if isinstance(path, tuple):
            path = path[0]  # equal-cost paths may differ; the cost may not
        out.append((path, sorted(_call(algo.reachable, graph, "a")),
                    _call(algo.topological_order, graph)))
    return out
