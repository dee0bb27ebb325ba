"""A text buffer with undoable edits, typing coalescing and find/replace."""

from dataclasses import dataclass


@dataclass
class Edit:
    """Replace `old` at `pos` by `new`; insertions and deletions are special cases."""

    pos: int
    old: str
    new: str

    def apply(self, text):
        return text[:self.pos] + self.new + text[self.pos + len(self.old):]

    def revert(self, text):
        return text[:self.pos] + self.old + text[self.pos + len(self.new):]

    def merges_with(self, other):
        """Typing: a one-character insertion right after this one, within one word."""
        return (not self.old and not other.old and len(other.new) == 1
                and other.pos == self.pos + len(self.new)
                and not other.new.isspace() and not self.new[-1:].isspace())


class Editor:
    def __init__(self, text="", history=100):
        self.text = text
        self.history = history
        self._undo = []
        self._redo = []

    def _do(self, edit, coalesce=False):
        self.text = edit.apply(self.text)
        self._redo.clear()
        if coalesce and self._undo and self._undo[-1].merges_with(edit):
            last = self._undo[-1]
            self._undo[-1] = Edit(last.pos, "", last.new + edit.new)
        else:
            self._undo.append(edit)
            if len(self._undo) > self.history:
                del self._undo[0]

    def insert(self, pos, text):
        if not 0 <= pos <= len(self.text):
            raise IndexError(pos)
        self._do(Edit(pos, "", text))

    def type(self, pos, char):
        self._do(Edit(pos, "", char), coalesce=True)

    def delete(self, start, end):
        if not 0 <= start <= end <= len(self.text):
            raise IndexError((start, end))
        self._do(Edit(start, self.text[start:end], ""))

    def undo(self):
        if not self._undo:
            return False
        edit = self._undo.pop()
        self.text = edit.revert(self.text)
        self._redo.append(edit)
        return True

    def redo(self):
        if not self._redo:
            return False
        edit = self._redo.pop()
        self.text = edit.apply(self.text)
        self._undo.append(edit)
        return True

    def find_all(self, needle):
        positions, start = [], 0
        while needle:
            pos = self.text.find(needle, start)
            if pos < 0:
                break
            positions.append(pos)
            start = pos + len(needle)
        return positions

    def replace_all(self, needle, replacement):
        """Replace every occurrence; each one is its own edit, undone from the last."""
        count = 0
        for pos in reversed(self.find_all(needle)):
            self._do(Edit(pos, needle, replacement))
            count += 1
        return count
