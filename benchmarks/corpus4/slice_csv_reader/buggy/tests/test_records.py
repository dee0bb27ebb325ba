import pytest

from records import column, convert, read_records, write_records

ORDERS = """\
id,customer,amount,paid
1,Alice,19.90,yes
# refunded later
2,"Bob ""the builder"" Smith",250,no
3,"Carol, Inc.",,yes

"""


@pytest.mark.parametrize(
    "text, value",
    [("", None), ("42", 42), ("-1.5", -1.5), ("Yes", True), ("no", False), ("4x4", "4x4")],
)
def test_convert(text, value):
    assert convert(text) == value


def test_read_plain_and_quoted_fields():
    records = read_records(ORDERS)
    assert column(records, "customer") == ["Alice", 'Bob "the builder" Smith', "Carol, Inc."]
    assert column(records, "amount") == [19.9, 250, None]
    assert column(records, "paid") == [True, False, True]


def test_untyped_reading_keeps_strings():
    records = read_records("a;b\n 1 ;x\n", delimiter=";", typed=False)
    assert records == [{"a": "1", "b": "x"}]


def test_errors_name_the_line():
    with pytest.raises(ValueError, match="line 2"):
        read_records('a,b\n1,"oops\n')
    with pytest.raises(ValueError, match="line 3"):
        read_records("a,b\n1,2\n3\n")


def test_round_trip():
    records = read_records(ORDERS)
    assert read_records(write_records(records)) == records


def test_trailing_delimiter_is_an_empty_field():
    assert read_records("a,b\n1,\n") == [{"a": 1, "b": None}]
