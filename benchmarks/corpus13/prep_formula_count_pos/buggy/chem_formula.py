"""Parse chemical formulas such as 'Mg(OH)2' or 'K4[Fe(CN)6]' into element counts."""

import re
from collections import Counter

_ELEMENT = re.compile(r"[A-Z][a-z]?")
_COUNT = re.compile(r"[0-9]+")
_CLOSERS = {"(": ")", "[": "]"}
ATOMIC_MASS = {
    "H": 1.008, "C": 12.011, "N": 14.007, "O": 15.999, "Na": 22.990, "Mg": 24.305,
    "S": 32.06, "Cl": 35.45, "K": 39.098, "Ca": 40.078, "Fe": 55.845, "Cu": 63.546,
}


class FormulaError(ValueError):
    """Raised for text that is not a well-formed formula."""


class _Parser:
    """Recursive descent parser: formula := (element count? | '(' formula ')' count?)*"""

    def __init__(self, text):
        self.text = text
        self.pos = 0

    def parse(self):
        counts = self._group(None)
        if not counts:
            raise FormulaError("empty formula")
        return counts

    def _group(self, closer):
        counts = Counter()
        while self.pos < len(self.text):
            ch = self.text[self.pos]
            if ch in _CLOSERS:
                self.pos += 1
                inner = self._group(_CLOSERS[ch])
                times = self._count()
                for element, n in inner.items():
                    counts[element] += n * times
            elif ch == closer:
                self.pos += 1
                return counts
            else:
                match = _ELEMENT.match(self.text, self.pos)
                if not match:
                    raise FormulaError(f"unexpected {ch!r} at position {self.pos}")
                self.pos = match.end()
                counts[match.group()] += self._count()
        if closer is not None:
            raise FormulaError(f"missing {closer!r}")
        return counts

    def _count(self):
        match = _COUNT.match(self.text, self.pos)
        if not match:
            return 1
        self.pos = self.pos + match.end()
        return int(match.group())


def parse_formula(text):
    """Element counts of a formula, e.g. {'Mg': 1, 'O': 2, 'H': 2} for 'Mg(OH)2'."""
    return dict(_Parser(text.strip()).parse())


def molar_mass(text):
    """Molar mass in g/mol, rounded to three decimals."""
    total = 0.0
    for element, n in parse_formula(text).items():
        if element not in ATOMIC_MASS:
            raise FormulaError(f"unknown element {element!r}")
        total += ATOMIC_MASS[element] * n
    return round(total, 3)


def hill_notation(text):
    """Hill system: carbon, then hydrogen, then the rest alphabetically (all alphabetical without C)."""
    counts = parse_formula(text)
    if "C" in counts:
        order = ["C"] + (["H"] if "H" in counts else [])
        order += sorted(e for e in counts if e not in ("C", "H"))
    else:
        order = sorted(counts)
    return "".join(e + (str(counts[e]) if counts[e] > 1 else "") for e in order)


def is_balanced(reactants, products):
    """True if both sides, e.g. ['2H2', 'O2'] and ['2H2O'], hold the same atoms."""
    def side_total(terms):
        total = Counter()
        for term in terms:
            coef, formula = re.fullmatch(r"\s*([0-9]*)\s*(.+)", term).groups()
            for element, n in parse_formula(formula).items():
                total[element] += n * int(coef or 1)
        return total
    return side_total(reactants) == side_total(products)
