import pytest

from eulerian import (ascents, count_by_ascents, eulerian, eulerian_explicit, eulerian_polynomial,
                      eulerian_row, geometric_power_series, permutations_with_ascents,
                      row_sum_check, worpitzky)


def test_small_rows():
    assert eulerian_row(0) == [1]
    assert eulerian_row(1) == [1]
    assert eulerian_row(2) == [1, 1]


def test_row_five():
    assert eulerian_row(5) == [1, 26, 66, 26, 1]


def test_edges_of_every_row_are_one():
    assert all(eulerian(n, 0) == 1 for n in range(1, 15))
    assert eulerian(4, 4) == 0 and eulerian(4, -1) == 0


def test_rows_sum_to_factorials():
    assert all(row_sum_check(n) for n in range(10))


def test_recurrence_matches_brute_force():
    for n in range(1, 7):
        assert eulerian_row(n) == count_by_ascents(n)


def test_explicit_formula():
    assert [eulerian_explicit(6, k) for k in range(6)] == [1, 57, 302, 302, 57, 1]
    assert eulerian_explicit(0, 0) == 1


def test_ascents_and_listing():
    assert ascents((1, 3, 2, 4)) == 2
    assert permutations_with_ascents(3, 2) == [(1, 2, 3)]
    assert permutations_with_ascents(3, 1) == [(1, 3, 2), (2, 1, 3), (2, 3, 1), (3, 1, 2)]


def test_worpitzky_identity():
    assert [worpitzky(x, 4) for x in range(6)] == [x ** 4 for x in range(6)]


def test_geometric_power_series():
    assert eulerian_polynomial(3, 2) == 1 + 4 * 2 + 4
    assert abs(geometric_power_series(2, 0.5) - 6.0) < 1e-12
    with pytest.raises(ValueError):
        geometric_power_series(1, 1.0)
