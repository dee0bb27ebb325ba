"""The local Chroma collection of fix cards: locked writes, exact and similar reads.

One ``PersistentClient`` directory holds one collection. Each record's document is
the card's query text, its vector comes from our sentence-transformers embedder
(never chromadb's default function), and its metadata carries the card as JSON plus
the few fields queries filter on. Writes hold a file lock beside the directory, so
two pytest processes sharing a memory lose no card. A collection that cannot be
opened or read, or was written by an incompatible version, is moved aside as
``<dir>.corrupt-<time>`` and a fresh one takes its place: memory never fails a run.
Cards stored without a model (offline) get a placeholder vector and are re-embedded
by the next write that has one.
"""

from __future__ import annotations

import json
import shutil
import time
from collections.abc import Callable, Iterator, Sequence
from contextlib import contextmanager
from datetime import datetime, timezone
from pathlib import Path
from typing import Any

from pytest_selfheal.memory.card import SCHEMA, FixCard
from pytest_selfheal.memory.embedder import Embedder

COLLECTION = "selfheal_fixes"
DEFAULT_DIM = 384
LOCK_TIMEOUT = 60.0


class MemoryUnavailable(Exception):
    """The memory cannot be used in this run; the message is one line."""


def _embedding_function(embedder: Embedder) -> Any:
    """Our embedder as a chromadb embedding function (registered once, by name)."""
    from chromadb.api.types import Documents, EmbeddingFunction
    from chromadb.utils.embedding_functions import register_embedding_function

    global _EF_CLASS
    if _EF_CLASS is None:
        class SelfhealEmbedding(EmbeddingFunction[Documents]):
            def __init__(self, embedder: Embedder | None = None, model: str = "") -> None:
                self.embedder = embedder
                self.model = model or (embedder.ident if embedder else "")

            def __call__(self, input: Documents) -> Any:
                if self.embedder is None:
                    raise MemoryUnavailable("memory: no embedding model loaded")
                return self.embedder.encode(list(input))

            @staticmethod
            def name() -> str:
                return "selfheal-sentence-transformers"

            @staticmethod
            def build_from_config(config: dict[str, Any]) -> Any:
                return SelfhealEmbedding(None, str(config.get("model", "")))

            def get_config(self) -> dict[str, Any]:
                return {"model": self.model}

            def default_space(self) -> Any:
                return "cosine"

        try:
            register_embedding_function(SelfhealEmbedding)
        except ValueError:  # already registered by an earlier import
            pass
        _EF_CLASS = SelfhealEmbedding
    return _EF_CLASS(embedder)


_EF_CLASS: Any = None


