"""${VAR} expansion with defaults."""

from __future__ import annotations

import re
from typing import Mapping

_REFERENCE = re.compile(r"(\\)?\$(?:\{([A-Za-z_][A-Za-z0-9_]*)(?::-([^}]*))?\}|([A-Za-z_][A-Za-z0-9_]*))")


def expand(value: str, env: Mapping[str, str]) -> str:
    """Replace $NAME, ${NAME} and ${NAME:-default}; \\$ keeps a literal dollar."""

    def replace(match: "re.Match[str]") -> str:
        escaped, braced, default, bare = match.groups()
        if escaped:
            return match.group(0)[1:]
        name = braced or bare
        found = env.get(name)
        if found in (None, "") and default is not None:
            return expand(default, env)
        return found or ""

    return _REFERENCE.sub(replace, value)
