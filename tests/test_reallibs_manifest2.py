"""The second real-library set (`reallibs/manifest2.toml`) is well formed, and
`run_reallibs.py --manifest` reads it. No test here downloads anything."""

from __future__ import annotations

from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from conftest import load_benchmark

rt = load_benchmark("reallibs_tools")

KINDS = {"missing statement": "missing statement", "missing condition": "missing condition",
         "change identifier used": "change identifier used",
         "missing call": "missing call", "wrong function name": "missing call"}


@pytest.fixture(scope="module")
def manifest2() -> Any:
    return rt.load_manifest(rt.MANIFEST2)


def test_manifest2_loads_with_three_new_libraries(manifest2: Any) -> None:
    first = rt.load_manifest()
    assert len(manifest2.libraries) == 3
    assert set(manifest2.libraries).isdisjoint(first.libraries)
    per_library = Counter(b.library for b in manifest2.bugs)
    assert set(per_library) == set(manifest2.libraries)
    assert min(per_library.values()) >= 8


def test_every_bug_is_a_known_statement_level_kind(manifest2: Any) -> None:
    for bug in manifest2.bugs:
        assert bug.pattern in rt.PATTERNS
        assert bug.pattern in KINDS, bug.id
    per_kind = Counter(KINDS[b.pattern] for b in manifest2.bugs)
    assert set(per_kind) == set(KINDS.values())
    assert max(per_kind.values()) - min(per_kind.values()) <= 2  # spread evenly


def test_ids_are_unique_and_named_after_their_library(manifest2: Any) -> None:
    ids = [b.id for b in manifest2.bugs]
    assert len(ids) == len(set(ids))
    assert set(ids).isdisjoint(b.id for b in rt.load_manifest().bugs)
    for bug in manifest2.bugs:
        assert bug.id.startswith(bug.library + "-")


def test_each_edit_is_a_real_change_in_library_code(manifest2: Any) -> None:
    for bug in manifest2.bugs:
        assert bug.original.strip() and bug.replacement.strip()
        assert bug.original != bug.replacement
        assert not rt.is_test_path(bug.file)
        if bug.pattern == "missing statement":  # a line deleted, its neighbour kept
            assert len(bug.replacement.splitlines()) < len(bug.original.splitlines()), bug.id


def test_load_manifest_accepts_a_path_or_a_string() -> None:
    assert rt.load_manifest(str(rt.MANIFEST2)).libraries == rt.load_manifest(
        rt.MANIFEST2).libraries
    with pytest.raises(rt.ManifestError, match="cannot read"):
        rt.load_manifest(rt.HERE / "reallibs" / "no-such.toml")


def test_results_prefix_keeps_the_sets_apart(tmp_path: Path) -> None:
    assert rt.results_prefix(rt.MANIFEST) == "reallibs"
    assert rt.results_prefix(rt.MANIFEST2) == "reallibs2"
    assert rt.results_prefix(tmp_path / "extra.toml") == "reallibs-extra"


def test_run_reallibs_reads_the_manifest_option(tmp_path: Path,
                                                capsys: pytest.CaptureFixture[str]) -> None:
    runner = load_benchmark("run_reallibs")
    # both stop before any download: an unreadable manifest, then no bug selected
    assert runner.main(["--manifest", str(tmp_path / "missing.toml"), "--check"]) == 2
    assert "cannot read" in capsys.readouterr().err
    assert runner.main(["--manifest", str(rt.MANIFEST2), "--check", "--only", "parse-01"]) == 2
    assert "manifest2.toml" in capsys.readouterr().err


def test_resume_finds_only_its_own_sets_results(tmp_path: Path) -> None:
    runner = load_benchmark("run_reallibs")
    info = {"date": "2026-11-29 10:00", "commit": "abc", "loadavg_1m_at_start": 1.0,
            "python": "3.11.7", "nproc": 2, "cpu": "x"}
    run = runner.RunResult("idna-01", "idna", "missing statement", "uncommitted")
    meta = {"label": "before", "command": "x", "planned": 48, "total_wall": 10.0,
            "manifest": "benchmarks/reallibs/manifest2.toml"}
    runner.save(tmp_path / "reallibs2-2026-11-29-before", [run], dict(info), meta, False)
    assert "manifest2.toml" in (tmp_path / "reallibs2-2026-11-29-before.md").read_text()
    stem, runs, _, _ = runner.resume(tmp_path, "before", dict(info), "reallibs2")
    assert stem == tmp_path / "reallibs2-2026-11-29-before" and runs == [run]
    with pytest.raises(SystemExit, match="found no"):
        runner.resume(tmp_path, "before", dict(info))  # the first set's prefix
