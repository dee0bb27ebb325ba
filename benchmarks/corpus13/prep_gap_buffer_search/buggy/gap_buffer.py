"""Gap buffer: the text-editor structure that makes edits at the cursor cheap.

The text lives in one list with a hole (the gap) at the cursor.  Typing fills
the gap from the left, backspace widens it, and moving the cursor shifts the
characters between the old and the new position across the gap.
"""


class GapBuffer:
    def __init__(self, text="", capacity=16):
        size = max(capacity, 2 * len(text), 1)
        self._buf = list(text) + [None] * (size - len(text))
        self._gap_start = len(text)
        self._gap_end = size

    def __len__(self):
        return len(self._buf) - (self._gap_end - self._gap_start)

    def __str__(self):
        return self.text()

    @property
    def cursor(self):
        return self._gap_start

    def text(self):
        return "".join(self._buf[:self._gap_start] + self._buf[self._gap_end:])

    def _ensure_gap(self, needed):
        gap = self._gap_end - self._gap_start
        if gap >= needed:
            return
        extra = max(needed - gap, len(self._buf))
        self._buf[self._gap_end:self._gap_end] = [None] * extra
        self._gap_end += extra

    def move_cursor(self, pos):
        if not 0 <= pos <= len(self):
            raise IndexError("cursor position out of range")
        if pos < self._gap_start:
            shift = self._gap_start - pos
            self._buf[self._gap_end - shift:self._gap_end] = self._buf[pos:self._gap_start]
            self._gap_start = pos
            self._gap_end -= shift
        elif pos > self._gap_start:
            shift = pos - self._gap_start
            self._buf[self._gap_start:pos] = self._buf[self._gap_end:self._gap_end + shift]
            self._gap_start = pos
            self._gap_end += shift

    def move_by(self, delta):
        """Move the cursor delta characters, clamped to the text."""
        self.move_cursor(min(max(self.cursor + delta, 0), len(self)))

    def insert(self, text):
        """Type text at the cursor; the cursor ends up after it."""
        self._ensure_gap(len(text))
        self._buf[self._gap_start:self._gap_start + len(text)] = list(text)
        self._gap_start += len(text)

    def backspace(self, count=1):
        """Delete up to count characters before the cursor; return what was removed."""
        count = min(count, self._gap_start)
        removed = "".join(self._buf[self._gap_start - count:self._gap_start])
        self._gap_start -= count
        return removed

    def delete(self, count=1):
        """Delete up to count characters after the cursor; return what was removed."""
        count = min(count, len(self._buf) - self._gap_end)
        removed = "".join(self._buf[self._gap_end:self._gap_end + count])
        self._gap_end += count
        return removed

    def search(self, needle, start=None):
        """Put the cursor on the next match of needle at or after start (default: cursor).

        Returns the match position, or -1 (cursor unchanged) if there is none.
        """
        begin = self.cursor if start is None else start
        found = self.text().find(needle, begin)
        if found < 0:
            return -1
        self.move_cursor(begin + found)
        return found

    def line_and_column(self):
        """Zero-based (line, column) of the cursor."""
        before = "".join(self._buf[:self._gap_start])
        line = before.count("\n")
        return line, len(before) - (before.rfind("\n") + 1)
