"""How the LLM engine reads a failed model call: retry it, or one line the user can act on.

``classify`` turns a litellm/openai exception into a ``Retry`` (timeouts, 429 with a
short ``Retry-After``, 5xx) or raises ``EngineError`` naming what to do (unreachable
server, bad key, prompt too long, rejected request). ``rejects_n`` tells a provider's
refusal of litellm's ``n`` (several completions per call) from other errors.
"""

from __future__ import annotations

import email.utils
import re
import socket
import time
from typing import Any

from pytest_selfheal.engines.base import EngineError
from pytest_selfheal.redact import Redactor

_AUTH_TEXT = re.compile(r"missing credentials|api[_ ]?key|unauthori[sz]ed|authenticat", re.I)


class Retry(Exception):
    """A transient failure: retry after ``wait`` seconds (None: the backoff decides)."""

    def __init__(self, message: str, wait: float | None = None) -> None:
        super().__init__(message)
        self.wait = wait


def _first_line(exc: BaseException) -> str:
    text = str(exc).strip().splitlines()
    line = text[0] if text else type(exc).__name__
    if "Exception - " in line:  # "litellm.XError: XError: OpenAIException - <server text>"
        line = line.split("Exception - ", 1)[1]
    return line[:300]


def _chain(exc: BaseException) -> list[BaseException]:
    out: list[BaseException] = []
    cur: BaseException | None = exc
    while cur is not None and cur not in out:
        out.append(cur)
        cur = cur.__cause__ or cur.__context__
    return out


def _connection_reason(exc: BaseException) -> str | None:
    """The low-level reason when exc means the server could not be reached at all."""
    import httpx
    import openai

    chain = _chain(exc)
    if any(isinstance(e, openai.APITimeoutError | httpx.TimeoutException) for e in chain):
        return None
    hits = [
        e for e in chain
        if isinstance(e, httpx.ConnectError | ConnectionError | socket.gaierror)
        or type(e) is openai.APIConnectionError
    ]  # fmt: skip
    if not hits:
        return None
    reason = str(chain[-1]).strip() or type(chain[-1]).__name__
    return reason.splitlines()[0][:200]


def _retry_after(exc: BaseException) -> float | None:
    headers: Any = getattr(exc, "litellm_response_headers", None)
    if not headers:
        response = getattr(exc, "response", None)
        headers = getattr(response, "headers", None) or getattr(exc, "headers", None)
    if not headers:
        return None
    try:
        if headers.get("retry-after-ms"):
            return float(headers["retry-after-ms"]) / 1000
        value = headers.get("retry-after") or headers.get("Retry-After")
    except (AttributeError, TypeError, ValueError):
        return None
    if not value:
        return None
    try:
        return max(0.0, float(value))
    except ValueError:
        when = email.utils.parsedate_to_datetime(str(value))
        return max(0.0, when.timestamp() - time.time()) if when else None


def classify(engine: Any, litellm: Any, exc: Exception, timeout: float) -> Retry:
    """Return a _Retry for transient errors; raise EngineError for the rest."""
    import openai

    base = engine.api_base_label
    if isinstance(exc, openai.APITimeoutError):
        return Retry(f"the model server at {base} did not answer within {timeout:g} s")
    reason = _connection_reason(exc)
    if reason is not None:
        raise EngineError(
            f"cannot reach the model server at {base}: {reason}; check --selfheal-api-base"
        ) from None
    status = getattr(exc, "status_code", None)
    detail = _first_line(exc)
    if isinstance(exc, openai.RateLimitError) or status == 429:
        after = _retry_after(exc)
        if after is not None and after > engine.config.retry_after_max:
            raise EngineError(
                f"the model server at {base} is rate limiting and asks to wait {after:g} s; "
                "try again later or use another model"
            ) from None
        return Retry(f"rate limited by the model server at {base}", after)
    auth = isinstance(exc, openai.AuthenticationError | openai.PermissionDeniedError)
    if auth or status in (401, 403) or _AUTH_TEXT.search(detail):  # never retried
        where = engine.config.api_key_env or "the provider's key variable"
        red = engine._redactor or Redactor.from_environment(engine.root)
        raise EngineError(
            f"the model server at {base} refused the API key (HTTP {status}): "
            f"{red.redact(detail)}; "
            f"set a valid key in {where} or pass --selfheal-api-key-env"
        ) from None
    if isinstance(exc, litellm.ContextWindowExceededError):
        raise EngineError(
            f"the prompt is too long for {engine.config.model}; lower context_tokens"
        ) from None
    if isinstance(status, int) and status >= 500:
        return Retry(f"the model server at {base} failed (HTTP {status}): {detail}")
    if isinstance(status, int) and status in (400, 404, 422):
        raise EngineError(
            f"the model server rejected the request for {engine.config.model} "
            f"(HTTP {status}): {detail}; check --selfheal-model"
        ) from None
    raise EngineError(f"model call to {engine.config.model} failed: {detail}") from None


class NoN(Exception):
    """The provider refused litellm's ``n``: ask N times instead."""


def rejects_n(litellm: Any, exc: Exception) -> bool:
    """True when a call with ``n`` > 1 failed because of ``n`` (unsupported or a 400/422)."""
    unsupported = getattr(litellm, "UnsupportedParamsError", None)
    if unsupported is not None and isinstance(exc, unsupported):
        return True
    return getattr(exc, "status_code", None) in (400, 422)


