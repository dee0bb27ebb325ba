import pytest

from checksums.digits import clean, digit_sum, digital_root, digits_of


@pytest.mark.parametrize("number, digits", [(0, [0]), (7, [7]), (1203, [1, 2, 0, 3])])
def test_digits_of(number: int, digits: list[int]) -> None:
    assert digits_of(number) == digits


def test_digits_of_negative() -> None:
    with pytest.raises(ValueError):
        digits_of(-5)


@pytest.mark.parametrize("number, total, root", [(0, 0, 0), (9, 9, 9), (1234, 10, 1), (99999, 45, 9)])
def test_sums(number: int, total: int, root: int) -> None:
    assert digit_sum(number) == total
    assert digital_root(number) == root


def test_clean() -> None:
    assert clean("4111 1111-1111 1111") == "4111111111111111"
