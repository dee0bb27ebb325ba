import pytest

from order_stat_tree import OrderStatTree


def test_insert_and_contains():
    tree = OrderStatTree([5, 2, 8])
    assert 2 in tree and 8 in tree
    assert 7 not in tree


def test_insert_duplicate_returns_false():
    tree = OrderStatTree([4])
    assert tree.insert(4) is False
    assert tree.insert(6) is True


def test_in_order_is_sorted():
    keys = [50, 20, 70, 10, 30, 60, 80, 25]
    assert OrderStatTree(keys).in_order() == sorted(keys)


def test_len_counts_all_keys():
    tree = OrderStatTree([5, 3, 9, 1, 4])
    assert len(tree) == 5
    tree.insert(3)
    assert len(tree) == 5


def test_single_key_select():
    assert OrderStatTree([42]).select(0) == 42


@pytest.mark.parametrize("k", range(7))
def test_select_matches_sorted(k):
    keys = [40, 20, 60, 10, 30, 50, 70]
    assert OrderStatTree(keys).select(k) == sorted(keys)[k]


def test_select_out_of_range():
    with pytest.raises(IndexError):
        OrderStatTree([1, 2]).select(2)


@pytest.mark.parametrize("key, expected", [(1, 0), (15, 1), (40, 3), (45, 4), (99, 7)])
def test_rank(key, expected):
    tree = OrderStatTree([40, 20, 60, 10, 30, 50, 70])
    assert tree.rank(key) == expected


def test_count_range():
    tree = OrderStatTree(range(0, 100, 10))
    assert tree.count_range(15, 55) == 4
    assert tree.count_range(55, 15) == 0
