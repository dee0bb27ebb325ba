import statistics

import pytest
from quartile_stats import (
    fences,
    five_number_summary,
    iqr,
    median,
    outliers,
    percentile,
    quartiles,
)

SORTED = [1, 2, 3, 4, 5, 6, 7, 8, 9]
SHUFFLED = [15, 3, 42, 8, 23, 4, 16]


def test_percentile_of_sorted_sample():
    assert percentile(SORTED, 25) == 3
    assert percentile(SORTED, 90) == pytest.approx(8.2)


def test_percentile_of_unsorted_sample():
    assert percentile(SHUFFLED, 0) == 3
    assert percentile(SHUFFLED, 100) == 42
    assert percentile(SHUFFLED, 50) == 15


def test_median_even_and_odd():
    assert median([5, 1, 4, 2]) == 3.0
    assert median([10]) == 10


def test_quartiles_match_statistics_module():
    data = [7.5, 1.25, 9.0, 3.5, 12.0, 0.5, 6.0, 4.0]
    expected = statistics.quantiles(data, n=4, method="inclusive")
    assert list(quartiles(data)) == pytest.approx(expected)


def test_iqr():
    assert iqr(SORTED) == 4
    assert iqr([4, 4, 4]) == 0


def test_fences_and_outliers():
    data = [10, 12, 11, 95, 13, 12, 14, -40, 11]
    low, high = fences(data)
    assert low == pytest.approx(8.0) and high == pytest.approx(16.0)
    assert outliers(data) == [95, -40]


def test_no_outliers_in_uniform_sample():
    assert outliers(SORTED) == []


def test_five_number_summary():
    assert five_number_summary(SHUFFLED) == (3, 6.0, 15, 19.5, 42)


def test_input_is_left_untouched():
    data = [3, 1, 2]
    quartiles(data)
    assert data == [3, 1, 2]


@pytest.mark.parametrize("bad", [[], None])
def test_invalid_input(bad):
    with pytest.raises((ValueError, TypeError)):
        percentile(bad, 50)


def test_p_out_of_range():
    with pytest.raises(ValueError):
        percentile(SORTED, 101)
