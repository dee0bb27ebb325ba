import pytest

from magic_square import format_square, is_magic, magic_constant, magic_square


def test_magic_constant():
    assert [magic_constant(n) for n in (3, 4, 5, 6)] == [15, 34, 65, 111]


def test_is_magic_accepts_lo_shu():
    assert is_magic([[2, 7, 6], [9, 5, 1], [4, 3, 8]])


def test_is_magic_rejects_bad_squares():
    assert not is_magic([[1, 2, 3], [4, 5, 6], [7, 8, 9]])
    assert not is_magic([[5, 5, 5], [5, 5, 5], [5, 5, 5]])
    assert not is_magic([[1, 2], [3]])
    assert not is_magic([])


def test_order_three_square():
    assert magic_square(3) == [[8, 1, 6], [3, 5, 7], [4, 9, 2]]


@pytest.mark.parametrize("n", [5, 7, 9])
def test_odd_orders(n):
    assert is_magic(magic_square(n))


@pytest.mark.parametrize("n", [4, 8, 12])
def test_doubly_even_orders(n):
    assert is_magic(magic_square(n))


@pytest.mark.parametrize("n", [6, 10])
def test_singly_even_orders(n):
    assert is_magic(magic_square(n))


def test_small_orders_rejected():
    with pytest.raises(ValueError):
        magic_square(2)


def test_format_square():
    assert format_square(magic_square(4)).splitlines()[0] == "16  2  3 13"
