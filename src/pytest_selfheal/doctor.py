"""``selfheal doctor``: say what works on this machine and what to do about the rest.

Checks, in order, each tried for real where it can be:

1. versions: Python, pytest, git and pytest-selfheal;
2. the options as a heal here would resolve them (environment, ini, defaults),
   each with where it came from;
3. the repository: a git snapshot is taken and released, as a heal does;
4. each sandbox (local, bwrap, docker with its image) runs the interpreter
   with ``import pytest, pytest_selfheal``;
5. the model: which engines ``auto`` uses, whether the key variable is set (its
   name only, never its value) and whether the API base answers;
6. each extra (llm, memory, docker, action): installed or not, without importing it.

A check is ``ok``, ``FAIL`` (the configured heal cannot run: exit 1) or ``warn``
(something optional is missing). Every line goes through the redactor.
"""

from __future__ import annotations

import importlib.metadata
import importlib.util
import os
import subprocess
import sys
import tempfile
import time
import urllib.error
import urllib.request
from dataclasses import dataclass
from pathlib import Path
from typing import Any, Literal, cast

import pytest

from pytest_selfheal.locate import IniConfig, find_ini, git_toplevel
from pytest_selfheal.options import OPTIONS, SANDBOXES, Settings, resolve

Status = Literal["ok", "warn", "FAIL"]
PROBE = "import pytest, pytest_selfheal; print('ok')"
EXTRAS: dict[str, tuple[tuple[str, ...], str]] = {
    "llm": (("litellm",), "the LLM engine (litellm, ~300 MB)"),
    "memory": (("chromadb", "sentence_transformers", "torch"),
               "the fix memory (chromadb, sentence-transformers, torch: ~1.2 GB with CPU torch)"),
    "docker": (("docker",), "the docker sandbox (docker SDK, ~2 MB)"),
    "action": (("github",), "the GitHub Action's pull requests (PyGithub, ~25 MB)"),
}


@dataclass
class Check:
    status: Status
    name: str
    detail: str


class _IniOnly:
    """The two Config methods ``options.resolve`` reads, answered from env and ini only."""

    def __init__(self, ini: IniConfig) -> None:
        self.ini = ini

    def getoption(self, name: str, default: Any = None) -> Any:
        return default  # doctor has no pytest command line

    def getini(self, name: str) -> Any:
        return self.ini.values.get(name)


def resolve_here(ini: IniConfig, selfheal_dir: str | None = None) -> Settings:
    """Settings as ``pytest --selfheal`` would resolve them in this directory."""
    settings = resolve(cast(pytest.Config, _IniOnly(ini)))
    if selfheal_dir:
        settings.dir, settings.sources["selfheal_dir"] = selfheal_dir, "cli"
    return settings


def _version(dist: str) -> str | None:
    try:
        return importlib.metadata.version(dist)
    except importlib.metadata.PackageNotFoundError:
        return None


def check_versions() -> Check:
    try:
        git = subprocess.run(["git", "--version"], capture_output=True, text=True, timeout=30)
        git_v = git.stdout.strip().removeprefix("git version ") if git.returncode == 0 else ""
    except (OSError, subprocess.TimeoutExpired):
        git_v = ""
    from pytest_selfheal import __version__

    text = (f"Python {sys.version.split()[0]}, pytest {pytest.__version__}, "
            f"pytest-selfheal {__version__}, git {git_v or 'missing'}")
    if not git_v:
        return Check("FAIL", "versions", text + ": install git, heals snapshot with it")
    return Check("ok", "versions", text)


def check_repository(project: Path) -> Check:
    """Take and release a snapshot of project as a heal would (git repositories only)."""
    from pytest_selfheal.git.snapshot import WorkspaceError, release_snapshot, take_snapshot

    top = git_toplevel(project)
    if top is None:
        return Check("ok", "repository", f"{project} is not in a git repository: a heal copies "
                     "it into a throwaway repository first (git init makes that unnecessary)")
    start = time.monotonic()
    with tempfile.TemporaryDirectory(prefix="selfheal-doctor-") as tmp:
        try:
            snap = take_snapshot(project, Path(tmp))
        except WorkspaceError as exc:
            return Check("FAIL", "repository", str(exc))
        release_snapshot(snap)
    kind = "a throwaway copy" if snap.throwaway else f"git repository {top}"
    note = f" ({snap.note})" if snap.note else ""
    return Check("ok", "repository", f"{kind}: snapshot taken and released in "
                 f"{time.monotonic() - start:.1f} s{note}")


