"""Find where the plugin wrote its run records, from any directory of the project.

The plugin saves records under ``<repository root>/<selfheal_dir>/runs``: the git
top level, or pytest's rootdir when the project is not a git repository. The
``selfheal`` command and ``selfheal doctor`` run outside pytest, so this module
redoes the two lookups they need the way pytest and ``options.resolve`` do them:

* pytest's config file search (``pytest.toml``, ``pytest.ini``, ``pyproject.toml``,
  ``tox.ini``, ``setup.cfg``, nearest directory first) for the rootdir and the
  ini values, read with the same parsers pytest uses (iniconfig, tomllib);
* ``selfheal_dir``: the ``--selfheal-dir`` argument, then ``SELFHEAL_DIR``, then
  the ini option, then the default from ``options.OPTIONS``.
"""

from __future__ import annotations

import os
import subprocess
import sys
from dataclasses import dataclass, field
from pathlib import Path

from pytest_selfheal.options import OPTIONS

CONFIG_NAMES = ("pytest.toml", ".pytest.toml", "pytest.ini", ".pytest.ini", "pyproject.toml",
                "tox.ini", "setup.cfg")


class LocateError(Exception):
    """A config file cannot be read; one line saying which and why."""


@dataclass
class IniConfig:
    """pytest's config file as pytest would pick it from a directory."""

    rootdir: Path | None = None  # the config file's directory; None when there is none
    path: Path | None = None
    values: dict[str, object] = field(default_factory=dict)


@dataclass
class Location:
    """Where the records are, and where each part of that answer came from."""

    root: Path  # the repository root the records hang from
    root_source: str  # "git", "pytest rootdir" or "current directory"
    runs: Path  # <root>/<dir>/runs (or <dir>/runs for an absolute dir)
    dir: str
    dir_source: str  # "cli", "env", "ini" or "default"
    ini: IniConfig


def _pytest_section(path: Path) -> dict[str, object] | None:
    """The pytest options in one config file, or None when it holds no pytest section."""
    import iniconfig

    try:
        if path.suffix == ".toml":
            if sys.version_info >= (3, 11):
                import tomllib
            else:  # pragma: no cover - pytest depends on tomli there
                import tomli as tomllib
            data = tomllib.loads(path.read_text(encoding="utf-8"))
            if path.name in ("pytest.toml", ".pytest.toml"):
                return dict(data.get("pytest", {}))
            tool = data.get("tool", {}).get("pytest")
            if tool is None:
                return None
            ini = tool.get("ini_options")
            rest = {k: v for k, v in tool.items() if k != "ini_options"}
            return dict(rest or ini or {})
        parsed = iniconfig.IniConfig(str(path))
    except (OSError, ValueError, iniconfig.ParseError) as exc:
        raise LocateError(f"cannot read {path}: {str(exc).splitlines()[0]}") from None
    section = "tool:pytest" if path.suffix == ".cfg" else "pytest"
    if section in parsed:
        return dict(parsed[section].items())
    return {} if path.name in ("pytest.ini", ".pytest.ini") else None


def find_ini(start: Path) -> IniConfig:
    """pytest's config search from start upwards (``locate_config`` for one directory)."""
    start = start.resolve()
    first_pyproject: Path | None = None
    for base in (start, *start.parents):
        for name in CONFIG_NAMES:
            path = base / name
            if not path.is_file():
                continue
            if name == "pyproject.toml" and first_pyproject is None:
                first_pyproject = path
            values = _pytest_section(path)
            if values is not None:
                return IniConfig(base, path, values)
    if first_pyproject is not None:
        return IniConfig(first_pyproject.parent, first_pyproject, {})
    return IniConfig()


def git_toplevel(start: Path) -> Path | None:
    """The top level of the git working tree holding start, or None."""
    try:
        proc = subprocess.run(["git", "rev-parse", "--show-toplevel"], cwd=start,
                              capture_output=True, text=True, timeout=30)
    except (OSError, subprocess.TimeoutExpired):
        return None
    line = proc.stdout.strip()
    return Path(line).resolve() if proc.returncode == 0 and line else None


def resolve_dir(cli: str | None, ini: IniConfig,
                environ: os._Environ[str] | dict[str, str] | None = None) -> tuple[str, str]:
    """The records directory setting and its source, with the plugin's precedence."""
    opt = next(o for o in OPTIONS if o.dest == "selfheal_dir")
    env = os.environ if environ is None else environ
    if cli:
        return cli, "cli"
    if env.get(opt.env, "").strip():
        return env[opt.env].strip(), "env"
    value = ini.values.get(opt.dest)
    if isinstance(value, str) and value.strip():
        return value.strip(), "ini"
    return str(opt.default), "default"


def locate(start: Path, selfheal_dir: str | None = None,
           environ: os._Environ[str] | dict[str, str] | None = None) -> Location:
    """Where the records of a run started from start (or any directory below the root) are.

    The git top level comes first, as the plugin writes there; then pytest's rootdir
    (projects outside git, or git-ignored ones, whose records sit at the rootdir);
    then the nearest directory above start that already holds records; else start.
    """
    start = start.resolve()
    ini = find_ini(start)
    name, source = resolve_dir(selfheal_dir, ini, environ)
    candidates: list[tuple[Path, str]] = []
    top = git_toplevel(start)
    if top is not None:
        candidates.append((top, "git"))
    if ini.rootdir is not None:
        candidates.append((ini.rootdir, "pytest rootdir"))
    candidates += [(p, "current directory" if p == start else "records found above")
                   for p in (start, *start.parents)]

    def runs_of(root: Path) -> Path:
        return (root / name / "runs") if not Path(name).is_absolute() else Path(name) / "runs"

    root, how = next(((r, s) for r, s in candidates if runs_of(r).is_dir()), candidates[0])
    return Location(root, how, runs_of(root), name, source, ini)
