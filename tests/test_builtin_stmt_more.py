"""Statement-level templates (guards, coalescing, missing returns, stale updates) and the
staged search (frame/flow candidates before the coverage spectrum), on small literal sources."""

from __future__ import annotations

import ast
import os
from pathlib import Path
from typing import Any

import pytest

from pytest_selfheal.engines.builtin import search as search_mod
from pytest_selfheal.engines.builtin.model import Candidate, Suspect
from pytest_selfheal.engines.builtin.operators import OPERATORS, PRIORS, generate
from pytest_selfheal.engines.builtin.ops_stmt import stale_locals
from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.sandbox.local import LocalSandbox


def run(tmp_path: Path, source: str, line: int, op: str,
        failures: list[Failure] | None = None) -> list[Candidate]:
    (tmp_path / "mod.py").write_text(source, encoding="utf-8")
    cands = generate(tmp_path, [Suspect("mod.py", line, 1.0)], failures or [], operators=[op])
    for cand in cands:
        ast.parse(cand.new_source)
    return cands


def sources(cands: list[Candidate]) -> list[str]:
    return [c.new_source for c in cands]


def fail(exc_type: str, message: str) -> Failure:
    return Failure(nodeid="tests/test_mod.py::test_x", exc_type=exc_type, message=message)


def test_new_operators_are_registered() -> None:
    assert {"coalesce", "insert-update"} <= set(OPERATORS) <= set(PRIORS)


def test_coalesce_none_receiver_of_a_str_method(tmp_path: Path) -> None:
    src = "def shown(user):\n    nick = user.nick.strip()  # may be None\n    return nick\n"
    err = fail("AttributeError", "'NoneType' object has no attribute 'strip'")
    cands = run(tmp_path, src, 2, "coalesce", [err])
    assert cands[0].new_source == src.replace("user.nick.strip()", '(user.nick or "").strip()')
    assert cands[0].prior * 1.0 == PRIORS["coalesce"]


def test_coalesce_divisor_and_none_guard_through_len(tmp_path: Path) -> None:
    src = "def mean(xs):\n    m = sum(xs) / len(xs)\n    return round(m, 2)\n"
    err = fail("ZeroDivisionError", "division by zero")
    assert src.replace("len(xs)", "(len(xs) or 1)") in sources(run(tmp_path, src, 2, "coalesce",
                                                                     [err]))
    guarded = src.replace("    m = ", "    if not xs:\n        return 0\n    m = ")
    assert guarded in sources(run(tmp_path, src, 2, "add-none-guard", [err]))


def test_guard_returns_the_parameter_default(tmp_path: Path) -> None:
    src = ("def lookup(d, keys, default=None):\n    node = d\n    for k in keys:\n"
           "        node = node.get(k)\n    return node\n")
    before_return = src.replace("    return node\n",
                                "    if node is None:\n        return default\n    return node\n")
    assert before_return in sources(run(tmp_path, src, 5, "add-none-guard"))
    after_lookup = src.replace("node.get(k)\n", "node.get(k)\n        if node is None:\n"
                                                "            return default\n")
    assert after_lookup in sources(run(tmp_path, src, 4, "add-none-guard"))


def test_add_return_of_a_name_assigned_in_branches(tmp_path: Path) -> None:
    src = ("def sign(x):\n    if x < 0:\n        return None\n    if x > 0:\n        s = '+'\n"
           "    else:\n        s = '0'\n")
    cands = run(tmp_path, src, 5, "add-return")
    assert cands[0].new_source == src + "    return s\n"


@pytest.mark.parametrize(("body", "dropped"), [
    ("    self.data.move(key)\n    self.data[key]\n", "self.data[key]"),
    ("    if key.isdigit():\n        int(key)\n    return 0\n", "int(key)"),
])
def test_add_return_for_a_dropped_value(tmp_path: Path, body: str, dropped: str) -> None:
    src = f"def get(self, key):\n{body}"
    line = next(i for i, text in enumerate(src.splitlines(), 1) if text.strip() == dropped)
    cands = run(tmp_path, src, line, "add-return")
    assert src.replace(dropped, f"return {dropped}", 1) in sources(cands)


