"""LLMEngine driven through the real litellm HTTP path against the scripted FakeLLM."""

from __future__ import annotations

import socket
from collections.abc import Iterator
from pathlib import Path

import pytest
from fakellm import FakeLLM, Reply

from pytest_selfheal.engines.base import (
    BudgetExceeded,
    EngineError,
    Memory,
    PastAttempt,
    RepairRequest,
)
from pytest_selfheal.engines.llm import LLMConfig, LLMEngine, MalformedReply
from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.sandbox.local import LocalSandbox

API_KEY = "sk-test-not-secret-123"
ENV_SECRET = "tok-env-secret-value-42"
DOTENV_SECRET = "dotenv-secret-pw-99"

CALC = """\
def add(a, b):
    # credentials: {env} / {dotenv}
    return a - b
"""
TEST = """\
from app.calc import add


def test_add():
    assert add(2, 3) == 5
"""
DIFF = """\
--- a/app/calc.py
+++ b/app/calc.py
@@ -1,3 +1,3 @@
 def add(a, b):
     # credentials: [REDACTED] / [REDACTED]
-    return a - b
+    return a + b
"""
GOOD_REPLY = f"The sign is wrong.\n\n```diff\n{DIFF}```\n"


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")
    monkeypatch.setenv("FAKE_LLM_KEY", API_KEY)
    monkeypatch.setenv("MY_SERVICE_TOKEN", ENV_SECRET)


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "calc.py").write_text(CALC.format(env=ENV_SECRET, dotenv=DOTENV_SECRET))
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_calc.py").write_text(TEST)
    (tmp_path / ".env").write_text(f"DB_PASSWORD={DOTENV_SECRET}\n")
    return tmp_path


@pytest.fixture
def fake() -> Iterator[FakeLLM]:
    with FakeLLM() as server:
        yield server


def request(root: Path, **kw: object) -> RepairRequest:
    failure = Failure(
        nodeid="tests/test_calc.py::test_add",
        exc_type="AssertionError",
        message=f"assert -1 == 5 (seen {DOTENV_SECRET})",
        longrepr=">       assert add(2, 3) == 5\nE       assert -1 == 5\n",
        test_path="tests/test_calc.py",
        frames=[
            Frame(path="tests/test_calc.py", lineno=5, function="test_add"),
            Frame(path="app/calc.py", lineno=3, function="add"),
        ],
    )
    return RepairRequest(
        group_id="g1", failures=[failure], worktree=root, sandbox=LocalSandbox(), **kw
    )


def engine(url: str, sleeps: list[float], **kw: object) -> LLMEngine:
    cfg = dict(model="openai/test-model", api_base=url, api_key_env="FAKE_LLM_KEY", timeout=5)
    cfg.update({k: v for k, v in kw.items() if k in LLMConfig.model_fields})
    extra = {k: v for k, v in kw.items() if k not in LLMConfig.model_fields}
    return LLMEngine(LLMConfig.model_validate(cfg), sleep=sleeps.append, **extra)


def test_healthy_reply_gives_the_diff_and_usage(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.text(GOOD_REPLY, prompt_tokens=1234, completion_tokens=56))
    sleeps: list[float] = []
    eng = engine(fake.url, sleeps)
    proposal = eng.propose(request(project))
    assert proposal.diff.startswith("--- a/app/calc.py\n+++ b/app/calc.py\n")
    assert "+    return a + b" in proposal.diff
    assert proposal.engine == "llm" and proposal.raw_reply.startswith("The sign is wrong.")
    assert (proposal.usage.prompt_tokens, proposal.usage.completion_tokens) == (1234, 56)
    assert proposal.usage.calls == 1 and proposal.usage.cost_usd == 0.0
    assert eng.usage.total_tokens == 1290
    assert proposal.prompt_tokens > 100 and proposal.prompt_chars > 400
    body = fake.requests[0]
    assert body["model"] == "test-model" and body["temperature"] == 0.0
    assert body["max_tokens"] == 2048
    assert [m["role"] for m in body["messages"]] == ["system", "user"]
    assert "```diff" in body["messages"][0]["content"]
    assert "3 |     return a - b" in body["messages"][1]["content"]
    assert fake.headers[0]["Authorization"] == f"Bearer {API_KEY}"
    assert sleeps == []


