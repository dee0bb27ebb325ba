import pytest
from adventure import Item, Player, Room


@pytest.fixture
def player():
    world = {
        "hall": Room("hall", {"north": "library", "east": "vault"},
                     {"lamp": Item("lamp", 2, 5), "key": Item("key", 1, 0)}),
        "library": Room("library", {"south": "hall"},
                        {"book": Item("book", 3, 20), "globe": Item("globe", 6, 30),
                         "crown": Item("crown", 2, 100)}),
        "vault": Room("vault", {"west": "hall"}, {"gold": Item("gold", 9, 500)}, locked="key"),
    }
    return Player(world, "hall")


def test_look(player):
    assert player.look() == "hall. Exits: east, north. You see: key, lamp."


def test_move_with_abbreviation(player):
    assert player.command("n").startswith("library.")
    assert player.moves == 1


def test_blocked_direction(player):
    assert player.command("go west") == "You can't go that way."


def test_locked_room_needs_key(player):
    assert player.command("e") == "The vault is locked."
    player.command("take key")
    assert player.command("e").startswith("vault.")


def test_take_and_drop(player):
    assert player.command("get lamp") == "Taken: lamp."
    assert player.command("i") == "lamp"
    assert player.command("drop lamp") == "Dropped: lamp."
    assert "lamp" in player.here.items


def test_weight_limit(player):
    player.command("take lamp")
    player.command("n")
    assert player.command("take globe") == "Taken: globe."
    assert player.command("take book") == "The book is too heavy."


def test_valuable_items_are_not_heavy(player):
    player.command("n")
    assert player.command("take crown") == "Taken: crown."
    assert player.command("take book") == "Taken: book."
    assert player.score == 120


def test_unknown_item_and_verb(player):
    assert player.command("take sword") == "There is no sword here."
    assert player.command("dance") == "I don't know how to dance."
    assert player.command("   ") == "Say something."
