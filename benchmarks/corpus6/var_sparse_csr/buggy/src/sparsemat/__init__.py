"""Sparse matrices: build with DOKMatrix, compute with CSRMatrix."""

from .csr import CSRMatrix
from .dok import DOKMatrix
from .ops import from_dense, identity, kron, to_dense

__all__ = ["CSRMatrix", "DOKMatrix", "from_dense", "identity", "kron", "to_dense"]
