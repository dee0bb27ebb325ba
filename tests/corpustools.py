"""benchmarks/corpus_tools.py, loaded once for the corpus tests (benchmarks/ is no package)."""

from __future__ import annotations

import importlib.util
import sys
from pathlib import Path
from types import ModuleType

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
