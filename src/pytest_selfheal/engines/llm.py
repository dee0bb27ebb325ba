"""The LLM repair engine: context + prompt -> litellm -> one unified diff.

``LLMEngine.propose`` builds the prompt (``build_prompt``, callable offline: the
context benchmark uses it), calls ``litellm.completion`` and converts the reply to a
unified diff with ``edits.reply_to_diff`` (a diff, search/replace blocks or whole
functions; the prose before them becomes the proposal's redacted ``summary``).
The context (``context.build_context``) holds the failures, what changed against
HEAD and since ``--selfheal-since`` and the built-in engine's localization, taken
from the run's ``LocalizationCache`` (shared with the built-in engine, once per
group); it is built once per group so every iteration's prompt starts with the
same bytes, and earlier attempts come last (``engines.prompts``). With
``samples`` > 1 the call asks for N completions (``llm_samples``).

Errors and control flow:

* Timeouts, rate limits (429, honouring a short ``Retry-After``) and 5xx replies
  are retried with exponential backoff (``sleep`` is injectable for tests);
  authentication errors (401, 403, "missing credentials") and bad requests are not.
  Without an api_base, the provider's key variable is checked before the first call
  (``litellm.validate_environment``), and a missing one names the variable to set.
  Without litellm installed (the ``llm`` extra) the engine says how to install it.
  Every failure ends as one ``EngineError`` line naming what to do; an unreachable server gives
  ``cannot reach the model server at <api_base>: <reason>; check --selfheal-api-base``.
* A reply that holds no usable diff raises ``MalformedReply`` (an ``EngineError``)
  whose message is the ``DiffFormatError`` text worded for the model, and which
  carries ``.raw_reply`` and ``.usage``: the loop records the attempt as
  ``malformed`` and feeds the message back on the next iteration.
* Budgets (run tokens, run dollars, the request's wall-time deadline) are checked
  before every model call, retries included, and raise ``BudgetExceeded``. The
  token cap is checked against tokens already used plus the next prompt, so one
  reply may overshoot it by at most ``max_tokens``.

Records only ever hold the *name* of the environment variable with the API key.
litellm is imported lazily: it takes seconds to import.
"""

from __future__ import annotations

import os
import threading
import time
from collections.abc import Callable
from pathlib import Path
from typing import TYPE_CHECKING, Any, NamedTuple

from pydantic import BaseModel, ConfigDict, Field

from pytest_selfheal import events
from pytest_selfheal.engines.base import (
    BudgetExceeded,
    EngineError,
    PastAttempt,
    Proposal,
    RepairRequest,
)
from pytest_selfheal.engines.llm_errors import NoN, classify, rejects_n
from pytest_selfheal.engines.llm_usage import (
    api_key_for,
    check_key,
    count_messages,
    prompt_cost,
    text_counter,
    usage_of,
)
from pytest_selfheal.engines.prompts import render_history, render_user_prompt, system_prompt
from pytest_selfheal.localization_cache import LocalizationCache
from pytest_selfheal.records import Usage
from pytest_selfheal.redact import Redactor

if TYPE_CHECKING:
    from pytest_selfheal.changes import Bases
    from pytest_selfheal.context import Context

LITELLM_MISSING = ("the llm engine needs litellm: pip install 'pytest-selfheal[llm]' "
                   "(or use --selfheal-engine builtin)")


