import math
import statistics

import pytest

from online_stats import RunningStats

DATA = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]


def test_empty_stream():
    rs = RunningStats()
    assert rs.n == 0
    with pytest.raises(ValueError):
        rs.variance()
    with pytest.raises(ValueError):
        rs.spread()


def test_push_mean_and_count():
    rs = RunningStats(DATA)
    assert rs.n == 8
    assert rs.mean == pytest.approx(5.0)


def test_population_and_sample_variance():
    rs = RunningStats(DATA)
    assert rs.variance(sample=False) == pytest.approx(4.0)
    assert rs.stdev(sample=False) == pytest.approx(2.0)
    assert rs.variance() == pytest.approx(statistics.variance(DATA))


def test_min_max_spread():
    rs = RunningStats([3, -1.5, 8, 2])
    assert (rs.min, rs.max) == (-1.5, 8)
    assert rs.spread() == 9.5


def test_single_value_summary():
    rs = RunningStats([42])
    assert rs.summary() == {"count": 1, "mean": 42.0, "stdev": None, "min": 42, "max": 42}


def test_merge_into_empty():
    rs = RunningStats().merge(RunningStats([1, 2, 3]))
    assert rs.n == 3
    assert rs.variance() == pytest.approx(1.0)


def test_merge_two_streams():
    left, right = RunningStats(DATA[:3]), RunningStats(DATA[3:])
    left.merge(right)
    assert left.n == 8
    assert left.mean == pytest.approx(5.0)
    assert left.variance(sample=False) == pytest.approx(4.0)


def test_add_operator():
    a = RunningStats([1.5, 2.5, 10.0])
    b = RunningStats([-4.0, 0.0])
    both = a + b
    values = [1.5, 2.5, 10.0, -4.0, 0.0]
    assert both.mean == pytest.approx(statistics.mean(values))
    assert both.stdev() == pytest.approx(statistics.stdev(values))
    assert (both.min, both.max) == (-4.0, 10.0)


def test_merge_many_chunks_matches_single_pass():
    values = [math.sin(i) * 10 + i / 7 for i in range(60)]
    total = RunningStats()
    for start in range(0, 60, 7):
        total.merge(RunningStats(values[start:start + 7]))
    assert total.summary() == pytest.approx(RunningStats(values).summary())
