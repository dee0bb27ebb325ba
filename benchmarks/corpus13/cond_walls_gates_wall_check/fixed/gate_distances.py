"""Walls and gates: distance from every open cell of a floor plan to its nearest gate.

The plan is a list of equal-length strings using '#' for walls, 'G' for gates and
'.' for open floor.  All gates are pushed on one queue, so a single breadth-first
search labels every cell with the number of steps to the closest gate.
"""

from collections import deque

WALL = "#"
GATE = "G"
OPEN = "."
_STEPS = ((-1, 0), (0, -1), (0, 1), (1, 0))


def parse_plan(text):
    """Turn a multi-line map into a list of rows, checking its shape and symbols."""
    rows = [line.strip() for line in text.strip().splitlines() if line.strip()]
    if not rows:
        raise ValueError("empty plan")
    width = len(rows[0])
    for row in rows:
        if len(row) != width:
            raise ValueError("rows have different lengths")
        if set(row) - {WALL, GATE, OPEN}:
            raise ValueError(f"unknown symbol in row {row!r}")
    return rows


def find_gates(plan):
    """(row, col) of every gate, in reading order."""
    return [(r, c) for r, row in enumerate(plan) for c, cell in enumerate(row) if cell == GATE]


def _spread(plan, sources):
    """Multi-source BFS; returns (dist, origin) grids, None where a cell is not reached."""
    rows, cols = len(plan), len(plan[0])
    dist = [[None] * cols for _ in range(rows)]
    origin = [[None] * cols for _ in range(rows)]
    queue = deque()
    for r, c in sources:
        dist[r][c] = 0
        origin[r][c] = (r, c)
        queue.append((r, c))
    while queue:
        r, c = queue.popleft()
        for dr, dc in _STEPS:
            nr, nc = r + dr, c + dc
            if (0 <= nr < rows and 0 <= nc < cols
                    and plan[nr][nc] != WALL
                    and dist[nr][nc] is None):
                dist[nr][nc] = dist[r][c] + 1
                origin[nr][nc] = origin[r][c]
                queue.append((nr, nc))
    return dist, origin


def gate_distances(plan):
    """Steps from each cell to the nearest gate (None for walls and sealed-off cells)."""
    return _spread(plan, find_gates(plan))[0]


def nearest_gate(plan, cell):
    """The gate closest to cell (ties go to the gate found first), or None."""
    r, c = cell
    if plan[r][c] == WALL:
        raise ValueError(f"{cell} is a wall")
    return _spread(plan, find_gates(plan))[1][r][c]


def farthest_cell(plan):
    """(steps, cell) of the open cell that is farthest from every gate, or None."""
    dist = gate_distances(plan)
    best = None
    for r, row in enumerate(dist):
        for c, d in enumerate(row):
            if d is not None and (best is None or d > best[0]):
                best = (d, (r, c))
    return best


def sealed_cells(plan):
    """Open cells from which no gate can be reached."""
    dist = gate_distances(plan)
    return [(r, c) for r, row in enumerate(plan) for c, cell in enumerate(row)
            if cell == OPEN and dist[r][c] is None]


def render(plan):
    """Draw the distance map: walls stay '#', distances over 9 become '+', sealed '?'."""
    dist = gate_distances(plan)
    lines = []
    for r, row in enumerate(plan):
        out = []
        for c, cell in enumerate(row):
            d = dist[r][c]
            if cell == WALL:
                out.append(WALL)
            elif d is None:
                out.append("?")
            else:
                out.append(str(d) if d <= 9 else "+")
        lines.append("".join(out))
    return "\n".join(lines)