def test_no_return_for_a_plain_procedure_call(tmp_path: Path) -> None:
    src = "def log(xs):\n    print(xs)\n    xs.clear()\n"
    assert run(tmp_path, src, 3, "add-return") == []


def test_stale_locals() -> None:
    tree = ast.parse("def f(xs, out):\n    seen = set()\n    total = 0\n    count = 0\n"
                     "    acc = []\n    done = []\n    for x in xs:\n        count += 1\n"
                     "        done.append(x)\n        helper(acc)\n        if x in seen:\n"
                     "            continue\n        out.append(total)\n")
    assert stale_locals(tree.body[0]) == {"seen": "set", "total": "num"}


def test_insert_update_adds_to_a_seen_set(tmp_path: Path) -> None:
    src = ("def unique(xs):\n    seen: set[str] = set()\n    out = []\n    for x in xs:\n"
           "        key = x.lower()\n        if key in seen:\n            continue\n"
           "        out.append(x)\n    return out\n")
    cands = run(tmp_path, src, 8, "insert-update")
    want = src.replace("        out.append(x)\n", "        seen.add(key)\n        out.append(x)\n")
    assert want in sources(cands)
    assert all("seen.add" in c.new_source for c in cands)


def test_insert_update_accumulates_before_use(tmp_path: Path) -> None:
    src = ("def running(values):\n    total = 0.0\n    out = []\n    for v in values:\n"
           "        out.append(total)\n    return out\n")
    cands = run(tmp_path, src, 5, "insert-update")
    assert src.replace("        out.append", "        total += v\n        out.append") in sources(
        cands)
    assert src.replace("(total)\n", "(total)\n        total += 1\n") in sources(cands)


# ------------------------------------------------------------------ staged search

CALC = "def total(n):\n    s = 0\n    for i in range(1, n):\n        s += i\n    return s\n"
TESTS = "from calc import total\n\n\ndef test_total():\n    assert total(3) == 6\n"


class Stages:
    def __init__(self, candidates: list[Candidate]) -> None:
        self.candidates = candidates
        self.spectrum_calls = 0
        self.ranked_with: list[object] = []

    def __call__(self) -> tuple[Any, Any, Any]:
        return self.spectrum, self.rank, self.generate

    def spectrum(self, *args: object, **kwargs: object) -> str:
        self.spectrum_calls += 1
        return "spectrum"

    def rank(self, root: Path, failures: list[Failure], spectrum: object) -> list[Suspect]:
        self.ranked_with.append(spectrum)
        return [Suspect("calc.py", 3, 1.0)]

    def generate(self, *args: object) -> list[Candidate]:
        return list(self.candidates)


def edit(new: str, n: int) -> Candidate:
    return Candidate("calc.py", CALC.replace("range(1, n)", new), "fake", 3, new, 0.9,
                     n, f"calc.py:3:fake:{new}:{n}")


@pytest.fixture
def calc(tmp_path: Path) -> Path:
    (tmp_path / "calc.py").write_text(CALC)
    (tmp_path / "test_calc.py").write_text(TESTS)
    return tmp_path


def heal(calc: Path, stages: Stages, cache: dict[str, Any]) -> search_mod.SearchResult:
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    failure = Failure(nodeid="test_calc.py::test_total", exc_type="AssertionError",
                      message="assert 3 == 6", test_path="test_calc.py",
                      frames=[Frame(path="test_calc.py", lineno=5, function="test_total")])
    return search_mod.search(calc, [failure], LocalSandbox(), env, budget_seconds=60.0,
                             spectrum_cache=cache)


def test_quick_candidates_are_tried_before_the_spectrum(monkeypatch: pytest.MonkeyPatch,
                                                        calc: Path) -> None:
    stages = Stages([edit("range(2, n)", 1), edit("range(1, n + 1)", 2)])
    monkeypatch.setattr(search_mod, "_stages", stages)
    res = heal(calc, stages, {})
    assert res.candidate is not None and "n + 1" in res.candidate.new_source
    assert stages.spectrum_calls == 0 and stages.ranked_with == [None]


