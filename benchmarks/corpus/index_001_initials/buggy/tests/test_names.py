from names import initials, name_parts, sort_key


def test_parts_ignore_commas():
    assert name_parts("Doe, Jane") == ["Doe", "Jane"]


def test_sort_key():
    assert sort_key("Ada Lovelace") == "lovelace ada"


def test_initials():
    assert initials("ada lovelace") == "AL"


def test_initials_skip_particles():
    assert initials("Ludwig van Beethoven") == "LB"
