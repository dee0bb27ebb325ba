from users import User, roster


def test_full_name():
    assert User("Ada", "Lovelace").full_name == "Ada Lovelace"


def test_nickname_wins():
    assert User("Ada", "Lovelace", " countess ").display_name == "countess"


def test_without_nickname():
    assert User("Alan", "Turing").mention() == "@alan_turing"


def test_roster():
    assert roster([User("b", "z", "Zed"), User("a", "y")]) == ["a y", "Zed"]