def _make_sandbox(name: str, settings: Settings) -> Any:
    if name == "local":
        from pytest_selfheal.sandbox.local import LocalSandbox

        return LocalSandbox()
    if name == "bwrap":
        from pytest_selfheal.sandbox.bwrap import BwrapSandbox

        return BwrapSandbox()
    if importlib.util.find_spec("docker") is None:
        raise _Missing("the docker SDK is not installed: pip install 'pytest-selfheal[docker]'")
    from pytest_selfheal.sandbox.docker import DockerSandbox

    return DockerSandbox(image=settings.docker_image)


class _Missing(Exception):
    pass


def check_sandbox(name: str, settings: Settings, timeout: float = 120.0) -> Check:
    """Run the interpreter with pytest and pytest_selfheal imported, in sandbox name."""
    from pytest_selfheal.sandbox.base import SandboxError

    label = f"sandbox {name}"
    chosen = name == settings.sandbox
    bad: Status = "FAIL" if chosen else "warn"
    image = ""
    if name == "docker":
        from pytest_selfheal.sandbox.docker import DEFAULT_IMAGE

        image = f"image {settings.docker_image or DEFAULT_IMAGE}: "
    start = time.monotonic()
    box = None
    try:
        box = _make_sandbox(name, settings)
        with tempfile.TemporaryDirectory(prefix="selfheal-doctor-") as tmp:
            env = {k: v for k, v in os.environ.items() if not k.startswith("PYTEST_")}
            result = box.run([sys.executable, "-c", PROBE], Path(tmp), env, timeout)
    except (_Missing, SandboxError) as exc:
        text = str(exc)
        return Check(bad, label, text if image[6:-2] in text else image + text)
    finally:
        if box is not None:
            box.close()
    took = time.monotonic() - start
    if result.timed_out or result.returncode != 0 or "ok" not in result.stdout:
        why = (result.stderr or result.stdout).strip().splitlines()
        reason = "timed out" if result.timed_out else (why[-1] if why else "no output")
        return Check(bad, label, f"{image}cannot run Python there: {reason[:200]}")
    used = " (the configured sandbox)" if chosen else ""
    return Check("ok", label, f"{image}ran Python with pytest-selfheal in {took:.1f} s{used}")


def _key_state(settings: Settings) -> tuple[Status, str]:
    """Whether the model's key variable is set: names only, never values."""
    if importlib.util.find_spec("litellm") is None:
        return "FAIL", "litellm is not installed: pip install 'pytest-selfheal[llm]'"
    if settings.api_key_env:
        if os.environ.get(settings.api_key_env):
            return "ok", f"key variable {settings.api_key_env} is set"
        return "FAIL", f"key variable {settings.api_key_env} is not set: export it"
    if settings.api_base:
        return "ok", "a local server or proxy at the API base: no key needed unless it asks"
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    import litellm

    found = litellm.validate_environment(settings.model or "")
    keys = [k for k in found.get("missing_keys") or [] if k.endswith(("_API_KEY", "_TOKEN"))]
    if keys:
        return "FAIL", (f"no API key: set {' or '.join(keys)} "
                        "(or name your key's variable with --selfheal-api-key-env)")
    return "ok", "the provider's key variable is set"


def _api_base_answers(url: str, timeout: float = 5.0) -> tuple[bool, str]:
    try:
        with urllib.request.urlopen(url.rstrip("/") + "/models", timeout=timeout) as reply:
            return True, f"HTTP {reply.status}"
    except urllib.error.HTTPError as exc:  # it answered, even if it wants a key
        return True, f"HTTP {exc.code}"
    except (urllib.error.URLError, OSError, ValueError) as exc:
        reason = getattr(exc, "reason", exc)
        return False, str(reason).splitlines()[0][:200]


