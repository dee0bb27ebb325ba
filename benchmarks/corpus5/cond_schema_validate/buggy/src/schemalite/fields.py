"""Field types."""

from __future__ import annotations

import re
from typing import Any, List, Optional, Sequence, Tuple

from .errors import PathPart

_MISSING = object()
Errors = List[Tuple[Tuple[PathPart, ...], str]]


class Field:
    type_name = "value"

    def __init__(self, *, required: bool = True, default: Any = _MISSING, nullable: bool = False) -> None:
        self.required = required and default is _MISSING
        self.default = default
        self.nullable = nullable

    def has_default(self) -> bool:
        return self.default is not _MISSING

    def check_type(self, value: Any) -> bool:
        return True

    def clean(self, value: Any, path: Tuple[PathPart, ...], errors: Errors) -> Any:
        """Validate value, append problems to errors, return the cleaned value."""
        if value is None:
            if not self.nullable:
                errors.append((path, "may not be null"))
            return None
        if not self.check_type(value):
            errors.append((path, f"expected {self.type_name}, got {type(value).__name__}"))
            return value
        return self.check(value, path, errors)

    def check(self, value: Any, path: Tuple[PathPart, ...], errors: Errors) -> Any:
        return value


class String(Field):
    type_name = "string"

    def __init__(self, *, min_length: int = 0, max_length: Optional[int] = None, pattern: Optional[str] = None,
                 strip: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.min_length, self.max_length, self.strip = min_length, max_length, strip
        self.pattern = re.compile(pattern) if pattern else None

    def check_type(self, value: Any) -> bool:
        return isinstance(value, str)

    def check(self, value: str, path: Tuple[PathPart, ...], errors: Errors) -> str:
        if self.strip:
            value = value.strip()
        if len(value) < self.min_length:
            errors.append((path, f"must be at least {self.min_length} characters"))
        if self.max_length is not None and len(value) > self.max_length:
            errors.append((path, f"must be at most {self.max_length} characters"))
        if self.pattern and not self.pattern.fullmatch(value):
            errors.append((path, f"must match {self.pattern.pattern}"))
        return value


class Number(Field):
    type_name = "number"

    def __init__(self, *, minimum: Optional[float] = None, maximum: Optional[float] = None, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.minimum, self.maximum = minimum, maximum

    def check_type(self, value: Any) -> bool:
        return isinstance(value, (int, float))

    def check(self, value: Any, path: Tuple[PathPart, ...], errors: Errors) -> Any:
        if self.minimum is not None and value < self.minimum:
            errors.append((path, f"must be at least {self.minimum}"))
        if self.maximum is not None and value > self.maximum:
            errors.append((path, f"must be at most {self.maximum}"))
        return value


class Integer(Number):
    type_name = "integer"

    def check_type(self, value: Any) -> bool:
        return super().check_type(value) and isinstance(value, int)


class Boolean(Field):
    type_name = "boolean"

    def check_type(self, value: Any) -> bool:
        return isinstance(value, bool)


class Choice(Field):
    type_name = "choice"

    def __init__(self, choices: Sequence[Any], **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.choices = list(choices)

    def check(self, value: Any, path: Tuple[PathPart, ...], errors: Errors) -> Any:
        if value not in self.choices:
            errors.append((path, f"must be one of {', '.join(map(repr, self.choices))}"))
        return value


class ListOf(Field):
    type_name = "list"

    def __init__(self, item: Field, *, min_items: int = 0, unique: bool = False, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.item, self.min_items, self.unique = item, min_items, unique

    def check_type(self, value: Any) -> bool:
        return isinstance(value, list)

    def check(self, value: list, path: Tuple[PathPart, ...], errors: Errors) -> list:
        if len(value) < self.min_items:
            errors.append((path, f"must have at least {self.min_items} items"))
        cleaned = [self.item.clean(v, path + (i,), errors) for i, v in enumerate(value)]
        if self.unique and len({repr(v) for v in cleaned}) != len(cleaned):
            errors.append((path, "items must be unique"))
        return cleaned


class Nested(Field):
    type_name = "object"

    def __init__(self, schema: Any, **kwargs: Any) -> None:
        super().__init__(**kwargs)
        self.schema = schema

    def check_type(self, value: Any) -> bool:
        return isinstance(value, dict)

    def check(self, value: dict, path: Tuple[PathPart, ...], errors: Errors) -> dict:
        return self.schema.clean_into(value, path, errors)
