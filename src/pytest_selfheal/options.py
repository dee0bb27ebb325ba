"""Command-line, ini and environment options, resolved in one place.

Precedence is CLI, then environment variable, then ini option, then default.
A bad value raises ``pytest.UsageError`` naming where the value came from.
"""

from __future__ import annotations

import os
from dataclasses import asdict, dataclass, field
from typing import Any, Literal

import pytest

ENGINES = ("auto", "llm", "builtin")
SANDBOXES = ("local", "bwrap", "docker")


@dataclass(frozen=True)
class Opt:
    dest: str
    flags: tuple[str, ...]
    env: str
    kind: Literal["bool", "int", "float", "str", "choice"]
    help: str
    default: Any = None
    choices: tuple[str, ...] = ()


OPTIONS: tuple[Opt, ...] = (
    Opt("selfheal", ("--selfheal",), "SELFHEAL", "bool",
        "after the run, heal failing tests and apply the verified fix to the working tree.",
        False),
    Opt("selfheal_dry_run", ("--selfheal-dry-run",), "SELFHEAL_DRY_RUN", "bool",
        "heal as --selfheal does but leave the working tree untouched; print and save the diffs.",
        False),
    Opt("selfheal_max_iters", ("--max-iters", "--selfheal-max-iters"), "SELFHEAL_MAX_ITERS",
        "int", "iterations per failure group (default: 5).", 5),
    Opt("selfheal_engine", ("--selfheal-engine",), "SELFHEAL_ENGINE", "choice",
        "repair engine: auto (built-in first, then the model if one is configured), "
        "llm or builtin (default: auto).", "auto", ENGINES),
    Opt("selfheal_model", ("--selfheal-model",), "SELFHEAL_MODEL", "str",
        "litellm model string, e.g. openai/gpt-4o-mini or ollama/qwen2.5-coder.", None),
    Opt("selfheal_api_base", ("--selfheal-api-base",), "SELFHEAL_API_BASE", "str",
        "base URL of the model server (a local vLLM or Ollama, or a proxy).", None),
    Opt("selfheal_api_key_env", ("--selfheal-api-key-env",), "SELFHEAL_API_KEY_ENV", "str",
        "name of the environment variable holding the API key (default: the provider's own, "
        "e.g. OPENAI_API_KEY).", None),
    Opt("selfheal_llm_timeout", ("--selfheal-llm-timeout",), "SELFHEAL_LLM_TIMEOUT", "float",
        "seconds to wait for one model reply before retrying (default: 60).", 60.0),
    Opt("selfheal_llm_samples", ("--selfheal-llm-samples",), "SELFHEAL_LLM_SAMPLES", "int",
        "llm engine: candidate patches asked for per model call (litellm n, or N calls); the "
        "ones that apply are validated at once and the smallest passing one is kept "
        "(default: 1).", 1),
    Opt("selfheal_builtin_time", ("--selfheal-builtin-time",), "SELFHEAL_BUILTIN_TIME", "float",
        "built-in engine: seconds of candidate search per failure group (default: 45).", 45.0),
    Opt("selfheal_builtin_candidates", ("--selfheal-builtin-candidates",),
        "SELFHEAL_BUILTIN_CANDIDATES", "int",
        "built-in engine: candidates tried per failure group at most (default: 2000; the "
        "best-ranked statements get half of them first).", 2000),
    Opt("selfheal_workers", ("--selfheal-workers",), "SELFHEAL_WORKERS", "int",
        "candidates validated at once (built-in engine, llm samples), each on its own warm "
        "server and copy of the worktree (default: the cores this process may use).", None),
    Opt("selfheal_since", ("--selfheal-since",), "SELFHEAL_SINCE", "str",
        "rank (built-in engine) and show (llm engine) the lines changed since this git ref "
        "first (default: the "
        "merge-base with the upstream branch, else with origin/HEAD, main or master).", None),
    Opt("selfheal_sandbox", ("--selfheal-sandbox",), "SELFHEAL_SANDBOX", "choice",
        "where reruns run: local (subprocess with limits), bwrap or docker (default: local).",
        "local", SANDBOXES),
    Opt("selfheal_docker_image", ("--selfheal-docker-image",), "SELFHEAL_DOCKER_IMAGE", "str",
        "image for --selfheal-sandbox docker; it needs the project's Python and test deps.",
        None),
    Opt("selfheal_timeout", ("--selfheal-timeout",), "SELFHEAL_TIMEOUT", "float",
        "seconds allowed for each rerun before it is killed (default: 120).", 120.0),
    Opt("selfheal_allow_test_edits", ("--selfheal-allow-test-edits",),
        "SELFHEAL_ALLOW_TEST_EDITS", "bool",
        "let patches edit test files, conftest.py and pytest configuration.", False),
    Opt("selfheal_max_tokens", ("--selfheal-max-tokens",), "SELFHEAL_MAX_TOKENS", "int",
        "token budget for the whole run, prompt plus completion (default: 200000).", 200_000),
    Opt("selfheal_max_cost", ("--selfheal-max-cost",), "SELFHEAL_MAX_COST", "float",
        "dollar budget for the whole run (default: 1.0).", 1.0),
    Opt("selfheal_max_time", ("--selfheal-max-time",), "SELFHEAL_MAX_TIME", "float",
        "wall-time budget in seconds for the whole heal (default: 900).", 900.0),
    Opt("selfheal_max_patch_lines", ("--selfheal-max-patch-lines",),
        "SELFHEAL_MAX_PATCH_LINES", "int",
        "patches changing more lines than this are rejected (default: 200).", 200),
    Opt("selfheal_flaky_reruns", ("--selfheal-flaky-reruns",), "SELFHEAL_FLAKY_RERUNS", "int",
        "times a failing test is rerun unchanged before healing; passing once means flaky "
        "(default: 1).", 1),
    Opt("selfheal_dir", ("--selfheal-dir",), "SELFHEAL_DIR", "str",
        "where run records go, relative to the repository root (default: .selfheal).",
        ".selfheal"),
    Opt("selfheal_memory", ("--selfheal-memory",), "SELFHEAL_MEMORY", "str",
        "directory of the fix memory (a local Chroma collection; default: "
        "<selfheal-dir>/memory under the repository root).", None),
    Opt("selfheal_no_memory", ("--selfheal-no-memory",), "SELFHEAL_NO_MEMORY", "bool",
        "neither recall nor store fix memories in this run.", False),
    Opt("selfheal_embedding_model", ("--selfheal-embedding-model",),
        "SELFHEAL_EMBEDDING_MODEL", "str",
        "fix memory: a sentence-transformers model name or local directory (default: the "
        "offline all-MiniLM-L6-v2, then the Hugging Face cache).", None),
    Opt("selfheal_memory_max_cards", ("--selfheal-memory-max-cards",),
        "SELFHEAL_MEMORY_MAX_CARDS", "int",
        "fix memory: cards kept at most; the oldest least-recalled go first (default: 5000).",
        5000),
)


