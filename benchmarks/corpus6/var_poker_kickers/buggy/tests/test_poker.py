import pytest
from poker import Category, Hand, describe, winners


@pytest.mark.parametrize(
    ("hand", "category"),
    [
        ("2h 3h 4h 5h 6h", Category.STRAIGHT_FLUSH),
        ("9c 9d 9h 9s Kd", Category.QUADS),
        ("Tc Td Th 4s 4d", Category.FULL_HOUSE),
        ("2s 8s Ts Js Ks", Category.FLUSH),
        ("Ah 2c 3d 4s 5h", Category.STRAIGHT),
        ("7c 7d 7h Ks 2d", Category.TRIPS),
        ("5c 5d Jh Js 2d", Category.TWO_PAIR),
        ("Qc Qd 3h 7s 9d", Category.PAIR),
        ("2c 5d 9h Js Kd", Category.HIGH_CARD),
    ],
)
def test_categories(hand, category):
    assert Hand(hand).category == category


def test_bad_cards():
    with pytest.raises(ValueError):
        Hand("2h 3h 4h 5h 1h")
    with pytest.raises(ValueError, match="five different"):
        Hand("2h 2h 4h 5h 6h")


def test_higher_category_wins():
    assert Hand("2c 2d 3h 4s 9d") > Hand("Ac Kd Qh Js 9d")


def test_high_pair_beats_low_pair_with_ace():
    assert Hand("Kc Kd 3h 4s 7d") > Hand("2c 2d Ah Qs Jd")


def test_full_house_compares_trips_first():
    assert Hand("3c 3d 3h 2s 2d") > Hand("2c 2h 2s Ah Ad")


def test_wheel_is_the_lowest_straight():
    assert Hand("Ah 2c 3d 4s 5h") < Hand("2h 3c 4d 5s 6h")


def test_kicker_decides():
    assert Hand("Qc Qd 9h 7s 3d") > Hand("Qh Qs 9c 7d 2d")


@pytest.mark.showdown
def test_winners_with_tie():
    hands = ["Ac Kd Qh Js 9d", "As Kh Qd Jc 9h", "Tc Td 2h 3s 4d"]
    assert winners(hands) == ["Tc Td 2h 3s 4d"]
    assert winners(hands[:2]) == hands[:2]


@pytest.mark.showdown
def test_two_pair_showdown():
    hands = ["5c 5d Jh Js 2d", "9c 9d Th Ts Ad", "Jc Jd 4h 4s 3d"]
    assert winners(hands) == ["5c 5d Jh Js 2d"]


def test_describe():
    assert describe("Tc Td Th 4s 4d") == "full house"
