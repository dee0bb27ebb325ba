import pytest
from cellref import CircularReference, Sheet, column_letters, column_number, parse_ref


@pytest.mark.parametrize(("letters", "number"), [("A", 1), ("Z", 26), ("AA", 27), ("AZ", 52),
                                                 ("ZZ", 702), ("AAA", 703)])
def test_columns(letters, number):
    assert column_number(letters) == number
    assert column_letters(number) == letters


def test_parse_ref():
    assert parse_ref("$C$12") == (12, 3)
    with pytest.raises(ValueError):
        parse_ref("12C")


@pytest.fixture
def sheet():
    s = Sheet()
    for name, value in {"A1": 10, "A2": 20, "A3": 30, "B1": 1, "B2": 2, "B3": 3}.items():
        s.set(name, value)
    return s


def test_plain_values(sheet):
    assert sheet.value("a2") == 20
    assert sheet.value("C9") is None


def test_arithmetic_and_precedence(sheet):
    sheet.set("C1", "=A1 + B2 * 3 - (A2 - B3) / 1")
    assert sheet.value("C1") == -1


def test_sum_of_column(sheet):
    sheet.set("C1", "=SUM(A1:A3)")
    assert sheet.value("C1") == 60


def test_functions_over_block(sheet):
    sheet.set("D1", "=AVG(A1:B3)")
    sheet.set("D2", "=COUNT(A1:B3)")
    sheet.set("D3", "=MAX(B1:B3) + MIN(A1:A3)")
    assert (sheet.value("D1"), sheet.value("D2"), sheet.value("D3")) == (11, 6, 13)


def test_chained_formulas(sheet):
    sheet.set("C1", "=A1 * 2")
    sheet.set("C2", "=C1 + 1")
    assert sheet.value("C2") == 21


def test_circular_reference(sheet):
    sheet.set("C1", "=C2")
    sheet.set("C2", "=C1 + 1")
    with pytest.raises(CircularReference, match="C1 -> C2 -> C1"):
        sheet.value("C1")


def test_unary_minus_and_text_cells(sheet):
    sheet.set("E1", "hello")
    sheet.set("E2", "=-E1 - -B1")
    assert sheet.value("E2") == 1


@pytest.mark.parametrize("bad", ["=SUM(A1", "=A1:A2", "=FOO(A1:A2)", "=1 +"])
def test_syntax_errors(sheet, bad):
    sheet.set("F1", bad)
    with pytest.raises(SyntaxError):
        sheet.value("F1")


def test_dependents(sheet):
    sheet.set("C1", "=SUM(A1:A3)")
    sheet.set("C2", "=B3 * 2")
    sheet.set("C3", "=A1")
    assert sheet.dependents("A3") == ["C1"]
    assert sheet.dependents("A1") == ["C1", "C3"]
