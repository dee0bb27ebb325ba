import pytest

from gray_code import from_gray, gray_sequence, gray_strings, is_gray_cycle, to_gray


@pytest.mark.parametrize("n, code", [(0, 0), (1, 1), (2, 3), (3, 2), (4, 6), (7, 4), (10, 15)])
def test_to_gray(n, code):
    assert to_gray(n) == code


@pytest.mark.parametrize("code, n", [(0, 0), (1, 1), (3, 2), (2, 3), (6, 4), (15, 10)])
def test_from_gray(code, n):
    assert from_gray(code) == n


def test_gray_strings():
    assert gray_strings(0) == [""]
    assert gray_strings(1) == ["0", "1"]
    assert gray_strings(2) == ["00", "01", "11", "10"]


def test_gray_sequence_is_a_cycle_of_all_codes():
    codes = gray_sequence(6)
    assert sorted(codes) == list(range(64))
    assert is_gray_cycle(codes)


def test_round_trip():
    assert all(from_gray(to_gray(n)) == n for n in range(1000))


def test_is_gray_cycle():
    assert not is_gray_cycle([0, 1, 2, 3])
