"""The selfheal command on saved run records: status, show, diff, apply."""

from __future__ import annotations

import subprocess
import sys
from pathlib import Path

import pytest
from conftest import CALC, git

from pytest_selfheal.cli import main
from pytest_selfheal.records import Group, RunRecord, new_run_id, save_record

PATCH = """\
--- a/calc.py
+++ b/calc.py
@@ -16,4 +16,4 @@ def average(values):
     total = 0
     for v in values:
         total += v
-    return total / (len(values) + 1)
+    return total / len(values)
"""


def _save(root: Path, outcome: str, *, patch: str = "", applied: bool = False,
          error: str | None = None) -> RunRecord:
    record = RunRecord(run_id=new_run_id() + outcome[:1], outcome=outcome,  # type: ignore[arg-type]
                       patch=patch, applied=applied, error=error, mode="dry_run",
                       groups=[Group(id="g1-abc123", nodeids=["tests/test_calc.py::test_average"],
                                     outcome="healed" if outcome == "healed" else "not_healed",
                                     iterations=1, reason="" if outcome == "healed" else "nope")])
    save_record(record, root / ".selfheal" / "runs")
    return record


@pytest.fixture
def repo(tmp_path: Path) -> Path:
    (tmp_path / "calc.py").write_text(CALC)
    git(tmp_path, "init", "-q")
    git(tmp_path, "add", "-A")
    git(tmp_path, "commit", "-qm", "initial")
    return tmp_path


@pytest.mark.parametrize(("outcome", "code"),
                         [("healed", 0), ("not_healed", 1), ("flaky", 1), ("error", 2)])
def test_status_exit_codes(repo: Path, outcome: str, code: int,
                           capsys: pytest.CaptureFixture[str]) -> None:
    _save(repo, outcome)
    assert main(["status", "-C", str(repo)]) == code
    assert capsys.readouterr().out.strip() == outcome


def test_status_picks_latest_or_named_run(repo: Path, capsys) -> None:
    old = _save(repo, "healed")
    _save(repo, "error")
    assert main(["status", "-C", str(repo)]) == 2
    assert main(["status", old.run_id, "-C", str(repo)]) == 0
    run_json = repo / ".selfheal" / "runs" / old.run_id / "run.json"
    assert main(["status", str(run_json), "-C", str(repo)]) == 0
    assert main(["status", "--json", old.run_id, "-C", str(repo)]) == 0
    assert f'"run_id": "{old.run_id}"' in capsys.readouterr().out


def test_missing_record_is_one_line(tmp_path: Path) -> None:
    with pytest.raises(SystemExit, match="no run record at .*run pytest --selfheal first"):
        main(["status", "-C", str(tmp_path)])


def test_show_prints_summary_and_patch(repo: Path, capsys) -> None:
    record = _save(repo, "healed", patch=PATCH)
    assert main(["show", "-C", str(repo)]) == 0
    out = capsys.readouterr().out
    assert "HEALED tests/test_calc.py::test_average in 1 iteration(s)" in out
    assert "outcome: healed" in out
    assert f"{record.run_id}/run.json" in out
    assert "+    return total / len(values)" in out


def test_diff_prints_only_the_patch(repo: Path, capsys) -> None:
    _save(repo, "healed", patch=PATCH)
    assert main(["diff", "-C", str(repo)]) == 0
    assert capsys.readouterr().out == PATCH
    _save(repo, "not_healed")
    assert main(["diff", "-C", str(repo)]) == 1


def test_apply_applies_a_dry_runs_patch(repo: Path, capsys) -> None:
    record = _save(repo, "healed", patch=PATCH)
    assert main(["apply", "-C", str(repo)]) == 0
    assert f"applied the patch of run {record.run_id}" in capsys.readouterr().out
    assert "return total / len(values)\n" in (repo / "calc.py").read_text()
    assert git(repo, "status", "--porcelain", "-uno").split() == ["M", "calc.py"]


def test_apply_refuses_when_files_changed(repo: Path, capsys) -> None:
    _save(repo, "healed", patch=PATCH)
    changed = CALC.replace("(len(values) + 1)", "(len(values) + 3)")
    (repo / "calc.py").write_text(changed)
    assert main(["apply", "-C", str(repo)]) == 1
    assert "no longer applies" in capsys.readouterr().err
    assert (repo / "calc.py").read_text() == changed


def test_apply_refuses_without_patch_or_twice(repo: Path, capsys) -> None:
    _save(repo, "not_healed")
    assert main(["apply", "-C", str(repo)]) == 1
    assert "no verified patch" in capsys.readouterr().err
    _save(repo, "healed", patch=PATCH, applied=True)
    assert main(["apply", "-C", str(repo)]) == 1
    assert "already applied" in capsys.readouterr().err
    assert (repo / "calc.py").read_text() == CALC


def test_console_script_runs(repo: Path) -> None:
    _save(repo, "not_healed")
    proc = subprocess.run([sys.executable, "-m", "pytest_selfheal.cli", "status"], cwd=repo,
                          capture_output=True, text=True)
    assert (proc.returncode, proc.stdout.strip()) == (1, "not_healed")
