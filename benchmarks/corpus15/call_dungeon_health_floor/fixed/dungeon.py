"""The dungeon game: the least starting health that crosses a grid alive.

A hero starts in the top-left room and walks right or down to the bottom-right room.
Each room adds its value to the hero's health (negative values are damage); the health
must stay at least 1 on entering every room, the first and the last included.
"""


def _check(grid):
    if not grid or not grid[0]:
        raise ValueError("the dungeon needs at least one room")
    if any(len(row) != len(grid[0]) for row in grid):
        raise ValueError("all rows must have the same length")


def _need_table(grid):
    """need[i][j]: the least health with which the hero can enter room (i, j) and survive."""
    rows, cols = len(grid), len(grid[0])
    inf = float("inf")
    need = [[inf] * (cols + 1) for _ in range(rows + 1)]
    need[rows][cols - 1] = need[rows - 1][cols] = 1
    for i in range(rows - 1, -1, -1):
        for j in range(cols - 1, -1, -1):
            best = min(need[i + 1][j], need[i][j + 1])
            need[i][j] = max(1, best - grid[i][j])
    return need


def min_initial_health(grid):
    """The least health the hero must start with."""
    _check(grid)
    return _need_table(grid)[0][0]


def best_path(grid):
    """A path (list of (row, col) rooms) that the hero survives with min_initial_health."""
    _check(grid)
    need = _need_table(grid)
    rows, cols = len(grid), len(grid[0])
    i = j = 0
    path = [(0, 0)]
    while (i, j) != (rows - 1, cols - 1):
        if j == cols - 1 or (i < rows - 1 and need[i + 1][j] <= need[i][j + 1]):
            i += 1
        else:
            j += 1
        path.append((i, j))
    return path


def health_along(grid, path, start):
    """The health on leaving each room of path, starting with `start` health."""
    health, trace = start, []
    for i, j in path:
        health += grid[i][j]
        trace.append(health)
    return trace


def survives(grid, path, start):
    """True if the hero keeps at least 1 health in every room of path."""
    return all(h >= 1 for h in health_along(grid, path, start))


def all_paths(rows, cols):
    """Every right/down path through a rows x cols grid (for small grids)."""
    if rows == 1 and cols == 1:
        return [[(0, 0)]]
    paths = []
    if rows > 1:
        paths += [[(0, 0)] + [(i + 1, j) for i, j in p] for p in all_paths(rows - 1, cols)]
    if cols > 1:
        paths += [[(0, 0)] + [(i, j + 1) for i, j in p] for p in all_paths(rows, cols - 1)]
    return paths


def brute_force_health(grid):
    """min_initial_health by trying every path (exponential; for checking)."""
    _check(grid)
    best = None
    for path in all_paths(len(grid), len(grid[0])):
        lowest = min(health_along(grid, path, 0))
        start = max(1, 1 - lowest)
        best = start if best is None else min(best, start)
    return best
