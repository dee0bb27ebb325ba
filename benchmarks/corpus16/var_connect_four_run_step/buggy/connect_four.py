"""Connect Four: drop discs into a grid and detect lines of four."""

EMPTY = "."
DIRECTIONS = [(0, 1), (1, 0), (1, 1), (1, -1)]


class ColumnFull(ValueError):
    """The chosen column has no free slot."""


class Board:
    def __init__(self, rows=6, cols=7, connect=4):
        self.rows, self.cols, self.connect = rows, cols, connect
        self.grid = [[EMPTY] * cols for _ in range(rows)]  # grid[0] is the bottom row
        self.heights = [0] * cols

    def drop(self, col, disc):
        """Drop a disc into a column; return the row where it lands."""
        if not 0 <= col < self.cols:
            raise IndexError(f"no column {col}")
        row = self.heights[col]
        if row == self.rows:
            raise ColumnFull(f"column {col} is full")
        self.grid[row][col] = disc
        self.heights[col] += 1
        return row

    def lift(self, col):
        """Take the top disc back out of a column."""
        self.heights[col] -= 1
        self.grid[self.heights[col]][col] = EMPTY

    def valid_moves(self):
        return [col for col in range(self.cols) if self.heights[col] < self.rows]

    def is_full(self):
        return not self.valid_moves()

    def _run_length(self, row, col, dr, dc):
        """How many discs equal to the one at (row, col) follow it in direction (dr, dc)."""
        disc = self.grid[row][col]
        length = 0
        r, c = row + dr, col + dc
        while 0 <= r < self.rows and 0 <= c < self.cols and self.grid[r][c] == disc:
            length += 1
            r += dr
            c += dr
        return length

    def line_through(self, row, col):
        """Length of the longest straight line of equal discs through (row, col)."""
        return max(1 + self._run_length(row, col, dr, dc) + self._run_length(row, col, -dr, -dc)
                   for dr, dc in DIRECTIONS)

    def wins_at(self, row, col):
        return self.grid[row][col] != EMPTY and self.line_through(row, col) >= self.connect

    def render(self):
        return "\n".join("".join(row) for row in reversed(self.grid))

    @classmethod
    def from_text(cls, text, connect=4):
        """Build a board from rendered text (top row first)."""
        lines = [line.strip() for line in text.strip().splitlines()]
        board = cls(len(lines), len(lines[0]), connect)
        for row, line in enumerate(reversed(lines)):
            for col, disc in enumerate(line):
                if disc != EMPTY:
                    board.grid[row][col] = disc
                    board.heights[col] = row + 1
        return board


class Game:
    def __init__(self, players=("X", "O"), **board_options):
        self.board = Board(**board_options)
        self.players = players
        self.turn = 0
        self.winner = None

    @property
    def over(self):
        return self.winner is not None or self.board.is_full()

    def play(self, col):
        if self.over:
            raise ValueError("the game is over")
        disc = self.players[self.turn % 2]
        row = self.board.drop(col, disc)
        if self.board.wins_at(row, col):
            self.winner = disc
        self.turn += 1
        return row

    def play_all(self, moves):
        for col in moves:
            self.play(col)
        return self.winner


def winning_move(board, disc):
    """A column where dropping disc wins at once, or None."""
    for col in board.valid_moves():
        row = board.drop(col, disc)
        won = board.wins_at(row, col)
        board.lift(col)
        if won:
            return col
    return None
