import pytest

from grades import letter, report, weighted_average


def test_letters():
    assert letter(95) == "A"
    assert letter(59.9) == "F"


def test_no_scores():
    assert weighted_average([]) == 0.0


def test_weighted():
    assert weighted_average([(80, 1), (100, 3)]) == pytest.approx(95.0)


def test_report():
    assert report([(70, 2), (90, 2)]) == "80.0 (B)"
