"""A piece table: the text buffer behind many editors.

The document is never copied. It is a list of pieces, each a span of one of two
buffers: the original text (read-only) or the add buffer, which only ever grows as text
is typed. Inserting and deleting split pieces and edit the piece list.
"""

from collections import namedtuple

Piece = namedtuple("Piece", "source start length")


class PieceTable:
    def __init__(self, text=""):
        self.buffers = {"original": text, "added": ""}
        self.pieces = [Piece("original", 0, len(text))] if text else []

    def __len__(self):
        return sum(piece.length for piece in self.pieces)

    def _piece_text(self, piece):
        return self.buffers[piece.source][piece.start:piece.start + piece.length]

    def text(self):
        return "".join(self._piece_text(piece) for piece in self.pieces)

    def _locate(self, pos):
        """(index of the piece holding document position pos, offset inside it)."""
        start = 0
        for index, piece in enumerate(self.pieces):
            if pos < start + piece.length:
                return index, pos + start
            start += piece.length
        return len(self.pieces), pos - start

    def _split(self, pos):
        """Make pos a piece boundary; return the index of the piece that starts there."""
        index, offset = self._locate(pos)
        if offset == 0:
            return index
        piece = self.pieces[index]
        left = Piece(piece.source, piece.start, offset)
        right = Piece(piece.source, piece.start + offset, piece.length - offset)
        self.pieces[index:index + 1] = [left, right]
        return index + 1

    def _check(self, pos, length=0):
        if pos < 0 or length < 0 or pos + length > len(self):
            raise IndexError("position outside the document")

    def insert(self, pos, text):
        """Insert text so that it starts at document position pos."""
        self._check(pos)
        if not text:
            return
        index = self._split(pos)
        added = self.buffers["added"]
        self.pieces.insert(index, Piece("added", len(added), len(text)))
        self.buffers["added"] = added + text

    def delete(self, pos, length):
        """Remove `length` characters starting at pos."""
        self._check(pos, length)
        if length == 0:
            return
        first = self._split(pos)
        last = self._split(pos + length)
        del self.pieces[first:last]

    def char_at(self, pos):
        self._check(pos, 1)
        index, offset = self._locate(pos)
        piece = self.pieces[index]
        return self.buffers[piece.source][piece.start + offset]
