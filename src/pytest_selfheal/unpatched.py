"""Tests that fail in the worktree without any patch: the confirm step's blind spot.

The worktree holds the snapshot, not the user's directory. Ignored files are not in it:
an ``*.egg-info`` that ``importlib.metadata`` reads (toolz's ``test_has_version``), a
generated module, a local settings file. A test that passed in the user's run may then
fail in the worktree whatever the patch, and every candidate would look like a
regression. When the confirm step sees tests break, those not yet checked run once more
on the unpatched snapshot; the ones that fail there too say nothing about the patch.
They leave the confirmation for the rest of the run, and the record says so.
"""

from __future__ import annotations

from collections.abc import Callable
from pathlib import Path
from typing import Any

from pytest_selfheal import events
from pytest_selfheal.records import RerunResult

CACHE_FAILING = "unpatched_failing"  # LoopContext.cache keys: ids failing on the snapshot
CACHE_PASSING = "unpatched_passing"  # ids seen passing there (a real regression)
MAX_CHECKED = 50  # broken ids checked per confirm run, at most


def note_for(ids: list[str]) -> str:
    shown = ", ".join(ids[:3]) + (f" and {len(ids) - 3} more" if len(ids) > 3 else "")
    return (f"{len(ids)} test(s) passed in your run but fail in the worktree without any "
            f"patch (an ignored file the worktree lacks?): {shown}; they were left out "
            "of the confirmation")


def failing_unpatched(worktree: Any, cache: dict[str, Any], broken: list[str],
                      run: Callable[[list[str]], RerunResult],
                      progress: Callable[[str], None] = lambda line: None) -> set[str]:
    """Which of ``broken`` (tests a patch seemed to break) fail without the patch too.

    The patched files are kept aside, the worktree is reset to its snapshot, ``run``
    runs the ids not checked before, and the patched files are written back, so the
    worktree ends as it began. Results are kept in ``cache`` for the whole run.
    """
    failing: set[str] = cache.setdefault(CACHE_FAILING, set())
    passing: set[str] = cache.setdefault(CACHE_PASSING, set())
    todo = [n for n in broken if n not in failing and n not in passing][:MAX_CHECKED]
    if todo:
        progress(f"selfheal: running {len(todo)} broken test(s) again without the patch")
        kept = _keep(worktree)
        try:
            worktree.reset()
            with events.step("unpatched", tests=len(todo)) as step:
                result = run(todo)
                step.outcome = result.status
        finally:
            worktree.reset()
            _restore(worktree.path, kept)
        if result.status in ("passed", "failed"):
            gone = set(result.failed)
            failing.update(n for n in todo if n in gone)
            passing.update(n for n in todo if n not in gone)
        else:  # a timeout or an error says nothing: they count as real breaks
            passing.update(todo)
    return {n for n in broken if n in failing}


def _keep(worktree: Any) -> dict[str, bytes | None]:
    root: Path = worktree.path
    out: dict[str, bytes | None] = {}
    for rel in worktree.changed_files():
        path = root / rel
        out[rel] = path.read_bytes() if path.is_file() and not path.is_symlink() else None
    return out


def _restore(root: Path, kept: dict[str, bytes | None]) -> None:
    for rel, data in kept.items():
        path = root / rel
        if data is None:
            path.unlink(missing_ok=True)
        else:
            path.parent.mkdir(parents=True, exist_ok=True)
            path.write_bytes(data)
