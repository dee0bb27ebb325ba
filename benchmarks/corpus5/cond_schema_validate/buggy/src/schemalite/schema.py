"""Declarative schemas: fields are class attributes."""

from __future__ import annotations

from typing import Any, Dict, Tuple

from .errors import PathPart, ValidationError
from .fields import Errors, Field


class Schema:
    """Subclass and declare fields::

        class User(Schema):
            name = String(min_length=1)
            age = Integer(minimum=0, required=False)
    """

    fields: Dict[str, Field] = {}
    allow_extra = False

    def __init_subclass__(cls, **kwargs: Any) -> None:
        super().__init_subclass__(**kwargs)
        inherited: Dict[str, Field] = {}
        for base in reversed(cls.__mro__[1:]):
            inherited.update(getattr(base, "fields", {}))
        own = {name: value for name, value in vars(cls).items() if isinstance(value, Field)}
        cls.fields = {**inherited, **own}

    @classmethod
    def clean_into(cls, data: Dict[str, Any], path: Tuple[PathPart, ...], errors: Errors) -> Dict[str, Any]:
        cleaned: Dict[str, Any] = {}
        for name, field in cls.fields.items():
            if name in data:
                cleaned[name] = field.clean(data[name], path + (name,), errors)
            elif field.has_default():
                default = field.default
                cleaned[name] = default() if callable(default) else default
            elif field.required:
                errors.append((path + (name,), "is required"))
        extra = sorted(set(data) - set(cls.fields))
        if extra and not cls.allow_extra:
            errors.append((path, f"unexpected field(s): {', '.join(extra)}"))
        elif extra:
            cleaned.update({key: data[key] for key in extra})
        return cleaned

    @classmethod
    def validate(cls, data: Any) -> Dict[str, Any]:
        """The cleaned data, or ValidationError listing every problem."""
        if not isinstance(data, dict):
            raise ValidationError([((), f"expected object, got {type(data).__name__}")])
        errors: Errors = []
        cleaned = cls.clean_into(data, (), errors)
        if errors:
            raise ValidationError(errors)
        return cleaned

    @classmethod
    def is_valid(cls, data: Any) -> bool:
        try:
            cls.validate(data)
        except ValidationError:
            return False
        return True
