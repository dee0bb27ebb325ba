import pytest

from sorted_chain import SortedChain


def test_empty_chain():
    chain = SortedChain()
    assert len(chain) == 0
    assert list(chain) == []
    assert 3 not in chain


def test_insert_keeps_values_sorted():
    chain = SortedChain([5, 1, 4, 1, 3])
    assert list(chain) == [1, 1, 3, 4, 5]
    assert len(chain) == 5


def test_insert_smaller_values_become_head():
    chain = SortedChain([9, 7, 2])
    assert chain.head.value == 2
    assert list(chain) == [2, 7, 9]


@pytest.mark.parametrize("value, expected", [(2, 0), (1, -1), (8, 3), (7, -1)])
def test_index(value, expected):
    chain = SortedChain([2, 4, 6, 8, 9])
    assert chain.index(value) == expected


def test_index_of_duplicates_is_first():
    chain = SortedChain([3, 3, 5, 5, 5])
    assert chain.index(5) == 2


def test_membership():
    chain = SortedChain(["pear", "apple", "fig"])
    assert "apple" in chain
    assert "pear" in chain
    assert "plum" not in chain


def test_remove():
    chain = SortedChain([4, 2, 8, 6])
    assert chain.remove(2)
    assert chain.remove(8)
    assert not chain.remove(5)
    assert list(chain) == [4, 6]
    assert len(chain) == 2


def test_remove_only_one_of_equal_values():
    chain = SortedChain([1, 1, 1])
    assert chain.remove(1)
    assert list(chain) == [1, 1]


def test_merge():
    left = SortedChain([1, 4, 9])
    right = SortedChain([2, 3, 10, 11])
    merged = left.merge(right)
    assert list(merged) == [1, 2, 3, 4, 9, 10, 11]
    assert len(merged) == 7
    assert list(left) == [1, 4, 9]


def test_merge_with_empty():
    chain = SortedChain([3, 1])
    assert list(chain.merge(SortedChain())) == [1, 3]
    assert list(SortedChain().merge(chain)) == [1, 3]
