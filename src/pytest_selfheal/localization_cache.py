"""Localization shared by the engines of one heal: changed lines, spectrum, suspects per group.

``--selfheal-engine auto`` runs the built-in engine first, then the LLM engine, on the
same failure group. Both need the same clues: the lines changed against HEAD and since
``--selfheal-since`` (``changes.collect_changes``, a git diff), the coverage spectrum
(the built-in engine's ``coverage run``, seconds) and the ranked suspicious statements
(``localize.rank_suspects``). This cache holds them per group id so each is computed
once, lazily, by whichever engine needs it first. The loop keeps one cache per run
(``LoopContext.cache``) and hands it to every engine in ``RepairRequest.localization``.

The LLM engine ranks with the spectrum when the built-in engine already collected one
for the group. Otherwise it collects one itself only when nothing changed (no change
signal: a committed bug without ``--selfheal-since``), where traceback and data flow
alone often miss the fault; with changed lines it ranks without one (no extra test run
before its first model call).
"""

from __future__ import annotations

from collections.abc import Callable
from dataclasses import dataclass, field
from pathlib import Path
from typing import TYPE_CHECKING, Any

if TYPE_CHECKING:
    from pytest_selfheal.changes import Bases, ChangeSet
    from pytest_selfheal.engines.builtin.model import Suspect
    from pytest_selfheal.engines.builtin.spectrum import Spectrum
    from pytest_selfheal.records import Failure

SUSPECT_LIMIT = 60  # statements ranked for the prompt (the search ranks its own, up to 400)


@dataclass
class GroupLocalization:
    """What is known about where one group's fault lies."""

    changes: ChangeSet | None = None
    changes_done: bool = False
    spectrum_cache: dict[str, Any] = field(default_factory=dict)  # "spectrum" -> Spectrum
    suspects: list[Suspect] | None = None
    suspects_with_spectrum: bool = False

    def changes_for(self, worktree: Path, bases: Bases | None) -> ChangeSet | None:
        """Lines changed in the worktree against the user's HEAD and since-ref (once)."""
        if not self.changes_done:
            self.changes_done = True
            if bases is not None and bases.head:
                from pytest_selfheal.changes import collect_changes

                self.changes = collect_changes(worktree, bases)
        return self.changes

    def suspects_for(self, worktree: Path, failures: list[Failure], bases: Bases | None,
                     limit: int = SUSPECT_LIMIT,
                     collect: Callable[[], Spectrum | None] | None = None) -> list[Suspect]:
        """Ranked suspects; recomputed once when a spectrum has arrived since.

        ``collect`` runs the coverage spectrum; it is called (once per group) only when
        no spectrum is cached and no line changed.
        """
        if (collect is not None and "spectrum" not in self.spectrum_cache
                and not self.changes_for(worktree, bases)):
            try:
                self.spectrum_cache["spectrum"] = collect()
            except Exception:  # noqa: BLE001 - a missing spectrum only weakens localization
                self.spectrum_cache["spectrum"] = None
        spectrum = self.spectrum_cache.get("spectrum")
        if self.suspects is None or (spectrum and not self.suspects_with_spectrum):
            from pytest_selfheal.engines.builtin.localize import rank_suspects

            changes = self.changes_for(worktree, bases)
            try:
                self.suspects = rank_suspects(worktree, failures, spectrum or None, limit,
                                              changes=changes or None)
            except (OSError, SyntaxError, ValueError, RecursionError):
                self.suspects = []  # localization only adds context; never fail on it
            self.suspects_with_spectrum = bool(spectrum)
        return self.suspects


class LocalizationCache:
    """Per-group localization of one heal, shared by its engines."""

    def __init__(self) -> None:
        self._groups: dict[str, GroupLocalization] = {}

    def group(self, group_id: str) -> GroupLocalization:
        return self._groups.setdefault(group_id, GroupLocalization())


def shared(cache: dict[str, Any]) -> LocalizationCache:
    """The run's cache, kept in a per-run dict (``LoopContext.cache``)."""
    found = cache.get("localization")
    if not isinstance(found, LocalizationCache):
        found = cache["localization"] = LocalizationCache()
    return found
