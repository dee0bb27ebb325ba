import pytest

from quoted_printable import decode, decode_bytes, encode, encode_line, longest_line, needs_quoting, quote_byte


@pytest.mark.parametrize(
    "byte, at_end, expected",
    [(ord("a"), False, False), (ord("="), False, True), (ord(" "), False, False),
     (ord(" "), True, True), (0x0A, False, True), (0xE9, False, True)],
)
def test_needs_quoting(byte, at_end, expected):
    assert needs_quoting(byte, at_end) is expected


def test_quote_byte_uses_upper_case_hex():
    assert quote_byte(0xE9) == "=E9"
    assert quote_byte(0x3D) == "=3D"


def test_encode_short_text():
    assert encode("caf\u00e9 = bar") == "caf=C3=A9 =3D bar"


def test_encode_trailing_space_is_quoted():
    assert encode("end \nnext") == "end=20\nnext"


def test_encode_line_wraps_at_76_characters():
    lines = encode_line(b"a" * 100)
    assert lines == ["a" * 75 + "=", "a" * 25]


def test_encode_line_wraps_long_text_three_times():
    lines = encode_line(b"0123456789" * 20)
    assert [len(line) for line in lines] == [76, 76, 50]
    assert "".join(line.rstrip("=") for line in lines) == "0123456789" * 20


def test_escapes_are_not_split_across_lines():
    encoded = encode(b"x" * 74 + b"\xff\xfe")
    assert encoded.split("\n") == ["x" * 74 + "=", "=FF=FE"]


def test_decode_soft_and_hard_breaks():
    assert decode("hello=\n world=\r\n!\nbye") == "hello world!\nbye"
    assert decode_bytes("=3D=e9") == b"=\xe9"


@pytest.mark.parametrize("bad", ["abc=", "=G1", "=4", "\u00e9"])
def test_decode_rejects_malformed_input(bad):
    with pytest.raises(ValueError):
        decode_bytes(bad)


def test_round_trip_long_text():
    text = "The quick brown fox jumps over the lazy dog. \u00e4\u00f6\u00fc= " * 6 + "\nsecond line"
    encoded = encode(text)
    assert longest_line(encoded) <= 76
    assert decode(encoded) == text