def test_spectrum_reranks_the_rest_and_is_collected_once(monkeypatch: pytest.MonkeyPatch,
                                                         calc: Path) -> None:
    monkeypatch.setattr(search_mod, "QUICK_CANDIDATES", 1)
    stages = Stages([edit("range(2, n)", 1), edit("range(3, n)", 2), edit("range(1, n + 1)", 3)])
    monkeypatch.setattr(search_mod, "_stages", stages)
    cache: dict[str, Any] = {}
    res = heal(calc, stages, cache)
    assert res.candidate is not None and res.tried == 3
    assert stages.ranked_with == [None, "spectrum"] and cache == {"spectrum": "spectrum"}
    again = heal(calc, stages, cache)  # a later proposal for the same group
    assert again.candidate is not None
    assert stages.spectrum_calls == 1 and stages.ranked_with[-1] == "spectrum"


TWO = "def a():\n    return 1\n\n\ndef b():\n    return 1\n\n\ndef c():\n    return 0\n"
TWO_TESTS = ("from calc import a, b\n\n\ndef test_a():\n    assert a() == 2\n\n\n"
             "def test_b():\n    assert b() == 2\n")


def test_partial_fixes_are_combined_before_the_cap(monkeypatch: pytest.MonkeyPatch,
                                                    tmp_path: Path) -> None:
    (tmp_path / "calc.py").write_text(TWO)
    (tmp_path / "test_calc.py").write_text(TWO_TESTS)

    def cand(line: int, old: str, new: str, tag: str) -> Candidate:
        lines = TWO.splitlines(keepends=True)
        lines[line - 1] = lines[line - 1].replace(old, new)
        return Candidate("calc.py", "".join(lines), "fake", line, tag, 0.9, 1, f"k:{tag}")

    fix_a, fix_b = cand(2, "1", "2", "a"), cand(6, "1", "2", "b")
    junk = [cand(10, "0", str(n), f"junk{n}") for n in range(1, 11)]
    stages = Stages([fix_a, fix_b, *junk])
    monkeypatch.setattr(search_mod, "_stages", stages)
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    failures = [Failure(nodeid=f"test_calc.py::test_{x}", exc_type="AssertionError",
                        message="assert 1 == 2", test_path="test_calc.py") for x in "ab"]
    res = search_mod.search(tmp_path, failures, LocalSandbox(), env, budget_seconds=60.0,
                            max_candidates=20, spectrum_cache={"spectrum": None})
    assert res.candidate is not None and res.candidate.operator == "fake+fake"
    assert "return 2\n\n\ndef b():\n    return 2\n" in res.candidate.new_source
    # 7 singles (70% of the first band's half of the cap), then the first compound
    assert res.tried == 8


def test_neighbour_ids_skip_the_failing_tests(tmp_path: Path) -> None:
    from pytest_selfheal.engines.builtin.neighbours import neighbour_ids

    (tmp_path / "t.py").write_text("def test_a(): pass\n\n\ndef helper(): pass\n\n\n"
                                   "class TestX:\n    def test_b(self): pass\n\n\n"
                                   "def test_c(): pass\n")
    assert neighbour_ids(tmp_path, ["t.py::test_c[1]", "gone.py::test_z"]) == [
        "t.py::test_a", "t.py::TestX::test_b"]


class ScriptedRunner:
    """Fails `broken` while the candidate is on disk; `always` fails either way."""

    def __init__(self, broken: set[str], always: set[str]) -> None:
        self.broken, self.always = broken, always
        self.on_disk = True
        self.calls: list[list[str]] = []

    def run(self, nodeids: list[str], timeout: float) -> Any:
        from pytest_selfheal.warmworker import CandidateResult

        self.calls.append(list(nodeids))
        bad = self.always | (self.broken if self.on_disk else set())
        for nid in nodeids:
            if nid in bad:
                return CandidateResult("failed", 0.0, nid + "[p]", "boom")
        return CandidateResult("passed", 0.0)


def test_regression_check_learns_preexisting_failures() -> None:
    from pytest_selfheal.engines.builtin.neighbours import RegressionCheck

    runner = ScriptedRunner(broken={"t::b"}, always={"t::a"})

    def restore() -> None:
        runner.on_disk = False

    def rewrite() -> None:
        runner.on_disk = True

    check = RegressionCheck(["t::a", "t::b", "t::c"], 5.0)
    # t::a fails anyway and is dropped; t::b is the patch's
    assert check.regresses(runner, restore, rewrite) is True
    assert check.ids == ["t::b", "t::c"] and check.good == {"t::b"} and check.rejected == 1
    assert runner.on_disk
    runner.broken = set()
    assert check.regresses(runner, restore, rewrite) is False


