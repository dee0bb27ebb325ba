"""benchmarks/run_context.py: the lines a fix changes, the lines a prompt shows, the verdict."""

from __future__ import annotations

from pathlib import Path

from conftest import load_benchmark

from pytest_selfheal.context import build_context
from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.redact import Redactor

ROOT = Path(__file__).resolve().parents[1]




bench = load_benchmark("run_context")


def test_fix_lines_are_the_buggy_side_or_the_line_an_insertion_follows() -> None:
    buggy = "a\nb = 1\nc\nd\n"
    assert bench.fix_lines(buggy, "a\nb = 2\nc\nd\n") == [2]  # replaced
    assert bench.fix_lines(buggy, "a\nc\nd\n") == [2]  # deleted
    assert bench.fix_lines(buggy, "a\nb = 1\nc\nnew\nd\n") == [3]  # inserted after line 3
    assert bench.fix_lines(buggy, "import x\na\nb = 1\nc\nd\n") == [1]  # at the very top
    assert bench.fix_lines(buggy, "A\nb = 1\nc\nD\n") == [1, 4]


def test_shown_lines_reads_numbered_source_only(tmp_path: Path) -> None:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "m.py").write_text("def f(x):\n    y = x\n    return y + 1\n")
    failure = Failure(nodeid="t.py::test_f", exc_type="AssertionError",
                      message="1 | not a source line", longrepr="    3 | fake\n",
                      frames=[Frame(path="pkg/m.py", lineno=3, function="f")])
    ctx = build_context(tmp_path, [failure], budget_tokens=4000,
                        count_tokens=lambda t: len(t.split()), redactor=Redactor())
    shown = bench.shown_lines(ctx.render())
    assert shown == {("pkg/m.py", n): "Source of the functions in the traceback"
                     for n in (1, 2, 3)}
    res = bench.CaseResult("corpus", "x", "off")
    bench.judge(res, ctx.render(), {"pkg/m.py": [3]})
    assert res.recall and res.missing == []
    bench.judge(res, ctx.render(), {"pkg/m.py": [3], "pkg/other.py": [1]})
    assert not res.recall and res.missing == ["pkg/other.py:1"]


def test_table_rows_give_recall_and_token_quantiles() -> None:
    rs = [bench.CaseResult("corpus", f"c{i}", "off", recall=i != 0, tokens=100 * (i + 1))
          for i in range(20)]
    (row,) = bench.table_rows(rs)
    assert row[:5] == ["corpus", "off", "20", "19", "95.0%"]
    assert row[5:] == ["1050", "1900", "2000"]
