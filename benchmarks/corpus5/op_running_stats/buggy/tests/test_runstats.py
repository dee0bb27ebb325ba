import random
import statistics

import pytest

from runstats import EWMA, RunningStats, median, percentile, summary

DATA = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]


def test_moments_match_statistics_module():
    stats = RunningStats(DATA)
    assert len(stats) == 8
    assert stats.mean == pytest.approx(5.0)
    assert stats.variance(sample=False) == pytest.approx(4.0)
    assert stats.variance() == pytest.approx(statistics.variance(DATA))
    assert stats.stdev() == pytest.approx(statistics.stdev(DATA))
    assert (stats.min, stats.max) == (2.0, 9.0)


def test_large_offset_is_numerically_stable():
    values = [1e9 + x for x in (4, 7, 13, 16)]
    assert RunningStats(values).variance() == pytest.approx(30.0)


def test_merging_equals_one_pass():
    rng = random.Random(3)
    left = [rng.gauss(10, 3) for _ in range(500)]
    right = [rng.gauss(-4, 1) for _ in range(300)]
    merged = RunningStats(left) + RunningStats(right)
    whole = RunningStats(left + right)
    assert len(merged) == 800
    assert merged.mean == pytest.approx(whole.mean)
    assert merged.variance() == pytest.approx(whole.variance())
    assert (merged.min, merged.max) == (whole.min, whole.max)


def test_merging_with_empty():
    stats = RunningStats([1.0, 3.0])
    assert (stats + RunningStats()).variance() == pytest.approx(2.0)
    assert len(RunningStats() + RunningStats()) == 0


def test_errors_on_too_little_data():
    with pytest.raises(ValueError, match="mean of no data"):
        RunningStats().mean
    with pytest.raises(ValueError, match="at least 2 values"):
        RunningStats([1.0]).variance()
    assert RunningStats([1.0]).variance(sample=False) == 0


def test_ewma():
    ewma = EWMA(alpha=0.5)
    assert [ewma.update(x) for x in (10, 20, 20, 0)] == [10, 15, 17.5, 8.75]
    halflife = EWMA(halflife=1)
    halflife.update_many([0, 100])
    assert halflife.value == pytest.approx(50)
    with pytest.raises(ValueError, match="exactly one"):
        EWMA()


@pytest.mark.parametrize(
    "method, expected", [("linear", 4.5), ("lower", 4.0), ("higher", 5.0), ("nearest", 5.0)]
)
def test_percentile_methods(method, expected):
    assert percentile(DATA, 50, method=method) == expected


def test_summary():
    assert summary([1, 2, 3, 4, 5, 6, 7, 8, 9]) == {"min": 1, "q1": 3, "median": 5, "q3": 7, "max": 9, "iqr": 4}
    assert median([3, 1, 2]) == 2
    with pytest.raises(ValueError, match="p must be between"):
        percentile(DATA, 101)
