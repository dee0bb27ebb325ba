"""Find words in a grid of letters by backtracking.

A word is spelled along a path of horizontally or vertically adjacent cells, and a
path may use each cell at most once.
"""

STEPS = ((-1, 0), (1, 0), (0, -1), (0, 1))
USED = "#"


def find_path(grid, word):
    """The cells [(row, col), ...] of the first path spelling word (row-major start), or None."""
    if not word:
        return []
    board = [list(row) for row in grid]
    for r in range(len(board)):
        for c in range(len(board[r])):
            path = _extend(board, word, r, c, [])
            if path:
                return path
    return None


def _extend(board, word, r, c, path):
    """Try to continue path (spelling word[:len(path)]) with cell (r, c)."""
    if not (0 <= r < len(board) and 0 <= c < len(board[r])):
        return None
    if board[r][c] != word[len(path)]:
        return None
    path.append((r, c))
    if len(path) == len(word):
        return path
    letter = board[r][c]
    for dr, dc in STEPS:
        if _extend(board, word, r + dr, c + dc, path):
            return path
    board[r][c] = letter
    path.pop()
    return None


def contains_word(grid, word):
    """True if word can be spelled in grid."""
    return find_path(grid, word) is not None


def words_in_grid(grid, words):
    """The distinct words of `words` that the grid holds, sorted."""
    return sorted({word for word in words if contains_word(grid, word)})