def check_model(settings: Settings) -> list[Check]:
    from pytest_selfheal.engines.registry import engine_names

    names = engine_names(settings)
    checks = [Check("ok", "engine", f"{settings.engine} uses {' then '.join(names)}"
                    + ("" if settings.model else " (no model set: SELFHEAL_MODEL adds the LLM)"))]
    if "llm" not in names:
        return checks
    if not settings.model:
        checks.append(Check("FAIL", "model", "--selfheal-engine llm needs a model: set "
                            "SELFHEAL_MODEL or --selfheal-model"))
        return checks
    status, detail = _key_state(settings)
    checks.append(Check(status, "model", f"{settings.model}: {detail}"))
    if settings.api_base:
        up, how = _api_base_answers(settings.api_base)
        checks.append(Check("ok" if up else "FAIL", "api base",
                            f"{settings.api_base} " + (f"answers ({how})" if up else
                            f"does not answer: {how}; start the server or fix "
                            "--selfheal-api-base")))
    return checks


def check_extras() -> list[Check]:
    checks = []
    for extra, (modules, what) in EXTRAS.items():
        missing = [m for m in modules if importlib.util.find_spec(m) is None]
        if missing:
            checks.append(Check("warn", f"extra {extra}", f"not installed ({', '.join(missing)} "
                                f"missing): {what}: pip install 'pytest-selfheal[{extra}]'"))
        else:
            dists = {"sentence_transformers": "sentence-transformers", "github": "PyGithub"}
            versions = [f"{m} {_version(dists.get(m, m)) or '?'}" for m in modules]
            checks.append(Check("ok", f"extra {extra}", ", ".join(versions)))
    return checks


def option_lines(settings: Settings) -> list[str]:
    """Each option as a heal here would see it, and where its value came from."""
    lines = []
    for opt in OPTIONS:
        if opt.dest == "selfheal":
            continue  # --selfheal / --selfheal-dry-run are how a heal is asked for
        value = getattr(settings, opt.dest.removeprefix("selfheal_"))
        source = settings.sources.get(opt.dest, "default")
        where = {"env": f"env {opt.env}", "ini": f"ini {opt.dest}",
                 "cli": "command line"}.get(source, "default")
        shown = "none" if value is None else value
        lines.append(f"  {opt.flags[-1]} = {shown} ({where})")
    return lines


def run_doctor(start: Path, selfheal_dir: str | None = None, out: Any = None) -> int:
    """Print the report; 0 when the configured heal can run here, 1 otherwise."""
    from pytest_selfheal.locate import LocateError
    from pytest_selfheal.redact import Redactor

    write = out or print
    start = start.resolve()
    try:
        ini = find_ini(start)
    except LocateError as exc:
        write(f"selfheal: {exc}")
        return 1
    project = ini.rootdir or start
    # SELFHEAL_API_KEY_ENV holds a variable's name, not a secret: keep it readable
    env = {k: v for k, v in os.environ.items() if k != "SELFHEAL_API_KEY_ENV"}
    red = Redactor.from_environment(project, env)
    checks: list[Check] = [check_versions()]
    try:
        settings = resolve_here(ini, selfheal_dir)
    except pytest.UsageError as exc:
        checks.append(Check("FAIL", "options", str(exc).removeprefix("selfheal: ")))
        settings = None
    where = f"ini file {ini.path}" if ini.path else "no pytest config file"
    write(f"selfheal doctor: {project} ({where})")
    if settings is not None:
        checks.append(check_repository(project))
        checks += [check_sandbox(name, settings) for name in SANDBOXES]
        checks += check_model(settings)
    checks += check_extras()
    width = max(len(c.name) for c in checks)
    for c in checks:
        write(red.redact(f"{c.status:<4}  {c.name:<{width}}  {c.detail}"))
    if settings is not None:
        write("options (flag = value (source)):")
        for line in option_lines(settings):
            write(red.redact(line))
    failed = [c.name for c in checks if c.status == "FAIL"]
    if failed:
        write(f"selfheal: the configured heal cannot run here: fix {', '.join(failed)} (FAIL)")
        return 1
    write("selfheal: the configured heal can run here")
    return 0

