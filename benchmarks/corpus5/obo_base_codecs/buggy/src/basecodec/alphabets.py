"""Alphabets and their reverse tables."""

from __future__ import annotations

from typing import Dict, Optional

BASE58 = "123456789ABCDEFGHJKLMNPQRSTUVWXYZabcdefghijkmnopqrstuvwxyz"
RFC4648 = "ABCDEFGHIJKLMNOPQRSTUVWXYZ234567"
CROCKFORD = "0123456789ABCDEFGHJKMNPQRSTVWXYZ"
CROCKFORD_CHECK = CROCKFORD + "*~$=U"


class Alphabet:
    def __init__(self, symbols: str, aliases: Optional[Dict[str, str]] = None, fold_case: bool = False) -> None:
        if len(set(symbols)) != len(symbols):
            raise ValueError("alphabet symbols must be unique")
        self.symbols = symbols
        self.base = len(symbols)
        self.fold_case = fold_case
        self._index = {ch: i for i, ch in enumerate(symbols)}
        for alias, target in (aliases or {}).items():
            self._index[alias] = self._index[target]

    def __getitem__(self, value: int) -> str:
        return self.symbols[value]

    def value(self, ch: str) -> int:
        key = ch.upper() if self.fold_case else ch
        try:
            return self._index[key]
        except KeyError:
            raise ValueError(f"invalid character {ch!r}") from None


B58 = Alphabet(BASE58)
B32 = Alphabet(RFC4648, fold_case=True)
CROCK = Alphabet(CROCKFORD_CHECK, aliases={"O": "0", "I": "1", "L": "1"}, fold_case=True)
