"""Keep secrets out of prompts, logs, records and PR bodies.

``Redactor`` collects secret values (environment variables whose names look
secret, ``.env*`` files in the project root, explicit extras) and also matches
well-known token shapes (``sk-...``, ``ghp_...``, ``AKIA...``, private-key
blocks, ...). ``redact(text)`` replaces all of them with ``[REDACTED]``.
``is_secret_path(path)`` tells whether a file must never be shown to a model.
"""

from __future__ import annotations

import fnmatch
import os
import re
from collections.abc import Callable, Iterable, Mapping
from pathlib import Path, PurePath
from typing import TYPE_CHECKING

if TYPE_CHECKING:
    from pytest_selfheal.records import Failure

REDACTED = "[REDACTED]"
MIN_SECRET_LEN = 8

SECRET_NAME_RE = re.compile(r"KEY|TOKEN|SECRET|PASSWORD|PASSWD|CREDENTIAL|AUTH", re.IGNORECASE)
# Names that match the pattern above but never hold secrets.
_HARMLESS_NAME_RE = re.compile(r"AUTHOR|KEYBOARD|_KEYMAP|TOKENIZERS_PARALLELISM", re.IGNORECASE)
_HARMLESS_VALUES = {"true", "false", "none", "null", "disabled", "enabled", "changeme"}

TOKEN_PATTERNS: tuple[re.Pattern[str], ...] = (
    re.compile(
        r"-----BEGIN [A-Z0-9 ]*PRIVATE KEY-----"
        r"(?:[\s\S]*?-----END [A-Z0-9 ]*PRIVATE KEY-----|[A-Za-z0-9+/=\s]*)"
    ),
    re.compile(r"\bsk-[A-Za-z0-9_\-]{16,}"),  # OpenAI / Anthropic style
    re.compile(r"\bgh[pousr]_[A-Za-z0-9]{20,}"),  # GitHub tokens
    re.compile(r"\bgithub_pat_[A-Za-z0-9_]{20,}"),
    re.compile(r"\b(?:AKIA|ASIA)[0-9A-Z]{16}\b"),  # AWS access key ids
    re.compile(r"\bxox[abposr]-[A-Za-z0-9\-]{10,}"),  # Slack
    re.compile(r"\bglpat-[A-Za-z0-9_\-]{20,}"),  # GitLab
    re.compile(r"\bAIza[0-9A-Za-z_\-]{35}"),  # Google API keys
    re.compile(r"\bhf_[A-Za-z0-9]{30,}"),  # Hugging Face
    re.compile(r"\bpypi-[A-Za-z0-9_\-]{50,}"),  # PyPI upload tokens
)

_SECRET_NAMES = (
    ".env",
    ".env.*",
    "*.env",
    "*.pem",
    "*.key",
    "*.p12",
    "*.pfx",
    "*.jks",
    "*.keystore",
    "*.kdbx",
    "id_rsa*",
    "id_dsa*",
    "id_ecdsa*",
    "id_ed25519*",
    "secrets.*",
    ".netrc",
    "_netrc",
    ".pypirc",
    ".npmrc",
    ".git-credentials",
    ".htpasswd",
    ".dockercfg",
    "credentials",
    "credentials.json",
    "service-account*.json",
)
_SECRET_DIRS = {".ssh", ".aws", ".gnupg", ".docker"}


def is_secret_path(path: str | PurePath) -> bool:
    """True for files that may hold credentials and must never reach a model."""
    p = PurePath(path)
    name = p.name.lower()
    if any(fnmatch.fnmatchcase(name, pat) for pat in _SECRET_NAMES):
        return True
    return any(part.lower() in _SECRET_DIRS for part in p.parts[:-1])


def secret_name(name: str) -> bool:
    """True when an environment variable name suggests it holds a secret."""
    return bool(SECRET_NAME_RE.search(name)) and not _HARMLESS_NAME_RE.search(name)


