import pytest

from digital_root import (
    additive_persistence,
    digit_product,
    digit_sum,
    digital_root,
    digital_root_by_formula,
    multiplicative_persistence,
)


def test_digit_sum_and_product():
    assert digit_sum(0) == 0
    assert digit_sum(9875) == 29
    assert digit_product(0) == 0
    assert digit_product(234) == 24


@pytest.mark.parametrize("n, root", [(0, 0), (7, 7), (38, 2), (123456, 3), (493193, 2), (99, 9)])
def test_digital_root(n, root):
    assert digital_root(n) == root


def test_digital_root_rejects_negative_numbers():
    with pytest.raises(ValueError):
        digital_root(-5)


def test_digital_root_agrees_with_the_formula():
    for n in range(0, 2000, 7):
        assert digital_root(n) == digital_root_by_formula(n), n


@pytest.mark.parametrize("n, count", [(5, 0), (38, 2), (199, 3)])
def test_additive_persistence(n, count):
    assert additive_persistence(n) == count


@pytest.mark.parametrize("n, count", [(7, 0), (39, 3), (277777788888899, 11)])
def test_multiplicative_persistence(n, count):
    assert multiplicative_persistence(n) == count
