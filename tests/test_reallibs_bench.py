"""The real-library benchmark's manifest is well formed and its pure steps do what they say."""

from __future__ import annotations

import subprocess
from collections import Counter
from pathlib import Path
from typing import Any

import pytest
from conftest import load_benchmark

ROOT = Path(__file__).resolve().parents[1]




rt = load_benchmark("reallibs_tools")


def _data() -> dict[str, Any]:
    return {
        "library": [{"name": "lib", "version": "1.0", "sha256": "a" * 64, "test_deps": []}],
        "bug": [{"id": "lib-01", "library": "lib", "file": "lib/core.py",
                 "pattern": "off-by-one", "original": "x[1:]", "replacement": "x[2:]"}],
    }


def test_the_committed_manifest_meets_the_issue() -> None:
    manifest = rt.load_manifest()
    assert len(manifest.libraries) >= 3
    assert len(manifest.bugs) >= 40
    assert {"toolz", "cachetools"}.isdisjoint(manifest.libraries)
    per_library = Counter(b.library for b in manifest.bugs)
    assert set(per_library) == set(manifest.libraries)
    assert min(per_library.values()) >= 8
    assert len({b.pattern for b in manifest.bugs}) >= 10
    for bug in manifest.bugs:
        assert bug.id.startswith(bug.library + "-")


def test_a_minimal_manifest_parses() -> None:
    manifest = rt.parse_manifest(_data())
    assert manifest.libraries["lib"].spec == "lib==1.0"
    assert manifest.bugs[0].replacement == "x[2:]"


@pytest.mark.parametrize(("path", "value", "message"), [
    (("library", "sha256"), "abc", "sha256 must be 64"),
    (("bug", "pattern"), "made up", "unknown pattern"),
    (("bug", "library"), "other", "unknown library"),
    (("bug", "file"), "tests/test_core.py", "not in tests"),
    (("bug", "file"), "../core.py", "relative .py path"),
    (("bug", "replacement"), "x[1:]", "equals original"),
    (("bug", "original"), "", "'original' must be a non-empty string"),
])
def test_a_bad_entry_is_named_in_a_clear_error(path: tuple[str, str], value: str,
                                               message: str) -> None:
    data = _data()
    data[path[0]][0][path[1]] = value
    with pytest.raises(rt.ManifestError, match=message):
        rt.parse_manifest(data)


def test_duplicated_bug_ids_are_refused() -> None:
    data = _data()
    data["bug"].append(dict(data["bug"][0]))
    with pytest.raises(rt.ManifestError, match="lib-01: duplicated id"):
        rt.parse_manifest(data)


def _repo(tmp_path: Path) -> tuple[Path, str, Any]:
    root = tmp_path / "lib"
    (root / "lib").mkdir(parents=True)
    (root / "lib" / "core.py").write_text("def tail(x):\n    return x[1:]\n")
    pristine = rt.make_repo(root, "pristine")
    bug = rt.parse_manifest(_data()).bugs[0]
    return root, pristine, bug


def test_inject_then_verdicts(tmp_path: Path) -> None:
    root, pristine, bug = _repo(tmp_path)
    assert rt.verdict(root, pristine) == ("identical", [])
    rt.inject(root, bug)
    assert "x[2:]" in (root / "lib" / "core.py").read_text()
    assert rt.verdict(root, pristine) == ("differs", ["lib/core.py"])
    # committed on top of the pristine commit, and healed back with another layout
    rt.git(root, "commit", "-q", "-am", "bug")
    (root / "lib" / "core.py").write_text("def tail(x):\n    return x[1 :]  # healed\n")
    assert rt.verdict(root, pristine) == ("equivalent", ["lib/core.py"])
    (root / "lib" / "extra.py").write_text("X = 1\n")
    assert rt.verdict(root, pristine)[0] == "differs"


