import pytest

from collatz import longest_chain, next_term, peak, sequence, steps


@pytest.mark.parametrize("n, after", [(10, 5), (1, 4), (7, 22), (2, 1)])
def test_next_term(n, after):
    assert next_term(n) == after


@pytest.mark.parametrize("n, count", [(1, 0), (2, 1), (16, 4), (3, 7), (6, 8), (27, 111)])
def test_steps(n, count):
    assert steps(n) == count


def test_steps_rejects_zero():
    with pytest.raises(ValueError):
        steps(0)


def test_sequence():
    assert sequence(1) == [1]
    assert sequence(8) == [8, 4, 2, 1]


def test_peak():
    assert peak(4) == 4


def test_longest_chain():
    assert longest_chain(10) == (9, 19)
