import pytest

from csv_record import column, format_field, format_record, parse_record, parse_rows, to_dicts


def test_single_field():
    assert parse_record("hello") == ["hello"]


def test_simple_record():
    assert parse_record("a,b,c") == ["a", "b", "c"]


def test_quoted_field_with_delimiter_and_quotes():
    assert parse_record('x,"1,5","say ""hi"""') == ["x", "1,5", 'say "hi"']


def test_empty_fields():
    assert parse_record(",,") == ["", "", ""]


def test_other_delimiter():
    assert parse_record("k;v", delimiter=";") == ["k", "v"]


def test_unterminated_quote_raises():
    with pytest.raises(ValueError):
        parse_record('"open')


@pytest.mark.parametrize(
    "value, expected",
    [("plain", "plain"), ("a,b", '"a,b"'), ('5"', '"5"""'), (" pad", '" pad"'), (42, "42")],
)
def test_format_field(value, expected):
    assert format_field(value) == expected


def test_format_record():
    assert format_record(["id", 7, "x, y"]) == 'id,7,"x, y"'


def test_parse_rows_skips_blank_lines():
    assert parse_rows("a\n\nb\n") == [["a"], ["b"]]


def test_to_dicts_and_column():
    text = "name,qty\napple,3\npear,5\n"
    assert to_dicts(text) == [{"name": "apple", "qty": "3"}, {"name": "pear", "qty": "5"}]
    assert column(text, "qty") == ["3", "5"]
