import pytest
from soundex_code import group_by_sound, sounds_alike, soundex


@pytest.mark.parametrize("name, code", [
    ("Robert", "R163"), ("Rupert", "R163"), ("Rubin", "R150"), ("Tymczak", "T522"),
    ("Honeyman", "H555"), ("Jackson", "J250"), ("Gutierrez", "G362"),
])
def test_textbook_codes(name, code):
    assert soundex(name) == code


def test_first_letter_code_absorbs_next():
    assert soundex("Pfister") == "P236"
    assert soundex("Lloyd") == "L300"


def test_h_and_w_do_not_separate_equal_codes():
    assert soundex("Ashcraft") == "A261"
    assert soundex("Ashcroft") == "A261"


def test_vowels_separate_equal_codes():
    assert soundex("Tsatsos") == "T232"
    assert soundex("Bushwick") == "B220"


def test_short_names_are_padded():
    assert soundex("Lee") == "L000"
    assert soundex("a") == "A000"


def test_case_and_punctuation_ignored():
    assert soundex("o'HARA") == "O600"
    assert soundex("  mc-donald ") == soundex("McDonald") == "M235"


def test_no_letters_rejected():
    with pytest.raises(ValueError):
        soundex("1234 -")


def test_sounds_alike():
    assert sounds_alike("Smith", "Smyth")
    assert sounds_alike("Smith", "Schmidt")
    assert not sounds_alike("Robert", "Rubin")


def test_group_by_sound():
    groups = group_by_sound(["Robert", "Rubin", "Rupert", "Rubine"])
    assert groups == {"R163": ["Robert", "Rupert"], "R150": ["Rubin", "Rubine"]}


def test_h_or_w_after_first_letter():
    assert soundex("Schwartz") == "S632"
    assert soundex("Dewhurst") == "D623"
