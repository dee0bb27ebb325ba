"""Coverage contexts per test id, fixtures included: loaded with `-p` into the spectrum run.

Coverage's own `dynamic_context = test_function` labels only the lines a test function
runs, by its name: the code a fixture runs (`WordCompleter(words)` built in a fixture)
counts for no test, and the variants of a parametrized test share one label. This
switches the context to the test's node id for its whole protocol (setup, call,
teardown), so the spectrum sees what each test ran.
"""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest


def _coverage() -> Any:
    try:
        from coverage import Coverage
    except ImportError:
        return None
    return Coverage.current()


@pytest.hookimpl(hookwrapper=True)
def pytest_runtest_protocol(item: pytest.Item, nextitem: pytest.Item | None) -> Iterator[None]:
    cov = _coverage()
    if cov is not None:
        cov.switch_context(item.nodeid)
    yield
    if cov is not None:
        cov.switch_context("")
