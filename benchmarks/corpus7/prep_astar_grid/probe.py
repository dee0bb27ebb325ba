"""Behaviour probe: cheapest routes over generated weighted grids."""


def probe(import_module):
    grid_mod = import_module("grid")
    mod = import_module("astar")
    out = []
    for seed in range(20):
        h, w = 3 + seed % 3, 4 + seed % 4
        lines = []
        for r in range(h):
            lines.append("".join(
                "#" if (r * 5 + c * 3 + seed) % 7 == 0 and (r, c) not in ((0, 0), (h - 1, w - 1))
                else str(1 + (r * c + seed) % 9) for c in range(w)))
        grid = grid_mod.parse(lines)
        cost, path = mod.astar(grid, (0, 0), (h - 1, w - 1))
        out.append(cost)
        out.append(path)
        try:
            out.append(mod.uniform_cost(grid, (h - 1, w - 1), (h - 1, 0)))
        except Exception as exc:  # noqa: BLE001 - the exception type is the observation
            out.append(type(exc).__name__)
    return out
