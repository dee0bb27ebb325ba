"""Fix memory: every heal leaves cards behind; the next similar failure recalls them.

Submodules, each one job: ``card`` (the pydantic card, built from the run record),
``embedder`` (which sentence-transformers model, loaded in the background),
``store`` (the local Chroma collection, locked writes, corruption handling),
``recall`` (exact signature first, then similar cards above a threshold),
``replay`` (the built-in engine's replay of a recalled diff and its priors),
``session`` (what the heal loop calls) and ``cli`` (``selfheal memory ...``).
Importing this package imports nothing heavy: chromadb and torch load only when a
red run with memory on needs them.
"""

from __future__ import annotations

import importlib.util

INSTALL_HINT = "pip install 'pytest-selfheal[memory]'"


def extra_installed() -> bool:
    """True when the ``[memory]`` extra's packages can be imported (without importing them)."""
    return all(importlib.util.find_spec(m) is not None
               for m in ("chromadb", "sentence_transformers"))
