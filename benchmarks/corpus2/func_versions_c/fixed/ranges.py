"""Version requirements such as '>=1.2.0,<2.0.0' and picking the best match."""

from __future__ import annotations

import operator

from semver import Version

_OPS = {">=": operator.ge, "<=": operator.le, ">": operator.gt, "<": operator.lt,
        "==": operator.eq, "!=": operator.ne}


def parse_requirement(text: str) -> list[tuple[str, Version]]:
    """Split 'op version' clauses joined by commas."""
    clauses = []
    for clause in text.split(","):
        clause = clause.strip()
        for symbol in sorted(_OPS, key=len, reverse=True):
            if clause.startswith(symbol):
                clauses.append((symbol, Version.parse(clause[len(symbol):])))
                break
        else:
            raise ValueError(f"bad clause {clause!r}")
    return clauses


def satisfies(version: Version, requirement: str, allow_pre: bool = False) -> bool:
    if version.pre and not allow_pre:
        return False
    return all(_OPS[symbol](version, bound) for symbol, bound in parse_requirement(requirement))


def best_match(candidates: list[str], requirement: str, allow_pre: bool = False) -> str | None:
    """The highest candidate satisfying the requirement, or None."""
    matching = [Version.parse(c) for c in candidates
                if satisfies(Version.parse(c), requirement, allow_pre)]
    return str(max(matching)) if matching else None
