"""Carry the user's run-changing pytest options into every rerun and the warm server.

A rerun must run the tests as the user's own run did: ``--timeout 10``, ``-p plugin``,
``-W error``, ``-o key=value``, ``--import-mode``, ``-c file`` and other plugins' options
change results. Options that *select* tests (paths, ``-k``, ``-m``, ``--lf``,
``--deselect``...) are left out, since reruns name their node ids, and so are options
that would make a rerun interactive, distributed or write the user's report files.

The command line (and ``PYTEST_ADDOPTS``) is walked with pytest's own parser, so every
option a plugin registered is known with its number of values; an option is kept unless
its destination is on the ``DROP`` list. The ini file's ``addopts`` need no carrying: a
rerun reads the same ini file in the worktree. Path values inside the repository are
mapped into the worktree. The kept arguments travel in the ``SELFHEAL_PYTEST_ARGS``
environment variable (JSON), which every test process of the heal is started with.
"""

from __future__ import annotations

import argparse
import json
import os
import shlex
from collections.abc import Mapping
from pathlib import Path
from typing import Any

ARGS_ENV = "SELFHEAL_PYTEST_ARGS"

# Destinations (argparse ``dest``) of options that select tests, stop early, report to
# files, go interactive or distribute: never carried into a rerun.
DROP = frozenset({
    # selection and order
    "keyword", "markexpr", "lf", "failedfirst", "newfirst", "deselect", "ignore",
    "ignore_glob", "last_failed_no_failures", "stepwise", "stepwise_skip", "stepwise_reset",
    "pyargs", "collectonly", "continue_on_collection_errors",
    # stopping early: reruns decide that themselves
    "exitfirst", "maxfail",
    # interactive or informational runs
    "usepdb", "usepdb_cls", "trace", "help", "version", "debug", "showfixtures",
    "show_fixtures_per_test", "setuponly", "setupplan", "setupshow", "markers",
    "cacheshow", "cacheclear", "pastebin",
    # report files and output shape (reruns read their results from a JSON file)
    "xmlpath", "resultlog", "report_log", "htmlpath", "self_contained_html", "json_report",
    "json_report_file", "verbose", "quiet", "reportchars", "color", "code_highlight",
    "tbstyle",
    # location: the rerun sets its own rootdir (the worktree's copy of the user's)
    "rootdir", "basetemp",
    # distribution (xdist) and looping
    "numprocesses", "maxprocesses", "dist", "tx", "rsyncdir", "looponfail", "maxworkerrestart",
})
DROP_PREFIXES = ("selfheal", "cov")  # our own options; coverage (its fail-under changes exits)
NOT_PATHS = frozenset({"plugins", "override_ini", "pythonwarnings", "keyword", "markexpr"})


def _actions(config: Any) -> dict[str, argparse.Action]:
    """Option string -> argparse action, from pytest's parser (plugins' options included)."""
    ours = config._parser
    parser = getattr(ours, "optparser", None) or ours._getparser()  # pytest 9 / older
    out: dict[str, argparse.Action] = {}
    for action in parser._actions:
        for flag in action.option_strings:
            out[flag] = action
    return out


def _takes_value(action: argparse.Action) -> bool:
    return action.nargs != 0


def _dropped(action: argparse.Action | None) -> bool:
    if action is None:
        return False  # unknown: keep it, since it may change how tests run
    dest = action.dest or ""
    return dest in DROP or dest.startswith(DROP_PREFIXES)


def split_args(args: list[str], actions: Mapping[str, argparse.Action]
               ) -> list[tuple[argparse.Action | None, list[str]]]:
    """Group the option tokens of a command line with their values; positionals dropped."""
    out: list[tuple[argparse.Action | None, list[str]]] = []
    i = 0
    while i < len(args):
        tok = args[i]
        i += 1
        if tok == "--":
            break  # everything after is positional
        if not tok.startswith("-") or tok == "-":
            continue  # a path or node id: selection
        if tok.startswith("--"):
            name, eq, _ = tok.partition("=")
            action = actions.get(name)
            group = [tok]
            if action is not None and _takes_value(action) and not eq and i < len(args):
                group.append(args[i])
                i += 1
            out.append((action, group))
            continue
        # short options, possibly combined (-xvs) or with an attached value (-kfoo)
        j = 1
        while j < len(tok):
            flag = "-" + tok[j]
            action = actions.get(flag)
            if action is not None and _takes_value(action):
                rest = tok[j + 1:]
                if rest:
                    out.append((action, [flag, rest]))
                elif i < len(args):
                    out.append((action, [flag, args[i]]))
                    i += 1
                else:
                    out.append((action, [flag]))
                break
            out.append((action, [flag]))
            j += 1
    return out


def carried_args(config: Any, repo_root: Path, worktree: Path,
                 environ: Mapping[str, str] | None = None) -> list[str]:
    """The user's run-changing options, with repository paths mapped into the worktree."""
    env = os.environ if environ is None else environ
    args = list(config.invocation_params.args)
    try:
        args = shlex.split(env.get("PYTEST_ADDOPTS", "")) + args
    except ValueError:
        pass
    base = Path(config.invocation_params.dir)
    actions = _actions(config)
    out: list[str] = []
    for action, group in split_args(args, actions):
        if _dropped(action):
            continue
        if action is not None and action.dest not in NOT_PATHS and len(group) == 2:
            group = [group[0], _map_path(group[1], base, repo_root, worktree)]
        elif len(group) == 1 and "=" in group[0] and group[0].startswith("--"):
            name, _, value = group[0].partition("=")
            if action is not None and action.dest not in NOT_PATHS:
                group = [f"{name}={_map_path(value, base, repo_root, worktree)}"]
        out += group
    return out


def _map_path(value: str, base: Path, repo_root: Path, worktree: Path) -> str:
    """An existing path inside the repository becomes its worktree twin (absolute)."""
    if not value or value.startswith("-"):
        return value
    try:
        path = Path(os.path.realpath(base / value))
        root = Path(os.path.realpath(repo_root))
        if path.is_relative_to(root) and path.exists():
            return str(worktree / path.relative_to(root))
    except (OSError, ValueError):
        pass
    return value


def args_from_env(env: Mapping[str, str] | None = None) -> list[str]:
    """The carried arguments a heal put in the environment (empty when none)."""
    raw = (os.environ if env is None else env).get(ARGS_ENV, "")
    if not raw:
        return []
    try:
        value = json.loads(raw)
    except ValueError:
        return []
    return [str(a) for a in value] if isinstance(value, list) else []


def encode(args: list[str]) -> str:
    return json.dumps(args)


def remap(args: list[str], old: str, new: str) -> list[str]:
    """Arguments with paths under ``old`` moved under ``new`` (a validation slot's copy)."""
    out = []
    for a in args:
        if a == old or a.startswith(old + os.sep):
            a = new + a[len(old):]
        elif "=" in a and (old + os.sep) in a:
            a = a.replace(old + os.sep, new + os.sep)
        out.append(a)
    return out
