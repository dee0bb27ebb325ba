"""minipack: MessagePack for plain Python values."""

from .decoder import UnpackError, unpackb
from .encoder import PackError, packb

__all__ = ["PackError", "UnpackError", "packb", "unpackb"]
