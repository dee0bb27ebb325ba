"""Rerun chosen node ids in a worktree, in a sandbox, and read the JSON result.

The pytest child loads ``pytest_selfheal.resultplugin`` and writes its outcomes
to a file; a timeout kills the whole process tree and is reported as such.
"""

from __future__ import annotations

import json
import os
import re
import sys
import tempfile
from pathlib import Path

from pytest_selfheal.collect import trim
from pytest_selfheal.plugin import CHILD_ENV
from pytest_selfheal.records import Failure, RerunResult
from pytest_selfheal.resultplugin import RESULTS_ENV, ROOT_ENV
from pytest_selfheal.sandbox.base import Sandbox
from pytest_selfheal.useropts import args_from_env

OUTPUT_TAIL = 3000


def child_env(
    base: dict[str, str], repo_root: Path, worktree: Path, project: Path | None = None
) -> dict[str, str]:
    """Environment for test processes in the worktree.

    Paths on our own sys.path that point into the user's repository (an
    editable install's ``src``, a rootdir inserted by pytest) are mapped into the
    worktree and put first, so the child imports the patched code, not the user's.
    """
    env = dict(base)
    env[CHILD_ENV] = "1"
    env["PYTHONDONTWRITEBYTECODE"] = "1"
    env.pop("PYTEST_ADDOPTS", None)
    env.pop("PYTEST_XDIST_WORKER", None)
    env.pop("PYTEST_CURRENT_TEST", None)
    root_real = os.path.realpath(repo_root)
    mapped: list[str] = []
    for entry in [*sys.path, str(Path(root_real) / "src")]:
        real = os.path.realpath(entry or os.getcwd())
        if real == root_real or real.startswith(root_real + os.sep):
            target = str(worktree / os.path.relpath(real, root_real))
            if os.path.isdir(target) and target not in mapped:
                mapped.append(target)
    # inherited entries inside the user's repository that the worktree also holds are
    # mapped above; kept, they would import the user's files (a submodule's, say)
    kept = [p for p in env.get("PYTHONPATH", "").split(os.pathsep)
            if p and not _in_worktree_too(p, root_real, worktree)]
    env["PYTHONPATH"] = os.pathsep.join(mapped + kept)
    env[ROOT_ENV] = str(project or worktree)  # failure paths are relative to this
    return env


def _in_worktree_too(entry: str, root_real: str, worktree: Path) -> bool:
    real = os.path.realpath(entry)
    if real != root_real and not real.startswith(root_real + os.sep):
        return False
    return os.path.isdir(worktree / os.path.relpath(real, root_real))


_NOT_FOUND = re.compile(r"^ERROR: (?:file or directory )?not found: (\S+)", re.M)


def run_tests(
    sandbox: Sandbox,
    worktree: Path,
    cwd: Path,
    nodeids: list[str],
    *,
    env: dict[str, str],
    timeout: float,
    drifting_params: bool = False,
    exit_first: bool = False,
    max_fail: int | None = None,
) -> RerunResult:
    """Run ``nodeids`` (relative to pytest's rootdir, which ``cwd`` is) and report.

    pytest refuses to run anything when one requested id does not exist; those ids
    are then counted as failed and the others are run on their own. With
    ``drifting_params`` (the confirm step), a missing parametrized id (``t[<obj at
    0x7f..>]``, a timestamp, an unordered set: ids that change between runs) is
    replaced by its test function, which runs every parametrization it has now.
    With ``exit_first`` the run stops at the first failure (a yes/no check: the ids it
    did not reach count as failed). With ``max_fail`` it stops after that many failures
    (`--maxfail`): a patch that breaks a big suite is known in seconds, not after it
    ran to the end; the ids it did not reach are not counted as failed (``cut_short``).
    """
    result = _run_once(sandbox, worktree, cwd, nodeids, env=env, timeout=timeout,
                       exit_first=exit_first, max_fail=max_fail)
    if result.exit_code != 4 or result.passed:
        return result
    named = _NOT_FOUND.findall(result.output_tail)
    missing = [n for n in nodeids if any(_names(m, n) for m in named)]
    rest = [n for n in nodeids if n not in missing]
    bases: list[str] = []
    if drifting_params:
        bases = list(dict.fromkeys(b for b in map(param_base, missing) if b))
        missing = [n for n in missing if not param_base(n)]
        rest = [n for n in rest if param_base(n) not in bases] + bases
    if not missing and not bases or not rest:
        return result
    merged = _run_once(sandbox, worktree, cwd, rest, env=env, timeout=timeout,
                       exit_first=exit_first, max_fail=max_fail)
    merged.nodeids = list(nodeids)
    if bases:
        merged.output_tail = _tail(
            f"selfheal: {len(bases)} parametrized test(s) had ids unlike your run's; ran "
            f"every parametrization of: {', '.join(bases)}\n" + merged.output_tail)
    if not missing:
        merged.duration += result.duration
        return merged
    merged.failed = sorted(set(merged.failed) | set(missing))
    merged.duration += result.duration
    if merged.status in ("passed", "failed"):
        merged.status = "failed"
    merged.output_tail = _tail(result.output_tail + "\n" + merged.output_tail)
    return merged


