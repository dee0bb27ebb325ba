from outline import Item, count, depth, find_path, numbered, parse, parse_line, render, table_of_contents

OUTLINE = """- Intro
  - Scope
  - Goals
    * Short
\t+ Long
- Body

- End
   - Notes
"""


def test_parse_line():
    assert parse_line("    - Scope") == (4, "Scope")
    assert parse_line("\t* Long  ") == (4, "Long")
    assert parse_line("Plain title", tab_size=8) == (0, "Plain title")
    assert parse_line("\t+ x", tab_size=2) == (2, "x")


def test_parse_builds_the_tree():
    items = parse(OUTLINE)
    assert [item.title for item in items] == ["Intro", "Body", "End"]
    assert [c.title for c in items[0].children] == ["Scope", "Goals"]
    assert items[0].children[1].children == [Item("Short"), Item("Long")]
    assert items[2].children == [Item("Notes")]


def test_parse_empty_and_flat():
    assert parse("") == []
    assert parse("a\nb\n\nc") == [Item("a"), Item("b"), Item("c")]


def test_count_and_depth():
    items = parse(OUTLINE)
    assert count(items) == 8
    assert depth(items) == 3
    assert count([]) == 0 and depth([]) == 0


def test_numbered_flat_list():
    assert numbered(parse("- a\n- b")) == [("1.", "a"), ("2.", "b")]


def test_numbered_nested_labels():
    rows = numbered(parse(OUTLINE))
    assert rows[:5] == [("1.", "Intro"), ("1.1.", "Scope"), ("1.2.", "Goals"),
                        ("1.2.1.", "Short"), ("1.2.2.", "Long")]
    assert rows[5:] == [("2.", "Body"), ("3.", "End"), ("3.1.", "Notes")]


def test_table_of_contents():
    assert table_of_contents("- A\n  - B\n- C", indent=4) == "1. A\n    1.1. B\n2. C"


def test_render_normalises_bullets_and_indent():
    expected = "- Intro\n  - Scope\n  - Goals\n    - Short\n    - Long\n- Body\n- End\n  - Notes"
    assert render(parse(OUTLINE)) == expected
    assert render(parse("a\n b"), bullet="*", indent=3) == "* a\n   * b"


def test_find_path():
    items = parse(OUTLINE)
    assert find_path(items, "Long") == ["Intro", "Goals", "Long"]
    assert find_path(items, "End") == ["End"]
    assert find_path(items, "Missing") is None
