import pytest
from polynomial import add, degree, derivative, divide_by_root, evaluate, multiply, power, trim


def test_trim_and_degree():
    assert trim([1, 2, 0, 0]) == [1, 2]
    assert degree([0, 0]) == -1
    assert degree([5, 0, 3]) == 2


@pytest.mark.parametrize("x, value", [(0, 1), (1, 6), (2, 17), (-1, 2)])
def test_evaluate(x, value):
    assert evaluate([1, 2, 3], x) == value
    assert evaluate([], x) == 0


def test_add_cancels_leading_terms():
    assert add([1, 2, 3], [0, 1, -3]) == [1, 3]
    assert add([], [4]) == [4]


def test_multiply_binomials():
    assert multiply([1, 1], [1, 1]) == [1, 2, 1]
    assert multiply([-1, 1], [1, 1]) == [-1, 0, 1]


def test_multiply_by_constant_and_zero():
    assert multiply([3], [1, 2, 3]) == [3, 6, 9]
    assert multiply([], [1, 2]) == []


def test_power_gives_binomial_coefficients():
    assert power([1, 1], 5) == [1, 5, 10, 10, 5, 1]
    assert power([2, 3], 0) == [1]


def test_product_evaluates_to_product_of_values():
    p, q = [2, -1, 0, 4], [1, 0, 5]
    for x in range(-3, 4):
        assert evaluate(multiply(p, q), x) == evaluate(p, x) * evaluate(q, x)


def test_derivative():
    assert derivative([5, 3, 0, 2]) == [3, 0, 6]
    assert derivative([7]) == []


def test_divide_by_root():
    assert divide_by_root([-1, 0, 1], 1) == ([1, 1], 0)
    assert divide_by_root([6, -5, 1], 4) == ([-1, 1], 2)
    assert divide_by_root([], 3) == ([], 0)
