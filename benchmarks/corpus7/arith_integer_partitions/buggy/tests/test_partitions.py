import pytest

from partitions import (
    count_into_parts,
    count_with_largest,
    distinct_partition_count,
    partition_count,
    partitions,
)


@pytest.mark.parametrize("n, p", [(1, 1), (2, 2), (5, 7), (10, 42), (20, 627), (50, 204226)])
def test_partition_count(n, p):
    assert partition_count(n) == p


def test_zero_has_one_partition():
    assert partition_count(0) == 1


def test_largest_part_bound():
    assert count_with_largest(6, 2) == 4


def test_distinct_partition_count():
    assert [distinct_partition_count(n) for n in range(10)] == [1, 1, 1, 2, 2, 3, 4, 5, 6, 8]


def test_list_partitions():
    assert list(partitions(4)) == [[4], [3, 1], [2, 2], [2, 1, 1], [1, 1, 1, 1]]


def test_listing_matches_the_count():
    assert len(list(partitions(12))) == 77


def test_exactly_k_parts():
    assert [count_into_parts(7, k) for k in range(1, 8)] == [1, 3, 4, 3, 2, 1, 1]


def test_negative():
    with pytest.raises(ValueError):
        partition_count(-1)
