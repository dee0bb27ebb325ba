from growth import format_change, growth_table, percent_change


def test_zero_base():
    assert percent_change(0, 5) is None


def test_format():
    assert format_change(12.345) == "+12.3%"
    assert format_change(None) == "n/a"


def test_growth():
    assert percent_change(200, 250) == 25.0


def test_table():
    assert growth_table({"rev": [100, 90], "one": [5]}) == {"rev": "-10.0%", "one": "n/a"}
