"""Build and check normal magic squares of any order n >= 3.

Odd orders use the Siamese (de la Loubere) staircase, doubly even orders the
complement-the-diagonals pattern and singly even orders Strachey's method,
which glues four odd squares together and swaps a few columns.
"""


def magic_constant(n):
    """Common sum of every row, column and diagonal of a normal n x n magic square."""
    return n * (n * n + 1) // 2


def is_magic(square):
    """True if square holds 1..n*n once each with equal line sums."""
    n = len(square)
    if n == 0 or any(len(row) != n for row in square):
        return False
    if sorted(v for row in square for v in row) != list(range(1, n * n + 1)):
        return False
    target = magic_constant(n)
    lines = [list(row) for row in square]
    lines += [[square[r][c] for r in range(n)] for c in range(n)]
    lines.append([square[i][i] for i in range(n)])
    lines.append([square[i][n - 1 - i] for i in range(n)])
    return all(sum(line) == target for line in lines)


def _siamese(n):
    """Odd order: start top middle, move up-right, drop down when the cell is taken."""
    square = [[0] * n for _ in range(n)]
    r, c = 0, n // 2
    for value in range(1, n * n + 1):
        square[r][c] = value
        nr, nc = (r - 1) % n, (c + 1) % n
        if square[nr][nc]:
            nr, nc = (nr + 1) % n, c
        r, c = nr, nc
    return square


def _doubly_even(n):
    """Order divisible by 4: count up, then complement cells on the 4x4 diagonals."""
    square = [[r * n + c + 1 for c in range(n)] for r in range(n)]
    for r in range(n):
        for c in range(n):
            if (r % 4 in (0, 3)) == (c % 4 in (0, 3)):
                square[r][c] = n * n + 1 - square[r][c]
    return square


def _strachey(n):
    """Singly even order n = 4k + 2 from four odd squares of order n // 2."""
    m = n // 2
    k = (n - 2) // 4
    base = _siamese(m)
    square = [[0] * n for _ in range(n)]
    for r in range(m):
        for c in range(m):
            v = base[r][c]
            square[r][c] = v
            square[r + m][c + m] = v + m * m
            square[r][c + m] = v + 2 * m * m
            square[r + m][c] = v + 3 * m * m
    for r in range(m):
        cols = list(range(k))
        if r == m // 2:
            cols = list(range(1, k + 1))
        cols += list(range(n - k + 1, n))
        for c in cols:
            square[r][c], square[r + m][c] = square[r + m][c], square[r][c]
    return square


def magic_square(n):
    """A normal magic square of order n (n >= 3)."""
    if n < 3:
        raise ValueError("magic squares exist only for n >= 3")
    if n % 2 == 1:
        return _siamese(n)
    if n % 4 == 0:
        return _doubly_even(n)
    return _strachey(n)


def format_square(square):
    """Right-aligned text grid, one row per line."""
    width = len(str(len(square) ** 2))
    return "\n".join(" ".join(str(v).rjust(width) for v in row) for row in square)
