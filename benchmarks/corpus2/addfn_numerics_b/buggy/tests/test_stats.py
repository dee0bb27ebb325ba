import pytest

from stats import mean, percentile, stdev, variance, zscores

DATA = [2.0, 4.0, 4.0, 4.0, 5.0, 5.0, 7.0, 9.0]


@pytest.fixture
def data() -> list[float]:
    return list(DATA)


def test_mean(data: list[float]) -> None:
    assert mean(data) == 5.0
    with pytest.raises(ValueError):
        mean([])


def test_variance_population_and_sample(data: list[float]) -> None:
    assert variance(data, sample=False) == pytest.approx(4.0)
    assert variance(data) == pytest.approx(32 / 7)


def test_stdev(data: list[float]) -> None:
    assert stdev(data, sample=False) == pytest.approx(2.0)


@pytest.mark.parametrize("q, expected", [(0, 2.0), (50, 4.5), (100, 9.0), (25, 4.0), (90, 7.6)])
def test_percentile(data: list[float], q: float, expected: float) -> None:
    assert percentile(data, q) == pytest.approx(expected)


def test_zscores_are_centred(data: list[float]) -> None:
    scores = zscores(data)
    assert sum(scores) == pytest.approx(0.0, abs=1e-9)
    assert scores[-1] == pytest.approx(4 / (32 / 7) ** 0.5)
