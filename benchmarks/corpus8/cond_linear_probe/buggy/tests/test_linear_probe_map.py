import pytest
from linear_probe_map import LinearProbeMap, TableFullError


def test_put_and_get():
    table = LinearProbeMap(8)
    table.put("apple", 3)
    table.put("pear", 5)
    assert table.get("apple") == 3
    assert table.get("pear") == 5
    assert len(table) == 2


def test_put_replaces_value_without_growing():
    table = LinearProbeMap(4)
    table.put(7, "a")
    table.put(7, "b")
    assert table.get(7) == "b"
    assert len(table) == 1


def test_collisions_probe_to_the_next_free_slot():
    table = LinearProbeMap(5)
    for key in (3, 8, 13):  # all have home slot 3
        table.put(key, key * 10)
    assert table.slots() == [13, None, None, 3, 8]
    assert [table.get(k) for k in (3, 8, 13)] == [30, 80, 130]


def test_missing_keys_give_the_default():
    table = LinearProbeMap(6)
    table.put(1, "one")
    table.put(7, "seven")
    assert table.get(13) is None
    assert table.get(2, "none") == "none"
    assert 13 not in table and 7 in table


def test_lookup_of_a_missing_key_in_a_full_table():
    table = LinearProbeMap(3)
    for key in (0, 1, 2):
        table.put(key, -key)
    assert table.get(5, "absent") == "absent"
    assert 9 not in table
    assert table.get(2) == -2


def test_full_table_rejects_a_new_key_but_accepts_updates():
    table = LinearProbeMap(2)
    table.put("x", 1)
    table.put("y", 2)
    table.put("x", 10)
    with pytest.raises(TableFullError):
        table.put("z", 3)
    assert sorted(table.items()) == [("x", 10), ("y", 2)]


def test_load_factor_and_items():
    table = LinearProbeMap(4)
    assert table.load_factor() == 0
    table.put(5, "e")
    table.put(2, "b")
    assert table.load_factor() == 0.5
    assert table.items() == [(5, "e"), (2, "b")]


def test_invalid_arguments():
    with pytest.raises(ValueError):
        LinearProbeMap(0)
    with pytest.raises(TypeError):
        LinearProbeMap(3).put(None, 1)
