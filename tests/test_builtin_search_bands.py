"""The search's later bands join the queue by rank once their share of the time is due."""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

import pytest

from pytest_selfheal.engines.builtin import search as search_mod
from pytest_selfheal.engines.builtin.model import Candidate, Suspect
from pytest_selfheal.records import Failure
from pytest_selfheal.sandbox.local import LocalSandbox

CALC = "def total(n):\n    s = 0\n    for i in range(1, n):\n        s += i\n    return s\n"
TESTS = "from calc import total\n\n\ndef test_total():\n    assert total(3) == 6\n"


def cand(new: str, rank: float, tag: str) -> Candidate:
    return Candidate("calc.py", CALC.replace("range(1, n)", new), "fake", 3, tag, 0.5, 1,
                     f"calc.py:3:fake:{tag}", rank=rank)


class Bands:
    """Twenty suspects with falling scores; the first band's candidates are unlikely
    edits that fail, the second band's first candidate is a likely one that fixes."""

    def __init__(self) -> None:
        self.junk = [cand(f"range({k}, n)", 0.05, f"junk{k}") for k in range(2, 12)]
        self.fix = cand("range(1, n + 1)", 0.8, "fix")
        self.generated: list[list[int]] = []

    def __call__(self) -> tuple[Any, Any, Any]:
        return self.spectrum, self.rank, self.generate

    def spectrum(self, *args: object, **kwargs: object) -> None:
        return None

    def rank(self, root: Path, failures: list[Failure], spectrum: object) -> list[Suspect]:
        return [Suspect("calc.py", line, 1.0 - line / 40) for line in range(1, 21)]

    def generate(self, root: Path, suspects: list[Suspect], failures: object
                 ) -> list[Candidate]:
        self.generated.append([s.line for s in suspects])
        return [self.fix] if suspects[0].line > 15 else list(self.junk)


def run(monkeypatch: pytest.MonkeyPatch, tmp_path: Path, bands_at: tuple[float, ...]
        ) -> tuple[search_mod.SearchResult, Bands]:
    (tmp_path / "calc.py").write_text(CALC)
    (tmp_path / "test_calc.py").write_text(TESTS)
    stages = Bands()
    monkeypatch.setattr(search_mod, "_stages", stages)
    monkeypatch.setattr(search_mod, "BANDS_AT", bands_at)
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    failure = Failure(nodeid="test_calc.py::test_total", exc_type="AssertionError",
                      message="assert 3 == 6", test_path="test_calc.py")
    res = search_mod.search(tmp_path, [failure], LocalSandbox(), env, budget_seconds=60.0,
                            spectrum_cache={"spectrum": None})
    return res, stages


def test_a_likely_edit_of_a_later_band_comes_before_unlikely_ones_of_the_first(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    res, stages = run(monkeypatch, tmp_path, (0.0,))
    assert res.candidate is not None and res.candidate.description == "fix"
    # the band's best statement scores 0.6 of the first one: the fix ranks 0.8 * 0.6
    assert res.candidate.rank == pytest.approx(0.8 * (1 - 16 / 40) / (1 - 1 / 40))
    assert res.tried == 1
    assert stages.generated == [list(range(1, 21)), list(range(16, 21))]


def test_without_a_due_band_the_first_band_is_searched_to_its_end(
        monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    res, stages = run(monkeypatch, tmp_path, ())
    assert res.candidate is not None and res.candidate.description == "fix"
    assert res.tried == 11  # the ten unlikely edits first, then the later band's
