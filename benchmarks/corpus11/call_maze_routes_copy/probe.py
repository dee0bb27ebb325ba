import random


def probe(import_module):
    mod = import_module("maze_routes")
    rng = random.Random(8080)
    out = []
    for _ in range(12):
        h, w = rng.randint(1, 4), rng.randint(1, 4)
        maze = ["".join("#" if rng.random() < 0.25 else "." for _ in range(w)) for _ in range(h)]
        for call in (
            lambda: mod.count_routes(maze),
            lambda: sorted(mod.all_routes(maze)),
            lambda: mod.shortest_route(maze),
            lambda: mod.longest_route(maze),
            lambda: mod.route_moves(mod.shortest_route(maze) or []),
            lambda: mod.is_open(maze, rng.randint(-1, h), rng.randint(-1, w)),
        ):
            try:
                out.append(call())
            except Exception as e:
                out.append(repr(type(e).__name__))
    return out