def _plausible_value(value: str) -> bool:
    value = value.strip()
    if len(value) < MIN_SECRET_LEN or value.lower() in _HARMLESS_VALUES:
        return False
    # An existing absolute path (SSH_AUTH_SOCK, KEYRING_PATH...) is no secret.
    return not (os.path.isabs(value) and os.path.exists(value))


def _looks_random(value: str) -> bool:
    """Heuristic for unnamed .env values: long, no spaces, mixed character classes."""
    if len(value) < 12 or any(c.isspace() for c in value):
        return False
    classes = sum(
        (
            any(c.islower() for c in value),
            any(c.isupper() for c in value),
            any(c.isdigit() for c in value),
            any(not c.isalnum() for c in value),
        )
    )
    return classes >= 3 or bool(re.search(r"://[^/\s:@]+:[^/\s@]+@", value))


def parse_env_file(text: str) -> dict[str, str]:
    """Parse KEY=VALUE lines (``export``, quotes and comments allowed)."""
    out: dict[str, str] = {}
    for raw in text.splitlines():
        line = raw.strip()
        if not line or line.startswith("#") or "=" not in line:
            continue
        if line.startswith("export "):
            line = line[len("export ") :].lstrip()
        name, _, value = line.partition("=")
        value = value.strip()
        if len(value) >= 2 and value[0] == value[-1] and value[0] in "'\"":
            value = value[1:-1]
        elif " #" in value:
            value = value.split(" #", 1)[0].rstrip()
        out[name.strip()] = value
    return out


class Redactor:
    """Replace known secret values and token-shaped strings with ``[REDACTED]``."""

    def __init__(self, secrets: Iterable[str] = (), *, patterns: bool = True) -> None:
        self._secrets: set[str] = set()
        self._patterns = TOKEN_PATTERNS if patterns else ()
        self._regex: re.Pattern[str] | None = None
        self.add(*secrets)

    @classmethod
    def from_environment(
        cls,
        root: Path | None = None,
        env: Mapping[str, str] | None = None,
        extra: Iterable[str] = (),
    ) -> Redactor:
        """Collect secrets from env (default ``os.environ``) and ``root/.env*`` files."""
        red = cls(extra)
        env = os.environ if env is None else env
        for name, value in env.items():
            if secret_name(name) and _plausible_value(value):
                red.add(value)
        if root is not None:
            red.add_env_files(root)
        return red

    def add_env_files(self, root: Path) -> None:
        try:
            candidates = sorted(p for p in root.glob(".env*") if p.is_file())
        except OSError:
            return
        for path in candidates:
            try:
                values = parse_env_file(path.read_text(encoding="utf-8", errors="replace"))
            except OSError:
                continue
            for name, value in values.items():
                if _plausible_value(value) and (secret_name(name) or _looks_random(value)):
                    self.add(value)

    def add(self, *values: str) -> None:
        for value in values:
            value = value.strip()
            if len(value) >= MIN_SECRET_LEN and value not in self._secrets:
                self._secrets.add(value)
                self._regex = None

    def __len__(self) -> int:
        return len(self._secrets)

    def _literal_regex(self) -> re.Pattern[str] | None:
        if self._regex is None and self._secrets:
            ordered = sorted(self._secrets, key=len, reverse=True)
            self._regex = re.compile("|".join(re.escape(s) for s in ordered))
        return self._regex

    def redact(self, text: str) -> str:
        if not text:
            return text
        literal = self._literal_regex()
        if literal is not None:
            text = literal.sub(REDACTED, text)
        for pattern in self._patterns:
            text = pattern.sub(REDACTED, text)
        return text

    def __call__(self, text: str) -> str:
        return self.redact(text)


def redact_failure(failure: Failure, redact: Callable[[str], str]) -> Failure:
    """A copy of the failure safe to show a model or save: no secret values."""
    return failure.model_copy(update={
        "message": redact(failure.message),
        "longrepr": redact(failure.longrepr),
        "captured": redact(failure.captured),
    })
