from mdtable import columns, parse_table, split_row

TABLE = """
| name | qty |
|------|-----|
| nut  | 4   |
| bolt | 10  |
"""


def test_split_row():
    assert split_row("| a | b |") == ["a", "b"]


def test_columns():
    assert columns(TABLE) == ["name", "qty"]


def test_parse_rows():
    assert parse_table(TABLE) == [{"name": "nut", "qty": "4"}, {"name": "bolt", "qty": "10"}]
