import pytest
from zero_sum_triples import closest_triple_sum, triples_with_sum


def test_too_few_numbers():
    assert triples_with_sum([]) == []
    assert triples_with_sum([0, 0]) == []


def test_classic_example():
    assert triples_with_sum([-1, 0, 1, 2, -1, -4]) == [(-1, -1, 2), (-1, 0, 1)]


def test_no_triple():
    assert triples_with_sum([1, 2, -2, -1]) == []


def test_all_zeros_give_one_triple():
    assert triples_with_sum([0, 0, 0]) == [(0, 0, 0)]
    assert triples_with_sum([0, 0, 0, 0, 0]) == [(0, 0, 0)]


def test_repeated_values_are_not_repeated_triples():
    assert triples_with_sum([-2, 0, 0, 2, 2, -2]) == [(-2, 0, 2)]


def test_other_target():
    assert triples_with_sum([1, 2, 3, 4, 5, 6], 10) == [(1, 3, 6), (1, 4, 5), (2, 3, 5)]


def test_equal_values_with_target():
    assert triples_with_sum([2, 2, 2, 2], 6) == [(2, 2, 2)]


@pytest.mark.parametrize("nums, target, expected", [
    ([-1, 2, 1, -4], 1, 2),
    ([0, 0, 0], 1, 0),
    ([1, 1, 1, 0], 100, 3),
    ([4, 0, 5, -5, 3, 3, 0, -4, -5], -2, -2),
])
def test_closest_triple_sum(nums, target, expected):
    assert closest_triple_sum(nums, target) == expected


def test_closest_needs_three_numbers():
    with pytest.raises(ValueError):
        closest_triple_sum([1, 2], 0)
