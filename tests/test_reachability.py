"""benchmarks/reachability.py: which statements it tries and when a fix counts as reached."""

from __future__ import annotations

import json
from pathlib import Path

from conftest import load_benchmark

reach = load_benchmark("reachability")


def _case(root: Path, name: str, buggy: str, fixed: str) -> None:
    for side, text in (("buggy", buggy), ("fixed", fixed)):
        (root / name / side).mkdir(parents=True)
        (root / name / side / "mod.py").write_text(text, encoding="utf-8")
    (root / name / "case.json").write_text(json.dumps({"kind": "k"}), encoding="utf-8")


def test_an_edit_is_tried_at_its_statement_and_an_insert_around_it() -> None:
    buggy = "def f(xs):\n    total = 0\n    for x in xs:\n        y = x\n    return total\n"
    fixed = buggy.replace("        y = x\n", "        y = x\n        total += y\n")
    assert reach.suspect_lines(buggy, buggy.replace("y = x", "y = -x")) == [4]
    assert set(reach.suspect_lines(buggy, fixed)) >= {4, 5, 3}
    multi = "def f(a):\n    return g(\n        a,\n    )\n"
    assert reach.statement_line(multi, 3) == 2


def test_reached_and_unreached_cases_are_counted(tmp_path: Path, capsys) -> None:
    _case(tmp_path, "flip", "def f(a, b):\n    return a < b\n", "def f(a, b):\n    return a <= b\n")
    _case(tmp_path, "novel", "def f(a):\n    return a\n",
          "def f(a):\n    return sorted(set(a), key=str.lower)[::-1]\n")
    assert reach.main(["--corpus", str(tmp_path)]) == 0
    out = capsys.readouterr().out
    assert "flip" in out and "rank 1 of" in out.split("flip")[1].splitlines()[0]
    assert "not reached" in out.split("novel")[1].splitlines()[0]
    assert "reachable: 1/2" in out
