"""Label the connected blobs of a character grid."""

from .grid import Grid
from .labeling import Labeling, label
from .unionfind import DisjointSet

__all__ = ["DisjointSet", "Grid", "Labeling", "label"]