class LLMConfig(BaseModel):
    """Settings of the LLM engine. Holds no secret: the key stays in the environment."""

    model_config = ConfigDict(extra="forbid")

    model: str = Field(
        "openai/gpt-4o-mini",
        description="any litellm model string, e.g. openai/gpt-4o-mini, anthropic/claude-3-5-"
        "sonnet-latest, ollama/llama3, or openai/<name> with api_base for a local vLLM",
    )
    api_base: str | None = Field(
        None, description="base URL of the model server (local vLLM/Ollama or a proxy)"
    )
    api_key_env: str | None = Field(
        None,
        description="NAME of the environment variable holding the API key (never the key); "
        "None lets litellm use the provider's own variable, e.g. OPENAI_API_KEY",
    )
    temperature: float = Field(0.0, ge=0.0, le=2.0, description="sampling temperature")
    max_tokens: int = Field(2048, gt=0, description="completion tokens allowed per reply")
    timeout: float = Field(60.0, gt=0, description="seconds to wait for one model reply")
    max_retries: int = Field(
        3, ge=0, description="retries after a timeout, a rate limit (429) or a 5xx reply"
    )
    samples: int = Field(
        1, ge=1, le=16, description="candidate patches per model call (litellm n, or N calls)"
    )
    context_tokens: int = Field(
        12000, gt=0, description="prompt budget in tokens: system + context + history"
    )
    max_reply_chars: int = Field(
        200_000, gt=0, description="longer replies are refused as malformed"
    )
    retry_after_max: float = Field(
        30.0, ge=0, description="longest Retry-After honoured; a longer one ends the run"
    )
    backoff_base: float = Field(1.0, ge=0, description="first retry wait in seconds, doubled")
    backoff_max: float = Field(30.0, ge=0, description="longest wait between retries")


HISTORY_SHARE = 0.25  # of context_tokens kept for earlier attempts, never used by context
PROMPT_SLACK = 200  # tokens for the prompt's fixed words and message framing
SPECTRUM_SECONDS = 60.0  # the coverage run when nothing changed (see localization_cache)


class Prompt(NamedTuple):
    """One call's messages, their token count, the context shown and the redactor used."""

    messages: list[dict[str, str]]
    tokens: int
    context: Context
    redactor: Redactor

    @property
    def chars(self) -> int:
        return sum(len(m["content"]) for m in self.messages)


class MalformedReply(EngineError):
    """The model answered but its reply held no usable diff; the message is for the model."""

    def __init__(self, message: str, raw_reply: str, usage: Usage) -> None:
        super().__init__(message)
        self.raw_reply = raw_reply
        self.usage = usage


