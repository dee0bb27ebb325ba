"""Shared by the template tests: run one operator on one statement of a literal source."""

from __future__ import annotations

import ast
from pathlib import Path

from pytest_selfheal.engines.builtin.model import Candidate, Suspect
from pytest_selfheal.engines.builtin.operators import generate
from pytest_selfheal.records import Failure


def run(tmp_path: Path, src: str, line: int, op: str, path: str = "mod.py",
        messages: list[tuple[str, str]] | None = None) -> list[Candidate]:
    """The candidates `op` makes for the statement at `line`; each must parse."""
    (tmp_path / path).write_text(src, encoding="utf-8")
    failures = [Failure(nodeid="tests/test_x.py::test_x", when="call", exc_type=t, message=m)
                for t, m in (messages or [])]
    cands = generate(tmp_path, [Suspect(path, line, 1.0)], failures, operators=[op])
    for cand in cands:
        ast.parse(cand.new_source)
        assert cand.operator == op
    return cands


def sources(cands: list[Candidate]) -> list[str]:
    return [c.new_source for c in cands]


# A KMP prefix function whose fallback `k = pi[i - 1]` (for `pi[k - 1]`) loops forever:
# shared by the hang tests of grouping and of the built-in engine.
KMP_STUCK = """\
def prefix_function(s):
    pi = [0] * len(s)
    k = 0
    for i in range(1, len(s)):
        while k > 0 and s[i] != s[k]:
            k = pi[i - 1]
        if s[i] == s[k]:
            k += 1
        pi[i] = k
    return pi
"""
