"""Recipes that scale to a number of servings."""

from __future__ import annotations

from dataclasses import dataclass, field
from fractions import Fraction

from units import format_amount, friendly, to_base


@dataclass(frozen=True)
class Ingredient:
    name: str
    amount: Fraction
    unit: str


@dataclass
class Recipe:
    title: str
    servings: int
    ingredients: list[Ingredient] = field(default_factory=list)

    def add(self, name: str, amount: str | int | Fraction, unit: str) -> Recipe:
        self.ingredients.append(Ingredient(name, Fraction(amount), unit))
        return self

    def scaled(self, servings: int) -> Recipe:
        if servings <= 0:
            raise ValueError("servings must be positive")
        factor = Fraction(servings, self.servings)
        return Recipe(
            self.title,
            servings,
            [Ingredient(i.name, i.amount * factor, i.unit) for i in self.ingredients],
        )

    def lines(self) -> list[str]:
        out = []
        for item in self.ingredients:
            amount, unit = friendly(item.amount, item.unit)
            out.append(f"{format_amount(amount)} {unit} {item.name}")
        return out

    def shopping_list(self, *others: Recipe) -> dict[str, tuple[Fraction, str]]:
        """Total of each ingredient over this and other recipes, in base units."""
        totals: dict[str, tuple[Fraction, str]] = {}
        for recipe in (self, *others):
            for item in recipe.ingredients:
                amount, unit = to_base(item.amount, item.unit)
                previous, _ = totals.get(item.name, (Fraction(0), unit))
                totals[item.name] = (previous + amount, unit)
        return dict(sorted(totals.items()))
