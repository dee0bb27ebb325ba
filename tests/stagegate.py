"""Test-only pytest plugin: hold a heal at one stage until the test has signalled it.

Loaded with ``-p stagegate`` (the tests directory on PYTHONPATH), it does nothing
unless ``SELFHEAL_TEST_GATE`` names a stage. At that stage it prints
``GATE <stage>`` and waits, so a test sends its signal at a known point instead of
guessing with sleeps:

- by default the gate waits until the process's SIGTERM handler has run
  ``SELFHEAL_TEST_GATE_SIGNALS`` times (1 unless set), printing ``GATE signal <n>``
  each time; an exception the handler raises (the heal's KeyboardInterrupt) leaves
  the gate exactly as it would leave the real code there;
- ``apply-renames`` stops after the first patched file was renamed into place, where
  signals are blocked: it waits for the file ``SELFHEAL_TEST_GATE_GO`` to exist, then
  prints ``GATE held back <signals>``, those apply-back holds back at that point.
"""

from __future__ import annotations

import functools
import os
import signal
import sys
import time
from collections.abc import Callable
from pathlib import Path
from typing import Any

# the heal's own reruns and warm servers load this plugin too (-p is carried): no gate there
STAGE = "" if os.environ.get("SELFHEAL_CHILD") else os.environ.get("SELFHEAL_TEST_GATE", "")
WAIT_LIMIT = 120.0


def _say(line: str) -> None:
    sys.stdout.write(line + "\n")
    sys.stdout.flush()


def gate(stage: str) -> None:
    """Announce the stage, then wait for the signals (or the go file)."""
    deadline = time.monotonic() + WAIT_LIMIT
    if stage == "apply-renames":
        _say(f"GATE {stage}")
        go = Path(os.environ["SELFHEAL_TEST_GATE_GO"])
        while not go.exists() and time.monotonic() < deadline:
            time.sleep(0.02)
        from pytest_selfheal.git.applyback import SignalsHeld

        caught = SignalsHeld.active.caught if SignalsHeld.active else []
        held = sorted({signal.Signals(s).name for s in caught})
        _say(f"GATE held back {' '.join(held) or 'nothing'}")  # caught, not yet handled
        return
    wanted = int(os.environ.get("SELFHEAL_TEST_GATE_SIGNALS", "1"))
    seen = [0]
    handler = signal.getsignal(signal.SIGTERM)

    def counting(signum: int, frame: Any) -> None:
        seen[0] += 1
        _say(f"GATE signal {seen[0]}")
        if callable(handler):
            handler(signum, frame)

    signal.signal(signal.SIGTERM, counting)
    _say(f"GATE {stage}")  # only now: a signal sent on seeing this line is counted
    try:
        while seen[0] < wanted and time.monotonic() < deadline:
            time.sleep(0.02)
    finally:
        signal.signal(signal.SIGTERM, handler)


def _wrap(module: Any, name: str, before: bool = True,
          when: Callable[..., bool] = lambda *a, **k: True) -> None:
    original = getattr(module, name)

    @functools.wraps(original)
    def gated(*args: Any, **kwargs: Any) -> Any:
        if before and when(*args, **kwargs):
            gate(STAGE)
        result = original(*args, **kwargs)
        if not before and when(*args, **kwargs):
            gate(STAGE)
        return result

    setattr(module, name, gated)


def _install() -> None:
    if STAGE in ("snapshot", "snapshot-ref"):
        from pytest_selfheal.git import snapshot

        if STAGE == "snapshot":  # the temporary index is being filled
            _wrap(snapshot, "_add_force_added")
        else:  # the snapshot's ref exists, the snapshot is not returned yet
            _wrap(snapshot, "_hold", before=False)
    elif STAGE == "worktree":  # registered with git, not yet handed to the heal
        from pytest_selfheal.git import worktree

        _wrap(worktree, "git", before=False, when=lambda args, *a, **k: args[:2] == [
            "worktree", "add"])
    elif STAGE == "cleanup":  # the heal finished its patch; the worktree is being removed
        from pytest_selfheal.git import worktree

        remove = worktree.Worktree.remove
        calls = [0]

        def first_remove(self: Any) -> None:
            calls[0] += 1
            if calls[0] == 1:
                gate(STAGE)
            remove(self)

        worktree.Worktree.remove = first_remove  # type: ignore[method-assign]
    elif STAGE == "engine":  # the built-in search, its warm servers running
        from pytest_selfheal.engines.builtin import engine

        _wrap(engine, "search")
    elif STAGE == "apply":  # apply-back: temporary files written, nothing renamed yet
        from pytest_selfheal.git import applyback

        _wrap(applyback, "_stage_files", before=False)
    elif STAGE == "apply-renames":  # between two renames, signals blocked
        from pytest_selfheal.git import applyback

        replace = applyback._replace
        done = [0]

        def counted(target: Path, staged_file: Path | None) -> None:
            replace(target, staged_file)
            done[0] += 1
            if done[0] == 1:
                gate(STAGE)

        applyback._replace = counted


_install()
