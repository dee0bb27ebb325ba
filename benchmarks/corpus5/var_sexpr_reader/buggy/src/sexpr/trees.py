"""Recursive helpers over read trees."""

from __future__ import annotations

from typing import Any, Dict, Set

from .reader import Symbol

BINDING_FORMS = {"lambda", "let"}


def depth(value: Any) -> int:
    if not isinstance(value, list):
        return 0
    return 1 + max((depth(item) for item in value), default=0)


def substitute(value: Any, bindings: Dict[str, Any]) -> Any:
    if isinstance(value, Symbol):
        return bindings.get(value, value)
    if isinstance(value, list):
        return [substitute(item, bindings) for item in value]
    return value


def free_symbols(value: Any, bound: frozenset = frozenset()) -> Set[str]:
    """Symbols not bound by an enclosing (lambda (params) body) or (let ((name value)) body)."""
    if isinstance(value, Symbol):
        return set() if value in bound else {str(value)}
    if not isinstance(value, list) or not value:
        return set()
    head = value[0]
    if head == Symbol("quote"):
        return set()
    if isinstance(head, Symbol) and head in BINDING_FORMS and len(value) >= 3 and isinstance(value[1], list):
        if head == "lambda":
            names = {str(p) for p in value[1] if isinstance(p, Symbol)}
            inits: Set[str] = set()
        else:
            pairs = [p for p in value[1] if isinstance(p, list) and p]
            names = {str(p[0]) for p in pairs}
            inits = set().union(*(free_symbols(p[1:], bound) for p in pairs)) if pairs else set()
        inner = bound | names
        return inits | set().union(*(free_symbols(form, inner) for form in value[2:]))
    return set().union(*(free_symbols(item, bound) for item in value))