def test_server_error_is_retried(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.error(500, "boom"), Reply.error(502), Reply.text(GOOD_REPLY))
    sleeps: list[float] = []
    proposal = engine(fake.url, sleeps).propose(request(project))
    assert "+    return a + b" in proposal.diff
    assert fake.calls == 3 and sleeps == [1.0, 2.0]


def test_rate_limit_honours_retry_after(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.error(429, retry_after=7), Reply.text(GOOD_REPLY))
    sleeps: list[float] = []
    lines: list[str] = []
    proposal = engine(fake.url, sleeps).propose(request(project, reporter=lines.append))
    assert proposal.diff and fake.calls == 2 and sleeps == [7.0]
    assert lines and lines[0].startswith("selfheal: rate limited by the model server")


def test_long_retry_after_gives_up_at_once(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.error(429, retry_after=600), Reply.text(GOOD_REPLY))
    sleeps: list[float] = []
    with pytest.raises(EngineError, match="asks to wait 600 s"):
        engine(fake.url, sleeps).propose(request(project))
    assert fake.calls == 1 and sleeps == []


def test_auth_error_is_not_retried(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.error(401, "bad key"), Reply.text(GOOD_REPLY))
    sleeps: list[float] = []
    with pytest.raises(EngineError, match=r"refused the API key \(HTTP 401\).*FAKE_LLM_KEY"):
        engine(fake.url, sleeps).propose(request(project))
    assert fake.calls == 1 and sleeps == []


def test_bad_request_is_not_retried(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.error(400, "unknown parameter"), Reply.text(GOOD_REPLY))
    with pytest.raises(EngineError, match=r"rejected the request .*HTTP 400.*unknown parameter"):
        engine(fake.url, []).propose(request(project))
    assert fake.calls == 1


def test_timeout_is_retried_then_reported(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.slow(4), Reply.slow(4))
    sleeps: list[float] = []
    with pytest.raises(EngineError) as info:
        engine(fake.url, sleeps, timeout=1, max_retries=1).propose(request(project))
    assert str(info.value) == (
        f"the model server at {fake.url} did not answer within 1 s (gave up after 2 attempt(s))"
    )
    assert fake.calls == 2 and sleeps == [1.0]


def test_unreachable_server_is_one_clear_line(project: Path) -> None:
    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        port = sock.getsockname()[1]
    url = f"http://127.0.0.1:{port}/v1"
    sleeps: list[float] = []
    with pytest.raises(EngineError) as info:
        engine(url, sleeps).propose(request(project))
    message = str(info.value)
    assert message.startswith(f"cannot reach the model server at {url}: ")
    assert message.endswith("; check --selfheal-api-base") and "\n" not in message
    assert sleeps == []


def test_prose_reply_is_malformed(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.text("I think you should change the minus to a plus.", completion_tokens=9))
    with pytest.raises(MalformedReply) as info:
        engine(fake.url, []).propose(request(project))
    assert "no unified diff" in str(info.value)
    assert info.value.raw_reply == "I think you should change the minus to a plus."
    assert info.value.usage.completion_tokens == 9 and info.value.usage.calls == 1


def test_history_reaches_the_next_prompt(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.text(GOOD_REPLY), Reply.text(GOOD_REPLY))
    eng = engine(fake.url, [])
    eng.propose(request(project))
    past = PastAttempt(diff=DIFF.replace("a + b", "b + a"), status="test_failed",
                       feedback="FAILED tests/test_calc.py::test_add - assert 4 == 5")  # fmt: skip
    eng.propose(request(project, iteration=2, history=[past]))
    first, second = fake.prompts()
    assert "Earlier attempts" not in first
    assert "### Attempt 1: it applied, but the failing tests still fail" in second
    assert "+    return b + a" in second and "assert 4 == 5" in second
    assert "starts again from the original code" in second
    assert "3 |     return a - b" in second  # the snapshot code, not the earlier attempt


