"""Plural and singular nouns."""

from __future__ import annotations

from typing import Dict, List, Optional

from .rules import IRREGULAR, PLURAL_RULES, SINGULAR_RULES, UNCOUNTABLE, Rule

_SINGULAR_OF: Dict[str, str] = {plural: singular for singular, plural in IRREGULAR.items()}


def _match_case(template: str, word: str) -> str:
    if template.isupper() and len(template) > 1:
        return word.upper()
    if template[:1].isupper():
        return word[:1].upper() + word[1:]
    return word


def _uncountable(word: str) -> bool:
    lower = word.lower()
    return any(lower.endswith(noun) for noun in UNCOUNTABLE)


def _apply(word: str, rules: List[Rule], irregular: Dict[str, str]) -> str:
    if not word or _uncountable(word):
        return word
    lower = word.lower()
    if lower in irregular:
        return _match_case(word, irregular[lower])
    for pattern, replacement in rules:
        if pattern.search(word):
            return _match_case(word, pattern.sub(replacement, lower, count=1))
    return word


def pluralize(word: str) -> str:
    return _apply(word, PLURAL_RULES, IRREGULAR)


def singularize(word: str) -> str:
    return _apply(word, SINGULAR_RULES, _SINGULAR_OF)


def count_noun(count: int, word: str, plural: Optional[str] = None) -> str:
    """'1 file', '3 files', '0 files' (pass ``plural`` for odd words)."""
    if count == 1:
        return f"{count} {word}"
    return f"{count} {plural or pluralize(word)}"
