"""The n-queens puzzle by backtracking: all solutions, their count, and a board printout."""


def solve(n):
    """Every way to place n non-attacking queens, each as the queen's column in rows 0..n-1."""
    solutions = []
    placement = []
    columns, diagonals, anti_diagonals = set(), set(), set()

    def place(row):
        if row == n:
            solutions.append(list(placement))
            return
        for col in range(n):
            if col in columns or row - col in diagonals or row + col in anti_diagonals:
                continue
            columns.add(col)
            diagonals.add(row - col)
            anti_diagonals.add(row + col)
            placement.append(col)
            place(row + 1)
            placement.pop()
            anti_diagonals.remove(row + col)
            diagonals.remove(row - col)
            columns.remove(col)

    place(0)
    return solutions


def count_solutions(n):
    return len(solve(n))


def is_valid(placement):
    """True if no two queens (column per row) attack each other."""
    for r1, c1 in enumerate(placement):
        for r2 in range(r1 + 1, len(placement)):
            c2 = placement[r2]
            if c1 == c2 or abs(c1 - c2) == r2 - r1:
                return False
    return True


def render(placement):
    """The board as strings, Q for a queen and . for an empty square."""
    n = len(placement)
    return ["." * col + "Q" + "." * (n - col - 1) for col in placement]
