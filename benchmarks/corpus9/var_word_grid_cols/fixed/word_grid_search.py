"""Find words traced through a letter grid by backtracking over adjacent cells."""

STEPS = ((0, 1), (1, 0), (0, -1), (-1, 0))


def find_path(board, word):
    """Cells spelling word through orthogonally adjacent cells, each used once, or None.

    Starting cells are tried in reading order and neighbours in the order of STEPS.
    """
    rows = len(board)
    cols = len(board[0]) if rows else 0
    path = []
    used = set()

    def trace(r, c, k):
        if not (0 <= r < rows and 0 <= c < cols):
            return False
        if (r, c) in used or board[r][c] != word[k]:
            return False
        path.append((r, c))
        used.add((r, c))
        if k == len(word) - 1:
            return True
        for dr, dc in STEPS:
            if trace(r + dr, c + dc, k + 1):
                return True
        path.pop()
        used.discard((r, c))
        return False

    if not word:
        return []
    for r in range(rows):
        for c in range(cols):
            if trace(r, c, 0):
                return path
    return None


def contains(board, word):
    return find_path(board, word) is not None


def words_in(board, words):
    """The given words that can be traced on the board, sorted and without repeats."""
    return sorted({word for word in words if contains(board, word)})
