from fractions import Fraction

import pytest
from symbolic_diff import derivative, evaluate, num, simplify, var

x, y = var("x"), var("y")


def d_at(expr, value, name="x"):
    return evaluate(derivative(expr, name), {"x": value, "y": 7})


def test_evaluate():
    expr = (x * x + num(3)) / (x - num(1))
    assert evaluate(expr, {"x": 3}) == 6
    assert evaluate(x / num(4), {"x": 2}) == Fraction(1, 2)


def test_constants_and_variables():
    assert str(derivative(num(5), "x")) == "0"
    assert str(derivative(x, "x")) == "1"
    assert str(derivative(y, "x")) == "0"


def test_sum_and_difference_rules():
    assert simplify(derivative(x + x - y, "x")).value == 2


def test_square():
    assert d_at(x * x, 5) == 10


def test_constant_factor():
    assert str(simplify(derivative(num(3) * x, "x"))) == "3"


def test_product_of_different_factors():
    expr = (x + num(1)) * (x * x)  # x^3 + x^2
    assert d_at(expr, 2) == 16


def test_partial_derivative_treats_other_variables_as_constants():
    assert d_at(x * y, 3) == 7
    assert d_at(x * y, 3, "y") == 3


@pytest.mark.parametrize("value, expected", [(0, -1), (2, Fraction(-1, 9)), (-3, Fraction(-1, 4))])
def test_quotient_rule(value, expected):
    expr = num(1) / (x + num(1))
    assert d_at(expr, value) == expected


def test_simplify_folds_constants():
    assert str(simplify(num(2) * num(3) + x * num(1))) == "(6 + x)"
    assert str(simplify(num(0) * x)) == "0"
