import pytest

from interpolation_search import contains, interpolation_search, probe_count

EVENLY = list(range(0, 1000, 10))


@pytest.mark.parametrize(
    "items, target, index",
    [
        ([], 3, -1),
        ([4], 4, 0),
        ([4], 5, -1),
        (EVENLY, 0, 0),
        (EVENLY, 990, 99),
        (EVENLY, 470, 47),
        (EVENLY, 475, -1),
        ([5, 5, 5], 5, 0),
        ([1, 2, 3, 100], 3, 2),
    ],
)
def test_interpolation_search(items, target, index):
    assert interpolation_search(items, target) == index


def test_uniform_data_needs_one_probe():
    assert probe_count(EVENLY, 730) == 1


def test_contains():
    assert contains(EVENLY, 500)
    assert not contains(EVENLY, 1000)
    assert not contains([], 1)
