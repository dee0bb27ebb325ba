"""Behaviour probe: candidates and solutions of puzzles made from one solved grid."""

import random

SOLVED = ("534678912672195348198342567859761423426853791713924856961537284287419635345286179")


def probe(import_module):
    mod = import_module("sudoku")
    rng = random.Random(635)
    out = []
    for _ in range(5):
        cells = list(SOLVED)
        for i in rng.sample(range(81), 30):
            cells[i] = "."
        grid = mod.parse("".join(cells))
        for _ in range(10):
            r, c = rng.randrange(9), rng.randrange(9)
            out.append(mod.candidates(grid, r, c) if grid[r][c] == 0 else grid[r][c])
        solution = mod.solve(grid)
        out.append(None if solution is None else mod.dump(solution))
    return out
