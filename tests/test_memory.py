"""Fix memory: cards, the Chroma store, recall and its threshold, safety (real chromadb and the
real offline MiniLM model, loaded once per session)."""

from __future__ import annotations

import json
import subprocess
import sys
import textwrap
from pathlib import Path

import pytest

from pytest_selfheal.memory.card import (
    FixCard,
    cards_for_group,
    diff_hash,
    explanation_of,
    query_text,
    suspicious_code,
)
from pytest_selfheal.memory.recall import THRESHOLD, recall
from pytest_selfheal.memory.store import MemoryStore
from pytest_selfheal.records import Attempt, Failure, Frame, Group, RunRecord, Usage
from pytest_selfheal.redact import Redactor
from pytest_selfheal.signature import group_signature

pytest.importorskip("chromadb")

DIVZERO = """\
--- a/stats.py
+++ b/stats.py
@@ -3,2 +3,4 @@ def mean(values):
-    return sum(values) / len(values)
+    if not values:
+        return 0.0
+    return sum(values) / len(values)
"""


@pytest.fixture(scope="session")
def embedder():  # type: ignore[no-untyped-def]
    from pytest_selfheal.memory.embedder import load_embedder

    model, note = load_embedder(None)
    assert model is not None, note
    return model


def card(cid: str, sig: str, text: str, *, kind: str = "fix", diff: str = DIVZERO,
         **kw: object) -> FixCard:
    return FixCard(id=cid, kind=kind, signature=sig, query_text=text, diff=diff,  # type: ignore[arg-type]
                   diff_hash=diff_hash(diff), summary=f"summary of {cid}", **kw)  # type: ignore[arg-type]


def failure(nodeid: str, exc: str, message: str, path: str, func: str, line: int) -> Failure:
    return Failure(nodeid=nodeid, exc_type=exc, message=message, frames=[
        Frame(path="tests/test_x.py", lineno=5, function="test_it"),
        Frame(path=path, lineno=line, function=func),
    ])


