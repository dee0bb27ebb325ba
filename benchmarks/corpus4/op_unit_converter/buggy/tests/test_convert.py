import pytest

from convert import best_unit, convert, convert_text, mixed, parse_quantity


@pytest.mark.parametrize(
    "value, source, target, expected",
    [
        (5, "km", "m", 5000),
        (12, "inches", "ft", 1),
        (1, "mi", "km", 1.609344),
        (2.5, "h", "min", 150),
        (100, "C", "F", 212),
        (-40, "F", "C", -40),
    ],
)
def test_convert(value, source, target, expected):
    assert convert(value, source, target) == pytest.approx(expected)


def test_dimensions_must_match():
    with pytest.raises(ValueError):
        convert(1, "kg", "m")


def test_parse_quantity():
    assert parse_quantity(" 12.5 km ") == (12.5, "km")
    with pytest.raises(ValueError):
        parse_quantity("twelve km")


def test_convert_text():
    assert convert_text("3 pounds", "kg") == "1.36 kg"


def test_mixed_units():
    assert mixed(1.7, "m", ["ft", "in"]) == [(5, "ft"), (6.93, "in")]


def test_best_unit():
    assert best_unit(250000, "g") == (250.0, "kg")
    assert best_unit(0.5, "m", ["mm", "cm", "m", "km"]) == (50.0, "cm")
