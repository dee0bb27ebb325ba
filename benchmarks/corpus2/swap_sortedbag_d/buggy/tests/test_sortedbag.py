import pytest

from sortedbag import SortedBag


@pytest.fixture
def bag() -> SortedBag:
    return SortedBag([50, 20, 80, 20, 65])


def test_sorted_on_insert(bag: SortedBag) -> None:
    bag.add(30)
    bag.add(90)
    assert list(bag) == [20, 20, 30, 50, 65, 80, 90]


def test_remove_one_occurrence(bag: SortedBag) -> None:
    bag.remove(20)
    assert bag.count(20) == 1
    with pytest.raises(KeyError):
        bag.remove(21)


@pytest.mark.parametrize("low, high, n", [(20, 50, 3), (21, 64, 1), (0, 100, 5), (70, 60, 0), (50, 50, 1)])
def test_count_between(bag: SortedBag, low: float, high: float, n: int) -> None:
    assert bag.count_between(low, high) == n


@pytest.mark.parametrize("value, rank", [(80, 1), (65, 2), (20, 4), (100, 1), (0, 6)])
def test_rank(bag: SortedBag, value: float, rank: int) -> None:
    assert bag.rank(value) == rank


def test_top_and_median(bag: SortedBag) -> None:
    assert bag.top(2) == [80, 65]
    assert bag.median() == 50
    bag.add(70)
    assert bag.median() == 57.5


@pytest.mark.xfail(reason="NaN scores are not ordered; the bag does not reject them yet")
def test_nan_is_rejected(bag: SortedBag) -> None:
    with pytest.raises(ValueError):
        bag.add(float("nan"))
