"""Loaded into the coverage run (``-p pytest_selfheal.hangstop``): stops a test that runs long.

A test named in ``SELFHEAL_STOP_IDS`` (node ids, one per line: the failing tests that
hung) is stopped after ``SELFHEAL_TEST_SECONDS`` seconds by an exception raised from a
SIGALRM handler, so it fails with the lines it reached recorded and the run goes on to
the next test. Coverage of a loop that never ends is complete within milliseconds;
waiting out the user's ``--timeout 10`` for it only spends the budget. Other tests run
as they would: a slow passing test is never cut short. POSIX main thread only;
elsewhere, or without the variables, the plugin does nothing.
"""

from __future__ import annotations

import os
import signal
import threading
from collections.abc import Generator
from typing import Any

import pytest

SECONDS_ENV = "SELFHEAL_TEST_SECONDS"
IDS_ENV = "SELFHEAL_STOP_IDS"


PLUGIN_ARGS = ["-p", "pytest_selfheal.hangstop"]


def stop_env(ids: list[str] | set[str], seconds: float) -> dict[str, str]:
    """The variables that make this plugin stop `ids` after `seconds` of their call."""
    return {IDS_ENV: "\n".join(ids), SECONDS_ENV: f"{seconds:g}"}


class TestTookTooLong(Exception):  # noqa: N818 - reads as the failure it reports
    """Raised inside a test that ran past SELFHEAL_TEST_SECONDS."""

    __test__ = False


def _seconds(item: pytest.Item) -> float | None:
    if item.nodeid not in os.environ.get(IDS_ENV, "").splitlines():
        return None
    try:
        value = float(os.environ.get(SECONDS_ENV, ""))
    except ValueError:
        return None
    return value if value > 0 else None


def _usable() -> bool:
    return hasattr(signal, "setitimer") and threading.current_thread() is threading.main_thread()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_call(item: pytest.Item) -> Generator[None, Any, None]:
    seconds = _seconds(item)
    if seconds is None or not _usable():
        yield
        return

    def stop(signum: int, frame: Any) -> None:
        raise TestTookTooLong(f"stopped after {seconds:g} s ({SECONDS_ENV})")

    previous = signal.signal(signal.SIGALRM, stop)
    signal.setitimer(signal.ITIMER_REAL, seconds)
    try:
        yield
    finally:
        signal.setitimer(signal.ITIMER_REAL, 0)
        signal.signal(signal.SIGALRM, previous)
