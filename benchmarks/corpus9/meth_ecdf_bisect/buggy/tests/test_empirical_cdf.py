import pytest
from empirical_cdf import EmpiricalDistribution

SAMPLE = [3, 1, 4, 1, 5, 9, 2, 6]


@pytest.fixture
def dist():
    return EmpiricalDistribution(SAMPLE)


def test_empty_sample_rejected():
    with pytest.raises(ValueError):
        EmpiricalDistribution([])


def test_cdf_between_observations(dist):
    assert dist.cdf(0) == 0.0
    assert dist.cdf(3.5) == 0.5
    assert dist.cdf(100) == 1.0


def test_cdf_at_observations_includes_them(dist):
    assert dist.cdf(1) == 0.25
    assert dist.cdf(4) == 0.625
    assert dist.cdf(9) == 1.0


def test_survival(dist):
    assert dist.survival(5) == pytest.approx(0.25)
    assert dist.survival(-1) == 1.0


def test_count_between(dist):
    assert dist.count_between(1, 4) == 5
    assert dist.count_between(6.5, 8) == 0
    assert dist.count_between(5, 2) == 0


def test_quantiles(dist):
    assert dist.quantile(0.25) == 1
    assert dist.quantile(0.5) == 3
    assert dist.quantile(0.51) == 4
    assert dist.quantile(1.0) == 9
    with pytest.raises(ValueError):
        dist.quantile(0)


def test_quantile_inverts_cdf(dist):
    for p in (0.1, 0.3, 0.5, 0.7, 0.9, 1.0):
        x = dist.quantile(p)
        assert dist.cdf(x) >= p


def test_ks_distance_identical_samples(dist):
    assert dist.ks_distance(EmpiricalDistribution(reversed(SAMPLE))) == 0.0


def test_ks_distance_shifted_samples():
    a = EmpiricalDistribution([1, 2, 3, 4])
    b = EmpiricalDistribution([3, 4, 5, 6])
    assert a.ks_distance(b) == 0.5
    assert b.ks_distance(a) == 0.5


def test_len(dist):
    assert len(dist) == 8
