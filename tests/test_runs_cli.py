"""selfheal runs: past runs newest first, read from the run records."""

from __future__ import annotations

import json
import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CALC, git

from pytest_selfheal.cli import main
from pytest_selfheal.records import Group, RunRecord, Usage, save_record


def _save(root: Path, run_id: str, outcome: str, groups: list[str], *, duration: float = 1.0,
          cost: float = 0.0, tokens: int = 0, mode: str = "apply",
          started: str = "2026-11-23T09:15:00+00:00") -> RunRecord:
    record = RunRecord(
        run_id=run_id, outcome=outcome, mode=mode, duration=duration,  # type: ignore[arg-type]
        started_at=started,
        usage=Usage(prompt_tokens=tokens, cost_usd=cost, calls=1 if tokens else 0),
        groups=[Group(id=f"g{i}", nodeids=[f"t.py::test_{i}"], outcome=o)  # type: ignore[arg-type]
                for i, o in enumerate(groups)],
    )  # fmt: skip
    save_record(record, root / ".selfheal" / "runs")
    return record


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "calc.py").write_text(CALC)
    (tmp_path / "pkg" / "deep").mkdir(parents=True)
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "initial")
    return tmp_path


@pytest.fixture
def three_runs(repo: Path) -> Path:
    _save(repo, "20261121-080000-aaaaaa", "not_healed", ["not_healed"], duration=95.0)
    _save(repo, "20261123-091500-cccccc", "healed", ["healed", "healed", "not_healed"],
          duration=12.34, cost=0.0123, tokens=4567, started="2026-11-23T10:15:00+01:00")
    _save(repo, "20261122-120000-bbbbbb", "error", [], mode="dry_run")
    return repo


def test_lists_newest_first_with_outcome_groups_duration_cost(
        three_runs: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["runs", "-C", str(three_runs)]) == 0
    out = capsys.readouterr()
    lines = out.out.splitlines()
    assert lines[0].split() == ["started", "(UTC)", "outcome", "healed", "duration", "cost",
                                "tokens", "run"]
    assert [ln.split()[-1] for ln in lines[1:]] == [
        "20261123-091500-cccccc", "20261122-120000-bbbbbb", "20261121-080000-aaaaaa"]
    newest = lines[1].split()
    assert newest[:8] == ["2026-11-23", "09:15:00", "healed", "2/3", "12.3", "s", "$0.0123",
                          "4567"]
    assert "error (dry run)" in lines[2] and " 0/0 " in lines[2]
    assert "1 min 35 s" in lines[3] and "not_healed" in lines[3]
    assert out.err == ""


def test_limit_and_json(three_runs: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["runs", "-C", str(three_runs), "--limit", "2", "--json"]) == 0
    rows = json.loads(capsys.readouterr().out)
    assert [r["run_id"] for r in rows] == ["20261123-091500-cccccc", "20261122-120000-bbbbbb"]
    first = rows[0]
    assert (first["outcome"], first["groups_healed"], first["groups"]) == ("healed", 2, 3)
    assert (first["cost_usd"], first["tokens"], first["duration"]) == (0.0123, 4567, 12.34)
    assert first["path"].endswith("20261123-091500-cccccc/run.json")
    assert rows[1]["mode"] == "dry_run"
    assert main(["runs", "-C", str(three_runs), "--limit", "0", "--json"]) == 0
    assert len(json.loads(capsys.readouterr().out)) == 3


def test_bad_limit_is_a_usage_error(three_runs: Path, capsys) -> None:
    with pytest.raises(SystemExit) as exc:
        main(["runs", "-C", str(three_runs), "--limit", "-1"])
    assert exc.value.code == 2
    assert "not a count" in capsys.readouterr().err


def test_corrupt_and_partial_records_are_skipped_in_one_line(
        three_runs: Path, capsys: pytest.CaptureFixture[str]) -> None:
    runs = three_runs / ".selfheal" / "runs"
    (runs / "20261124-000000-dddddd").mkdir()
    (runs / "20261124-000000-dddddd" / "run.json").write_text('{"run_id": "x", "groups": [')
    (runs / "20261124-010000-eeeeee").mkdir()
    (runs / "20261124-010000-eeeeee" / "run.json").write_text('{"outcome": "healed"}')
    (runs / "20261125-000000-ffffff").mkdir()  # a run killed before it saved its record
    (runs / "20261125-000000-ffffff" / "events.jsonl").write_text('{"step": "snapshot"}\n')
    assert main(["runs", "-C", str(three_runs)]) == 0
    out = capsys.readouterr()
    assert len(out.out.splitlines()) == 4  # the header and the three good runs
    err = out.err.splitlines()
    assert len(err) == 3
    assert err[0] == ("selfheal: skipped 20261125-000000-ffffff: no run.json (still running, "
                      "or killed: see its events.jsonl)")
    assert err[1].startswith("selfheal: skipped 20261124-010000-eeeeee: cannot read run.json: ")
    assert err[2].startswith("selfheal: skipped 20261124-000000-dddddd: cannot read run.json: ")
    # a skipped record does not count against --limit
    assert main(["runs", "-C", str(three_runs), "--limit", "1", "--json"]) == 0
    assert [r["run_id"] for r in json.loads(capsys.readouterr().out)] == [
        "20261123-091500-cccccc"]


def test_no_runs_yet(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["runs", "-C", str(repo)]) == 0
    out = capsys.readouterr()
    assert out.out == ""
    assert out.err.startswith("selfheal: no run records in ")
    assert "run pytest --selfheal first" in out.err
    assert main(["runs", "-C", str(repo), "--json"]) == 0
    assert json.loads(capsys.readouterr().out) == []


def test_works_from_any_directory_of_the_repository(three_runs: Path) -> None:
    """The installed command, started in a subdirectory, finds the records at the top."""
    proc = subprocess.run([sys.executable, "-m", "pytest_selfheal.cli", "runs", "--json"],
                          cwd=three_runs / "pkg" / "deep", capture_output=True, text=True,
                          timeout=60)
    assert proc.returncode == 0, proc.stderr
    assert len(json.loads(proc.stdout)) == 3


def test_honours_selfheal_dir(repo: Path, capsys: pytest.CaptureFixture[str]) -> None:
    record = RunRecord(run_id="20261123-000000-abcdef", outcome="healed")
    save_record(record, repo / "records" / "runs")
    assert main(["runs", "-C", str(repo / "pkg"), "--selfheal-dir", "records", "--json"]) == 0
    assert [r["run_id"] for r in json.loads(capsys.readouterr().out)] == [record.run_id]
