import pytest

from hexdump import dump, dump_lines, format_line, hex_column, parse_dump, printable


def test_printable_column():
    assert printable(b"Hi\x00\x7f~ \n") == "Hi..~ ."


def test_hex_column_halves():
    assert hex_column(b"\x00\x01\x02", width=4) == "00 01  02    "


def test_format_line_full_row():
    line = format_line(0x20, bytes(range(0x41, 0x51)))
    assert line == ("00000020  41 42 43 44 45 46 47 48  49 4a 4b 4c 4d 4e 4f 50 "
                    " |ABCDEFGHIJKLMNOP|")


def test_dump_empty_input():
    assert dump(b"") == ""


def test_dump_short_input():
    assert dump_lines(b"hello") == [
        "00000000  68 65 6c 6c 6f                                    |hello|",
        "00000005",
    ]


def test_dump_several_lines():
    data = bytes(range(40))
    lines = dump_lines(data)
    assert [line[:8] for line in lines] == ["00000000", "00000010", "00000020", "00000028"]
    assert lines[0].endswith("|" + "." * 16 + "|")
    assert lines[2].endswith("|" + bytes(range(32, 40)).decode() + "|")


def test_dump_squeezes_repeated_lines():
    data = b"A" * 64 + b"tail"
    assert [line[:10] for line in dump_lines(data)] == [
        "00000000  ", "*", "00000040  ", "00000044",
    ]


def test_dump_without_squeeze_keeps_every_line():
    assert len(dump_lines(b"\x00" * 48, squeeze=False)) == 4


@pytest.mark.parametrize(
    "data",
    [b"x", bytes(range(256)), b"\x00" * 100 + b"end", b"abc" * 30],
    ids=["one_byte", "all_bytes", "zero_run", "repeated_text"],
)
def test_round_trip(data):
    assert parse_dump(dump(data)) == data


def test_parse_rejects_gap():
    text = "00000000  61 62  |ab|\n00000010  63  |c|"
    with pytest.raises(ValueError):
        parse_dump(text)
