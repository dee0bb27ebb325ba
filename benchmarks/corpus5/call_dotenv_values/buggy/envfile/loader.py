"""Reading files (or text) into dictionaries and os.environ."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Dict, MutableMapping, Optional, Union

from .expand import expand
from .parser import parse_lines

Source = Union[str, Path]


def _read(source: Source) -> str:
    if isinstance(source, Path) or "\n" not in source and Path(source).is_file():
        return Path(source).read_text(encoding="utf-8")
    return str(source)


def dotenv_values(
    source: Source, environ: Optional[MutableMapping[str, str]] = None, interpolate: bool = True
) -> Dict[str, Optional[str]]:
    """Bindings of a .env file (a path or the text itself), expanded in order.

    References see earlier bindings of the file first, then ``environ``.
    """
    environ = os.environ if environ is None else environ
    values: Dict[str, Optional[str]] = {}
    for binding in parse_lines(_read(source).splitlines()):
        value = binding.value
        if value is not None and interpolate and binding.quote != "'":
            scope = {**environ, **{k: v for k, v in values.items() if v is not None}}
            value = expand(value, scope)
        values[binding.key] = value
    return values


def load_dotenv(
    source: Source, environ: Optional[MutableMapping[str, str]] = None, override: bool = False
) -> int:
    """Copy the file's bindings into environ (os.environ by default); the number set."""
    environ = os.environ if environ is None else environ
    count = 0
    for key, value in dotenv_values(source, environ).items():
        if value is None or (key in environ and not override):
            continue
        environ[key] = value
        count += 1
    return count
