"""Compressed sparse row matrices."""

from __future__ import annotations

from collections.abc import Iterable, Sequence


class CSRMatrix:
    """An immutable sparse matrix in compressed-row form."""

    def __init__(
        self,
        shape: tuple[int, int],
        indptr: Sequence[int],
        indices: Sequence[int],
        data: Sequence[float],
    ) -> None:
        if len(indptr) != shape[0] + 1:
            raise ValueError("indptr must have one entry per row plus one")
        if len(indices) != len(data) or indptr[-1] != len(data):
            raise ValueError("indices and data disagree with indptr")
        self.shape = shape
        self.indptr = list(indptr)
        self.indices = list(indices)
        self.data = list(data)

    @classmethod
    def from_triples(
        cls, shape: tuple[int, int], triples: Iterable[tuple[int, int, float]]
    ) -> CSRMatrix:
        rows: list[dict[int, float]] = [{} for _ in range(shape[0])]
        for row, col, value in triples:
            rows[row][col] = rows[row].get(col, 0) + value
        indptr, indices, data = [0], [], []
        for row in rows:
            for col in sorted(row):
                if row[col] != 0:
                    indices.append(col)
                    data.append(row[col])
            indptr.append(len(data))
        return cls(shape, indptr, indices, data)

    @property
    def nnz(self) -> int:
        return len(self.data)

    def row(self, i: int) -> dict[int, float]:
        start, stop = self.indptr[i], self.indptr[i + 1]
        return dict(zip(self.indices[start:stop], self.data[start:stop], strict=True))

    def triples(self) -> Iterable[tuple[int, int, float]]:
        for i in range(self.shape[0]):
            for k in range(self.indptr[i], self.indptr[i + 1]):
                yield i, self.indices[k], self.data[k]

    def get(self, i: int, j: int) -> float:
        return self.row(i).get(j, 0)

    def matvec(self, vector: Sequence[float]) -> list[float]:
        if len(vector) != self.shape[1]:
            raise ValueError(f"vector of length {len(vector)} for {self.shape[1]} columns")
        out = []
        for i in range(self.shape[0]):
            acc = 0
            for k in range(self.indptr[i], self.indptr[i + 1]):
                acc += self.data[k] * vector[self.indices[k]]
            out.append(acc)
        return out

    def transpose(self) -> CSRMatrix:
        rows, cols = self.shape
        return CSRMatrix.from_triples((cols, rows), ((j, i, v) for i, j, v in self.triples()))

    def matmul(self, other: CSRMatrix) -> CSRMatrix:
        if self.shape[1] != other.shape[0]:
            raise ValueError(f"cannot multiply {self.shape} by {other.shape}")
        triples = []
        for i in range(self.shape[0]):
            acc: dict[int, float] = {}
            for k in range(self.indptr[i], self.indptr[i + 1]):
                a_col, a_val = self.indices[k], self.data[k]
                for m in range(other.indptr[i], other.indptr[i + 1]):
                    j = other.indices[m]
                    acc[j] = acc.get(j, 0) + a_val * other.data[m]
            triples.extend((i, j, v) for j, v in acc.items())
        return CSRMatrix.from_triples((self.shape[0], other.shape[1]), triples)

    __matmul__ = matmul

    def scale(self, factor: float) -> CSRMatrix:
        scaled = ((i, j, v * factor) for i, j, v in self.triples())
        return CSRMatrix.from_triples(self.shape, scaled)

    def __add__(self, other: CSRMatrix) -> CSRMatrix:
        if self.shape != other.shape:
            raise ValueError(f"cannot add {self.shape} and {other.shape}")
        return CSRMatrix.from_triples(self.shape, [*self.triples(), *other.triples()])

    def __eq__(self, other: object) -> bool:
        if not isinstance(other, CSRMatrix):
            return NotImplemented
        return self.shape == other.shape and list(self.triples()) == list(other.triples())

    def __repr__(self) -> str:
        return f"CSRMatrix(shape={self.shape}, nnz={self.nnz})"
