import pytest

from inventory import Inventory


def make() -> Inventory:
    inv = Inventory(reorder_level=5)
    inv.add("apple", 0.5, 10)
    inv.add("pear", 0.75, 5)
    inv.add("plum", 1.25, 2)
    return inv


def test_add_accumulates():
    inv = make()
    inv.add("apple", 0.5, 3)
    assert inv.items["apple"].quantity == 13


def test_remove_refuses_overdraw():
    inv = make()
    with pytest.raises(ValueError):
        inv.remove("plum", 3)


def test_value():
    assert make().value() == 11.25


def test_reorder_includes_items_at_the_level():
    assert make().needs_reorder() == ["pear", "plum"]
