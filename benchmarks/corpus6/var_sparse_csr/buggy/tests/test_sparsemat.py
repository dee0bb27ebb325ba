import pytest
from sparsemat import CSRMatrix, DOKMatrix, from_dense, identity, kron, to_dense


@pytest.fixture
def a():
    return from_dense([[1, 0, 2], [0, 3, 0]])


@pytest.fixture
def b():
    return from_dense([[0, 1], [4, 0], [5, 6]])


def test_from_dense_drops_zeros(a):
    assert a.nnz == 3
    assert a.indptr == [0, 2, 3]
    assert a.indices == [0, 2, 1]


def test_round_trip_through_dense(a):
    assert to_dense(a) == [[1, 0, 2], [0, 3, 0]]


def test_matvec(a):
    assert a.matvec([1, 1, 1]) == [3, 3]
    assert a.matvec([2, 0, -1]) == [0, 0]


def test_matvec_rejects_wrong_length(a):
    with pytest.raises(ValueError, match="length 2"):
        a.matvec([1, 2])


def test_matmul_by_identity_is_unchanged(a):
    assert a @ identity(3) == a
    assert identity(2) @ a == a


def test_matmul_rectangular(a, b):
    assert to_dense(a @ b) == [[10, 13], [12, 0]]


def test_matmul_shape_mismatch(a):
    with pytest.raises(ValueError, match="cannot multiply"):
        a @ a


def test_transpose(a):
    assert to_dense(a.transpose()) == [[1, 0], [0, 3], [2, 0]]
    assert a.transpose().transpose() == a


def test_gram_matrix_is_symmetric(b):
    gram = b.transpose() @ b
    assert to_dense(gram) == [[41, 30], [30, 37]]
    assert gram == gram.transpose()


def test_add_cancels_to_empty(a):
    assert (a + a.scale(-1)).nnz == 0


def test_dok_accumulates_and_converts():
    dok = DOKMatrix(2, 2)
    dok.add(0, 1, 2)
    dok.add(0, 1, 3)
    dok[1, 0] = 7
    dok[1, 0] = 0
    assert dok.nnz == 1
    assert to_dense(dok.tocsr()) == [[0, 5], [0, 0]]


def test_dok_bounds():
    dok = DOKMatrix(2, 3)
    with pytest.raises(IndexError):
        dok[2, 0] = 1


@pytest.mark.parametrize("n", [0, 1, 4])
def test_kron_of_identities(n):
    assert kron(identity(n), identity(2)) == identity(2 * n)


def test_kron_blocks():
    k = kron(from_dense([[1, 2]]), from_dense([[0, 1], [1, 0]]))
    assert to_dense(k) == [[0, 1, 0, 2], [1, 0, 2, 0]]


def test_bad_indptr():
    with pytest.raises(ValueError):
        CSRMatrix((2, 2), [0, 1], [0], [1])
