"""Behaviour probe: random acyclic target graphs, their orders, closures and stages."""

import random


def probe(import_module):
    graph_mod = import_module("graph")
    mod = import_module("build_order")
    rng = random.Random(409)
    out = []
    for _ in range(55):
        g = graph_mod.DependencyGraph()
        n = rng.randint(1, 9)
        for i in range(n):
            g.add(f"t{i}", [f"t{j}" for j in range(i) if rng.random() < 0.35])
        top = f"t{n - 1}"
        try:
            out.append((g.order([top]), sorted(g.closure(top)),
                        mod.rebuild_plan(g, [f"t{rng.randrange(n)}"])))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    for text in ["a: b\nb: a\n", "x: y\ny: z\nz: y\n", "p: q r\nq: r\n"]:
        try:
            out.append(mod.parse_makefile(text).order())
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append((type(exc).__name__, str(exc)))
    return out
