"""The LLM engine's credentials: a missing key is named before any call, never retried."""

from __future__ import annotations

import sys
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from fakellm import FakeLLM, Reply

from pytest_selfheal.engines.base import EngineError, RepairRequest
from pytest_selfheal.engines.llm import LITELLM_MISSING, LLMConfig, LLMEngine
from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.sandbox.local import LocalSandbox

KEY_VARS = ("OPENAI_API_KEY", "ANTHROPIC_API_KEY", "GEMINI_API_KEY", "GOOGLE_API_KEY")


@pytest.fixture(autouse=True)
def _no_keys(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    for name in KEY_VARS:
        monkeypatch.delenv(name, raising=False)


@pytest.fixture
def fake() -> Iterator[FakeLLM]:
    with FakeLLM() as server:
        yield server


def request(root: Path) -> RepairRequest:
    (root / "calc.py").write_text("def add(a, b):\n    return a - b\n")
    failure = Failure(nodeid="test_calc.py::test_add", exc_type="AssertionError",
                      message="assert -1 == 5", test_path="test_calc.py",
                      frames=[Frame(path="calc.py", lineno=2, function="add")])
    return RepairRequest(group_id="g1", failures=[failure], worktree=root,
                         sandbox=LocalSandbox())


def engine(sleeps: list[float], **cfg: Any) -> LLMEngine:
    return LLMEngine(LLMConfig(timeout=5, **cfg), sleep=sleeps.append)


@pytest.mark.parametrize(("model", "variable"), [
    ("openai/gpt-4o-mini", "OPENAI_API_KEY"),
    ("anthropic/claude-3-5-sonnet-latest", "ANTHROPIC_API_KEY"),
])
def test_missing_key_is_named_before_any_call(tmp_path: Path, monkeypatch: pytest.MonkeyPatch,
                                              model: str, variable: str) -> None:
    import litellm

    calls: list[object] = []
    monkeypatch.setattr(litellm, "completion", lambda **kw: calls.append(kw))
    with pytest.raises(EngineError) as info:
        engine([], model=model).propose(request(tmp_path))
    message = str(info.value)
    assert message == (f"no API key for {model}: set {variable} "
                       "(or name your key's variable with --selfheal-api-key-env)")
    assert calls == []


def test_set_key_passes_the_check(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    import litellm

    calls: list[object] = []

    def completion(**kw: object) -> None:
        calls.append(kw)
        raise ValueError("stopped by the test")

    monkeypatch.setattr(litellm, "completion", completion)
    monkeypatch.setenv("OPENAI_API_KEY", "sk-test-not-a-real-key-000")
    with pytest.raises(EngineError, match="stopped by the test"):
        engine([], model="openai/gpt-4o-mini").propose(request(tmp_path))
    assert len(calls) == 1


def test_local_api_base_needs_no_key(tmp_path: Path, fake: FakeLLM) -> None:
    fake.add(Reply.text("```diff\n--- a/calc.py\n+++ b/calc.py\n@@ -1,2 +1,2 @@\n"
                        " def add(a, b):\n-    return a - b\n+    return a + b\n```\n"))
    proposal = engine([], model="openai/local", api_base=fake.url).propose(request(tmp_path))
    assert "+    return a + b" in proposal.diff and fake.calls == 1


@pytest.mark.parametrize("message", [
    "Missing credentials. Please pass an `api_key` or set the OPENAI_API_KEY variable",
    "Invalid API key provided",
])
def test_credential_errors_are_never_retried(tmp_path: Path, fake: FakeLLM, message: str) -> None:
    fake.add(Reply.error(500, message), Reply.error(500, message), Reply.text("late"))
    sleeps: list[float] = []
    with pytest.raises(EngineError, match=r"refused the API key \(HTTP 500\)"):
        engine(sleeps, model="openai/x", api_base=fake.url).propose(request(tmp_path))
    assert fake.calls == 1 and sleeps == []


def test_forbidden_is_never_retried(tmp_path: Path, fake: FakeLLM) -> None:
    fake.add(Reply.error(403, "forbidden"), Reply.text("late"))
    sleeps: list[float] = []
    with pytest.raises(EngineError, match=r"refused the API key \(HTTP 403\)"):
        engine(sleeps, model="openai/x", api_base=fake.url).propose(request(tmp_path))
    assert fake.calls == 1 and sleeps == []


def test_without_litellm_says_which_extra(tmp_path: Path,
                                          monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setitem(sys.modules, "litellm", None)  # import litellm -> ImportError
    with pytest.raises(EngineError) as info:
        engine([], model="openai/x").propose(request(tmp_path))
    assert str(info.value) == LITELLM_MISSING
    assert "pip install 'pytest-selfheal[llm]'" in LITELLM_MISSING


def test_a_key_echoed_by_the_server_is_redacted(tmp_path: Path, fake: FakeLLM,
                                                monkeypatch: pytest.MonkeyPatch) -> None:
    key = "sk-proj-abcdefghijklmnopqrstuvwxyz0123456789"
    monkeypatch.setenv("MY_LLM_KEY", key)
    fake.add(Reply.error(401, f"Incorrect API key provided: {key}"))
    with pytest.raises(EngineError) as info:
        engine([], model="openai/x", api_base=fake.url,
               api_key_env="MY_LLM_KEY").propose(request(tmp_path))
    assert key not in str(info.value) and "[REDACTED]" in str(info.value)
    assert "set a valid key in MY_LLM_KEY" in str(info.value)