def _import_litellm() -> Any:
    os.environ.setdefault("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    try:
        import litellm
    except ImportError:
        raise EngineError(LITELLM_MISSING) from None

    litellm.suppress_debug_info = True
    return litellm


def _import_quietly() -> None:
    try:
        _import_litellm()
    except Exception:  # noqa: BLE001 - the first model call imports it again and says why
        pass


class LLMEngine:
    """Propose patches with a chat model through litellm."""

    name = "llm"

    def __init__(
        self,
        config: LLMConfig,
        *,
        max_tokens_per_run: int | None = None,
        max_cost_usd: float | None = None,
        redactor: Redactor | None = None,
        root: Path | None = None,
        sleep: Callable[[float], None] = time.sleep,
        clock: Callable[[], float] = time.monotonic,
        bases: Bases | None = None,
        use_localization: bool = True,
        workers: int | None = None,
    ) -> None:
        self.config = config
        self.max_tokens_per_run = max_tokens_per_run
        self.max_cost_usd = max_cost_usd
        self.usage = Usage()  # the whole run, across groups
        self.root = root  # the user's checkout: its .env files feed the redactor
        self._redactor = redactor
        self._sleep = sleep
        self._clock = clock
        self.bases = bases  # the user's HEAD and --selfheal-since commits: the change section
        self.use_localization = use_localization
        self._own_localization = LocalizationCache()  # when the loop gives none
        self._contexts: dict[tuple[str, str, bool], Context] = {}
        self.workers = workers  # warm validation slots for samples (None: the cores)
        self._pools: dict[str, tuple[Any, dict[str, str]]] = {}

    @property
    def api_base_label(self) -> str:
        return self.config.api_base or f"the default endpoint of {self.config.model}"

    def prefetch(self) -> None:
        """Import litellm (seconds of imports) in the background while the loop reproduces
        the failures; called when this engine is the first to propose."""
        threading.Thread(target=_import_quietly, name="selfheal-litellm", daemon=True).start()

    def close(self) -> None:
        pools, self._pools = self._pools, {}
        for pool, _ in pools.values():
            pool.close()

    # -- one proposal -------------------------------------------------------------------
    def propose(self, request: RepairRequest) -> Proposal:
        litellm = _import_litellm()
        from pytest_selfheal.diffs.parse import DiffFormatError
        from pytest_selfheal.edits import reply_to_diff

        prompt = self.build_prompt(request, litellm)
        if self.config.samples > 1:
            from pytest_selfheal.engines.llm_samples import propose_samples

            return propose_samples(self, litellm, prompt, request)
        red = prompt.redactor
        response, usage = self._complete(litellm, prompt.messages, prompt.tokens, request)
        content = _reply_text(response)
        raw = red.redact(content[: self.config.max_reply_chars])
        try:
            edit = reply_to_diff(content, request.worktree, max_chars=self.config.max_reply_chars)
        except DiffFormatError as exc:
            raise MalformedReply(str(exc), raw_reply=raw, usage=usage) from None
        return Proposal(
            diff=edit.diff,
            engine=self.name,
            usage=usage,
            prompt_chars=prompt.chars,
            prompt_tokens=prompt.tokens,
            raw_reply=raw,
            summary=red.redact(edit.summary),
        )

    def build_prompt(self, request: RepairRequest, litellm: Any = None) -> Prompt:
        """The messages of one model call, built without calling the model.

        The context part is built once per group and reused byte for byte, so every
        iteration's prompt starts with the previous one's (provider prompt caching);
        the earlier attempts come last, within their own share of the budget.
        """
        litellm = litellm if litellm is not None else _import_litellm()
        red = self._redactor_for(request.worktree)
        count = text_counter(self.config.model, litellm)
        system = system_prompt(request.allow_test_edits)
        key = (request.group_id, str(request.worktree), request.allow_test_edits)
        context = self._contexts.get(key)
        if context is None:
            context = self._build_context(request, red, count, count(system))
            self._contexts[key] = context
        history = [
            PastAttempt(red.redact(p.diff), p.status, red.redact(p.feedback))
            for p in request.history
        ]
        reserve = self.config.context_tokens - count(system) - context.tokens - PROMPT_SLACK
        left_out = 0
        while len(history) > 1 and count(render_history(history, left_out=left_out)) > reserve:
            history.pop(0)  # the oldest attempts go first; the latest lessons stay
            left_out += 1
        user = red.redact(render_user_prompt(context.render(), history, request.iteration,
                                             left_out))
        messages = [{"role": "system", "content": system}, {"role": "user", "content": user}]
        return Prompt(messages, count_messages(self.config.model, litellm, messages), context, red)

    def _build_context(self, request: RepairRequest, red: Redactor,
                       count: Callable[[str], int], system_tokens: int) -> Context:
        from pytest_selfheal.context import build_context

        cfg = self.config
        budget = cfg.context_tokens - system_tokens - int(cfg.context_tokens * HISTORY_SHARE)
        budget = max(budget - PROMPT_SLACK, cfg.context_tokens // 4)
        changes, suspects = None, []
        if self.use_localization:
            local = request.localization or self._own_localization
            shared = local.group(request.group_id)
            changes = shared.changes_for(request.worktree, self.bases)
            suspects = shared.suspects_for(request.worktree, request.failures, self.bases,
                                           collect=lambda: _spectrum(request))
        return build_context(
            request.worktree, request.failures, budget_tokens=budget, count_tokens=count,
            memories=[m.render() for m in request.memories], redactor=red,
            changes=changes, suspects=suspects,
        )  # fmt: skip

    def _redactor_for(self, worktree: Path) -> Redactor:
        if self._redactor is None:
            self._redactor = Redactor.from_environment(self.root)
        self._redactor.add_env_files(worktree)
        return self._redactor

    # -- model calls --------------------------------------------------------------------
    def _complete(
        self, litellm: Any, messages: list[dict[str, str]], prompt_tokens: int,
        req: RepairRequest, n: int = 1,
    ) -> tuple[Any, Usage]:
        cfg = self.config
        attempts = cfg.max_retries + 1
        api_key = api_key_for(self.config)
        if api_key is None:
            check_key(self.config, litellm)
        last = ""
        for attempt in range(attempts):
            timeout = self._check_budget(litellm, prompt_tokens, req.deadline)
            try:
                with events.step("model_call", model=cfg.model, attempt=attempt + 1):
                    response = litellm.completion(
                        model=cfg.model, messages=messages, api_base=cfg.api_base,
                        api_key=api_key, temperature=cfg.temperature, max_tokens=cfg.max_tokens,
                        timeout=timeout, max_retries=0, num_retries=0,
                        **({"n": n} if n > 1 else {}),
                    )  # fmt: skip
            except Exception as exc:  # noqa: BLE001 - classified below
                if n > 1 and rejects_n(litellm, exc):
                    raise NoN() from None
                retry = classify(self, litellm, exc, timeout)
                last = str(retry)
                wait = retry.wait
                if wait is None:
                    wait = min(cfg.backoff_max, cfg.backoff_base * 2**attempt)
                out_of_time = req.deadline is not None and self._clock() + wait >= req.deadline
                if attempt + 1 >= attempts or out_of_time:
                    break
                if callable(req.reporter):
                    req.reporter(
                        f"selfheal: {last}; retrying in {wait:.3g} s "
                        f"(retry {attempt + 1}/{cfg.max_retries})"
                    )
                self._sleep(wait)
                continue
            usage = usage_of(self.config.model, litellm, response, prompt_tokens)
            self.usage.add(usage)
            return response, usage
        raise EngineError(f"{last} (gave up after {attempt + 1} attempt(s))")

    def _check_budget(self, litellm: Any, prompt_tokens: int, deadline: float | None) -> float:
        """Raise BudgetExceeded if the next call would break a cap; return its timeout."""
        used = self.usage
        cap = self.max_tokens_per_run
        if cap is not None and used.total_tokens + prompt_tokens > cap:
            raise BudgetExceeded(
                f"token budget exhausted: {used.total_tokens} used + {prompt_tokens} for the "
                f"next prompt > {cap}; raise --selfheal-max-tokens"
            )
        if self.max_cost_usd is not None:
            estimate = used.cost_usd + prompt_cost(self.config.model, litellm, prompt_tokens)
            if estimate > self.max_cost_usd:
                raise BudgetExceeded(
                    f"dollar budget exhausted: ${used.cost_usd:.4f} spent, the next call "
                    f"would pass ${self.max_cost_usd:g}; raise --selfheal-max-cost"
                )
        timeout = self.config.timeout
        if deadline is not None:
            left = deadline - self._clock()
            if left <= 0:
                raise BudgetExceeded("wall-time budget ran out; raise --selfheal-max-time")
            timeout = min(timeout, left)
        return timeout



def _spectrum(request: RepairRequest) -> Any:
    """The group's coverage spectrum (the built-in engine's), within the deadline."""
    from pytest_selfheal.engines.builtin.spectrum import collect_spectrum

    timeout = min(SPECTRUM_SECONDS, request.rerun_timeout)
    if request.deadline is not None:
        timeout = min(timeout, (request.deadline - time.monotonic()) / 4)
    if timeout < 5:
        return None
    failing = list(dict.fromkeys(f.nodeid for f in request.failures))
    return collect_spectrum(request.worktree, failing, request.sandbox, request.env, timeout)


def _reply_text(response: Any) -> str:
    try:
        return str(response.choices[0].message.content or "")
    except (AttributeError, IndexError, TypeError):
        return ""
