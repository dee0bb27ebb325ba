import random


def probe(import_module):
    mod = import_module("tarjan_scc")
    rng = random.Random(1106)
    out = []
    for _ in range(12):
        n = rng.randint(1, 9)
        graph = {v: [] for v in range(n)}
        for _ in range(rng.randint(0, 2 * n)):
            graph[rng.randrange(n)].append(rng.randrange(n))
        for call in (
            lambda: mod.strongly_connected_components(graph),
            lambda: sorted(mod.component_map(graph).items()),
            lambda: mod.is_strongly_connected(graph),
            lambda: mod.condensation(graph),
            lambda: mod.largest_component(graph),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
