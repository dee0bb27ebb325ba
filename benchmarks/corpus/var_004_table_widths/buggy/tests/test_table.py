from table import column_widths, render


def test_empty():
    assert render([]) == ""


def test_square_widths():
    assert column_widths([["a", "bbb"], ["cc", "d"]]) == [2, 3]


def test_render_wide_table():
    rows = [["name", "qty", "price"], ["nut", 4, 0.5]]
    assert render(rows) == "name  qty  price\nnut   4    0.5"
