import pytest

from chem_formula import FormulaError, hill_notation, is_balanced, molar_mass, parse_formula


@pytest.mark.parametrize(
    "text, expected",
    [("NaCl", {"Na": 1, "Cl": 1}), ("CO2", {"C": 1, "O": 2}), ("Mg(OH)2", {"Mg": 1, "O": 2, "H": 2})],
)
def test_parse_simple(text, expected):
    assert parse_formula(text) == expected


def test_parse_water_and_glucose():
    assert parse_formula("H2O") == {"H": 2, "O": 1}
    assert parse_formula("C6H12O6") == {"C": 6, "H": 12, "O": 6}


def test_parse_nested_groups():
    assert parse_formula("K4[Fe(CN)6]") == {"K": 4, "Fe": 1, "C": 6, "N": 6}


@pytest.mark.parametrize("bad", ["", "h2o", "Mg(OH", "NaCl)", "Fe2+", "(OH"])
def test_parse_errors(bad):
    with pytest.raises(FormulaError):
        parse_formula(bad)


def test_molar_mass():
    assert molar_mass("NaCl") == 58.44
    assert molar_mass("H2SO4") == 98.072


def test_molar_mass_unknown_element():
    with pytest.raises(FormulaError):
        molar_mass("Xe")


def test_hill_notation():
    assert hill_notation("CH3CH2OH") == "C2H6O"
    assert hill_notation("ClNa") == "ClNa"


def test_is_balanced():
    assert is_balanced(["2H2", "O2"], ["2H2O"])
    assert not is_balanced(["H2", "O2"], ["H2O"])
