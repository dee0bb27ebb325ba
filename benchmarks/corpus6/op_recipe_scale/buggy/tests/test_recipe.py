from fractions import Fraction

import pytest
from recipe import Recipe
from units import format_amount, friendly


@pytest.fixture
def pancakes():
    return (
        Recipe("Pancakes", 4)
        .add("flour", 1, "cup")
        .add("milk", "3/4", "cup")
        .add("sugar", 2, "tbsp")
        .add("eggs", 2, "")
    )


def test_lines(pancakes):
    assert pancakes.lines() == ["1 cup flour", "12 tbsp milk", "2 tbsp sugar", "2  eggs"]


def test_scale_up(pancakes):
    double = pancakes.scaled(8)
    assert double.servings == 8
    assert double.ingredients[0].amount == 2
    assert double.lines()[2] == "4 tbsp sugar"


def test_scale_down(pancakes):
    assert pancakes.scaled(2).lines() == ["8 tbsp flour", "6 tbsp milk", "1 tbsp sugar",
                                          "1  eggs"]


def test_scale_to_one_serving():
    assert Recipe("Tea", 1).add("tea", 1, "tsp").scaled(3).lines() == ["1 tbsp tea"]


def test_bad_servings(pancakes):
    with pytest.raises(ValueError):
        pancakes.scaled(0)


@pytest.mark.parametrize(
    ("amount", "unit", "expected"),
    [(3, "tsp", (1, "tbsp")), (480, "ml", (2, "cup")), (1500, "g", (Fraction(3, 2), "kg"))],
)
def test_friendly(amount, unit, expected):
    assert friendly(Fraction(amount), unit) == expected


def test_format_amount():
    assert format_amount(Fraction(7, 4)) == "1 3/4"
    assert format_amount(Fraction(2)) == "2"


def test_shopping_list(pancakes):
    waffles = Recipe("Waffles", 2).add("milk", 1, "cup").add("butter", 50, "g")
    totals = pancakes.shopping_list(waffles)
    assert totals["milk"] == (Fraction(420), "ml")
    assert list(totals) == ["butter", "eggs", "flour", "milk", "sugar"]