@dataclass
class Settings:
    """The resolved options of one run. Holds no secrets: keys stay in the environment.

    A plain dataclass, not pydantic: this module is imported on every pytest run, and
    the plugin must cost nothing when --selfheal is not given.
    """

    enabled: bool = False  # --selfheal or --selfheal-dry-run was asked
    dry_run: bool = False
    max_iters: int = 5
    engine: str = "auto"
    model: str | None = None
    api_base: str | None = None
    api_key_env: str | None = None
    llm_timeout: float = 60.0
    llm_samples: int = 1
    builtin_time: float = 45.0
    builtin_candidates: int = 2000
    workers: int | None = None  # None: the cores this process may use
    since: str | None = None
    sandbox: str = "local"
    docker_image: str | None = None
    timeout: float = 120.0
    allow_test_edits: bool = False
    max_tokens: int = 200_000
    max_cost: float = 1.0
    max_time: float = 900.0
    max_patch_lines: int = 200
    flaky_reruns: int = 1
    dir: str = ".selfheal"
    memory: str | None = None
    no_memory: bool = False
    embedding_model: str | None = None
    memory_max_cards: int = 5000
    sources: dict[str, str] = field(default_factory=dict)  # where each value came from

    def for_record(self) -> dict[str, object]:
        """The settings as saved in a run record (no bookkeeping fields)."""
        return {k: v for k, v in asdict(self).items() if k not in ("sources", "enabled")}


