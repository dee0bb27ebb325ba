"""Spiral order: reading a matrix clockwise from the outside in, and filling one that way."""


def spiral_order(matrix):
    """The entries of a rectangular matrix in clockwise spiral order from the top left."""
    out = []
    if not matrix:
        return out
    top, bottom = 0, len(matrix) - 1
    left, right = 0, len(matrix[0]) - 1
    while top <= bottom and left <= right:
        out.extend(matrix[top][left:right + 1])
        top += 1
        out.extend(matrix[row][right] for row in range(top, bottom + 1))
        right -= 1
        if top <= bottom:
            out.extend(matrix[bottom][right:left - 1:-1])
            bottom -= 1
        if left <= right:
            out.extend(matrix[row][left] for row in range(bottom, top - 1, -1))
            left += 1
    return out


def spiral_matrix(n):
    """An n x n matrix holding 1..n*n in clockwise spiral order."""
    grid = [[0] * n for _ in range(n)]
    row, col, d_row, d_col = 0, 0, 0, 1
    for value in range(1, n * n + 1):
        grid[row][col] = value
        nxt_row, nxt_col = row + d_row, col + d_col
        if not (0 <= nxt_row < n and 0 <= nxt_col < n) or grid[nxt_row][nxt_col]:
            d_row, d_col = d_col, -d_row  # turn right
        row, col = row + d_row, col + d_col
    return grid
