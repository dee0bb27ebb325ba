"""--selfheal-llm-samples N: several completions, validated at once, the smallest passing wins."""

from __future__ import annotations

import os
from collections.abc import Iterator
from pathlib import Path

import pytest
from fakellm import FakeLLM, Reply

from pytest_selfheal.engines.base import RepairRequest
from pytest_selfheal.engines.llm import LLMConfig, LLMEngine, MalformedReply
from pytest_selfheal.engines.llm_samples import changed_lines
from pytest_selfheal.records import Attempt, Failure, Frame
from pytest_selfheal.sandbox.local import LocalSandbox

CALC = """\
def add(a, b):
    # adds two numbers
    return a - b
"""
TEST = "from calc import add\n\n\ndef test_add():\n    assert add(2, 3) == 5\n"


def reply(body: str, why: str = "The sign is wrong.") -> str:
    return f"{why}\n\n```diff\n--- a/calc.py\n+++ b/calc.py\n{body}```\n"


# passes, 4 changed lines
BIG = reply("@@ -1,3 +1,4 @@\n def add(a, b):\n     # adds two numbers\n-    return a - b\n"
            "+    total = a + b\n+    return total\n", "Compute the total first.")
# fails (the comment goes, the bug stays), 1 changed line: smaller, but it does not pass
SMALL_BAD = reply("@@ -1,3 +1,2 @@\n def add(a, b):\n-    # adds two numbers\n"
                  "     return a - b\n", "The comment is misleading.")
# passes, 2 changed lines: the winner
FIX = reply("@@ -1,3 +1,3 @@\n def add(a, b):\n     # adds two numbers\n-    return a - b\n"
            "+    return a + b\n")
# passes, 2 changed lines too, but later: loses the tie
FIX_LATER = reply("@@ -1,3 +1,3 @@\n def add(a, b):\n     # adds two numbers\n"
                  "-    return a - b\n+    return b + a\n", "Swap to addition.")
PROSE = "I am not sure what is wrong here."


@pytest.fixture(autouse=True)
def _env(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("LITELLM_LOCAL_MODEL_COST_MAP", "True")


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "calc.py").write_text(CALC)
    (tmp_path / "test_calc.py").write_text(TEST)
    return tmp_path


@pytest.fixture
def fake() -> Iterator[FakeLLM]:
    with FakeLLM() as server:
        yield server


def request(root: Path) -> RepairRequest:
    failure = Failure(nodeid="test_calc.py::test_add", exc_type="AssertionError",
                      message="assert -1 == 5", longrepr=">  assert add(2, 3) == 5\n",
                      test_path="test_calc.py", duration=0.01,
                      frames=[Frame(path="test_calc.py", lineno=5, function="test_add"),
                              Frame(path="calc.py", lineno=3, function="add")])
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    return RepairRequest(group_id="g1", failures=[failure], worktree=root,
                         sandbox=LocalSandbox(), env=env, baseline_duration=0.05)


def engine(url: str, samples: int) -> LLMEngine:
    cfg = LLMConfig(model="openai/test-model", api_base=url, timeout=10, samples=samples)
    return LLMEngine(cfg, workers=2)


def test_the_smallest_passing_sample_wins(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply(choices=[BIG, SMALL_BAD, FIX, FIX_LATER], prompt_tokens=1000,
                   completion_tokens=400))
    eng = engine(fake.url, 4)
    try:
        proposal = eng.propose(request(project))
    finally:
        eng.close()
    assert fake.calls == 1 and fake.requests[0]["n"] == 4
    assert "+    return a + b" in proposal.diff and changed_lines(proposal.diff) == 2
    assert proposal.summary == "The sign is wrong."
    assert proposal.prevalidated is not None and proposal.prevalidated.ok
    by_index = {s.index: s for s in proposal.samples}
    assert [s.status for s in proposal.samples] == ["passed", "failed", "passed", "passed"]
    assert [s.changed_lines for s in proposal.samples] == [3, 1, 2, 2]
    assert [s.chosen for s in proposal.samples] == [False, False, True, False]
    assert by_index[1].applied and not by_index[1].passed  # smaller, but it fails: it loses
    # every sample's tokens count, once: the server's usage covers all choices
    assert (proposal.usage.prompt_tokens, proposal.usage.completion_tokens) == (1000, 400)
    assert proposal.usage.calls == 1 and eng.usage.total_tokens == 1400
    assert (project / "calc.py").read_text() == CALC  # validation restored the worktree
    attempt = Attempt(group="g1", iteration=1, engine="llm", samples=proposal.samples)
    assert Attempt.model_validate_json(attempt.model_dump_json()).samples == proposal.samples