class HangingRunner:
    """Neighbours take 0.05 s on the original; with the candidate they run to the limit."""

    def __init__(self, hangs: bool) -> None:
        self.hangs, self.on_disk = hangs, True
        self.limits: list[float] = []

    def run(self, nodeids: list[str], timeout: float) -> Any:
        from pytest_selfheal.warmworker import CandidateResult

        self.limits.append(timeout)
        if self.on_disk and self.hangs:
            return CandidateResult("timeout", timeout, None, "no result")
        return CandidateResult("passed", 0.05)


def test_regression_check_rejects_a_candidate_that_makes_quick_neighbours_hang() -> None:
    from pytest_selfheal.engines.builtin.neighbours import HANG_MIN, MEASURE_LIMIT, RegressionCheck

    runner = HangingRunner(hangs=True)

    def restore() -> None:
        runner.on_disk = False

    def rewrite() -> None:
        runner.on_disk = True

    check = RegressionCheck(["t::a", "t::b"], 10.0)
    assert check.regresses(runner, restore, rewrite) is True
    # the original measured once (within a few seconds), the candidate with the short limit
    assert runner.limits == [MEASURE_LIMIT, HANG_MIN] and check.rejected == 1 and runner.on_disk
    assert check.regresses(runner, restore, rewrite) is True
    assert runner.limits[2:] == [HANG_MIN]  # measured once
    runner.hangs = False
    assert check.regresses(runner, restore, rewrite) is False
    # neighbours that are slow or hang on the original too: a timeout says nothing
    slow = HangingRunner(hangs=True)
    check2 = RegressionCheck(["t::a"], 10.0)
    assert check2.regresses(slow, lambda: None, lambda: None) is False  # never restored



def test_insert_statement_copies_a_guarded_block(tmp_path: Path) -> None:
    src = ("def words(text):\n    out = []\n    cur = ''\n    for ch in text:\n"
           "        if ch == ' ':\n            if cur:\n                out.append(cur)\n"
           "                cur = ''\n            continue\n        cur += ch\n    return out\n")
    cands = run(tmp_path, src, 11, "insert-stmt")
    flush = "    if cur:\n        out.append(cur)\n        cur = ''\n"
    assert src.replace("    return out\n", flush + "    return out\n") in sources(cands)


def test_none_result_guards_the_returned_name_with_is_none(tmp_path: Path) -> None:
    src = "def get(d, k, default=None):\n    v = d.get(k)\n    return v\n"
    err = fail("AssertionError", "assert None == 7\n +  where None = get({}, 'a', 7)")
    cands = run(tmp_path, src, 3, "add-none-guard", [err])
    assert cands[0].new_source == src.replace("    return v", "    if v is None:\n"
                                              "        return default\n    return v")
    falsy = src.replace("    return v", "    if not v:\n        return default\n    return v")
    assert sources(cands).index(falsy) > 0  # `not v` would also swallow 0 and ""


class Banded(Stages):
    """40 ranked statements; the fix is generated only for the last band's statements."""

    def rank(self, root: Path, failures: list[Failure], spectrum: object) -> list[Suspect]:
        self.ranked_with.append(spectrum)
        return [Suspect("calc.py", 3 + i, 1.0 - i / 100, signal=str(i)) for i in range(40)]

    def generate(self, root: Path, suspects: list[Suspect], *args: object) -> list[Candidate]:
        first = int(suspects[0].signal or 0)
        self.bands = [*getattr(self, "bands", []), first]
        if first >= 30:  # statements ranked 31st and later
            return [edit("range(1, n + 1)", 9)]
        return [edit(f"range({first + 2}, n)", first + 1)]


