"""How rot spreads through a crate of oranges: multi-source BFS on a grid."""

from collections import deque

EMPTY, FRESH, ROTTEN = 0, 1, 2
SYMBOLS = {".": EMPTY, "o": FRESH, "x": ROTTEN}


def parse_crate(text):
    """Grid of cell states from lines of '.', 'o' (fresh) and 'x' (rotten)."""
    lines = [line.strip() for line in text.strip().splitlines() if line.strip()]
    return [[SYMBOLS[ch] for ch in line] for line in lines]


def count_cells(grid, state):
    """Number of cells in the given state."""
    return sum(row.count(state) for row in grid)


def rot_times(grid):
    """Minute at which each orange is rotten (0 for the rotten ones, None if never)."""
    height, width = len(grid), len(grid[0]) if grid else 0
    times = [[None] * width for _ in range(height)]
    queue = deque()
    for r in range(height):
        for c in range(width):
            if grid[r][c] == ROTTEN:
                times[r][c] = 0
                queue.append((r, c))
    while queue:
        r, c = queue.popleft()
        for dr, dc in ((1, 0), (-1, 0), (0, 1), (0, -1)):
            nr, nc = r + dr, c + dc
            if (0 <= nr < height and 0 <= nc < width and grid[nr][nc] == FRESH
                    and times[nr][nc] is None):
                times[nr][nc] = times[r][c] + 1
                queue.append((nr, nc))
    return times


def safe_oranges(grid):
    """Fresh oranges that rot never reaches, in reading order."""
    times = rot_times(grid)
    return [(r, c) for r, row in enumerate(grid) for c, cell in enumerate(row)
            if cell == FRESH and times[r][c] is None]


def minutes_to_rot(grid):
    """Minutes until no fresh orange is left, or -1 if some never rot."""
    if safe_oranges(grid):
        return -1
    return max((t for row in rot_times(grid) for t in row if t is not None), default=0)


def crate_after(grid, minutes):
    """The grid as it looks after the given number of minutes."""
    times = rot_times(grid)
    return [[ROTTEN if cell == FRESH and times[r][c] is not None and times[r][c] <= minutes
             else cell for c, cell in enumerate(row)] for r, row in enumerate(grid)]
