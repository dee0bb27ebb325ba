"""Per-test line coverage (a program spectrum) and the Ochiai suspiciousness it yields.

One ``coverage run -m pytest`` in the worktree records which lines each test executed,
its fixtures included: ``pytest_selfheal.spectrumctx`` labels each test's lines with its
node id.
"""

from __future__ import annotations

import math
import re
import shutil
import sys
import uuid
from dataclasses import dataclass, field
from pathlib import Path, PurePosixPath

from pytest_selfheal.engines.builtin.project import SKIP_DIRS, is_test_path
from pytest_selfheal.hangstop import HANG_FILE_ENV, PLUGIN_ARGS, read_hangs, stop_env
from pytest_selfheal.sandbox.base import Sandbox
from pytest_selfheal.useropts import args_from_env

Line = tuple[str, int]
CONTEXT_ARGS = ["-p", "pytest_selfheal.spectrumctx"]
_TEST_DEF = re.compile(r"^\s*(?:async\s+)?def\s+test", re.M)
_FAILED = re.compile(r"^(?:FAILED|ERROR) (\S+)", re.M)


@dataclass
class Spectrum:
    """nodeid (or coverage context for passing tests) -> covered (repo-relative path, line)."""

    failing: dict[str, set[Line]] = field(default_factory=dict)
    passing: dict[str, set[Line]] = field(default_factory=dict)
    # a failing test that hung and was stopped: (path, function, lines sampled) of the
    # deepest project frame alive in every stack sample (hangstop), its stuck call
    hangs: dict[str, tuple[str, str, tuple[int, ...]]] = field(default_factory=dict)

    def ochiai(self) -> dict[Line, float]:
        """failed(s) / sqrt(total_failed * (failed(s) + passed(s))) for every covered line."""
        total_failed = len(self.failing)
        if not total_failed:
            return {}
        failed: dict[Line, int] = {}
        passed: dict[Line, int] = {}
        for lines in self.failing.values():
            for line in lines:
                failed[line] = failed.get(line, 0) + 1
        for lines in self.passing.values():
            for line in lines:
                passed[line] = passed.get(line, 0) + 1
        return {
            line: ef / math.sqrt(total_failed * (ef + passed.get(line, 0)))
            for line, ef in failed.items()
        }

    def __bool__(self) -> bool:
        return bool(self.failing)


def collect_spectrum(
    root: Path,
    failing: list[str],
    sandbox: Sandbox,
    env: dict[str, str],
    timeout: float,
    passing_limit: int = 200,
    stop_ids: tuple[list[str], float] | None = None,
) -> Spectrum:
    """Run the failing ids and nearby tests once under coverage; empty Spectrum on any trouble.

    ``stop_ids`` (failing tests that hung, seconds) stops each of those tests after that
    long (``pytest_selfheal.hangstop``), so the run records the loop's lines and goes on
    instead of waiting out the user's timeout (or the budget's share) per hanging test.
    """
    if not failing:
        return Spectrum()
    work = root / f".selfheal-cov-{uuid.uuid4().hex[:8]}"
    try:
        work.mkdir()
        data_file = work / "coverage.db"
        rcfile = work / "coveragerc"
        rcfile.write_text(
            "[run]\n"
            f"data_file = {data_file}\n"
            f"source = {root}\n"
            "omit =\n    */site-packages/*\n    */.selfheal-cov-*\n",
            encoding="utf-8",
        )
        targets = _targets(root, failing, passing_limit)
        python = sys.executable if getattr(sandbox, "name", "") == "local" else "python"
        hang_file = work / "hangs.jsonl"
        run_env = ({**env, **stop_env(*stop_ids), HANG_FILE_ENV: str(hang_file)} if stop_ids
                   else dict(env))
        stop = PLUGIN_ARGS if stop_ids else []
        argv = [python, "-m", "coverage", "run", f"--rcfile={rcfile}", "-m", "pytest",
                *args_from_env(env),  # the user's run-changing options: `--timeout 10` too
                *stop, *CONTEXT_ARGS, "-q", "-rfE", "-p", "no:cacheprovider", "--no-header",
                *targets]
        result = sandbox.run(argv, cwd=root, env=run_env, timeout=timeout)
        if result.timed_out or result.interrupted or not data_file.exists():
            return Spectrum()
        also_failed = set(_FAILED.findall(result.stdout))
        spectrum = _read(root, data_file, failing, also_failed)
        if spectrum:
            spectrum.hangs = _stuck_calls(root, read_hangs(hang_file))
        return spectrum
    except Exception:  # noqa: BLE001 - a missing spectrum only weakens localization
        return Spectrum()
    finally:
        shutil.rmtree(work, ignore_errors=True)