def _run_once(
    sandbox: Sandbox,
    worktree: Path,
    cwd: Path,
    nodeids: list[str],
    *,
    env: dict[str, str],
    timeout: float,
    exit_first: bool = False,
    max_fail: int | None = None,
) -> RerunResult:
    scratch = Path(tempfile.mkdtemp(prefix="selfheal-rerun-", dir=_scratch_base(worktree)))
    results = scratch / "results.json"
    argsfile = scratch / "args.txt"
    argsfile.write_text("\n".join(nodeids) + "\n", encoding="utf-8")
    argv = [
        sys.executable, "-m", "pytest",
        *args_from_env(env),  # the user's run-changing options (useropts.py)
        "-p", "pytest_selfheal.resultplugin",
        "-p", "no:cacheprovider",
        "-q", "--no-header", "-rN", "--color=no",
        "--rootdir", str(cwd),
        *(["--exitfirst"] if exit_first else []),
        *([f"--maxfail={max_fail}"] if max_fail and not exit_first else []),
        f"@{argsfile}",
    ]
    penv = dict(env)
    penv[RESULTS_ENV] = str(results)
    try:
        proc = sandbox.run(argv, cwd=cwd, env=penv, timeout=timeout)
        output = trim(proc.stdout + ("\n" + proc.stderr if proc.stderr.strip() else ""), 100_000)
        result = RerunResult(nodeids=list(nodeids), duration=proc.duration,
                             exit_code=proc.returncode, output_tail=_tail(output))
        if proc.timed_out:
            result.status = "timeout"
            result.output_tail = _tail(output + f"\n[killed after {timeout:.0f} s]")
            return result
        if not results.exists():
            result.status = "error"
            return result
        data = json.loads(results.read_text(encoding="utf-8"))
    finally:
        for f in (results, argsfile, results.with_suffix(".tmp")):
            f.unlink(missing_ok=True)
        try:
            scratch.rmdir()
        except OSError:
            pass
    return _interpret(result, data, nodeids, max_fail if not exit_first else None)


def cut_short(result: RerunResult, max_fail: int | None) -> bool:
    """Did a run with ``max_fail`` stop before it reached every id?"""
    return bool(max_fail) and len(result.failed) >= (max_fail or 0)


def _interpret(result: RerunResult, data: dict, nodeids: list[str],
               max_fail: int | None = None) -> RerunResult:
    outcomes: dict[str, str] = data.get("outcomes", {})
    result.failures = [Failure.model_validate(f) for f in data.get("failures", [])]
    result.durations = {str(k): float(v) for k, v in data.get("durations", {}).items()}
    result.passed = sorted(n for n, o in outcomes.items() if o in ("passed", "xfailed", "skipped"))
    failed = {n for n, o in outcomes.items() if o in ("failed", "xpassed")}
    failed.update(data.get("collect_errors", []))
    asked = set(nodeids)
    # A requested id that produced no outcome at all (deleted, renamed, deselected) is a failure.
    missing = {n for n in asked if n not in outcomes and not _covered(n, outcomes)}
    if max_fail and len(failed) >= max_fail:
        missing = set()  # stopped at --maxfail: the rest was not reached, not failed
    result.failed = sorted(failed | missing)
    exitstatus = int(data.get("exitstatus", 3))
    if exitstatus in (2,) and not result.failed:
        result.status = "interrupted"
    elif result.failed:
        result.status = "failed"
    elif exitstatus in (0, 5) or (exitstatus == 1 and not result.failed):
        result.status = "passed"
    else:
        result.status = "error"
    return result


def _covered(asked: str, outcomes: dict[str, str]) -> bool:
    """A file, class or function id is covered when some outcome lies beneath it."""
    prefix = asked.rstrip("/") + ("::" if "::" in asked or asked.endswith(".py") else "/")
    return any(n.startswith(prefix) or n.startswith(asked + "[") for n in outcomes)


def _names(reported: str, nodeid: str) -> bool:
    """pytest's "not found: X" is about this id (pytest 9 names a parametrized id's
    function, without its parameters)."""
    base = param_base(nodeid)
    return any(reported == n or reported.endswith("/" + n) for n in (nodeid, base) if n)


def param_base(nodeid: str) -> str | None:
    """``f.py::test_x[a-b]`` -> ``f.py::test_x``; None when the id has no parameters."""
    if not nodeid.endswith("]") or "[" not in nodeid.rsplit("::", 1)[-1]:
        return None
    head, _, last = nodeid.rpartition("::")
    return f"{head}::{last.split('[', 1)[0]}" if head else None


def _tail(text: str) -> str:
    return text[-OUTPUT_TAIL:]


def _scratch_base(worktree: Path) -> str | None:
    """Results live under the worktree's ignored .selfheal dir so a container sees them."""
    base = worktree / ".selfheal"
    try:
        base.mkdir(exist_ok=True)
        return str(base)
    except OSError:
        return None
