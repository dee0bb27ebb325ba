"""Behaviour probe: routes through generated mazes."""


def probe(import_module):
    mod = import_module("maze")
    out = []
    for seed in range(25):
        h, w = 3 + seed % 4, 4 + seed % 5
        rows = []
        for r in range(h):
            row = "".join("#" if (r * 7 + c * 3 + seed) % 5 == 0 else "." for c in range(w))
            rows.append(row)
        rows[0] = "S" + rows[0][1:]
        rows[-1] = rows[-1][:-1] + "E"
        out.append(mod.steps(rows))
        out.append(mod.reachable(rows))
        out.append(mod.draw(rows))
    return out
