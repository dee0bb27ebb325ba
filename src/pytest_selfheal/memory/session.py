"""What the heal loop calls: start loading, recall per group, learn per group, store at the end.

``start`` opens the collection in a background thread while the loop reproduces the
failures (as the warm server does), when the memory holds cards, and looks up the run's
failure signatures: the embedding model is loaded (in the background too) only when a
group has no exact match, since a recurrence replays its stored fix without one. An
empty memory has nothing to recall and loads no model at all: its cards are stored with
placeholder vectors, embedded by the next run's recall.
``recall`` runs before a group's first iteration: exact signature matches need no
model; similar ones wait for it. ``learn`` turns a group's outcome into cards at once,
and ``finish`` writes them under the lock after the heal (the time to green does not
include it). Every failure of the memory itself is one progress line: it never fails
a run.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING

from pytest_selfheal.engines.base import Memory
from pytest_selfheal.memory import INSTALL_HINT, extra_installed
from pytest_selfheal.records import Failure, Group, Recall, RunRecord

if TYPE_CHECKING:
    from pytest_selfheal.memory.card import FixCard
    from pytest_selfheal.memory.embedder import BackgroundEmbedder
    from pytest_selfheal.memory.store import MemoryStore
    from pytest_selfheal.options import Settings

RECALL_WAIT = 60.0  # seconds a recall waits for the model when the memory holds cards
FINISH_WAIT = 120.0  # the loader thread is joined before the process may exit


def memory_path(settings: Settings, repo_root: Path) -> Path:
    if settings.memory:
        return Path(os.path.abspath(os.path.expanduser(settings.memory)))
    return repo_root / settings.dir / "memory"


class MemorySession:
    """The fix memory for one heal run."""

    def __init__(self, path: Path, loader: BackgroundEmbedder, max_cards: int,
                 progress: Callable[[str], None], redact: Callable[[str], str],
                 repo: str) -> None:
        self.path = path
        self.loader = loader
        self.max_cards = max_cards
        self.progress = progress
        self.redact = redact
        self.repo = repo
        self.pending: list[FixCard] = []
        self.recalled_ids: list[str] = []
        self.queries: dict[str, str] = {}  # group id -> query text
        self.broken = False
        self._store: MemoryStore | None = None
        self._model_note_shown = False
        self.stored = 0
        self._prefetch: threading.Thread | None = None
        self.deferred: set[str] = set()  # groups recalled before the model was loaded

    @classmethod
    def start(cls, settings: Settings, repo_root: Path, progress: Callable[[str], None],
              redact: Callable[[str], str], signatures: list[str] | None = None
              ) -> MemorySession | None:
        if settings.no_memory:
            return None
        if not extra_installed():
            progress(f"selfheal: memory off: {INSTALL_HINT}")
            return None
        from pytest_selfheal.memory.embedder import BackgroundEmbedder

        path = memory_path(settings, repo_root)
        loader = BackgroundEmbedder(settings.embedding_model)
        session = cls(path, loader, settings.memory_max_cards, progress, redact, repo_root.name)
        if session._has_cards():  # something to recall: open it while the loop reproduces
            if signatures is None:
                loader.start()
            else:
                session._prefetch = threading.Thread(
                    target=session._open_early, args=(signatures,),
                    name="selfheal-memory", daemon=True)
                session._prefetch.start()
        return session  # an empty memory loads the model only to store, after the heal

    def _open_early(self, signatures: list[str]) -> None:
        """Open the collection; start the model's load unless every signature has a fix."""
        try:
            from pytest_selfheal.memory.store import MemoryStore

            store = MemoryStore(self.path, None, max_cards=self.max_cards,
                                notify=self.progress)
            self._store = store
            if not signatures or not all(store.exact(sig, "fix") for sig in signatures):
                self.loader.start()
        except Exception:  # noqa: BLE001 - recall reopens it and reports what fails
            self._store = None
            self.loader.start()

    def _wait_prefetch(self) -> None:
        thread, self._prefetch = self._prefetch, None
        if thread is not None:
            thread.join(RECALL_WAIT)

    # -- recall -------------------------------------------------------------------------
    def _has_cards(self) -> bool:
        return (self.path / "chroma.sqlite3").is_file()

    def _open(self, wait: float) -> MemoryStore | None:
        """The store, with the model if it is loaded within ``wait`` seconds."""
        if self.broken:
            return None
        if wait <= 0 and not self.loader.started:
            embedder, note = None, ""  # an empty memory's run: no model is loaded at all
        else:
            embedder, note = self.loader.get(timeout=wait)
        if note and self.loader.done() and not self._model_note_shown:
            self._model_note_shown = True
            self.progress(f"selfheal: {note}")
        if self._store is None or (self._store.embedder is None and embedder is not None):
            from pytest_selfheal.memory.store import MemoryStore

            self._store = MemoryStore(self.path, embedder, max_cards=self.max_cards,
                                      notify=self.progress)
        return self._store

    def recall(self, group: Group, failures: list[Failure], cwd: Path,
               wait: float = RECALL_WAIT) -> list[Memory]:
        """Memories for this group, recorded on the group; empty when there are none.

        Similar (not exact) fixes need the embedding model: recall waits up to ``wait``
        seconds for it. With ``wait=0`` it takes what is there now and remembers that
        the group may get more (``recall_deferred``).
        """
        from pytest_selfheal.memory.card import query_text, suspicious_code

        text = self.redact(query_text(group.signature_text, failures,
                                      suspicious_code(cwd, failures)))
        self.queries[group.id] = text
        self.deferred.discard(group.id)
        if self.broken or not self._has_cards():
            return []  # nothing stored yet: no need to wait for anything
        self._wait_prefetch()
        try:
            from pytest_selfheal.memory.recall import recall

            store = self._open(0)
            # An exact signature match needs no model: wait for it only when there is none.
            if store is not None and store.embedder is None and not store.exact(
                    group.signature, "fix"):
                store = self._open(wait) if wait > 0 else store
                if store is not None and store.embedder is None and wait <= 0:
                    self.deferred.add(group.id)
            if store is None:
                return []
            if store.embedder is not None:
                store.backfill()  # cards a model-less run stored get their vectors now
            memories = recall(store, group.signature, text, similar=store.embedder is not None)
        except Exception as exc:  # noqa: BLE001 - memory never fails a heal
            self._fail("recall", exc)
            return []
        group.recalled = [Recall(card=m.card_id, kind="fix" if m.kind == "fix" else "failed",
                                 similarity=m.similarity, exact=m.exact) for m in memories]
        self.recalled_ids += [m.card_id for m in memories if m.kind == "fix"]
        fixes = [m for m in memories if m.kind == "fix"]
        if memories:
            best = (f", best {fixes[0].similarity:.2f}"
                    f"{' (exact signature)' if fixes[0].exact else ''}") if fixes else ""
            self.progress(f"selfheal: {group.id} memory: recalled {len(fixes)} fix(es)"
                          f"{best} and {len(memories) - len(fixes)} failed attempt(s)")
        return memories

    def recall_for(self, engines: list[str], group: Group, failures: list[Failure], cwd: Path
                   ) -> tuple[list[Memory], Callable[[], list[Memory]] | None]:
        """Recall as the engines need it, and how to recall again for a later engine.

        The built-in engine does not wait for the embedding model: a replay needs only an
        exact signature, and similar fixes only reorder its candidates, which on the
        learning benchmark gained no candidate while the wait cost seconds. A model-based
        engine waits for it (its prompt carries the similar fixes), including when ``auto``
        reaches it after the built-in engine: the returned callable recalls again then,
        when the first recall could not look for similar fixes.
        """
        first = engines[0] if engines else "builtin"
        memories = self.recall(group, failures, cwd,
                               wait=0.0 if first == "builtin" else RECALL_WAIT)
        if group.id not in self.deferred:
            return memories, None
        return memories, lambda: self.recall(group, failures, cwd, wait=RECALL_WAIT)

    # -- learn and store ----------------------------------------------------------------
    def learn(self, record: RunRecord, group: Group, memories: list[Memory]) -> None:
        """Cards for this group's outcome (kept until ``finish``); marks a recalled win."""
        from pytest_selfheal.memory.card import cards_for_group, diff_hash

        if group.outcome == "healed" and group.patch:
            h = diff_hash(group.patch)
            won = next((m for m in memories if m.kind == "fix" and m.diff_hash == h), None)
            if won is not None:
                group.from_memory = won.card_id
        try:
            self.pending += cards_for_group(record, group, self.queries.get(group.id, ""),
                                            self.redact, self.repo)
        except Exception as exc:  # noqa: BLE001 - memory never fails a heal
            self._fail("learn", exc)

    def finish(self, applied: bool) -> None:
        """Write the pending cards (with the applied flag) and count the recalls."""
        self._wait_prefetch()
        try:
            if self.broken or not (self.pending or self.recalled_ids):
                return
            for card in self.pending:
                card.applied = applied and card.kind == "fix"
            start = time.monotonic()
            # Vectors when the model was loaded for recall; otherwise (an empty memory)
            # placeholders, embedded by the next run that recalls: no torch load here.
            store = self._open(FINISH_WAIT if self.loader.started else 0)
            if store is None:
                return
            store.add(self.pending)
            if self.recalled_ids:
                store.touch(list(dict.fromkeys(self.recalled_ids)))
            self.stored = len(self.pending)
            fixes = sum(c.kind == "fix" for c in self.pending)
            self.progress(f"selfheal: memory: stored {fixes} fix(es) and "
                          f"{len(self.pending) - fixes} failed attempt(s) in "
                          f"{time.monotonic() - start:.1f} s ({_short(self.path)})")
        except Exception as exc:  # noqa: BLE001 - memory never fails a heal
            self._fail("store", exc)
        finally:
            self.pending = []
            if self.loader.started:
                self.loader.get(timeout=FINISH_WAIT)  # no torch load left running at exit
            if self._store is not None:
                self._store.close()

    def _fail(self, what: str, exc: Exception) -> None:
        self.broken = True
        self.progress(f"selfheal: memory {what} failed ({type(exc).__name__}: "
                      f"{str(exc).splitlines()[0][:160] if str(exc) else ''}); the heal goes on")


def _short(path: Path) -> str:
    try:
        return os.path.relpath(path)
    except ValueError:
        return str(path)
