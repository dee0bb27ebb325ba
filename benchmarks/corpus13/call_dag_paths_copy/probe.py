import random


def probe(import_module):
    mod = import_module("dag_paths")
    rng = random.Random(5151)
    out = []
    for _ in range(50):
        n = rng.randint(1, 7)
        graph = {u: sorted(rng.sample(range(u + 1, n), rng.randint(0, n - u - 1)))
                 for u in range(n) if rng.random() < 0.9}
        if rng.random() < 0.15 and n > 1:
            graph.setdefault(n - 1, []).append(0)
        s, t = rng.randrange(n), rng.randrange(n)
        for fn in (mod.all_paths, mod.longest_path, mod.count_paths, mod.critical_vertices):
            try:
                out.append(fn(graph, s, t))
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
