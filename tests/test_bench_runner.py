"""benchmarks/run_builtin.py: corpus selection, result file names, resume and table rows."""

from __future__ import annotations

import argparse
from pathlib import Path

import pytest
from conftest import load_benchmark

ROOT = Path(__file__).resolve().parents[1]




runner = load_benchmark("run_builtin")


def _args(tmp_path: Path, **kw: object) -> argparse.Namespace:
    base = {"corpus": runner.ct.CORPUS2_DIR, "label": "before", "only": None, "resume": True,
            "save": False, "jobs": 1, "budget": 120.0, "timeout": 240.0}
    return argparse.Namespace(**{**base, **kw})


def test_results_stem_names_the_corpus_and_label(tmp_path: Path) -> None:
    stem = runner.results_stem(_args(tmp_path))
    assert stem.name.startswith("corpus2-") and stem.name.endswith("-before")
    first = runner.results_stem(_args(tmp_path, corpus=runner.ct.CORPUS_DIR, label=""))
    assert first.name.startswith("builtin-") and first.name.count("-") == 3


def test_rows_per_flag_and_resume_roundtrip(tmp_path: Path) -> None:
    fixed = runner.CaseResult("a", "missing_stmt", "easy", outcome="healed", tests_pass=True,
                              fixed=True, same_as_reference=False, equivalent_by_probe=True,
                              time_to_green=4.0, leftovers=["x.py: extra if/try"])
    hung = runner.CaseResult("b", "change_operator", "hard", outcome="timeout", wall=240.0)
    flags = {"a": ("recursive",), "b": ("hang",)}
    rows = runner.table_rows([fixed, hung], flags)
    labels = [row[0] for row in rows]
    assert labels == ["change_operator", "missing_stmt", "(easy)", "(hard)", "(hang)",
                      "(recursive)", "TOTAL"]
    total = dict(zip(runner.COLUMNS, rows[-1], strict=True))
    assert (total["fixed"], total["leftovers"], total["equiv %"]) == ("1", "1", "100%")
    stem = tmp_path / "corpus2-x-before"
    info = {"date": "d", "commit": "c", "python": "3", "nproc": 2, "cpu": "cpu",
            "loadavg_1m_at_start": 1.0}
    runner.save(stem, [fixed, hung], rows, [info], _args(tmp_path), 1.0, quiet=True)
    done, sessions = runner._previous(stem)
    assert [r.id for r in done] == ["a", "b"] and done[0].leftovers == fixed.leftovers
    assert sessions == [info]
    assert "Fixed with leftovers" in stem.with_suffix(".md").read_text()


def test_unknown_corpus_is_a_clear_error(
    tmp_path: Path, capsys: pytest.CaptureFixture[str]
) -> None:
    assert runner.main(["--corpus", str(tmp_path / "missing")]) == 2
    assert "no corpus folder" in capsys.readouterr().err
