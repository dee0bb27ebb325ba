"""Build engines by name: pytest-selfheal's own (trylast) factory for the hook.

Heavy engine modules are imported only here, when an engine is made.
"""

from __future__ import annotations

from pathlib import Path
from typing import TYPE_CHECKING

import pytest

from pytest_selfheal.engines.base import Engine, EngineError
from pytest_selfheal.options import Settings

if TYPE_CHECKING:
    from pytest_selfheal.changes import Bases


def make_engine(name: str, settings: Settings, root: Path | None = None) -> Engine:
    if name == "builtin":
        from pytest_selfheal.engines.builtin.engine import BuiltinEngine

        return BuiltinEngine(budget_seconds=settings.builtin_time,
                             max_candidates=settings.builtin_candidates,
                             workers=settings.workers,
                             bases=_change_bases(settings, root))
    if name == "llm":
        if not settings.model:
            raise EngineError(
                "no model configured: set SELFHEAL_MODEL or --selfheal-model "
                "(or use --selfheal-engine builtin)"
            )
        from pytest_selfheal.engines.llm import LLMConfig, LLMEngine

        cfg = LLMConfig(model=settings.model, api_base=settings.api_base,
                        api_key_env=settings.api_key_env, timeout=settings.llm_timeout,
                        samples=settings.llm_samples)
        return LLMEngine(cfg, max_tokens_per_run=settings.max_tokens,
                         max_cost_usd=settings.max_cost, root=root,
                         bases=_change_bases(settings, root), workers=settings.workers)
    raise EngineError(f"unknown engine {name!r}: choose auto, llm or builtin")


def _change_bases(settings: Settings, root: Path | None) -> Bases | None:
    """HEAD and the --selfheal-since commit of the user's repository (None outside git)."""
    if root is None:
        return None
    from pytest_selfheal.changes import ChangesError, resolve_bases

    try:
        return resolve_bases(root, settings.since)
    except ChangesError as exc:
        raise EngineError(str(exc)) from None


def engine_names(settings: Settings) -> list[str]:
    """The engines to use, in order: cheap first."""
    if settings.engine == "auto":
        return ["builtin", "llm"] if settings.model else ["builtin"]
    return [settings.engine]


def build_engines(config: pytest.Config, settings: Settings) -> list[Engine]:
    engines: list[Engine] = []
    for name in engine_names(settings):
        engine = config.hook.pytest_selfheal_make_engine(config=config, name=name,
                                                         settings=settings)
        if engine is None:
            raise EngineError(f"no plugin could make the engine {name!r}")
        engines.append(engine)
    return engines
