import pytest
from harmony import Note, chord, identify, scale
from harmony.chords import transpose_progression


@pytest.mark.parametrize(("text", "pitch"), [("C", 0), ("c#", 1), ("Db", 1), ("bb", 10), ("B", 11)])
def test_parse(text, pitch):
    assert Note.parse(text).pitch == pitch


def test_unknown_note():
    with pytest.raises(ValueError):
        Note.parse("H")


def test_frequency():
    assert Note.parse("A").frequency() == 440.0
    assert Note.parse("C").frequency(5) == 523.25


def test_c_major():
    assert scale("C") == ["C", "D", "E", "F", "G", "A", "B"]


def test_sharp_key():
    assert scale("E", "major") == ["E", "F#", "G#", "A", "B", "C#", "D#"]


def test_flat_key():
    assert scale("Bb") == ["Bb", "C", "D", "Eb", "F", "G", "A"]


def test_modes_and_pentatonic():
    assert scale("D", "dorian") == ["D", "E", "F", "G", "A", "B", "C"]
    assert scale("A", "minor pentatonic") == ["A", "C", "D", "E", "G"]


def test_chords():
    assert chord("F#m7") == ["F#", "A", "C#", "E"]
    assert chord("Eb") == ["Eb", "G", "Bb"]


def test_identify_inversions():
    assert identify(["E", "G", "C"]) == ["C"]
    assert identify(["C", "E", "G#"]) == ["Caug", "Eaug", "G#aug"]


def test_transpose_progression():
    assert transpose_progression(["C", "Am", "F", "G7"], 2) == ["D", "Bm", "G", "A7"]


@pytest.mark.xfail(reason="double sharps and flats are not supported", raises=ValueError)
def test_double_flat():
    assert Note.parse("Bbb").pitch == 9
