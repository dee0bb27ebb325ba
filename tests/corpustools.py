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
