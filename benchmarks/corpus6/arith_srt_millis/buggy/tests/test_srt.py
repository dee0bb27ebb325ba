import pytest
from srt import overlaps, parse, render, shift, stretch
from timecode import Timestamp

SOURCE = """1
00:00:01,500 --> 00:00:03,250
Hello.

2
00:00:03,200 --> 00:00:05,000
General Kenobi!
You are a bold one.
"""


@pytest.fixture
def cues():
    return parse(SOURCE)


def test_timestamp_round_trip():
    assert str(Timestamp.parse("01:02:03,456")) == "01:02:03,456"


def test_timestamp_value():
    assert Timestamp.parse("00:01:00.250").ms == 60250


@pytest.mark.parametrize("bad", ["1:00:00,000", "00:60:00,000", "00:00:00,00"])
def test_bad_timestamps(bad):
    with pytest.raises(ValueError):
        Timestamp.parse(bad)


def test_parse(cues):
    assert len(cues) == 2
    assert cues[1].text == "General Kenobi!\nYou are a bold one."
    assert cues[0].duration == 1750


def test_render_round_trip(cues):
    assert render(cues) == SOURCE


def test_shift(cues):
    moved = shift(cues, -1600)
    assert [str(c.start) for c in moved] == ["00:00:00,000", "00:00:01,600"]


def test_shift_drops_cues_before_zero(cues):
    assert len(shift(cues, -3300)) == 1


def test_stretch(cues):
    assert str(stretch(cues, 2)[0].end) == "00:00:06,500"


def test_overlaps(cues):
    assert overlaps(cues) == [(1, 2)]


def test_incomplete_cue():
    with pytest.raises(ValueError, match="incomplete"):
        parse("1\n")
