"""The sandbox Protocol and the process result it returns."""

from __future__ import annotations

import subprocess
from dataclasses import dataclass
from pathlib import Path
from typing import Protocol


class SandboxError(Exception):
    """The sandbox cannot run (missing engine, bad image); one actionable line."""


@dataclass
class ProcResult:
    returncode: int | None  # None when killed on timeout
    stdout: str
    stderr: str
    duration: float
    timed_out: bool = False
    interrupted: bool = False


class Sandbox(Protocol):
    name: str

    def run(
        self, argv: list[str], cwd: Path, env: dict[str, str], timeout: float
    ) -> ProcResult:
        """Run argv to completion, killing the whole process tree on timeout."""
        ...

    def popen(self, argv: list[str], cwd: Path, env: dict[str, str]) -> subprocess.Popen[bytes]:
        """Start a long-lived process with piped stdin/stdout (warm workers)."""
        ...

    def close(self) -> None: ...
