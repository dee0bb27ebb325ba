import pytest

from printf_format import FormatError, parse_spec, sprintf


def test_plain_text_and_percent_escape():
    assert sprintf("100%% sure") == "100% sure"
    assert sprintf("no specs here") == "no specs here"


def test_parse_spec_reads_all_parts():
    spec, pos = parse_spec("%-08.3f rest", 1)
    assert spec == {"flags": "-0", "width": 8, "precision": 3, "conv": "f"}
    assert pos == 7


def test_integer_width_and_left_justify():
    assert sprintf("[%5d]", 42) == "[   42]"
    assert sprintf("[%-5d]", 42) == "[42   ]"
    assert sprintf("[%2d]", 12345) == "[12345]"


def test_zero_padding_keeps_sign_in_front():
    assert sprintf("%06d", -42) == "-00042"
    assert sprintf("%+05d", 7) == "+0007"


def test_left_justify_overrides_zero_flag():
    assert sprintf("[%-06d]", 42) == "[42    ]"
    assert sprintf("[%0-8.2f]", 3.14159) == "[3.14    ]"


def test_alternate_hex_and_octal():
    assert sprintf("%#x %#o %X", 255, 8, 48879) == "0xff 010 BEEF"
    assert sprintf("%#08x", 255) == "0x0000ff"


def test_sign_flags_and_precision_on_integers():
    assert sprintf("%+d|% d|%d", 5, 5, -5) == "+5| 5|-5"
    assert sprintf("%.4d", 42) == "0042"


def test_float_formatting():
    assert sprintf("%.2f", 3.14159) == "3.14"
    assert sprintf("%8.3f", -2.5) == "  -2.500"
    assert sprintf("%f", 1) == "1.000000"


def test_strings_and_chars():
    assert sprintf("%-6.3s|", "abcdef") == "abc   |"
    assert sprintf("%5s|%c%c", "ab", 72, "id") == "   ab|Hi"
    assert sprintf("%05s", "ab") == "   ab"


def test_argument_count_and_bad_conversions():
    with pytest.raises(FormatError):
        sprintf("%d and %d", 1)
    with pytest.raises(FormatError):
        sprintf("%d", 1, 2)
    with pytest.raises(FormatError):
        sprintf("%5q", 1)
    with pytest.raises(FormatError):
        sprintf("trailing %")