class MemoryStore:
    """Cards in a Chroma collection at ``path``."""

    def __init__(self, path: Path, embedder: Embedder | None = None, *, max_cards: int = 5000,
                 notify: Callable[[str], None] | None = None) -> None:
        self.path = Path(path)
        self.embedder = embedder
        self.max_cards = max_cards
        self.notify = notify or (lambda line: None)
        self._col: Any = None
        self._client: Any = None

    # -- opening ------------------------------------------------------------------------
    def collection(self) -> Any:
        if self._col is None:
            try:
                self._col = self._open()
            except MemoryUnavailable:
                raise
            except Exception as exc:  # noqa: BLE001 - corrupt or incompatible: start afresh
                self._move_aside(f"{type(exc).__name__}: {str(exc)[:120]}")
                self._col = self._open()
        return self._col

    def _open(self) -> Any:
        try:
            import chromadb
            from chromadb.config import Settings as ChromaSettings
        except ImportError as exc:
            raise MemoryUnavailable(f"memory off: chromadb cannot be imported ({exc})") from None
        self.path.mkdir(parents=True, exist_ok=True)
        self._client = chromadb.PersistentClient(
            path=str(self.path), settings=ChromaSettings(anonymized_telemetry=False))
        ef = _embedding_function(self.embedder) if self.embedder is not None else None
        col = self._client.get_or_create_collection(
            COLLECTION, embedding_function=ef,
            metadata={"hnsw:space": "cosine", "selfheal_schema": SCHEMA})
        schema = (col.metadata or {}).get("selfheal_schema")
        if schema != SCHEMA:
            raise ValueError(f"written by an incompatible version (schema {schema})")
        col.count()  # touches the files: a corrupt database fails here
        return col

    def _move_aside(self, why: str) -> None:
        self.close()
        _forget_system(self.path)
        stamp = datetime.now(timezone.utc).strftime("%Y%m%d-%H%M%S")
        target = self.path.with_name(f"{self.path.name}.corrupt-{stamp}")
        if self.path.exists():
            shutil.move(str(self.path), str(target))
        self.notify(f"selfheal: memory at {self.path} was unreadable ({why}); moved aside to "
                    f"{target.name}, starting a fresh one")

    def close(self) -> None:
        self._col = None
        if self._client is not None:
            try:
                self._client.clear_system_cache()
            except Exception:  # noqa: BLE001 - closing is best effort
                pass
        self._client = None

    @contextmanager
    def locked(self) -> Iterator[Any]:
        """The collection, with the write lock held and a fresh view of the files."""
        from filelock import FileLock

        self.path.parent.mkdir(parents=True, exist_ok=True)
        with FileLock(str(self.path.with_name(self.path.name + ".lock")),
                      timeout=LOCK_TIMEOUT):
            self.close()  # another process may have written since we opened
            try:
                yield self.collection()
            finally:
                self.close()

    # -- writing ------------------------------------------------------------------------
    def add(self, cards: Sequence[FixCard]) -> None:
        """Insert or replace cards (same id = same signature and diff), then apply the cap."""
        if not cards:
            return
        with self.locked() as col:
            existing = {cid: _card(m) for cid, m in _pairs(col.get(ids=[c.id for c in cards]))}
            for card in cards:
                old = existing.get(card.id)
                if old is not None:  # the same fix again: keep what the first one taught
                    card.recalls = old.recalls
                    card.summary = card.summary or old.summary
            vectors, embedded = self._vectors(col, [c.query_text for c in cards])
            col.upsert(ids=[c.id for c in cards], documents=[c.query_text for c in cards],
                       embeddings=vectors, metadatas=[_meta(c, embedded) for c in cards])
            if embedded:
                self._backfill(col)
            self._evict(col)

    def _vectors(self, col: Any, texts: list[str]) -> tuple[list[list[float]], bool]:
        if self.embedder is not None:
            meta = dict(col.metadata or {})
            if meta.get("model") not in (None, self.embedder.ident):
                self._reembed_all(col)
            return self.embedder.encode(texts), True
        dim = int((col.metadata or {}).get("dim") or DEFAULT_DIM)
        return [[1.0] + [0.0] * (dim - 1) for _ in texts], False

    def _reembed_all(self, col: Any) -> None:
        """The model changed: every vector is recomputed (the documents are kept)."""
        assert self.embedder is not None
        got = col.get(include=["documents", "metadatas"])
        if got["ids"]:
            col.upsert(ids=got["ids"], documents=got["documents"],
                       embeddings=self.embedder.encode(got["documents"]),
                       metadatas=[{**m, "embedded": True} for m in got["metadatas"]])
        self._mark_model(col)

    def backfill(self) -> int:
        """Embed the cards stored without a model (before a similarity query)."""
        if self.embedder is None or not self.collection().get(
                where={"embedded": False}, include=[], limit=1)["ids"]:
            return 0
        with self.locked() as col:
            return self._backfill(col)

    def _backfill(self, col: Any) -> int:
        assert self.embedder is not None
        got = col.get(where={"embedded": False}, include=["documents", "metadatas"])
        if got["ids"]:
            col.upsert(ids=got["ids"], documents=got["documents"],
                       embeddings=self.embedder.encode(got["documents"]),
                       metadatas=[{**m, "embedded": True} for m in got["metadatas"]])
        if (col.metadata or {}).get("model") != self.embedder.ident:
            self._mark_model(col)
        return len(got["ids"])

    def _mark_model(self, col: Any) -> None:
        assert self.embedder is not None
        meta = {k: v for k, v in dict(col.metadata or {}).items() if not k.startswith("hnsw:")}
        meta.update(model=self.embedder.ident, dim=self.embedder.dim)
        col.modify(metadata=meta)

    def _evict(self, col: Any) -> None:
        excess = col.count() - self.max_cards
        if excess <= 0:
            return
        got = col.get(include=["metadatas"])
        order = sorted(zip(got["ids"], got["metadatas"], strict=True),
                       key=lambda p: (int(p[1].get("recalls", 0)), float(p[1]["created_ts"])))
        col.delete(ids=[cid for cid, _ in order[:excess]])

    def touch(self, ids: Sequence[str]) -> None:
        """Count a recall of these cards (eviction keeps the often-recalled ones)."""
        if not ids:
            return
        with self.locked() as col:
            pairs = _pairs(col.get(ids=list(ids), include=["metadatas"]))
            if not pairs:
                return
            metas = []
            for _, meta in pairs:
                card = _card(meta)
                card.recalls += 1
                metas.append({**meta, "recalls": card.recalls,
                              "card": card.model_dump_json()})
            col.update(ids=[cid for cid, _ in pairs], metadatas=metas)

    def delete(self, ids: Sequence[str]) -> int:
        with self.locked() as col:
            found = col.get(ids=list(ids), include=[])["ids"]
            if found:
                col.delete(ids=found)
            return len(found)

    def prune(self, older_than_days: float) -> int:
        cutoff = time.time() - older_than_days * 86400
        with self.locked() as col:
            found = col.get(where={"created_ts": {"$lt": cutoff}}, include=[])["ids"]
            if found:
                col.delete(ids=found)
            return len(found)

    # -- reading ------------------------------------------------------------------------
    def count(self) -> int:
        return int(self.collection().count())

    def get(self, card_id: str) -> FixCard | None:
        pairs = _pairs(self.collection().get(ids=[card_id], include=["metadatas"]))
        return _card(pairs[0][1]) if pairs else None

    def find(self, prefix: str) -> list[FixCard]:
        """Cards whose id starts with ``prefix`` (ids are long: a prefix is enough)."""
        exact = self.get(prefix)
        if exact is not None:
            return [exact]
        return [c for c in self.cards() if c.id.startswith(prefix)]

    def cards(self, kind: str | None = None) -> list[FixCard]:
        where = {"kind": kind} if kind else None
        got = self.collection().get(where=where, include=["metadatas"])
        return sorted((_card(m) for _, m in _pairs(got)), key=lambda c: -c.created_ts)

    def exact(self, signature: str, kind: str | None = None) -> list[FixCard]:
        where: dict[str, Any] = {"signature": signature}
        if kind:
            where = {"$and": [where, {"kind": kind}]}
        got = self.collection().get(where=where, include=["metadatas"])
        return sorted((_card(m) for _, m in _pairs(got)), key=lambda c: -c.created_ts)

    def similar(self, text: str, n: int = 5, kind: str = "fix") -> list[tuple[FixCard, float]]:
        """The n nearest cards of this kind with their cosine similarity, best first."""
        if self.embedder is None:
            return []
        col = self.collection()
        where = {"$and": [{"kind": kind}, {"embedded": True}]}
        total = col.count()
        if not total:
            return []
        res = col.query(query_embeddings=self.embedder.encode([text]), n_results=min(n, total),
                        where=where, include=["metadatas", "distances"])
        out = []
        for meta, dist in zip(res["metadatas"][0], res["distances"][0], strict=True):
            out.append((_card(meta), round(1.0 - float(dist), 4)))
        return out


def _forget_system(path: Path) -> None:
    """Drop chromadb's cached client for path: after a failed open it stays half-started."""
    try:
        from chromadb.api.shared_system_client import SharedSystemClient as Shared
    except ImportError:  # pragma: no cover - chromadb is there when a store was opened
        return
    for key in [k for k in Shared._identifier_to_system if k == str(path)]:
        Shared._identifier_to_system.pop(key, None)
        Shared._identifier_to_refcount.pop(key, None)


def _meta(card: FixCard, embedded: bool) -> dict[str, Any]:
    return {"kind": card.kind, "signature": card.signature, "created_ts": card.created_ts,
            "recalls": card.recalls, "embedded": embedded, "card": card.model_dump_json()}


def _pairs(got: dict[str, Any]) -> list[tuple[str, dict[str, Any]]]:
    metas = got.get("metadatas") or [None] * len(got["ids"])
    return [(cid, m or {}) for cid, m in zip(got["ids"], metas, strict=True)]


def _card(meta: dict[str, Any]) -> FixCard:
    return FixCard.model_validate(json.loads(meta["card"]))
