"""What the synthesis tests share: a one-module project, the environment its warm server
runs in, and search stages that rank given statements and offer given template edits."""

from __future__ import annotations

import os
from pathlib import Path

from pytest_selfheal.engines.builtin.model import Candidate, Suspect


def plain_env() -> dict[str, str]:
    return {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}


def write_runs(tmp_path: Path, source: str, tests: str) -> Path:
    """A project of `runs.py` and its `test_runs.py`."""
    (tmp_path / "runs.py").write_text(source)
    (tmp_path / "test_runs.py").write_text(tests)
    return tmp_path


class FixedStages:
    """Search stages (search._stages) that rank the given statements of runs.py first and
    offer the given template edits, none of which fixes the bug."""

    def __init__(self, lines: list[int], edits: list[Candidate]) -> None:
        self.lines = lines
        self.edits = edits

    def __call__(self) -> tuple[object, object, object]:
        return self.spectrum, self.rank, self.generate

    def spectrum(self, *args: object, **kwargs: object) -> None:
        return None

    def rank(self, *args: object, **kwargs: object) -> list[Suspect]:
        return [Suspect("runs.py", n, 1.0 - i / 10) for i, n in enumerate(self.lines)]

    def generate(self, *args: object) -> list[Candidate]:
        return self.edits


def wrong_edit(source: str, line: int) -> Candidate:
    """A template edit of runs.py at that line that fixes nothing."""
    return Candidate("runs.py", source, "fake", line, "wrong", 0.9, 1, f"runs.py:{line}:fake")
