"""The LLM engine's accounting with the provider: which API key to pass, whether one is
missing, and what a call costs in tokens and dollars (litellm's counters and prices,
estimates when a model has none)."""

from __future__ import annotations

import os
from collections.abc import Callable
from typing import TYPE_CHECKING, Any

from pytest_selfheal.engines.base import EngineError
from pytest_selfheal.engines.llm_samples import _reply_texts
from pytest_selfheal.records import Usage

if TYPE_CHECKING:
    from pytest_selfheal.engines.llm import LLMConfig

NO_KEY = "sk-no-key-required"  # local OpenAI-compatible servers ignore the key
def api_key_for(config: LLMConfig) -> str | None:
    """The key to pass: from --selfheal-api-key-env, a placeholder for a local
    OpenAI-compatible server, or None (litellm reads the provider's variable)."""
    name = config.api_key_env
    if name:
        key = os.environ.get(name)
        if not key:
            raise EngineError(
                f"environment variable {name} (from --selfheal-api-key-env) is not set; "
                "export it with your API key"
            )
        return key
    provider = config.model.split("/", 1)[0]
    if config.api_base and provider == "openai" and not os.environ.get("OPENAI_API_KEY"):
        return NO_KEY  # a local OpenAI-compatible server (vLLM, llama.cpp, proxy)
    return None

def check_key(config: LLMConfig, litellm: Any) -> None:
    """Before the first call: the provider's key variable must be set (no api_base)."""
    if config.api_base:
        return  # a local server (Ollama, vLLM) or a proxy: it says itself if it needs a key
    try:
        missing = litellm.validate_environment(config.model).get("missing_keys") or []
    except Exception:  # noqa: BLE001 - an unknown provider: let the call tell
        return
    keys = [k for k in missing if k.endswith(("_API_KEY", "_TOKEN"))]
    if keys:
        raise EngineError(
            f"no API key for {config.model}: set {' or '.join(keys)} "
            "(or name your key's variable with --selfheal-api-key-env)"
        )


def prompt_cost(model: str, litellm: Any, prompt_tokens: int) -> float:
    try:
        cost, _ = litellm.cost_per_token(
            model=model, prompt_tokens=prompt_tokens, completion_tokens=0
        )
        return float(cost)
    except Exception:  # noqa: BLE001 - unknown models have no price
        return 0.0

def usage_of(model: str, litellm: Any, response: Any, prompt_tokens: int) -> Usage:
    raw = getattr(response, "usage", None)
    p_tok = int(getattr(raw, "prompt_tokens", 0) or 0) or prompt_tokens
    c_tok = int(getattr(raw, "completion_tokens", 0) or 0)
    if not c_tok:
        count = text_counter(model, litellm)
        c_tok = sum(count(text) for text in _reply_texts(response))
    try:
        cost = float(litellm.completion_cost(completion_response=response) or 0.0)
    except Exception:  # noqa: BLE001 - unknown models have no price
        cost = 0.0
    return Usage(prompt_tokens=p_tok, completion_tokens=c_tok, cost_usd=cost, calls=1)

def text_counter(model: str, litellm: Any) -> Callable[[str], int]:

    def count(text: str) -> int:
        if not text:
            return 0
        try:
            return int(litellm.token_counter(model=model, text=text))
        except Exception:  # noqa: BLE001 - no tokenizer: estimate
            return len(text) // 4 + 1

    return count

def count_messages(model: str, litellm: Any, messages: list[dict[str, str]]) -> int:
    try:
        return int(litellm.token_counter(model=model, messages=messages))
    except Exception:  # noqa: BLE001 - no tokenizer: estimate
        return sum(len(m["content"]) for m in messages) // 4 + 1
