import pytest
from sortedbag import SortedBag, median, percentile, share_at_most, window_counts


def test_sorted_with_duplicates(bag):
    assert list(bag) == [1, 3, 3, 3, 5, 7, 9, 10]
    assert bag.count(3) == 3
    assert 7 in bag and 4 not in bag


def test_add_remove(bag):
    bag.add(4)
    bag.remove(3)
    assert list(bag) == [1, 3, 3, 4, 5, 7, 9, 10]
    with pytest.raises(KeyError):
        bag.remove(2)
    assert not bag.discard(2)


def test_rank_floor_ceiling(bag):
    assert bag.rank(3) == 1
    assert bag.rank(4) == 4
    assert (bag.floor(6), bag.ceiling(6)) == (5, 7)
    assert bag.floor(0) is None and bag.ceiling(11) is None


def test_irange_inclusive(bag):
    assert bag.irange(3, 7) == [3, 3, 3, 5, 7]


def test_irange_exclusive(bag):
    assert bag.irange(3, 7, inclusive=False) == [3, 3, 3, 5]


def test_irange_open_ends(bag):
    assert bag.irange(low=8) == [9, 10]
    assert bag.irange(high=3) == [1, 3, 3, 3]


def test_most_common(bag):
    assert bag.most_common(1) == [(3, 3)]


def test_median():
    assert median(SortedBag([4, 1, 3])) == 3
    assert median(SortedBag([4, 1, 3, 2])) == 2.5
    with pytest.raises(ValueError):
        median(SortedBag())


@pytest.mark.parametrize(("p", "value"), [(0, 12), (50, 20), (90, 40), (100, 95)])
def test_percentile(latencies, p, value):
    assert percentile(latencies, p) == value


def test_share_within_slo(latencies):
    assert share_at_most(latencies, 20) == 0.7


def test_window_counts(latencies):
    assert window_counts(latencies, 10, 10, 40) == [7, 4, 1]


def test_update_keeps_order(bag):
    bag.update([0, 11])
    assert bag[0] == 0 and bag[-1] == 11


def test_spread_helpers(latencies):
    from sortedbag.stats import interquartile_range, trimmed

    assert interquartile_range(latencies) == 10
    assert list(trimmed(latencies, 0.1)) == [15, 15, 18, 20, 20, 20, 25, 40]
