"""Chess positions from FEN strings, with attack maps and pseudo-legal moves."""

from .board import Board, square, square_name
from .fen import START, FenError, parse_fen

__all__ = ["START", "Board", "FenError", "parse_fen", "square", "square_name"]
