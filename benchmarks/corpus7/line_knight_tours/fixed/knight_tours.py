"""Knight's tours on small rectangular boards by backtracking: count them or find one.

A tour visits every square exactly once (it need not return to its start). Squares are
(row, column) pairs counted from 0.
"""

MOVES = ((1, 2), (2, 1), (2, -1), (1, -2), (-1, -2), (-2, -1), (-2, 1), (-1, 2))


def knight_moves(rows, cols, square):
    """The squares a knight on square can jump to, in MOVES order."""
    r, c = square
    return [(r + dr, c + dc) for dr, dc in MOVES if 0 <= r + dr < rows and 0 <= c + dc < cols]


def _check(rows, cols, start):
    if rows < 1 or cols < 1:
        raise ValueError("the board needs at least one square")
    if not (0 <= start[0] < rows and 0 <= start[1] < cols):
        raise ValueError(f"{start} is not on a {rows}x{cols} board")


def count_tours(rows, cols, start=(0, 0)):
    """How many knight's tours start on start."""
    _check(rows, cols, start)
    visited = [[False] * cols for _ in range(rows)]

    def extend(square, seen):
        if seen == rows * cols:
            return 1
        total = 0
        for r, c in knight_moves(rows, cols, square):
            if not visited[r][c]:
                visited[r][c] = True
                total += extend((r, c), seen + 1)
                visited[r][c] = False
        return total

    visited[start[0]][start[1]] = True
    return extend(start, 1)


def find_tour(rows, cols, start=(0, 0)):
    """The first tour in MOVES order as a list of squares, or None."""
    _check(rows, cols, start)
    path = [start]
    on_path = {start}

    def extend():
        if len(path) == rows * cols:
            return True
        for square in knight_moves(rows, cols, path[-1]):
            if square not in on_path:
                path.append(square)
                on_path.add(square)
                if extend():
                    return True
                on_path.discard(path.pop())
        return False

    return list(path) if extend() else None


def is_tour(path, rows, cols):
    """Whether path is a knight's tour of the board."""
    if len(path) != rows * cols or len(set(path)) != len(path):
        return False
    return all(b in knight_moves(rows, cols, a) for a, b in zip(path, path[1:]))
