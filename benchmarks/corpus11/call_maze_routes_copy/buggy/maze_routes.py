"""Every simple route through a small maze, found by backtracking."""

WALL = "#"
MOVES = {"D": (1, 0), "R": (0, 1), "U": (-1, 0), "L": (0, -1)}


def parse_maze(text):
    """Rows of a maze drawn with '.' for open cells and '#' for walls."""
    return [line.strip() for line in text.strip().splitlines() if line.strip()]


def is_open(maze, r, c):
    """True if (r, c) lies inside the maze and is not a wall."""
    return 0 <= r < len(maze) and 0 <= c < len(maze[r]) and maze[r][c] != WALL


def all_routes(maze, start=(0, 0), goal=None):
    """All routes (lists of cells) from start to goal that visit no cell twice."""
    if goal is None:
        goal = (len(maze) - 1, len(maze[-1]) - 1) if maze else (0, 0)
    if not (is_open(maze, *start) and is_open(maze, *goal)):
        return []
    routes = []
    path = [start]
    seen = {start}

    def walk(cell):
        if cell == goal:
            routes.append(path)
            return
        for dr, dc in MOVES.values():
            nxt = (cell[0] + dr, cell[1] + dc)
            if nxt not in seen and is_open(maze, *nxt):
                seen.add(nxt)
                path.append(nxt)
                walk(nxt)
                path.pop()
                seen.remove(nxt)

    walk(start)
    return routes


def count_routes(maze, start=(0, 0), goal=None):
    """Number of simple routes from start to goal."""
    return len(all_routes(maze, start, goal))


def shortest_route(maze, start=(0, 0), goal=None):
    """A route with the fewest cells (the first one found), or None."""
    return min(all_routes(maze, start, goal), key=len, default=None)


def longest_route(maze, start=(0, 0), goal=None):
    """A route with the most cells (the first one found), or None."""
    return max(all_routes(maze, start, goal), key=len, default=None)


def route_moves(route):
    """Spell a route as move letters, e.g. [(0, 0), (0, 1), (1, 1)] -> 'RD'."""
    names = {step: name for name, step in MOVES.items()}
    return "".join(names[(b[0] - a[0], b[1] - a[1])] for a, b in zip(route, route[1:]))
