import pytest

from histogram import bin_centers, bin_edges, bin_index, densities, histogram, modal_bin


def test_bin_edges():
    assert bin_edges(0, 10, 5) == [0, 2, 4, 6, 8, 10]
    assert bin_edges(-1, 1, 4) == [-1, -0.5, 0, 0.5, 1]
    with pytest.raises(ValueError):
        bin_edges(3, 3, 2)


@pytest.mark.parametrize(
    "x, expected", [(0, 0), (1.99, 0), (2, 1), (9.5, 4), (10, 4), (-0.1, None), (10.1, None)]
)
def test_bin_index_from_zero(x, expected):
    assert bin_index(x, 0, 10, 5) == expected


@pytest.mark.parametrize("x, expected", [(20, 0), (24.9, 0), (25, 1), (39, 3), (40, 3)])
def test_bin_index_offset_range(x, expected):
    assert bin_index(x, 20, 40, 4) == expected


def test_histogram_from_zero():
    assert histogram([0, 1, 2, 3, 3, 9, 10, 11], bins=5, lo=0, hi=10) == [2, 3, 0, 0, 2]


def test_histogram_default_range():
    data = [12, 15, 15, 18, 21, 22]
    assert histogram(data, bins=2) == [3, 3]
    assert histogram(data, bins=5) == [1, 2, 0, 1, 2]


def test_bin_centers():
    assert bin_centers(0, 1, 4) == [0.125, 0.375, 0.625, 0.875]


def test_densities():
    assert densities([1, 3, 0, 4], 0, 4) == [0.125, 0.375, 0.0, 0.5]
    assert densities([0, 0], 0, 1) == [0.0, 0.0]


def test_modal_bin():
    ages = [23, 35, 37, 38, 41, 44, 52, 36, 61, 33]
    assert modal_bin(ages, 5, 20, 70) == (30, 40)
