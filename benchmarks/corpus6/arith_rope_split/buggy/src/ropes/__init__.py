"""Immutable ropes: strings as balanced trees of chunks."""

from .rope import Rope

__all__ = ["Rope"]