def test_inject_needs_exactly_one_occurrence(tmp_path: Path) -> None:
    root, _, bug = _repo(tmp_path)
    (root / "lib" / "core.py").write_text("a = x[1:]\nb = x[1:]\n")
    with pytest.raises(rt.ManifestError, match="occurs 2 times"):
        rt.inject(root, bug)
    assert (root / "lib" / "core.py").read_text() == "a = x[1:]\nb = x[1:]\n"


def test_fetch_refuses_a_cached_sdist_with_another_hash(tmp_path: Path,
                                                        monkeypatch: pytest.MonkeyPatch) -> None:
    (tmp_path / "lib-1.0.tar.gz").write_bytes(b"not the pinned archive")
    ran: list[list[str]] = []

    def fake_run(argv: list[str], **_: Any) -> subprocess.CompletedProcess[str]:
        ran.append(argv)
        return subprocess.CompletedProcess(argv, 0, "", "")

    monkeypatch.setattr(rt.subprocess, "run", fake_run)
    lib = rt.parse_manifest(_data()).libraries["lib"]
    with pytest.raises(RuntimeError, match="is not the pinned"):
        rt.fetch_sdist(lib, tmp_path)
    assert ran and ran[0][-1] == "lib==1.0" and "--no-binary" in ran[0]


def _run(library: str, pattern: str, mode: str, fixed: bool, ttg: float | None,
         correct: str = "identical") -> dict[str, Any]:
    return {"library": library, "pattern": pattern, "mode": mode, "fixed": fixed,
            "time_to_green": ttg, "correct": correct if fixed else "", "wall": 10.0,
            "candidates": 5}


def test_table_rows_count_per_group_and_in_total() -> None:
    runs = [_run("a", "off-by-one", "uncommitted", True, 4.0),
            _run("a", "off-by-one", "committed", True, 8.0, "differs"),
            _run("b", "slice sign", "uncommitted", False, None)]
    rows = {r[0]: r for r in rt.table_rows(runs)}
    assert rows["TOTAL"][1:7] == ["3", "2", "67%", "1", "1", "6.0"]
    assert rows["a"][1:4] == ["2", "2", "100%"]
    assert rows["pattern: slice sign"][2] == "0"
    assert rows["mode: committed"][7] == "8.0"
    assert "| **TOTAL** |" in rt.markdown_table(list(rows.values()))


def test_interleave_round_robins_libraries() -> None:
    runner = load_benchmark("run_reallibs")
    bugs = [rt.Bug(f"{lib}-{i}", lib, "m.py", "off-by-one", "a", "b")
            for lib in ("a", "b") for i in range(2)]
    assert [b.id for b in runner.interleave(bugs)] == ["a-0", "b-0", "a-1", "b-1"]


def test_resume_keeps_saved_runs_and_notes_the_new_session(tmp_path: Path) -> None:
    runner = load_benchmark("run_reallibs")
    old = {"date": "2026-11-23 13:45", "commit": "abc", "loadavg_1m_at_start": 9.5,
           "python": "3.11.7", "nproc": 2, "cpu": "x"}
    kept = runner.RunResult("parse-01", "parse", "off-by-one", "uncommitted", outcome="healed",
                            fixed=True, correct="identical", time_to_green=7.5)
    info = {**old, "commit": "def", "date": "2026-11-24 09:00"}
    runner.save(tmp_path / "reallibs-2026-11-23-before", [kept], old,
                {"label": "before", "command": "x", "planned": 92, "total_wall": 300.0}, False)
    assert "Partial: 1 of 92 runs" in (tmp_path / "reallibs-2026-11-23-before.md").read_text()
    stem, runs, machine, wall = runner.resume(tmp_path, "before", info)
    assert stem == tmp_path / "reallibs-2026-11-23-before"
    assert runs == [kept] and wall == 300.0
    assert machine["commit"] == "abc" and machine["resumed"][0]["commit"] == "def"
    with pytest.raises(SystemExit, match="found no"):
        runner.resume(tmp_path, "after", info)
