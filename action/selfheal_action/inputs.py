"""The action's inputs: one table, read from the ``INPUT_*`` environment.

action.yml forwards every input through ``env:`` (never through ``${{ }}`` inside
a script), as ``INPUT_<NAME>`` with dashes turned into underscores. The table
below is what the tests hold action.yml and the README to.
"""

from __future__ import annotations

import shlex
from collections.abc import Mapping
from dataclasses import dataclass, field


class InputError(ValueError):
    """A bad input value; the message says which input and what to write instead."""


# name -> (default as written in action.yml, description)
INPUTS: dict[str, tuple[str, str]] = {
    "github-token": ("${{ github.token }}", "token for the push and the pull request"),
    "model": ("", "litellm model string for the LLM engine (keys come from env secrets)"),
    "api-base": ("", "model server URL (a local vLLM or Ollama, or a proxy)"),
    "engine": ("auto", "repair engine: auto, builtin or llm"),
    "max-iters": ("5", "iterations per failure group"),
    "sandbox": ("local", "where reruns run: local, bwrap or docker"),
    "pytest-args": ("", "extra pytest arguments (paths, -k, -p ...), shell-quoted"),
    "working-directory": (".", "directory to run pytest in"),
    "python": ("python", "the Python that has the project's dependencies"),
    "base-branch": ("", "branch the pull request targets (default: the branch that went red)"),
    "branch-prefix": ("selfheal/", "prefix of the fix branches"),
    "draft": ("true", "open pull requests as drafts"),
    "labels": ("selfheal", "comma-separated labels for the pull request"),
    "allow-test-edits": ("false", "let patches edit tests and pytest configuration"),
    "memory-path": (".selfheal/memory", "fix memory directory (cache it with actions/cache)"),
    "max-prs-open": ("3", "no new pull request while this many selfheal ones are open"),
    "fail-on-error": ("false", "fail the step when the action itself errs"),
}

OUTPUTS: dict[str, str] = {
    "outcome": "healed, not_healed, flaky, error or skipped (or a newer record outcome)",
    "healed": "true when the run healed every failure",
    "pr-url": "the pull request opened or updated, if any",
    "patch-path": "the verified patch (patch.diff of the run), if any",
    "run-record": "path of the run record (run.json)",
}


def env_name(name: str) -> str:
    return "INPUT_" + name.upper().replace("-", "_")


def _bool(name: str, raw: str) -> bool:
    text = raw.strip().lower()
    if text in ("true", "1", "yes", "on"):
        return True
    if text in ("false", "0", "no", "off", ""):
        return False
    raise InputError(f"input {name} must be true or false, got {raw!r}")


def _int(name: str, raw: str, minimum: int) -> int:
    try:
        value = int(raw.strip())
    except ValueError:
        raise InputError(f"input {name} must be a whole number, got {raw!r}") from None
    if value < minimum:
        raise InputError(f"input {name} must be at least {minimum}, got {value}")
    return value


@dataclass(frozen=True)
class Inputs:
    """The resolved inputs of one run. The token is kept out of repr()."""

    github_token: str = field(default="", repr=False)
    model: str = ""
    api_base: str = ""
    engine: str = "auto"
    max_iters: int = 5
    sandbox: str = "local"
    pytest_args: tuple[str, ...] = ()
    working_directory: str = "."
    python: str = "python"
    base_branch: str = ""
    branch_prefix: str = "selfheal/"
    draft: bool = True
    labels: tuple[str, ...] = ("selfheal",)
    allow_test_edits: bool = False
    memory_path: str = ".selfheal/memory"
    max_prs_open: int = 3
    fail_on_error: bool = False

    @classmethod
    def from_env(cls, env: Mapping[str, str]) -> Inputs:
        def raw(name: str) -> str:
            value = env.get(env_name(name))
            if not value or not value.strip():
                default = INPUTS[name][0]
                return "" if default.startswith("${{") else default
            return value.strip()

        engine = raw("engine").lower()
        if engine not in ("auto", "builtin", "llm"):
            raise InputError(f"input engine must be auto, builtin or llm, got {engine!r}")
        sandbox = raw("sandbox").lower()
        if sandbox not in ("local", "bwrap", "docker"):
            raise InputError(f"input sandbox must be local, bwrap or docker, got {sandbox!r}")
        try:
            args = tuple(shlex.split(raw("pytest-args")))
        except ValueError as exc:
            raise InputError(f"input pytest-args is not valid shell quoting: {exc}") from None
        prefix = raw("branch-prefix")
        if not prefix or prefix.startswith(("/", "-")) or ".." in prefix or " " in prefix:
            raise InputError(f"input branch-prefix must be a branch name prefix like "
                             f"'selfheal/', got {prefix!r}")
        return cls(
            github_token=raw("github-token"),
            model=raw("model"),
            api_base=raw("api-base"),
            engine=engine,
            max_iters=_int("max-iters", raw("max-iters"), 1),
            sandbox=sandbox,
            pytest_args=args,
            working_directory=raw("working-directory") or ".",
            python=raw("python") or "python",
            base_branch=raw("base-branch"),
            branch_prefix=prefix,
            draft=_bool("draft", raw("draft")),
            labels=tuple(s.strip() for s in raw("labels").split(",") if s.strip()),
            allow_test_edits=_bool("allow-test-edits", raw("allow-test-edits")),
            memory_path=raw("memory-path") or ".selfheal/memory",
            max_prs_open=_int("max-prs-open", raw("max-prs-open"), 0),
            fail_on_error=_bool("fail-on-error", raw("fail-on-error")),
        )