def test_secrets_never_reach_the_model(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.text(GOOD_REPLY), Reply.text(GOOD_REPLY))
    eng = engine(fake.url, [], root=project)
    past = PastAttempt(diff="", status="test_failed", feedback=f"env was {ENV_SECRET}")
    eng.propose(request(project))
    eng.propose(request(project, iteration=2, history=[past], memories=[Memory(
        card_id="c", kind="fix", similarity=0.9, exact=False, summary=DOTENV_SECRET)]))
    sent = fake.all_text()
    assert fake.calls == 2 and "[REDACTED]" in sent
    for secret in (ENV_SECRET, DOTENV_SECRET, API_KEY):
        assert secret not in sent
    assert ".env" not in sent


def test_token_budget_is_checked_before_each_call(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.text(GOOD_REPLY, prompt_tokens=500, completion_tokens=500))
    eng = engine(fake.url, [], max_tokens_per_run=1500)
    eng.propose(request(project))
    with pytest.raises(BudgetExceeded, match="token budget exhausted: 1000 used"):
        eng.propose(request(project))
    assert fake.calls == 1
    with pytest.raises(BudgetExceeded):
        engine(fake.url, [], max_tokens_per_run=10).propose(request(project))
    assert fake.calls == 1


def test_deadline_passed_means_no_call(project: Path, fake: FakeLLM) -> None:
    eng = engine(fake.url, [], clock=lambda: 100.0)
    with pytest.raises(BudgetExceeded, match="wall-time budget"):
        eng.propose(request(project, deadline=50.0))
    assert fake.calls == 0


def test_missing_key_variable_is_named(project: Path, fake: FakeLLM) -> None:
    with pytest.raises(EngineError, match="NO_SUCH_KEY_VAR .*is not set"):
        engine(fake.url, [], api_key_env="NO_SUCH_KEY_VAR").propose(request(project))
    assert fake.calls == 0


def test_fakellm_runs_standalone_for_subprocess_tests(tmp_path: Path) -> None:
    import json
    import subprocess
    import sys
    import time
    import urllib.request

    from fakellm import dump_replies

    replies = dump_replies([Reply.text("hello from the script")], tmp_path / "replies.json")
    port_file, log = tmp_path / "port", tmp_path / "requests.jsonl"
    script = Path(__file__).with_name("fakellm.py")
    proc = subprocess.Popen(
        [sys.executable, str(script), "--replies", str(replies), "--port-file", str(port_file),
         "--requests-file", str(log)],
    )  # fmt: skip
    try:
        deadline = time.monotonic() + 30
        while not port_file.exists() and proc.poll() is None and time.monotonic() < deadline:
            time.sleep(0.05)
        port = int(port_file.read_text())
        body = {"model": "m", "messages": [{"role": "user", "content": "hi"}]}
        req = urllib.request.Request(
            f"http://127.0.0.1:{port}/v1/chat/completions",
            data=json.dumps(body).encode(),
            headers={"Content-Type": "application/json"},
        )
        with urllib.request.urlopen(req, timeout=10) as resp:
            answer = json.loads(resp.read())
    finally:
        proc.terminate()
        proc.wait(timeout=10)
    assert answer["choices"][0]["message"]["content"] == "hello from the script"
    assert answer["usage"]["total_tokens"] == answer["usage"]["completion_tokens"]
    assert json.loads(log.read_text())["messages"][0]["content"] == "hi"
    assert proc.returncode == 0


def test_system_prompt_switches_the_test_rule() -> None:
    from pytest_selfheal.engines.prompts import system_prompt

    strict, lenient = system_prompt(False), system_prompt(True)
    assert "not the tests" in strict and "not the tests" not in lenient
    assert "exactly one fenced block" in strict and "xfail" in strict


def test_prefetch_imports_litellm_in_the_background(monkeypatch: pytest.MonkeyPatch) -> None:
    """litellm's imports take seconds: the first engine starts them while the loop
    reproduces; an import that fails is left for the model call to report."""
    import threading

    from pytest_selfheal.engines import llm

    seen: list[str] = []
    done = threading.Event()

    def fake_import() -> None:
        seen.append(threading.current_thread().name)
        done.set()
        raise EngineError("no litellm here")

    monkeypatch.setattr(llm, "_import_litellm", fake_import)
    LLMEngine(LLMConfig(model="openai/x")).prefetch()
    assert done.wait(10)
    assert seen == ["selfheal-litellm"]
