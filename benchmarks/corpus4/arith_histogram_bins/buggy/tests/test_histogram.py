import pytest

from histogram import Histogram, mean, percentile, stdev

LATENCIES = [12, 15, 15, 18, 22, 25, 31, 48, 95, 140]


def test_summary_statistics():
    assert mean(LATENCIES) == 42.1
    assert stdev([2, 4, 4, 4, 5, 5, 7, 9]) == pytest.approx(2.138, abs=1e-3)
    with pytest.raises(ValueError):
        mean([])


@pytest.mark.parametrize("p, value", [(0, 12), (50, 23.5), (90, 99.5), (100, 140)])
def test_percentile(p, value):
    assert percentile(LATENCIES, p) == pytest.approx(value)


def test_bins_from_zero():
    hist = Histogram(0, 50, 10).extend(LATENCIES)
    assert hist.counts == [0, 4, 2, 1, 1]
    assert (hist.underflow, hist.overflow) == (0, 2)


def test_bins_with_an_offset():
    hist = Histogram(10, 40, 5).extend(LATENCIES)
    assert hist.counts == [1, 3, 1, 1, 1, 0]
    assert hist.cumulative() == [1, 4, 5, 6, 7, 7]
    assert hist.overflow == 3 and hist.total == 10


def test_last_bin_may_be_narrower():
    hist = Histogram(100, 125, 10).extend([100, 119.5, 124.9, 125])
    assert hist.counts == [1, 1, 1]
    assert hist.edges(2) == (120, 125)


def test_mode_and_render():
    hist = Histogram(10, 30, 5).extend(LATENCIES + [5])
    assert hist.mode_bin() == (15, 20)
    assert hist.render(bar_width=6).splitlines() == [
        "    10-15     ## 1",
        "    15-20     ###### 3",
        "    20-25     ## 1",
        "    25-30     ## 1",
        "outside: 1 below, 4 above",
    ]
