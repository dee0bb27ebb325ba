import pytest

from turns import is_over, next_player, remaining

SEATS = ["ann", "bob", "cy", "dee"]


def test_remaining():
    assert remaining(SEATS, {"bob"}) == ["ann", "cy", "dee"]
    assert not is_over(SEATS, {"bob"})


def test_unknown_player():
    with pytest.raises(ValueError):
        next_player(SEATS, "eve", set())


def test_skips_eliminated():
    assert next_player(SEATS, "ann", {"bob"}) == "cy"


def test_wraps_around():
    assert next_player(SEATS, "dee", set()) == "ann"
