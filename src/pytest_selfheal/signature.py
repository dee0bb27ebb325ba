"""Stable failure signatures: the identity of a failure across runs and machines.

A signature keeps what names the bug and drops what varies from run to run:
the exception type, the message normalized (memory addresses, object ids,
temporary paths, hex digests and numbers in volatile positions removed), and
the top project frames as ``file::function`` (no line numbers, so edits
elsewhere in a file do not change it). Its hash is what the fix memory keys
cards by and what the GitHub Action puts in branch names and commit trailers,
so the same failure always maps to the same card and the same pull request.

A leaf module: it imports nothing from the rest of the package but records.
"""

from __future__ import annotations

import hashlib
import re
from collections.abc import Iterable
from dataclasses import dataclass, field

from pytest_selfheal.records import Failure

MAX_FRAMES = 3
MAX_MESSAGE = 300

# Order matters: paths and addresses before bare numbers.
_VOLATILE: list[tuple[re.Pattern[str], str]] = [
    (re.compile(r"0x[0-9a-fA-F]+"), "<addr>"),
    (re.compile(r"(?:/tmp|/var/folders|/private/var|[A-Za-z]:\\\\?Temp)[^\s'\",)]*"), "<tmp>"),
    (re.compile(r"pytest-of-[^\s/]+/pytest-\d+"), "<tmp>"),
    (re.compile(r"\b[0-9a-f]{12,64}\b"), "<hex>"),
    (re.compile(r"\b[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}\b"), "<uuid>"),
    (re.compile(r"\bid=\d+"), "id=<n>"),
    (re.compile(r"(?<![\w.])-?\d+(?:\.\d+)?(?:e[-+]?\d+)?(?![\w.])"), "<n>"),
    (re.compile(r"\s+"), " "),
]


def normalize_message(message: str) -> str:
    """The message with run-specific parts replaced by placeholders.

    Only the first line counts (pytest's assertion rewriting appends an
    explanation that quotes local values), capped at MAX_MESSAGE characters.
    """
    first = message.strip().splitlines()[0] if message.strip() else ""
    for pattern, repl in _VOLATILE:
        first = pattern.sub(repl, first)
    return first.strip()[:MAX_MESSAGE]


def top_frames(failure: Failure, limit: int = MAX_FRAMES) -> list[str]:
    """The innermost project frames as ``path::function``, deepest first."""
    out: list[str] = []
    for frame in reversed(failure.frames):
        if not frame.in_project:
            continue
        key = f"{frame.path}::{frame.function or '<module>'}"
        if key not in out:
            out.append(key)
        if len(out) >= limit:
            break
    return out


@dataclass(frozen=True)
class Signature:
    """What a failure is, independent of when and where it ran."""

    exc_type: str
    message: str
    frames: tuple[str, ...] = field(default_factory=tuple)

    @property
    def hash(self) -> str:
        """A 12-hex-digit stable digest (sha256 of the canonical text)."""
        return hashlib.sha256(self.text().encode("utf-8")).hexdigest()[:12]

    def text(self) -> str:
        """Canonical text, also used as the embedding query for recall."""
        return "\n".join([self.exc_type, self.message, *self.frames])


def failure_signature(failure: Failure) -> Signature:
    return Signature(
        exc_type=failure.exc_type or "Failure",
        message=normalize_message(failure.message),
        frames=tuple(top_frames(failure)),
    )


def group_signature(failures: Iterable[Failure]) -> Signature:
    """One signature for failures healed together: the most informative member.

    Members are ranked by having project frames outside tests, then by the
    number of project frames, then by node id, so the choice is stable.
    """
    members = sorted(
        failures,
        key=lambda f: (-len(top_frames(f)), f.nodeid),
    )
    if not members:
        return Signature("Failure", "")
    return failure_signature(members[0])


def run_signature_hash(group_hashes: Iterable[str]) -> str:
    """A run-level hash over its groups' signature hashes (order-independent)."""
    joined = ",".join(sorted(set(group_hashes)))
    return hashlib.sha256(joined.encode("utf-8")).hexdigest()[:12]