def test_no_passing_sample_sends_the_first_that_applies(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply(choices=[PROSE, SMALL_BAD, reply("@@ -9 +9 @@\n-nothing\n+here\n")]))
    eng = engine(fake.url, 3)
    try:
        proposal = eng.propose(request(project))
    finally:
        eng.close()
    assert [s.status for s in proposal.samples] == ["malformed", "failed", "apply_failed"]
    assert proposal.samples[1].chosen and "# adds two numbers" in proposal.diff
    assert proposal.prevalidated is None  # the loop reruns it and tells the model why
    assert proposal.samples[0].note and proposal.samples[2].note


def test_all_malformed_is_a_malformed_reply(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply(choices=[PROSE, PROSE], completion_tokens=20))
    with pytest.raises(MalformedReply) as exc:
        engine(fake.url, 2).propose(request(project))
    assert exc.value.usage.completion_tokens == 20 and exc.value.raw_reply == PROSE


def test_provider_without_n_gets_n_calls(project: Path) -> None:
    with FakeLLM(reject_n=True) as fake:
        fake.add(*(Reply.text(r, prompt_tokens=1000, completion_tokens=100)
                   for r in (SMALL_BAD, BIG, FIX)))
        eng = engine(fake.url, 3)
        try:
            proposal = eng.propose(request(project))
        finally:
            eng.close()
        assert fake.calls == 4  # the refused call with n, then three single calls
        assert fake.requests[0]["n"] == 3 and all("n" not in r for r in fake.requests[1:])
    assert "+    return a + b" in proposal.diff
    assert (proposal.usage.prompt_tokens, proposal.usage.completion_tokens) == (3000, 300)
    assert proposal.usage.calls == 3


def test_fewer_choices_than_asked_are_topped_up(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply(choices=[SMALL_BAD], completion_tokens=10),  # a provider that ignored n
             Reply.text(FIX, completion_tokens=10))
    eng = engine(fake.url, 2)
    try:
        proposal = eng.propose(request(project))
    finally:
        eng.close()
    assert fake.calls == 2 and proposal.usage.completion_tokens == 20
    assert [s.status for s in proposal.samples] == ["failed", "passed"]
    assert proposal.samples[1].chosen


def test_one_sample_is_the_plain_path(project: Path, fake: FakeLLM) -> None:
    fake.add(Reply.text(FIX))
    proposal = engine(fake.url, 1).propose(request(project))
    assert "n" not in fake.requests[0] and proposal.samples == []
    assert proposal.prevalidated is None


def test_end_to_end_samples_are_recorded(calc_project: pytest.Pytester, fake_llm: FakeLLM
                                         ) -> None:
    from conftest import FIX_DIFF, WRONG_DIFF, llm_args

    from pytest_selfheal.records import load_record

    fake_llm.add(Reply(choices=[WRONG_DIFF, FIX_DIFF, PROSE], completion_tokens=90))
    result = calc_project.runpytest_subprocess(
        "--selfheal", *llm_args(fake_llm, "--selfheal-llm-samples", "3"))
    result.stdout.fnmatch_lines(["HEALED tests/test_calc.py::test_average in 1 iteration(s)*"])
    assert fake_llm.calls == 1 and fake_llm.requests[0]["n"] == 3
    record = load_record(calc_project.path / ".selfheal" / "runs")
    attempt = record.attempts[0]
    assert attempt.status == "healed" and "return total / len(values)" in attempt.diff
    assert [(s.index, s.status, s.chosen) for s in attempt.samples] == [
        (0, "failed", False), (1, "passed", True), (2, "malformed", False)]
    assert attempt.usage.completion_tokens == 90 and attempt.usage.calls == 1
    assert record.settings["llm_samples"] == 3


def test_refused_and_new_file_samples_are_not_validated(project: Path, fake: FakeLLM) -> None:
    weaken = ("Relax the test.\n\n```diff\n--- a/test_calc.py\n+++ b/test_calc.py\n"
              "@@ -4,2 +4,2 @@\n def test_add():\n-    assert add(2, 3) == 5\n"
              "+    assert add(2, 3) == -1\n```\n")
    new_file = ("Add a helper.\n\n```diff\n--- /dev/null\n+++ b/helper.py\n@@ -0,0 +1 @@\n"
                "+X = 1\n```\n")
    fake.add(Reply(choices=[weaken, new_file, FIX]))
    eng = engine(fake.url, 3)
    try:
        proposal = eng.propose(request(project))
    finally:
        eng.close()
    assert [s.status for s in proposal.samples] == ["rejected", "not_validated", "passed"]
    assert "test file" in proposal.samples[0].note
    assert proposal.samples[2].chosen and "+    return a + b" in proposal.diff
    assert not (project / "helper.py").exists()