def test_store_add_get_exact_and_similar(tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    store = MemoryStore(tmp_path / "memory", embedder)
    store.add([
        card("a", "sig-a", "ZeroDivisionError\ndivision by zero\nstats.py::mean\n"
             "def mean(values):\n    return sum(values) / len(values)"),
        card("b", "sig-b", "KeyError\n'name'\nusers.py::display_name\n"
             "def display_name(user):\n    return user['name']"),
    ])
    assert store.count() == 2
    assert store.get("a").summary == "summary of a"  # type: ignore[union-attr]
    assert [c.id for c in store.exact("sig-b")] == ["b"]
    hits = store.similar("ZeroDivisionError\ndivision by zero\nmetrics.py::average\n"
                         "def average(xs):\n    return sum(xs) / len(xs)")
    assert hits[0][0].id == "a" and hits[0][1] > hits[1][1]
    # a second process (fresh client) sees the same cards
    again = MemoryStore(tmp_path / "memory", embedder)
    assert {c.id for c in again.cards()} == {"a", "b"}


def test_recall_exact_first_then_similar_and_threshold_keeps_unrelated_out(
        tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    store = MemoryStore(tmp_path / "memory", embedder)
    mean = ("def mean(values):\n    total = sum(values)\n"
            "    return total / len(values)")
    store.add([
        card("exact", "sig-1", "ZeroDivisionError\ndivision by zero\nstats.py::mean"),
        # the same code before its function was renamed: another signature, a near recurrence
        card("near", "sig-2", "ZeroDivisionError\ndivision by zero\nstats.py::average\n"
             + mean.replace("mean", "average"), diff=DIVZERO.replace("0.0", "1.0")),
        # the same exception in another project's code: not the same bug (tune_recall.py)
        card("other", "sig-4", "ZeroDivisionError\ndivision by zero\nreport.py::ratio\n"
             "def ratio(done, total):\n    return done / total",
             diff=DIVZERO.replace("0.0", "3.0")),
        card("far", "sig-3", "UnicodeDecodeError\n'utf-8' codec can't decode byte\n"
             "loader.py::read_config\ndef read_config(path):\n    return open(path).read()",
             diff=DIVZERO.replace("0.0", "2.0")),
        card("tried", "sig-1", "", kind="failed", diff=DIVZERO.replace("0.0", "None"),
             reason="test_failed: the failing tests still fail"),
    ])
    got = recall(store, "sig-1", "ZeroDivisionError\ndivision by zero\nstats.py::mean\n"
                 + mean)
    ids = [(m.card_id, m.kind, m.exact) for m in got]
    assert ids[0] == ("exact", "fix", True)
    assert ("near", "fix", False) in ids
    assert all(cid not in ("far", "other") for cid, _, _ in ids)  # below the threshold
    assert ids[-1] == ("tried", "failed", True)
    near = next(m for m in got if m.card_id == "near")
    assert near.similarity >= THRESHOLD
    # a query about something else entirely recalls no fix at all
    other = recall(store, "sig-9", "AttributeError\n'NoneType' object has no attribute "
                   "'strip'\nhtml.py::render_title")
    assert [m for m in other if m.kind == "fix"] == []


def test_offline_store_keeps_exact_recall_and_backfills_vectors(tmp_path: Path,
                                                                embedder) -> None:  # type: ignore[no-untyped-def]
    offline = MemoryStore(tmp_path / "memory", None)
    offline.add([card("a", "sig-a", "ZeroDivisionError\ndivision by zero")])
    assert [m.card_id for m in recall(offline, "sig-a", "anything")] == ["a"]
    assert offline.similar("ZeroDivisionError") == []
    online = MemoryStore(tmp_path / "memory", embedder)
    assert online.similar("ZeroDivisionError division by zero") == []  # no vector yet
    online.add([card("b", "sig-b", "KeyError 'name'")])  # the next write backfills
    assert online.similar("ZeroDivisionError division by zero")[0][0].id == "a"


def test_cap_evicts_oldest_least_recalled(tmp_path: Path) -> None:
    store = MemoryStore(tmp_path / "memory", None, max_cards=3)
    store.add([card("old-recalled", "s1", "t", created_ts=1.0)])
    store.touch(["old-recalled"])
    store.add([card("old", "s2", "t", created_ts=2.0), card("mid", "s3", "t", created_ts=3.0)])
    store.add([card("new", "s4", "t", created_ts=4.0)])
    assert {c.id for c in store.cards()} == {"old-recalled", "mid", "new"}
    assert store.get("old-recalled").recalls == 1  # type: ignore[union-attr]


def test_corrupt_memory_is_moved_aside_and_a_fresh_one_used(tmp_path: Path) -> None:
    path = tmp_path / "memory"
    MemoryStore(path, None).add([card("a", "s", "t")])
    (path / "chroma.sqlite3").write_bytes(b"this is not a database" * 100)
    lines: list[str] = []
    store = MemoryStore(path, None, notify=lines.append)
    assert store.count() == 0
    assert len(lines) == 1 and "moved aside to memory.corrupt-" in lines[0]
    aside = [p for p in tmp_path.iterdir() if p.name.startswith("memory.corrupt-")]
    assert len(aside) == 1 and (aside[0] / "chroma.sqlite3").is_file()
    store.add([card("b", "s", "t")])
    assert store.count() == 1


WRITER = """
import sys
from pytest_selfheal.memory.card import FixCard
from pytest_selfheal.memory.store import MemoryStore
store = MemoryStore(sys.argv[1], None)
for i in range(int(sys.argv[3])):
    store.add([FixCard(id=f"{sys.argv[2]}-{i}", signature=f"s{i}", query_text="t")])
"""


def test_two_processes_writing_at_once_lose_no_card(tmp_path: Path) -> None:
    path = tmp_path / "memory"
    n = 25
    procs = [subprocess.Popen([sys.executable, "-c", WRITER, str(path), who, str(n)],
                              stderr=subprocess.PIPE) for who in ("p1", "p2")]
    for p in procs:
        _, err = p.communicate(timeout=240)
        assert p.returncode == 0, err.decode()[-2000:]
    ids = {c.id for c in MemoryStore(path, None).cards()}
    assert ids == {f"{who}-{i}" for who in ("p1", "p2") for i in range(n)}


def test_cards_from_a_record_are_redacted(tmp_path: Path) -> None:
    canary = "sk-canary0123456789abcdefXYZ"
    fails = [failure("tests/test_x.py::test_it", "ZeroDivisionError",
                     f"division by zero (token {canary})", "stats.py", "mean", 3)]
    sig = group_signature(fails)
    group = Group(id="g1", nodeids=["tests/test_x.py::test_it"], outcome="healed",
                  iterations=2, patch=DIVZERO + f"+# {canary}\n", signature=sig.hash,
                  signature_text=sig.text(), duration=1.5)
    record = RunRecord(run_id="r", snapshot="abc123", settings={"model": "openai/x"})
    record.attempts = [
        Attempt(group="g1", iteration=1, engine="llm", status="test_failed",
                diff=DIVZERO.replace("0.0", "None"), feedback=f"still fails {canary}",
                usage=Usage(prompt_tokens=100, completion_tokens=10)),
        Attempt(group="g1", iteration=2, engine="llm", status="healed", diff=group.patch,
                summary=f"The mean of an empty list divides by zero; {canary}.",
                usage=Usage(prompt_tokens=120, completion_tokens=20)),
    ]
    red = Redactor([canary])
    cards = cards_for_group(record, group, f"query {canary}", red, repo="proj")
    assert [c.kind for c in cards] == ["fix", "failed"]
    fix, failed = cards
    assert fix.prompt_tokens == 220 and fix.model == "openai/x" and fix.iterations == 2
    assert fix.summary.startswith("The mean of an empty list divides by zero")
    assert failed.reason.startswith("test_failed: still fails")
    for c in cards:
        assert canary not in c.model_dump_json()


def test_explanation_and_query_text(tmp_path: Path) -> None:
    assert explanation_of("The loop skips the last item.\n\n```diff\n--- a/x\n```") == \
        "The loop skips the last item."
    assert explanation_of("line 3: `<` -> `<=`") == "line 3: `<` -> `<=`"
    assert explanation_of("--- a/x.py\n+++ b/x.py\n@@ -1 +1 @@\n-a\n+b\n") == ""
    (tmp_path / "stats.py").write_text(textwrap.dedent("""\
        def other():
            pass


        def mean(values):
            total = sum(values)
            return total / len(values)
        """))
    fails = [failure("tests/test_x.py::test_it", "ZeroDivisionError", "division by zero",
                     "stats.py", "mean", 7)]
    code = suspicious_code(tmp_path, fails)
    assert code.startswith("def mean(values):") and "other" not in code
    text = query_text("ZeroDivisionError\ndivision by zero", fails, code)
    assert text.splitlines()[0] == "ZeroDivisionError" and "def mean" in text


def test_card_json_roundtrip() -> None:
    c = card("x", "s", "t")
    assert FixCard.model_validate(json.loads(c.model_dump_json())) == c
    assert diff_hash(DIVZERO) == diff_hash(DIVZERO.replace("@@ -3,2 +3,4 @@", "@@ -30,2 +30,4 @@"))


def _cand(path: str, line: int, op: str, new_source: str) -> object:
    from pytest_selfheal.engines.builtin.model import Candidate

    return Candidate(path=path, new_source=new_source, operator=op, line=line,
                     description="", prior=0.5, edit_size=1, key=f"{path}:{line}:{op}")


def test_hints_favour_similar_operators_and_skip_known_failures(tmp_path: Path) -> None:
    from pytest_selfheal.diffs.parse import make_diff
    from pytest_selfheal.engines.base import Memory
    from pytest_selfheal.memory.replay import hints

    src = "def f(xs, n):\n    if n > len(xs):\n        return 0\n    return xs[n] + 1\n"
    (tmp_path / "m.py").write_text(src)
    bad = src.replace("xs[n] + 1", "xs[n] - 1")
    cands = [
        _cand("m.py", 4, "arith-op", bad),
        _cand("m.py", 4, "swap-args", src.replace("xs[n]", "n[xs]")),
        _cand("m.py", 2, "change-literal", src.replace("return 0", "return 1")),
        _cand("m.py", 2, "compare-op", src.replace("n > len", "n >= len")),
    ]
    fix = Memory("c1", "fix", 0.8, False, operator="compare-op",
                 diff="--- a/o.py\n+++ b/o.py\n@@ -1 +1 @@\n-    if k > len(items):\n"
                      "+    if k >= len(items):\n")
    failed = Memory("c2", "failed", 1.0, True,
                    diff_hash=diff_hash(make_diff("m.py", src, bad)))
    reorder = hints(tmp_path, [fix, failed])
    assert reorder is not None
    got = [c.operator for c in reorder(cands)]  # type: ignore[arg-type,attr-defined]
    assert got[0] == "compare-op"  # same operator at a statement of the same shape
    assert "arith-op" not in got  # this exact edit already failed for the signature
    assert hints(tmp_path, []) is None
    # the operator of a similar fix lifts a candidate above the engine's first one too
    plain = Memory("c3", "fix", 0.7, False, operator="compare-op",
                   diff="--- a/o.py\n+++ b/o.py\n@@ -1 +1 @@\n-x = a > b\n+x = a >= b\n")
    again = hints(tmp_path, [plain])
    assert again is not None
    assert [c.operator for c in again([cands[1], cands[3]])  # type: ignore[attr-defined]
            ] == ["compare-op", "swap-args"]


def test_replays_reanchor_after_drift_and_skip_unrelated_files(tmp_path: Path) -> None:
    from pytest_selfheal.engines.base import Memory
    from pytest_selfheal.memory.replay import replays

    body = "def mean(values):\n    return sum(values) / len(values)\n"
    (tmp_path / "stats.py").write_text("import math\n\n\ndef other():\n    pass\n\n\n" + body)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_stats.py").write_text("from stats import mean\n")
    diff = ("--- a/stats.py\n+++ b/stats.py\n@@ -1,2 +1,4 @@\n def mean(values):\n"
            "+    if not values:\n+        return 0.0\n     return sum(values) / len(values)\n")
    fails = [Failure(nodeid="tests/test_stats.py::test_empty", exc_type="ZeroDivisionError",
                     frames=[Frame(path="tests/test_stats.py", lineno=3)])]
    mem = Memory("c", "fix", 1.0, True, diff=diff, diff_hash=diff_hash(diff))
    got = replays(tmp_path, [mem], fails)
    assert len(got) == 1 and got[0].strategy in ("recount", "realign")
    assert "if not values:" in got[0].files["stats.py"] and "@@ -6,4 +6,6 @@" in got[0].diff
    assert "if not values" not in (tmp_path / "stats.py").read_text()  # nothing left written
    other = Memory("d", "fix", 0.7, False, diff=diff.replace("stats.py", "elsewhere.py"),
                   diff_hash="x")
    assert replays(tmp_path, [other], fails) == []  # not a file this failure involves


def test_backfill_before_recall_embeds_cards_stored_without_a_model(
        tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    MemoryStore(tmp_path / "memory", None).add([
        card("a", "sig-a", "ZeroDivisionError\ndivision by zero\nstats.py::mean")])
    store = MemoryStore(tmp_path / "memory", embedder)
    assert store.backfill() == 1 and store.backfill() == 0
    got = recall(store, "sig-other", "ZeroDivisionError\ndivision by zero\nreport.py::mean")
    assert [(m.card_id, m.exact) for m in got] == [("a", False)]


class HeldLoader:
    """A BackgroundEmbedder stand-in whose model arrives only when released."""

    def __init__(self, model: object) -> None:
        import threading

        self.model = model
        self.released = threading.Event()
        self.started = True
        self.waits: list[float] = []

    def done(self) -> bool:
        return self.released.is_set()

    def get(self, timeout: float | None = None) -> tuple[object | None, str]:
        self.waits.append(timeout or 0.0)
        if self.released.wait(timeout):
            return self.model, ""
        return None, "memory: the embedding model did not load in time"


def test_builtin_recall_does_not_wait_for_the_model_and_a_later_engine_recalls_again(
        tmp_path: Path, embedder) -> None:  # type: ignore[no-untyped-def]
    from pytest_selfheal.memory.session import MemorySession

    MemoryStore(tmp_path / "memory", embedder).add([
        card("near", "sig-2", "ZeroDivisionError\ndivision by zero\nreport.py::ratio")])
    group = Group(id="g1", nodeids=["tests/test_x.py::test_it"], signature="sig-1",
                  signature_text="ZeroDivisionError\ndivision by zero\nstats.py::mean")
    fails = [failure("tests/test_x.py::test_it", "ZeroDivisionError", "division by zero",
                     "stats.py", "mean", 3)]

    def session() -> tuple[MemorySession, HeldLoader]:
        loader = HeldLoader(embedder)
        return MemorySession(tmp_path / "memory", loader, 100, lambda line: None,  # type: ignore[arg-type]
                             lambda text: text, "repo"), loader

    built, loader = session()
    memories, later = built.recall_for(["builtin", "llm"], group, fails, tmp_path)
    assert memories == [] and loader.waits == [0.0]  # took what was there, did not wait
    assert later is not None
    loader.released.set()
    assert [m.card_id for m in later()] == ["near"]  # the LLM engine gets the similar fix

    import threading

    model_first, loader = session()
    threading.Timer(0.5, loader.released.set).start()  # the model arrives a bit later
    memories, later = model_first.recall_for(["llm"], group, fails, tmp_path)
    assert [m.card_id for m in memories] == ["near"] and later is None  # it waited
    assert max(loader.waits) > 0


def test_suspicious_code_of_a_wrong_value_is_the_function_the_test_calls(tmp_path: Path) -> None:
    (tmp_path / "pace.py").write_text("def helper():\n    pass\n\n\n"
                                      "def pace(km, minutes):\n    return km / minutes\n")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_pace.py").write_text(
        "from pace import pace\n\n\ndef test_pace():\n    assert round(pace(10, 50), 1) == 5.0\n")
    fails = [Failure(nodeid="tests/test_pace.py::test_pace", exc_type="AssertionError",
                     message="assert 0.2 == 5.0", test_path="tests/test_pace.py",
                     frames=[Frame(path="tests/test_pace.py", lineno=5, function="test_pace")])]
    code = suspicious_code(tmp_path, fails)
    assert code.startswith("def pace(km, minutes):") and "helper" not in code