def _stuck_calls(root: Path, hangs: dict[str, list[dict]]
                 ) -> dict[str, tuple[str, str, tuple[int, ...]]]:
    """Per hung test, the deepest frame in project source (not a test) alive in every sample."""
    resolved = root.resolve()
    out: dict[str, tuple[str, str, tuple[int, ...]]] = {}
    for nodeid, frames in hangs.items():
        for frame in reversed(frames):
            try:
                rel = Path(frame["path"]).resolve().relative_to(resolved).as_posix()
                lines = tuple(int(n) for n in frame["lines"])
            except (ValueError, KeyError, TypeError, OSError):
                continue
            if is_test_path(rel) or any(p in SKIP_DIRS or p.startswith(".")
                                        for p in PurePosixPath(rel).parts[:-1]):
                continue
            if lines:
                out[nodeid] = (rel, str(frame.get("function", "")), lines)
            break
    return out


def _targets(root: Path, failing: list[str], passing_limit: int) -> list[str]:
    """Failing ids, their whole test files, then sibling test files up to the passing budget."""
    files = sorted({nid.split("::", 1)[0] for nid in failing})
    targets = [f for f in files if (root / f).is_file()]
    targets += [nid for nid in failing if nid.split("::", 1)[0] not in targets]
    budget = passing_limit
    dirs = sorted({(root / f).parent for f in files})
    for folder in dirs:
        if not folder.is_dir() or any(p in SKIP_DIRS for p in folder.parts):
            continue
        for path in sorted(folder.glob("*.py")):
            rel = path.relative_to(root).as_posix()
            if rel in files or not is_test_path(rel) or path.name == "conftest.py":
                continue
            try:
                count = len(_TEST_DEF.findall(path.read_text(encoding="utf-8")))
            except (OSError, UnicodeDecodeError):
                continue
            if count and count <= budget:
                targets.append(rel)
                budget -= count
    return targets


def _read(root: Path, data_file: Path, failing: list[str], also_failed: set[str]) -> Spectrum:
    from coverage import CoverageData

    data = CoverageData(basename=str(data_file))
    data.read()
    wanted = set(failing)
    skipped = also_failed - wanted  # failed too, but not asked about: neither side
    spectrum = Spectrum()
    resolved = root.resolve()
    for measured in sorted(data.measured_files()):
        try:
            rel = Path(measured).resolve().relative_to(resolved).as_posix()
        except ValueError:
            continue
        if is_test_path(rel) or PurePosixPath(rel).parts[0].startswith("."):
            continue
        for lineno, contexts in (data.contexts_by_lineno(measured) or {}).items():
            for ctx in contexts:  # node ids (spectrumctx); "" outside any test
                if ctx in wanted:
                    spectrum.failing.setdefault(ctx, set()).add((rel, lineno))
                elif ctx and ctx not in skipped:
                    spectrum.passing.setdefault(ctx, set()).add((rel, lineno))
    for nid in failing:  # a failing test that covered nothing still counts in Ochiai
        spectrum.failing.setdefault(nid, set())
    if not any(spectrum.failing.values()):
        return Spectrum()
    return spectrum

