"""Shortest routes through a text maze by breadth-first search.

A maze is a list of equal-length strings: '#' is a wall, 'S' the start, 'E' the exit and
any other character open floor. Moves go up, down, left and right.
"""

from collections import deque

MOVES = ((-1, 0), (0, 1), (1, 0), (0, -1))


def find(maze, mark):
    for r, row in enumerate(maze):
        c = row.find(mark)
        if c != -1:
            return r, c
    raise ValueError(f"the maze has no {mark!r}")


def neighbours(maze, cell):
    r, c = cell
    for dr, dc in MOVES:
        nr, nc = r + dr, c + dc
        if 0 <= nr < len(maze) and 0 <= nc < len(maze[nr]) and maze[nr][nc] != "#":
            yield nr, nc


def _search(maze, start):
    """Breadth-first predecessors of every cell reachable from start."""
    prev = {start: None}
    queue = deque([start])
    while queue:
        cell = queue.pop()
        for nxt in neighbours(maze, cell):
            if nxt not in prev:
                prev[nxt] = cell
                queue.append(nxt)
    return prev


def shortest_path(maze):
    """The cells of a shortest route from S to E (both included), or None."""
    start, end = find(maze, "S"), find(maze, "E")
    prev = _search(maze, start)
    if end not in prev:
        return None
    path = [end]
    while prev[path[-1]] is not None:
        path.append(prev[path[-1]])
    return path[::-1]


def steps(maze):
    """The number of moves on a shortest route, or -1 if E cannot be reached."""
    path = shortest_path(maze)
    return -1 if path is None else len(path) - 1


def reachable(maze):
    """How many open cells (S included) can be reached from S."""
    return len(_search(maze, find(maze, "S")))


def draw(maze):
    """The maze with the floor of a shortest route marked by '*'."""
    rows = [list(row) for row in maze]
    for r, c in shortest_path(maze) or []:
        if rows[r][c] not in "SE":
            rows[r][c] = "*"
    return ["".join(row) for row in rows]
