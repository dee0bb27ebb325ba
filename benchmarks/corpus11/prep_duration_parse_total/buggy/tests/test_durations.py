import pytest

from durations import format_clock, format_duration, pace, parse_clock, parse_duration


@pytest.mark.parametrize("text, seconds", [("90s", 90), ("2h", 7200), ("1.5m", 90), (" 3D ", 259200)])
def test_parse_single_unit(text, seconds):
    assert parse_duration(text) == seconds


@pytest.mark.parametrize(
    "text, seconds",
    [("1h 30m", 5400), ("2h15m", 8100), ("1d4h", 100800), ("1w 2d 3h 4m 5s", 788645)],
)
def test_parse_several_units(text, seconds):
    assert parse_duration(text) == seconds


@pytest.mark.parametrize("text", ["", "ten minutes", "5x", "3h abc", "h"])
def test_parse_rejects_garbage(text):
    with pytest.raises(ValueError):
        parse_duration(text)


def test_format_duration():
    assert format_duration(0) == "0s"
    assert format_duration(5400) == "1h 30m"
    assert format_duration(788645) == "1w 2d 3h 4m 5s"
    assert format_duration(-61) == "-1m 1s"


def test_round_trip():
    for seconds in (59, 3600, 3661, 90061, 1209600):
        assert parse_duration(format_duration(seconds)) == seconds


def test_clock_values():
    assert parse_clock("1:02:03") == 3723
    assert parse_clock("45:10") == 2710
    assert format_clock(3723) == "1:02:03"
    with pytest.raises(ValueError):
        parse_clock("1:2:3:4")


def test_pace():
    assert pace(10, "50m") == "5:00/km"
    assert pace(42.195, "3h 30m") == "4:59/km"
