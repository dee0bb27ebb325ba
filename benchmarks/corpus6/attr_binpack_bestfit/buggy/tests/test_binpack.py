import pytest
from binpack import (
    Bin,
    Item,
    PackingError,
    best_fit,
    first_fit,
    first_fit_decreasing,
    lower_bound,
    next_fit,
    pack,
    summary,
    utilisation,
)


def items(*sizes):
    return [Item(f"i{n}", size) for n, size in enumerate(sizes)]


def test_bin_accounting():
    b = Bin(10)
    b.add(Item("a", 4))
    assert (b.used, b.free) == (4, 6)
    with pytest.raises(PackingError):
        b.add(Item("b", 7))


def test_next_fit_never_looks_back():
    bins = next_fit(items(6, 5, 4, 5), 10)
    assert [b.names() for b in bins] == [["i0"], ["i1", "i2"], ["i3"]]


def test_first_fit():
    bins = first_fit(items(6, 5, 4, 5), 10)
    assert [b.names() for b in bins] == [["i0", "i2"], ["i1", "i3"]]


def test_best_fit_prefers_fullest_bin():
    bins = best_fit(items(5, 7, 3, 2), 10)
    assert [b.names() for b in bins] == [["i0", "i3"], ["i1", "i2"]]


def test_best_fit_saves_a_bin_over_worst_fit():
    bins = best_fit(items(4, 9, 1, 7, 6), 10)
    assert len(bins) == 3


def test_first_fit_decreasing():
    assert pack({"a": 2, "b": 5, "c": 4, "d": 7, "e": 1, "f": 1}, 10) == [
        ["d", "a", "e"],
        ["b", "c", "f"],
    ]


@pytest.mark.parametrize("strategy", ["next", "first", "best", "ffd"])
def test_every_item_is_packed_once(strategy):
    sizes = {f"x{i}": s for i, s in enumerate([3, 8, 2, 5, 5, 1, 7, 4])}
    bins = pack(sizes, 10, strategy)
    assert sorted(name for b in bins for name in b) == sorted(sizes)


def test_oversized_item():
    with pytest.raises(PackingError, match="larger than a bin"):
        first_fit(items(11), 10)


def test_unknown_strategy():
    with pytest.raises(PackingError, match="unknown"):
        pack({"a": 1}, 10, "random")


def test_report():
    bins = first_fit_decreasing(items(5, 5, 3), 10)
    assert lower_bound([5, 5, 3], 10) == 2
    assert utilisation(bins) == 0.65
    assert summary(bins).splitlines()[-1] == "2 bins, 65% full"
