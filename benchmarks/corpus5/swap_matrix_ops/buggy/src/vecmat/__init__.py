"""vecmat: vectors and matrices for small exact computations."""

from .linalg import SingularMatrixError, inverse, rank, solve
from .matrix import Matrix, ShapeError
from .vector import Vector

__all__ = ["Matrix", "ShapeError", "SingularMatrixError", "Vector", "inverse", "rank", "solve"]
