import pytest

from bankers import (UnsafeRequest, is_safe, need_matrix, release_resources,
                     request_resources, safe_sequence, total_resources)

AVAILABLE = [3, 3, 2]
MAXIMUM = [[7, 5, 3], [3, 2, 2], [9, 0, 2], [2, 2, 2], [4, 3, 3]]
ALLOCATION = [[0, 1, 0], [2, 0, 0], [3, 0, 2], [2, 1, 1], [0, 0, 2]]


def test_need_matrix():
    assert need_matrix(MAXIMUM, ALLOCATION) == [
        [7, 4, 3], [1, 2, 2], [6, 0, 0], [0, 1, 1], [4, 3, 1]]


@pytest.mark.parametrize("maximum, allocation", [
    ([[1, 1]], [[2, 0]]),
    ([[1, 1], [2, 2]], [[0, 0]]),
    ([[1, 1]], [[0]]),
])
def test_need_matrix_rejects_bad_input(maximum, allocation):
    with pytest.raises(ValueError):
        need_matrix(maximum, allocation)


def test_textbook_state_is_safe():
    assert safe_sequence(AVAILABLE, MAXIMUM, ALLOCATION) == [1, 3, 0, 2, 4]
    assert is_safe(AVAILABLE, MAXIMUM, ALLOCATION)


def test_unsafe_state_has_no_sequence():
    maximum = [[2, 2], [4, 1], [3, 3]]
    allocation = [[1, 0], [2, 0], [1, 1]]
    assert safe_sequence([1, 1], maximum, allocation) is None
    assert not is_safe([1, 1], maximum, allocation)


def test_every_process_appears_once():
    maximum = [[1, 1], [1, 1], [1, 1]]
    allocation = [[0, 0], [0, 0], [0, 0]]
    assert safe_sequence([1, 1], maximum, allocation) == [0, 1, 2]


def test_request_granted_when_safe():
    available, allocation = request_resources(AVAILABLE, MAXIMUM, ALLOCATION, 1, [1, 0, 2])
    assert available == [2, 3, 0]
    assert allocation[1] == [3, 0, 2]
    assert ALLOCATION[1] == [2, 0, 0]


def test_request_that_would_be_unsafe_must_wait():
    available, allocation = request_resources(AVAILABLE, MAXIMUM, ALLOCATION, 1, [1, 0, 2])
    with pytest.raises(UnsafeRequest):
        request_resources(available, MAXIMUM, allocation, 0, [0, 2, 0])


def test_request_errors():
    with pytest.raises(ValueError):
        request_resources(AVAILABLE, MAXIMUM, ALLOCATION, 1, [2, 0, 0])
    with pytest.raises(UnsafeRequest):
        request_resources(AVAILABLE, MAXIMUM, ALLOCATION, 4, [3, 3, 1])
    with pytest.raises(ValueError):
        request_resources(AVAILABLE, MAXIMUM, ALLOCATION, 0, [-1, 0, 0])


def test_release_and_totals():
    available, allocation = release_resources(AVAILABLE, ALLOCATION, 2, [3, 0, 0])
    assert available == [6, 3, 2]
    assert allocation[2] == [0, 0, 2]
    assert total_resources(available, allocation) == total_resources(AVAILABLE, ALLOCATION)
    assert total_resources(AVAILABLE, ALLOCATION) == [10, 5, 7]
    with pytest.raises(ValueError):
        release_resources(AVAILABLE, ALLOCATION, 0, [0, 2, 0])
