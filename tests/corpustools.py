"""benchmarks/corpus_tools.py, loaded once for the corpus tests (benchmarks/ is no package)."""

from __future__ import annotations

import importlib.util
import json
import sys
from pathlib import Path
from types import ModuleType
from typing import Any

ROOT = Path(__file__).resolve().parents[1]


def _load_tools() -> ModuleType:
    if "corpus_tools" in sys.modules:
        return sys.modules["corpus_tools"]
    spec = importlib.util.spec_from_file_location(
        "corpus_tools", ROOT / "benchmarks" / "corpus_tools.py"
    )
    assert spec and spec.loader
    module = importlib.util.module_from_spec(spec)
    sys.modules["corpus_tools"] = module
    spec.loader.exec_module(module)
    return module


tools = _load_tools()

# the pytest options a plain classic project leaves out (corpus 6 tries them on purpose)
CONFIG_OPTIONS = ("filterwarnings", "--strict-markers", "xfail_strict", "--import-mode")
MISSING_KINDS = ("missing_condition", "missing_call", "missing_line", "missing_arithmetic")
PREFIXES = {
    "wrong_comparison": "cmp_", "off_by_one": "obo_", "wrong_variable": "var_",
    "wrong_operator": "op_", "wrong_assignment_op": "aug_", "variable_swap": "swap_",
    "wrong_slice": "slice_", "wrong_constant": "const_", "wrong_method": "meth_",
    "wrong_attribute": "attr_", "prepended_variable": "prep_",
    "missing_condition": "cond_", "missing_call": "call_", "missing_line": "line_",
    "missing_arithmetic": "arith_",
}
# programs of published program-repair benchmarks, which our corpora must not copy
PUBLISHED = ("sieve", "quicksort", "mergesort", "knapsack", "levenshtein", "hanoi",
             "powerset", "shunting_yard", "kheapsort", "bitcount", "next_permutation")


def case_meta(case: Any) -> dict:
    """A case's case.json."""
    return json.loads((case.path / "case.json").read_text(encoding="utf-8"))


def case_sources(case: Any) -> list[Path]:
    """The buggy project's source modules: not its tests, conftest or caches."""
    return [
        p
        for p in case.buggy_dir.rglob("*.py")
        if "tests" not in p.relative_to(case.buggy_dir).parts
        and p.name != "conftest.py"
        and "__pycache__" not in p.parts
    ]


def source_lines(case: Any) -> int:
    return sum(len(p.read_text(encoding="utf-8").splitlines()) for p in case_sources(case))


def assert_ids_name_their_kind(cases: list) -> None:
    """A case's folder is its id, and the id starts with its kind's prefix."""
    for case in cases:
        assert case.id == case.path.name, case.id
        assert case.id.startswith(PREFIXES[case.kind]), case.id


def assert_small_plain_projects(cases: list, most: int = 120) -> None:
    """20-120 source lines (or `most`) in one flat module, a plain pytest table, no
    published program."""
    for case in cases:
        assert 20 <= source_lines(case) <= most, (case.id, source_lines(case))
        assert case.modules == 1 == len(case_sources(case)), case.id
        assert not (case.buggy_dir / "src").exists(), case.id
        assert not (case.buggy_dir / "conftest.py").exists(), case.id
        pyproject = (case.buggy_dir / "pyproject.toml").read_text(encoding="utf-8")
        assert "[tool.pytest.ini_options]" in pyproject, case.id
        assert not any(option in pyproject for option in CONFIG_OPTIONS), case.id
        assert case_meta(case)["program"] not in PUBLISHED, case.id


def assert_unique_programs(cases: list) -> None:
    """One program per case: no two cases are the same program with another bug."""
    programs = [case_meta(c)["program"] for c in cases]
    assert all(programs)
    assert len(set(programs)) == len(cases)


def assert_run_with_timeout(cases: list) -> None:
    """Every case runs with `--timeout 10`, loading pytest-timeout where autoload is off."""
    for case in cases:
        assert case.pytest_args == ["--timeout", "10"], case.id
    assert all(tools.plugin_args(c.pytest_args)[:2] == ["-p", "pytest_timeout"] for c in cases)


def assert_single_site(case: Any, files: tuple[int, int] = (1, 1),
                       functions: tuple[int, int] = (6, 15)) -> None:
    """One bug in one source module (1-4 changed lines, never in tests), a probe, and a
    number of test files and `def test_` functions within the given bounds."""
    import difflib
    import re

    tests = sorted((case.buggy_dir / "tests").glob("test_*.py"))
    assert files[0] <= len(tests) <= files[1], case.id
    count = sum(len(re.findall(r"^def test_", p.read_text(encoding="utf-8"), re.M))
                for p in tests)
    assert functions[0] <= count <= functions[1], (case.id, count)
    assert case.probe_path.is_file(), case.id
    fixed_files = [p for p in (case.path / "fixed").rglob("*") if p.is_file()]
    assert len(fixed_files) == 1, case.id
    ((rel, fixed),) = case.fixed_files.items()
    assert "tests" not in Path(rel).parts, case.id
    buggy = (case.buggy_dir / rel).read_text(encoding="utf-8")
    assert tools._normalized(buggy) != tools._normalized(fixed), case.id
    diff = difflib.unified_diff(buggy.splitlines(), fixed.splitlines(), n=0)
    changed = sum(1 for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---"))
    assert 1 <= changed <= 4, (case.id, changed)


def assert_shares_nothing(cases: list, roots: tuple[Path, ...]) -> None:
    """No fixed file, case id or program of `cases` is also in the corpora at `roots`."""
    others = [case for root in roots for case in tools.load_cases(root)]
    texts = {text for case in others for text in case.fixed_files.values()}
    assert not any(text in texts for case in cases for text in case.fixed_files.values())
    assert not {c.id for c in others} & {c.id for c in cases}
    programs = {case_meta(c).get("program") for c in others} - {None}
    assert not programs & {case_meta(c)["program"] for c in cases}


def corpora_before(number: int) -> tuple[Path, ...]:
    """The folders of every corpus numbered below `number` (the first, unnumbered, too)."""
    names = ["CORPUS_DIR", *(f"CORPUS{n}_DIR" for n in range(2, number))]
    return tuple(getattr(tools, name) for name in names)