def add_options(parser: pytest.Parser) -> None:
    group = parser.getgroup("selfheal", "heal failing tests (pytest-selfheal)")
    for opt in OPTIONS:
        env_note = f" [env {opt.env}, ini {opt.dest}]"
        if opt.kind == "bool":
            group.addoption(*opt.flags, action="store_true", dest=opt.dest, default=None,
                            help=opt.help + env_note)
        else:
            kw: dict[str, Any] = {}
            if opt.kind == "choice":
                kw["choices"] = list(opt.choices)
            group.addoption(*opt.flags, action="store", dest=opt.dest, default=None,
                            metavar=opt.dest.removeprefix("selfheal_").upper(),
                            help=opt.help + env_note, **kw)
        if opt.kind == "bool":
            parser.addini(opt.dest, opt.help, type="bool", default=None)
        else:
            parser.addini(opt.dest, opt.help, type="string", default=None)


def _convert(opt: Opt, raw: Any, source: str) -> Any:
    where = {"cli": opt.flags[0], "env": f"environment variable {opt.env}",
             "ini": f"ini option {opt.dest}"}[source]
    if opt.kind == "bool":
        if isinstance(raw, bool):
            return raw
        text = str(raw).strip().lower()
        if text in ("1", "true", "yes", "on"):
            return True
        if text in ("0", "false", "no", "off", ""):
            return False
        raise pytest.UsageError(f"selfheal: {where} must be true or false, got {raw!r}")
    if opt.kind == "int":
        try:
            value = int(str(raw).strip())
        except ValueError:
            raise pytest.UsageError(
                f"selfheal: {where} must be a whole number, got {raw!r}") from None
        if value < 1:
            raise pytest.UsageError(f"selfheal: {where} must be at least 1, got {value}")
        return value
    if opt.kind == "float":
        try:
            fvalue = float(str(raw).strip())
        except ValueError:
            raise pytest.UsageError(f"selfheal: {where} must be a number, got {raw!r}") from None
        if fvalue <= 0:
            raise pytest.UsageError(f"selfheal: {where} must be positive, got {fvalue}")
        return fvalue
    if opt.kind == "choice":
        text = str(raw).strip()
        if text not in opt.choices:
            raise pytest.UsageError(
                f"selfheal: {where} must be one of {', '.join(opt.choices)}, got {raw!r}")
        return text
    text = str(raw).strip()
    return text or None


def resolve(config: pytest.Config, environ: dict[str, str] | None = None) -> Settings:
    """Resolve every option: CLI, then environment, then ini, then default."""
    env = os.environ if environ is None else environ
    values: dict[str, Any] = {}
    sources: dict[str, str] = {}
    for opt in OPTIONS:
        cli = config.getoption(opt.dest, None)
        ini = config.getini(opt.dest)
        if cli is not None:
            values[opt.dest], sources[opt.dest] = _convert(opt, cli, "cli"), "cli"
        elif env.get(opt.env, "") != "":
            values[opt.dest], sources[opt.dest] = _convert(opt, env[opt.env], "env"), "env"
        elif ini not in (None, "", []):
            values[opt.dest], sources[opt.dest] = _convert(opt, ini, "ini"), "ini"
        else:
            values[opt.dest], sources[opt.dest] = opt.default, "default"
    fields = {k.removeprefix("selfheal_"): v for k, v in values.items()}
    heal, dry = bool(fields.pop("selfheal")), bool(fields.pop("dry_run"))
    settings = Settings(enabled=heal or dry, dry_run=dry, sources=sources, **fields)
    return settings
