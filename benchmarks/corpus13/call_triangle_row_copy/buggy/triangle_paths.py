"""Best top-to-bottom paths through a number triangle.

From position c of a row a path may step to position c or c + 1 of the next
row.  The sums are computed bottom-up: the last row is copied into a working
row that is collapsed one row at a time, so the triangle is never changed.
"""


def validate(triangle):
    """Raise ValueError unless row r of triangle has exactly r + 1 numbers."""
    for r, row in enumerate(triangle):
        if len(row) != r + 1:
            raise ValueError(f"row {r} has {len(row)} numbers, expected {r + 1}")


def _collapse(triangle, choose):
    """Best path sum from the apex, picking children with choose (min or max)."""
    validate(triangle)
    if not triangle:
        return 0
    best = triangle[-1]
    for r in range(len(triangle) - 2, -1, -1):
        row = triangle[r]
        for c in range(r + 1):
            best[c] = row[c] + choose(best[c], best[c + 1])
    return best[0]


def min_path_sum(triangle):
    """Smallest sum over all top-to-bottom paths."""
    return _collapse(triangle, min)


def max_path_sum(triangle):
    """Largest sum over all top-to-bottom paths."""
    return _collapse(triangle, max)


def best_path(triangle, choose=min):
    """The values along a best path (ties go to the left child)."""
    validate(triangle)
    if not triangle:
        return []
    table = [list(row) for row in triangle]
    for r in range(len(table) - 2, -1, -1):
        for c in range(r + 1):
            table[r][c] += choose(table[r + 1][c], table[r + 1][c + 1])
    path, c = [triangle[0][0]], 0
    for r in range(1, len(triangle)):
        if table[r][c + 1] == choose(table[r][c], table[r][c + 1]) != table[r][c]:
            c += 1
        path.append(triangle[r][c])
    return path


def count_paths(triangle):
    """Number of distinct top-to-bottom paths (2 ** (rows - 1))."""
    validate(triangle)
    return 2 ** (len(triangle) - 1) if triangle else 0


def parse_triangle(text):
    """Read a triangle of whitespace-separated integers, one row per line."""
    rows = [[int(tok) for tok in line.split()] for line in text.strip().splitlines()]
    validate(rows)
    return rows
