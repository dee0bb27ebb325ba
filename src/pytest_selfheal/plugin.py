"""The pytest entry point: options, hooks and one plugin object, only when asked.

Without ``--selfheal`` or ``--selfheal-dry-run`` nothing heavy is imported
and no plugin object is registered.
"""

from __future__ import annotations

import os

import pytest

from pytest_selfheal.options import add_options, resolve

CHILD_ENV = "SELFHEAL_CHILD"


def pytest_addoption(parser: pytest.Parser) -> None:
    add_options(parser)


def pytest_addhooks(pluginmanager: pytest.PytestPluginManager) -> None:
    from pytest_selfheal import hookspecs

    pluginmanager.add_hookspecs(hookspecs)


def pytest_configure(config: pytest.Config) -> None:
    from pytest_selfheal import tbcompat

    if os.environ.get(CHILD_ENV):
        tbcompat.install()  # a stopped hang must give a verdict, not INTERNALERROR
        return  # a rerun started by a heal: never heal recursively
    settings = resolve(config)
    if not settings.enabled:
        return
    tbcompat.install()
    if settings.engine == "llm" and not settings.model:
        raise pytest.UsageError(
            "selfheal: --selfheal-engine llm needs a model: set SELFHEAL_MODEL or "
            "--selfheal-model (or use --selfheal-engine builtin)"
        )
    if hasattr(config, "workerinput"):
        # xdist worker: only attach traceback frames to reports; heal on the controller.
        from pytest_selfheal.collect import FrameRecorder

        config.pluginmanager.register(FrameRecorder(), "selfheal-frames")
        return
    from pytest_selfheal.session import SelfhealPlugin

    config.pluginmanager.register(SelfhealPlugin(config, settings), "selfhealplugin")