def test_budget_left_searches_the_statements_ranked_lower(monkeypatch: pytest.MonkeyPatch,
                                                           calc: Path) -> None:
    stages = Banded([])
    monkeypatch.setattr(search_mod, "_stages", stages)
    res = heal(calc, stages, {})
    assert res.candidate is not None and "n + 1" in res.candidate.new_source, stages.bands
    assert "a statement ranked lower" in res.reason
    assert stages.bands == [0, 0, 15, 30]  # quick, with the spectrum, then two more bands


def test_later_bands(tmp_path: Path) -> None:
    from pytest_selfheal.engines.builtin.operators import later_bands

    sus = [Suspect("m.py", i + 1, 1.0 - i / 100) for i in range(40)]
    bands = list(later_bands(tmp_path, sus, bands=2, top=15))
    assert [[s.line for s in b][:1] for b in bands] == [[16], [31]]
    assert len(bands[1]) == 10
    assert list(later_bands(tmp_path, sus[:10])) == []  # all of them searched already
    changed = [Suspect("m.py", 100 + i, 0.5, tier=0) for i in range(3)]
    # changed statements are always in the first band
    assert all(s.tier == 3 for b in later_bands(tmp_path, changed + sus) for s in b)
    # a file the guard refuses is in no band
    helper = [Suspect("tests/helpers.py", i + 1, 0.5) for i in range(30)]
    assert all(s.path == "m.py" for b in later_bands(tmp_path, sus + helper) for s in b)


class Crowded(Banded):
    """The first band's statements give many wrong edits; the fix is in the second band
    (`fix_in_first` False) or last among the first band's edits."""

    def __init__(self, wrong: int, fix_in_first: bool = False) -> None:
        super().__init__([])
        self.wrong, self.fix_in_first = wrong, fix_in_first

    def generate(self, root: Path, suspects: list[Suspect], *args: object) -> list[Candidate]:
        first = int(suspects[0].signal or 0)
        self.bands = [*getattr(self, "bands", []), first]
        if first == 0:
            wrong = [edit(f"range({k + 2}, n)", k + 1) for k in range(self.wrong)]
            return wrong + ([edit("range(1, n + 1)", 999)] if self.fix_in_first else [])
        if first == 15 and not self.fix_in_first:
            return [edit("range(1, n + 1)", 9)]
        return []


def capped_heal(calc: Path, cap: int) -> search_mod.SearchResult:
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1"}
    failure = Failure(nodeid="test_calc.py::test_total", exc_type="AssertionError",
                      message="assert 3 == 6", test_path="test_calc.py",
                      frames=[Frame(path="test_calc.py", lineno=5, function="test_total")])
    return search_mod.search(calc, [failure], LocalSandbox(), env, budget_seconds=120.0,
                             max_candidates=cap, spectrum_cache={"spectrum": "spectrum"})


def test_the_first_band_gets_its_share_of_the_cap_then_the_next_band(
        monkeypatch: pytest.MonkeyPatch, calc: Path) -> None:
    monkeypatch.setattr(search_mod, "SYNTH_AFTER", 10 ** 6)  # no synthesis in between
    stages = Crowded(wrong=30)
    monkeypatch.setattr(search_mod, "_stages", stages)
    res = capped_heal(calc, 24)  # the first band gets 12 of them, not all 24
    assert res.candidate is not None and "n + 1" in res.candidate.new_source, res.reason
    assert "a statement ranked lower" in res.reason
    wrong_tried = [k for k in res.failed_keys if ":fake:" in k and "+" not in k]
    assert 12 <= len(wrong_tried) <= 14 and stages.bands == [0, 15]  # (one in flight per slot)


def test_the_first_bands_rest_comes_after_the_next_bands(monkeypatch: pytest.MonkeyPatch,
                                                         calc: Path) -> None:
    monkeypatch.setattr(search_mod, "SYNTH_AFTER", 10 ** 6)
    stages = Crowded(wrong=14, fix_in_first=True)
    monkeypatch.setattr(search_mod, "_stages", stages)
    res = capped_heal(calc, 24)
    assert res.candidate is not None and "n + 1" in res.candidate.new_source, res.reason
    assert "ranked lower" not in res.reason
    wrong_tried = [k for k in res.failed_keys if ":fake:" in k and "+" not in k]
    assert stages.bands == [0, 15, 30] and len(wrong_tried) == 14
