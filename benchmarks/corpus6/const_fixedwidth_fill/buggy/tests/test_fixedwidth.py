import datetime as dt
from decimal import Decimal

import pytest
from fixedwidth import Field, Layout, LayoutError, format_record, parse_record, read, write


@pytest.fixture
def payment():
    return Layout(
        Field("account", 8),
        Field("amount", 9, "amount"),
        Field("count", 3, "int"),
        Field("date", 8, "date"),
        Field("memo", 10),
    )


ROW = {
    "account": "GB12",
    "amount": Decimal("1234.50"),
    "count": 7,
    "date": dt.date(2024, 2, 29),
    "memo": "rent",
}


def test_length(payment):
    assert payment.length == 38


def test_format_record(payment):
    assert format_record(payment, ROW) == "GB12    000123450007" + "20240229rent      "


def test_round_trip(payment):
    assert parse_record(payment, format_record(payment, ROW)) == ROW


def test_missing_values_are_blank(payment):
    line = format_record(payment, {"account": "X"})
    assert line == "X" + " " * 7 + "0" * 12 + " " * 18
    assert parse_record(payment, line)["date"] is None


def test_numbers_are_zero_padded(payment):
    line = format_record(payment, {**ROW, "count": 42, "amount": Decimal("0.05")})
    assert line[8:20] == "000000005042"


def test_too_wide_text(payment):
    with pytest.raises(LayoutError, match="wider"):
        format_record(payment, {**ROW, "memo": "a much longer memo"})
    assert format_record(payment, {**ROW, "memo": "a much longer memo"}, strict=False)[-10:] == (
        "a much lon"
    )


def test_too_many_decimals(payment):
    with pytest.raises(LayoutError, match="decimals"):
        format_record(payment, {**ROW, "amount": Decimal("1.005")})


def test_parse_wrong_length(payment):
    with pytest.raises(LayoutError, match="38"):
        parse_record(payment, "short")


def test_read_and_write(payment):
    text = write(payment, [ROW, {**ROW, "count": 8}])
    assert [row["count"] for row in read(payment, text + "\n")] == [7, 8]


def test_read_reports_line_number(payment):
    with pytest.raises(LayoutError, match="line 2"):
        list(read(payment, format_record(payment, ROW) + "\nbroken\n"))


def test_layout_validation():
    with pytest.raises(LayoutError):
        Layout(Field("a", 1), Field("a", 2))
    with pytest.raises(LayoutError):
        Field("b", 0)


def test_describe(payment):
    assert payment.describe()[1] == "amount         9-17  amount"
