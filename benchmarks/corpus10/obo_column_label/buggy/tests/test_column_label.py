import pytest
from column_label import cell_name, column_label, column_number, parse_cell


@pytest.mark.parametrize("number, label", [(1, "A"), (2, "B"), (25, "Y")])
def test_single_letters(number, label):
    assert column_label(number) == label


@pytest.mark.parametrize("number, label", [(26, "Z"), (27, "AA"), (52, "AZ"), (702, "ZZ"),
                                           (703, "AAA"), (16384, "XFD")])
def test_labels_across_the_z_boundary(number, label):
    assert column_label(number) == label


def test_column_label_rejects_zero():
    with pytest.raises(ValueError):
        column_label(0)


def test_column_number():
    assert column_number("A") == 1
    assert column_number("z") == 26
    assert column_number("AA") == 27
    assert column_number("XFD") == 16384


def test_column_number_rejects_non_letters():
    for bad in ["", "A1", "Ä"]:
        with pytest.raises(ValueError):
            column_number(bad)


def test_round_trip():
    for number in range(1, 2000):
        assert column_number(column_label(number)) == number


def test_cell_name():
    assert cell_name(7, 3) == "C7"
    assert cell_name(1, 28) == "AB1"


def test_parse_cell():
    assert parse_cell("C7") == (7, 3)
    assert parse_cell(" ab12 ") == (12, 28)
    with pytest.raises(ValueError):
        parse_cell("A0")
