"""Hooks other plugins implement to extend pytest-selfheal.

Added through ``pytest_addhooks``. Our own defaults are ``trylast`` so a
plugin can override them.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

import pytest

if TYPE_CHECKING:
    from pytest_selfheal.engines.base import Engine
    from pytest_selfheal.options import Settings
    from pytest_selfheal.records import Group, RunRecord


@pytest.hookspec(firstresult=True)
def pytest_selfheal_make_engine(
    config: pytest.Config, name: str, settings: Settings
) -> Engine | None:
    """Return the repair engine called ``name`` ("llm", "builtin" or your own), or None.

    The first non-None result wins. pytest-selfheal's own factory runs last.
    """


@pytest.hookspec(firstresult=True)
def pytest_selfheal_veto_patch(
    config: pytest.Config, diff: str, group: Group, iteration: int
) -> str | None:
    """Called before a patch is applied to the worktree. Return a reason to refuse it.

    The reason is recorded and shown to the engine as feedback.
    """


@pytest.hookspec
def pytest_selfheal_healed(config: pytest.Config, group: Group, record: RunRecord) -> None:
    """Called when a failure group is healed and verified, before the run ends."""
