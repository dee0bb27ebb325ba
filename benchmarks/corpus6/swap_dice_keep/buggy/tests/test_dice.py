import random
from fractions import Fraction

import pytest
from dicenotation import at_least, distribution, frequencies, mean, parse, roll, roll_many


@pytest.mark.parametrize(
    ("text", "shown"),
    [("d20", "1d20"), ("3d6+1", "3d6+1"), ("4d6kh3", "4d6kh3"), ("2d20kl1-2", "2d20kl1-2"),
     ("2d6k h2", "2d6")],
)
def test_parse_round_trip(text, shown):
    assert str(parse(text)) == shown


@pytest.mark.parametrize("bad", ["d1", "0d6", "13d6", "3d6kh4", "3x6", "d"])
def test_parse_errors(bad):
    with pytest.raises(ValueError):
        parse(bad)


def test_bounds():
    expr = parse("4d6kh3+2")
    assert (expr.minimum, expr.maximum) == (5, 20)


def test_two_dice_distribution():
    dist = distribution("2d6")
    assert dist[7] == Fraction(1, 6)
    assert dist[2] == dist[12] == Fraction(1, 36)
    assert sum(dist.values()) == 1


def test_modifier_shifts_distribution():
    assert min(distribution("1d4-1")) == 0
    assert mean("3d6+1") == Fraction(23, 2)


def test_keep_highest_of_four():
    dist = distribution("4d6kh3")
    assert min(dist) == 3 and max(dist) == 18
    assert dist[18] == Fraction(21, 1296)
    assert float(mean("4d6kh3")) == pytest.approx(12.2446, abs=1e-4)


def test_advantage_and_disadvantage():
    assert at_least("2d20kh1", 20) == Fraction(39, 400)
    assert at_least("2d20kl1", 20) == Fraction(1, 400)


def test_roll_is_seeded_and_in_range():
    first = roll("4d6kh3", random.Random(7))
    again = roll("4d6kh3", random.Random(7))
    assert first == again
    assert 3 <= first.total <= 18
    assert first.total == sum(sorted(first.faces)[1:])


def test_roll_str():
    result = roll("2d6+1", random.Random(1))
    assert str(result).startswith("2d6+1: [")


def test_simulation_agrees_with_exact_odds():
    observed = frequencies("3d6", trials=20_000, seed=3)
    exact = distribution("3d6")
    assert max(abs(observed.get(t, 0) - float(p)) for t, p in exact.items()) < 0.01


def test_roll_many():
    assert len(roll_many("d6", 5)) == 5
    with pytest.raises(ValueError):
        roll_many("d6", -1)
