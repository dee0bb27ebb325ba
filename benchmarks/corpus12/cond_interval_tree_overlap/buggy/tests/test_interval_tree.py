import pytest

from interval_tree import IntervalTree

BOOKINGS = [
    (15, 20, "a"), (10, 30, "b"), (17, 19, "c"),
    (5, 20, "d"), (12, 15, "e"), (30, 40, "f"),
    (1, 3, "g"), (25, 26, "h"),
]


@pytest.fixture
def tree():
    return IntervalTree(BOOKINGS)


def test_len_and_sorted_intervals(tree):
    assert len(tree) == 8
    assert [v for _, _, v in tree.intervals()] == ["g", "d", "b", "e", "a", "c", "h", "f"]


def test_empty_tree():
    empty = IntervalTree()
    assert len(empty) == 0
    assert empty.overlapping(0, 100) == []
    assert empty.span() is None
    assert empty.height() == 0


def test_rejects_reversed_intervals(tree):
    with pytest.raises(ValueError):
        tree.add(5, 4)
    with pytest.raises(ValueError):
        tree.overlapping(9, 1)


def test_query_covering_everything(tree):
    assert len(tree.overlapping(0, 50)) == 8


@pytest.mark.parametrize(
    "lo, hi, expected",
    [
        (21, 24, ["b"]),
        (27, 29, ["b"]),
        (16, 16, ["d", "b", "a"]),
        (4, 4, []),
        (40, 45, ["f"]),
    ],
)
def test_overlapping(tree, lo, hi, expected):
    assert [v for _, _, v in tree.overlapping(lo, hi)] == expected


def test_stab_at_shared_endpoint(tree):
    assert sorted(v for _, _, v in tree.stab(30)) == ["b", "f"]


def test_span_and_height():
    t = IntervalTree([(5, 9), (2, 3), (8, 20), (1, 4)])
    assert t.span() == (1, 20)
    assert t.height() == 3


def test_merged(tree):
    assert tree.merged() == [(1, 3), (5, 40)]
    assert IntervalTree([(1, 2), (4, 6), (6, 7)]).merged() == [(1, 2), (4, 7)]
