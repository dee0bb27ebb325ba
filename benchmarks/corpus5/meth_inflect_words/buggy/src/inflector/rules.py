"""Inflection tables (English)."""

from __future__ import annotations

import re
from typing import List, Pattern, Tuple

Rule = Tuple[Pattern[str], str]

UNCOUNTABLE = (
    "equipment", "information", "rice", "money", "species", "series", "fish", "sheep", "deer",
    "news", "software", "police", "data",
)

IRREGULAR = {
    "person": "people",
    "man": "men",
    "woman": "women",
    "child": "children",
    "mouse": "mice",
    "goose": "geese",
    "tooth": "teeth",
    "foot": "feet",
    "ox": "oxen",
    "cactus": "cacti",
    "criterion": "criteria",
}


def _compile(rules: List[Tuple[str, str]]) -> List[Rule]:
    return [(re.compile(pattern, re.IGNORECASE), replacement) for pattern, replacement in rules]


# the first matching rule wins
PLURAL_RULES = _compile([
    (r"(quiz)$", r"\1zes"),
    (r"(matr|vert|ind)(?:ix|ex)$", r"\1ices"),
    (r"(x|ch|ss|sh|z)$", r"\1es"),
    (r"([^aeiouy])y$", r"\1ies"),
    (r"(?:([^f])fe|([lr])f)$", r"\1\2ves"),
    (r"(bu|mis|ga)s$", r"\1ses"),
    (r"(alias|status|bus)$", r"\1es"),
    (r"(tomat|potat|her|ech)o$", r"\1oes"),
    (r"(ax|test)is$", r"\1es"),
    (r"s$", "s"),
    (r"$", "s"),
])

SINGULAR_RULES = _compile([
    (r"(quiz)zes$", r"\1"),
    (r"(matr)ices$", r"\1ix"),
    (r"(vert|ind)ices$", r"\1ex"),
    (r"(alias|status|bus)es$", r"\1"),
    (r"(ax|test)es$", r"\1is"),
    (r"(x|ch|ss|sh|z)es$", r"\1"),
    (r"([^aeiouy])ies$", r"\1y"),
    (r"([lr])ves$", r"\1f"),
    (r"([^f])ves$", r"\1fe"),
    (r"(tomat|potat|her|ech)oes$", r"\1o"),
    (r"ss$", "ss"),
    (r"s$", ""),
])
