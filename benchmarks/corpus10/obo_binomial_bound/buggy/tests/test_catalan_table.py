import pytest
from catalan_table import binomial, catalan, catalan_numbers, monotone_paths, polygon_triangulations

FIRST = [1, 1, 2, 5, 14, 42, 132, 429, 1430, 4862, 16796]


def test_recurrence_table():
    assert catalan_numbers(11) == FIRST


def test_empty_table():
    assert catalan_numbers(0) == []
    assert catalan_numbers(1) == [1]


@pytest.mark.parametrize("n, k, expected", [(5, 2, 10), (10, 3, 120), (6, 6, 1), (7, 0, 1), (4, 5, 0)])
def test_binomial(n, k, expected):
    assert binomial(n, k) == expected


def test_binomial_row_sums_to_power_of_two():
    assert sum(binomial(12, k) for k in range(13)) == 4096


def test_closed_form():
    assert [catalan(n) for n in range(11)] == FIRST


def test_closed_form_agrees_with_recurrence():
    assert [catalan(n) for n in range(40)] == catalan_numbers(40)


def test_negative_index_rejected():
    with pytest.raises(ValueError):
        catalan(-1)


def test_triangulations():
    assert polygon_triangulations(3) == 1
    assert polygon_triangulations(6) == 14


def test_monotone_paths():
    assert [monotone_paths(n) for n in range(8)] == FIRST[:8]
