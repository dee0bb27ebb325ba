"""Matrix-chain ordering: where to put the parentheses in A1 A2 ... An to multiply cheapest.

Matrix Ai has dims[i - 1] rows and dims[i] columns; costs count scalar multiplications.
"""


def _check(dims):
    if len(dims) < 2:
        raise ValueError("a chain needs at least one matrix (two dimensions)")
    if any(d <= 0 for d in dims):
        raise ValueError("dimensions must be positive")


def _solve(dims):
    """Memo of (cost, split) for every sub-chain i..j of matrices (0-based, inclusive)."""
    memo = {}

    def best(i, j):
        if i == j:
            return 0
        if (i, j) not in memo:
            options = []
            for k in range(i, j):
                cost = best(i, k) + best(k + 1, j) + dims[i] * dims[k + 1] * dims[j + 1]
                options.append((cost, k))
            memo[i, j] = min(options)
        return memo[i, j][0]

    best(0, len(dims) - 2)
    return memo


def min_cost(dims):
    """The fewest scalar multiplications that compute the whole product."""
    _check(dims)
    memo = _solve(dims)
    n = len(dims) - 1
    return memo[0, n - 1][0] if n > 1 else 0


def parenthesize(dims, names="ABCDEFGHIJKLMNOPQRSTUVWXYZ"):
    """An optimal order as text, e.g. '(A(BC))'; the first best split wins ties."""
    _check(dims)
    memo = _solve(dims)

    def show(i, j):
        if i == j:
            return names[i]
        k = memo[i, j][1]
        return "(" + show(i, k) + show(k + 1, j) + ")"

    return show(0, len(dims) - 2)


def left_to_right_cost(dims):
    """The cost of multiplying strictly from the left, ((AB)C)D..., for comparison."""
    _check(dims)
    total = 0
    for k in range(1, len(dims) - 1):
        total += dims[0] * dims[k] * dims[k + 1]
    return total
