import itertools
import random

import pytest

from two_sat import TwoSat


def brute_force(num_vars, clauses):
    for values in itertools.product([False, True], repeat=num_vars):
        if all(values[abs(a) - 1] == (a > 0) or values[abs(b) - 1] == (b > 0)
               for a, b in clauses):
            return True
    return False


def test_literal_range_is_checked():
    with pytest.raises(ValueError):
        TwoSat(0)
    sat = TwoSat(2)
    with pytest.raises(ValueError):
        sat.either(1, 3)
    with pytest.raises(ValueError):
        sat.require(0)


def test_require_fixes_values():
    sat = TwoSat(3)
    sat.require(1)
    sat.require(-2)
    result = sat.solve()
    assert result[1] is True and result[2] is False


def test_contradiction_is_unsatisfiable():
    sat = TwoSat(1)
    sat.require(1)
    sat.require(-1)
    assert sat.solve() is None


def test_implication_chain():
    sat = TwoSat(4)
    sat.require(1)
    for k in range(1, 4):
        sat.implies(k, k + 1)
    assert sat.solve() == {1: True, 2: True, 3: True, 4: True}


def test_exactly_one():
    sat = TwoSat(2)
    sat.exactly_one(1, 2)
    sat.require(2)
    assert sat.solve() == {1: False, 2: True}


def test_either_is_satisfied():
    sat = TwoSat(3)
    for a, b in [(1, 2), (-1, 3), (-2, -3), (2, 3)]:
        sat.either(a, b)
    result = sat.solve()
    assert result is not None
    assert sat.satisfied_by(result)


def test_classic_unsatisfiable_square():
    sat = TwoSat(2)
    for a, b in [(1, 2), (1, -2), (-1, 2), (-1, -2)]:
        sat.either(a, b)
    assert sat.solve() is None


@pytest.mark.parametrize("seed", range(8))
def test_agrees_with_brute_force(seed):
    rng = random.Random(seed)
    n = 4
    clauses = [(rng.choice([-1, 1]) * rng.randint(1, n), rng.choice([-1, 1]) * rng.randint(1, n))
               for _ in range(6)]
    sat = TwoSat(n)
    for a, b in clauses:
        sat.either(a, b)
    result = sat.solve()
    assert (result is not None) == brute_force(n, clauses)
    if result is not None:
        assert sat.satisfied_by(result)


def test_satisfied_by():
    sat = TwoSat(2)
    sat.either(1, -2)
    assert sat.satisfied_by({1: False, 2: False})
    assert not sat.satisfied_by({1: False, 2: True})
