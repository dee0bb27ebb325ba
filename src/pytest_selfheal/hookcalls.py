"""Calls into other plugins' hooks (``hookspecs``): a broken plugin never breaks a heal.

A hook that raises is noted in the run record; a veto hook that raises refuses the patch.
"""

from __future__ import annotations

from typing import TYPE_CHECKING

if TYPE_CHECKING:
    import pytest

    from pytest_selfheal.records import Group, RunRecord


def veto_patch(config: pytest.Config, record: RunRecord, diff: str, group: Group,
               iteration: int) -> str | None:
    """A plugin's reason to refuse the patch (``pytest_selfheal_veto_patch``), or None."""
    try:
        result = config.hook.pytest_selfheal_veto_patch(
            config=config, diff=diff, group=group, iteration=iteration)
    except Exception as exc:  # noqa: BLE001 - a broken plugin refuses, it does not crash
        note = f"pytest_selfheal_veto_patch raised {type(exc).__name__}: {exc}"
        record.notes.append(note)
        return note
    return str(result) if result else None


def notify_healed(config: pytest.Config, record: RunRecord, group: Group) -> None:
    """Tell plugins a group healed (``pytest_selfheal_healed``)."""
    try:
        config.hook.pytest_selfheal_healed(config=config, group=group, record=record)
    except Exception as exc:  # noqa: BLE001 - the fix stands; the plugin's error is noted
        record.notes.append(f"pytest_selfheal_healed raised {type(exc).__name__}: {exc}")
