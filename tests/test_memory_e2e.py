"""Fix memory end to end: a heal leaves cards, the next heal of the same or a drifted bug
recalls them (built-in replay first, the LLM prompt carries them), memory off without the
extra. Real chromadb and the real offline MiniLM model in pytest subprocesses."""

from __future__ import annotations

import json
from pathlib import Path

import pytest
from conftest import FIX_DIFF, WRONG_DIFF, Reply, git, llm_args

from pytest_selfheal.records import load_record

pytest.importorskip("chromadb")

BUGGY = '''\
def total_upto(n):
    """Sum of 1..n inclusive."""
    total = 0
    for i in range(1, n):
        total += i
    return total
'''

TESTS = '''\
from mathx import total_upto


def test_ten():
    assert total_upto(10) == 55


def test_small():
    assert total_upto(1) == 1
'''

DRIFT = '''\
"""Helpers for sums, edited since the last heal: the lines below moved."""

import math

SCALE = 1


def scaled(n):
    return math.floor(n * SCALE)


'''


@pytest.fixture
def memory_on(monkeypatch: pytest.MonkeyPatch, clean_env: None) -> None:
    monkeypatch.delenv("SELFHEAL_NO_MEMORY", raising=False)


def _project(pytester: pytest.Pytester) -> Path:
    pytester.makefile(".ini", pytest="[pytest]\npythonpath = .\n")
    (pytester.path / "mathx.py").write_text(BUGGY)
    tdir = pytester.mkpydir("tests")
    (tdir / "test_mathx.py").write_text(TESTS)
    git(pytester.path, "init", "-q")
    git(pytester.path, "add", "-A")
    git(pytester.path, "commit", "-qm", "initial")
    return pytester.path


def test_builtin_replays_a_recalled_fix_after_line_drift(pytester: pytest.Pytester,
                                                         memory_on: None) -> None:
    root = _project(pytester)
    first = pytester.runpytest_subprocess("--selfheal-dry-run", "-p", "no:randomly")
    first.stdout.fnmatch_lines(["selfheal: memory: stored 1 fix(es) and * failed attempt(s)*",
                                "outcome: healed*"])
    one = load_record(root / ".selfheal" / "runs")
    assert one.groups[0].recalled == [] and one.groups[0].from_memory == ""
    searched = sum(a.candidates_tried for a in one.attempts)
    # The bug recurs after the file was edited elsewhere: every line moved down.
    (root / "mathx.py").write_text(DRIFT + BUGGY)
    git(root, "commit", "-qam", "edit elsewhere")
    seen = root.parent / "heavy-modules.json"
    (root / "conftest.py").write_text(
        "import json, sys\n\n\ndef pytest_unconfigure(config):\n"
        "    if 'pytest_selfheal.heal' in sys.modules:  # the healing process only\n"
        f"        open({str(seen)!r}, 'w').write(json.dumps(\n"
        "            sorted(m for m in ('torch', 'sentence_transformers') if m in sys.modules)))\n")
    second = pytester.runpytest_subprocess("--selfheal", "-p", "no:randomly")
    second.stdout.fnmatch_lines([
        "*memory: recalled 1 fix(es), best 1.00 (exact signature) and 0 failed attempt(s)",
        "HEALED *",
        "memory: recalled 1 fix(es) (1 exact signature) and 0 failed attempt(s); the winning "
        "patch came from card *",
    ])
    assert "range(1, n + 1)" in (root / "mathx.py").read_text()
    two = load_record(root / ".selfheal" / "runs")
    group = two.groups[0]
    assert group.recalled[0].exact and group.recalled[0].similarity == 1.0
    assert group.from_memory == group.recalled[0].card
    healed = [a for a in two.attempts if a.status == "healed"][0]
    assert healed.candidates_tried == 1 < searched  # the replayed diff was the first candidate
    assert healed.summary.startswith("replayed the recalled fix")
    assert "@@ -12," in healed.diff  # re-anchored to the drifted lines
    # an exact signature match needs no embedding model: it was never loaded
    assert json.loads(seen.read_text()) == []


def test_llm_prompt_carries_the_recalled_fix_and_the_failed_attempt(
        calc_project: pytest.Pytester, fake_llm, memory_on: None) -> None:  # type: ignore[no-untyped-def]
    root = calc_project.path
    prose = "The mean divides by one too many: len(values) + 1 should be len(values).\n\n"
    fake_llm.add(Reply.text(WRONG_DIFF), Reply.text(prose + FIX_DIFF))
    first = calc_project.runpytest_subprocess("--selfheal-dry-run", *llm_args(fake_llm))
    first.stdout.fnmatch_lines(["selfheal: memory: stored 1 fix(es) and 1 failed attempt(s)*"])
    assert "Fix memories" not in fake_llm.prompts()[0]
    fake_llm.add(Reply.text(FIX_DIFF))
    n = fake_llm.calls
    second = calc_project.runpytest_subprocess("--selfheal", *llm_args(fake_llm))
    second.stdout.fnmatch_lines(["*memory: recalled 1 fix(es), best 1.00 (exact signature) "
                                 "and 1 failed attempt(s)", "HEALED *"])
    prompt = fake_llm.prompts()[n]
    assert "Fix memories" in prompt
    assert "A verified fix of the same failure signature: The mean divides by one too many" \
        in prompt
    assert "return total / len(values)" in prompt
    assert "Already tried for this same failure, and it failed (test_failed" in prompt
    assert "(len(values) + 2)" in prompt
    record = load_record(root / ".selfheal" / "runs")
    assert record.groups[0].from_memory == record.groups[0].recalled[0].card
    cards = [json.loads(line) for line in _export(root).splitlines()]
    fix = next(c for c in cards if c["kind"] == "fix")
    assert fix["summary"].startswith("The mean divides by one too many")
    assert fix["engine"] == "llm" and fix["model"] == "openai/test-model"


def _export(root: Path) -> str:
    from pytest_selfheal.memory.cli import main

    out = root / "cards.jsonl"
    assert main(["export", str(out), "--memory", str(root / ".selfheal" / "memory")]) == 0
    return out.read_text()


def test_memory_off_without_the_extra(pytester: pytest.Pytester, memory_on: None) -> None:
    _project(pytester)
    pytester.makeconftest("import sys\nsys.modules['chromadb'] = None\n")
    git(pytester.path, "add", "-A")
    git(pytester.path, "commit", "-qm", "conftest")
    result = pytester.runpytest_subprocess("--selfheal-dry-run", "-p", "no:randomly")
    result.stdout.fnmatch_lines(["selfheal: memory off: pip install 'pytest-selfheal[memory]'",
                                 "outcome: healed*"])
    assert not (pytester.path / ".selfheal" / "memory").exists()


def test_no_memory_flag_neither_reads_nor_writes(pytester: pytest.Pytester,
                                                 memory_on: None) -> None:
    _project(pytester)
    result = pytester.runpytest_subprocess("--selfheal-dry-run", "--selfheal-no-memory",
                                           "-p", "no:randomly")
    result.stdout.fnmatch_lines(["outcome: healed*"])
    assert "selfheal: memory" not in result.stdout.str()
    assert not (pytester.path / ".selfheal" / "memory").exists()
