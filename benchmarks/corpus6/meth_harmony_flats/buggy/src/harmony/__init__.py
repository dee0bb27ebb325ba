"""Music theory helpers: notes, scales and chords."""

from .chords import chord, identify
from .notes import Note
from .scales import MODES, scale

__all__ = ["MODES", "Note", "chord", "identify", "scale"]
