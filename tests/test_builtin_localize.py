"""Fault localization of the built-in engine: frames, Ochiai, flow boosts, spectrum collection."""

from __future__ import annotations

import os
import random
import sys
from pathlib import Path

import pytest

from pytest_selfheal.engines.builtin.localize import is_test_path, rank_suspects
from pytest_selfheal.engines.builtin.spectrum import Spectrum, collect_spectrum
from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.sandbox.local import LocalSandbox

CALC = """\
def clamp(x, lo, hi):
    if x < lo:
        return lo
    if x > hi:
        return lo
    return x


def ratio(a, b):
    total = a + b
    # divide
    return a / (total - a - b)
"""
TESTS = """\
from pkg.calc import clamp, ratio


def test_low():
    assert clamp(-1, 0, 10) == 0


def test_high():
    got = clamp(11, 0, 10)
    assert got == 10


def test_mid():
    assert clamp(5, 0, 10) == 5


def test_ratio():
    assert ratio(1, 1) == 0.5
"""


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "calc.py").write_text(CALC)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_calc.py").write_text(TESTS)
    return tmp_path


def high_failure() -> Failure:
    return Failure(nodeid="tests/test_calc.py::test_high", exc_type="AssertionError",
                   message="assert 0 == 10", test_path="tests/test_calc.py",
                   frames=[Frame(path="tests/test_calc.py", lineno=10, function="test_high")])


def assertion_failure(test_path: str, name: str, line: int, message: str) -> Failure:
    """A failed assertion in test `name` of `test_path`, its frame at `line`."""
    return Failure(nodeid=f"{test_path}::{name}", exc_type="AssertionError", message=message,
                   test_path=test_path,
                   frames=[Frame(path=test_path, lineno=line, function=name)])


@pytest.mark.parametrize(("path", "expected"), [
    ("tests/test_calc.py", True), ("pkg/calc_test.py", True), ("conftest.py", True),
    ("src/testing/helpers.py", True), ("pkg/tests/data.py", True), ("pkg/calc.py", False),
    ("pkg/testable.py", False), ("src/contest.py", False),
    # a helper in a `test/` folder: the guard refuses it, so the engine never proposes it
    ("test/common.py", True), ("pkg\\tests\\data.py", True),
])
def test_is_test_path(path: str, expected: bool) -> None:
    assert is_test_path(path) is expected


def test_frames_deepest_first_and_test_files_never_ranked(project: Path) -> None:
    failure = Failure(
        nodeid="tests/test_calc.py::test_ratio", exc_type="ZeroDivisionError",
        message="division by zero", test_path="tests/test_calc.py",
        frames=[Frame(path="tests/test_calc.py", lineno=18, function="test_ratio"),
                Frame(path="pkg/calc.py", lineno=4, function="clamp"),  # made-up middle frame
                Frame(path="pkg/calc.py", lineno=12, function="ratio"),
                Frame(path="/usr/lib/python3/x.py", lineno=1, in_project=False)])
    suspects = rank_suspects(project, [failure])
    assert suspects[0].path == "pkg/calc.py" and suspects[0].line == 12
    assert "frame depth 0" in suspects[0].reasons
    assert all(not is_test_path(s.path) for s in suspects)
    lines = [s.line for s in suspects]
    assert lines.index(4) < lines.index(2)  # the outer frame beats a mere neighbour
    assert lines.index(10) < lines.index(2)  # same function as the raise beats another one


def test_flow_boosts_returns_and_conditions_of_called_function(project: Path) -> None:
    suspects = rank_suspects(project, [high_failure()])
    assert {s.path for s in suspects} == {"pkg/calc.py"}  # ratio() is not called: not ranked
    kinds = {s.line: s.reasons for s in suspects}
    assert set(kinds) == {2, 3, 4, 5, 6}  # statements of clamp(), not its def line
    assert [s.line for s in suspects[:5]] == [3, 5, 6, 2, 4]  # returns, then conditions
    assert any("flows into assert" in r for r in kinds[3])


def test_ochiai_on_hand_made_spectrum() -> None:
    spectrum = Spectrum(
        failing={"t::a": {("m.py", 1), ("m.py", 2)}},
        passing={"t::b": {("m.py", 1)}, "t::c": {("m.py", 1), ("m.py", 3)}},
    )
    scores = spectrum.ochiai()
    assert scores[("m.py", 2)] == pytest.approx(1.0)
    assert scores[("m.py", 1)] == pytest.approx(1 / 3**0.5)
    assert ("m.py", 3) not in scores
    assert Spectrum().ochiai() == {}


def test_ochiai_breaks_flow_ties(project: Path) -> None:
    spectrum = Spectrum(
        failing={"tests/test_calc.py::test_high": {("pkg/calc.py", n) for n in (2, 4, 5)}},
        passing={"low": {("pkg/calc.py", 2), ("pkg/calc.py", 3)},
                 "mid": {("pkg/calc.py", n) for n in (2, 4, 6)},
                 "tests/test_calc.py::x": {("tests/test_calc.py", 5)}})
    suspects = rank_suspects(project, [high_failure()], spectrum)
    assert (suspects[0].line, suspects[1].line) == (5, 4)
    assert "ochiai 1.00" in suspects[0].reasons


def test_message_names_are_boosted(project: Path) -> None:
    (project / "pkg" / "names.py").write_text(
        "def f(values):\n    n = 1\n    m = len(valeus)\n    return n\n")
    failure = Failure(nodeid="tests/test_calc.py::test_x", exc_type="NameError",
                      message="name 'valeus' is not defined", test_path="tests/test_calc.py")
    suspects = rank_suspects(project, [failure])
    assert (suspects[0].path, suspects[0].line) == ("pkg/names.py", 3)


def test_ranking_is_deterministic_and_not_file_order(project: Path) -> None:
    failures = [high_failure(), Failure(
        nodeid="tests/test_calc.py::test_ratio", test_path="tests/test_calc.py",
        frames=[Frame(path="tests/test_calc.py", lineno=18)])]
    first = rank_suspects(project, failures)
    for seed in range(3):
        shuffled = failures[:]
        random.Random(seed).shuffle(shuffled)
        assert rank_suspects(project, shuffled) == first
    assert len(rank_suspects(project, failures, limit=3)) == 3
    # equal-score statements: the return outranks the plain statement above it
    lines = [s.line for s in first if s.path == "pkg/calc.py"]
    assert lines.index(12) < lines.index(10)


def test_collect_spectrum_with_local_sandbox(project: Path) -> None:
    env = dict(os.environ)
    env["PYTHONPATH"] = str(project) + os.pathsep + env.get("PYTHONPATH", "")
    spectrum = collect_spectrum(project, ["tests/test_calc.py::test_high"], LocalSandbox(),
                                env, timeout=120)
    assert set(spectrum.failing) == {"tests/test_calc.py::test_high"}
    assert spectrum.failing["tests/test_calc.py::test_high"] == {
        ("pkg/calc.py", 2), ("pkg/calc.py", 4), ("pkg/calc.py", 5)}
    assert any(("pkg/calc.py", 3) in lines for lines in spectrum.passing.values())
    # test_ratio fails too but was not asked about: it is not counted as passing
    assert not any(("pkg/calc.py", 12) in lines for lines in spectrum.passing.values())
    assert spectrum.ochiai()[("pkg/calc.py", 5)] == pytest.approx(1.0)
    assert not any(p.name.startswith(".selfheal-cov") for p in project.iterdir())


def test_spectrum_counts_fixture_code_and_tells_parametrized_variants_apart(
        tmp_path: Path) -> None:
    (tmp_path / "stack.py").write_text(
        "def build(items):\n    out = []\n    for x in items:\n        out.append(x)\n"
        "    return out\n\n\ndef top(xs, k):\n    if k > 1:\n        return xs[0]\n"
        "    return xs[-1]\n")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_stack.py").write_text(
        "import pytest\nfrom stack import build, top\n\n\n@pytest.fixture\n"
        "def xs():\n    return build([1, 2, 3])\n\n\n@pytest.mark.parametrize('k', [1, 2])\n"
        "def test_top(xs, k):\n    assert top(xs, k) == 3\n")
    env = dict(os.environ)
    env["PYTHONPATH"] = str(tmp_path) + os.pathsep + env.get("PYTHONPATH", "")
    spectrum = collect_spectrum(tmp_path, ["tests/test_stack.py::test_top[2]"], LocalSandbox(),
                                env, timeout=120)
    lines = spectrum.failing["tests/test_stack.py::test_top[2]"]
    assert ("stack.py", 4) in lines  # run by the fixture, not by the test function
    assert ("stack.py", 10) in lines and ("stack.py", 11) not in lines
    # the passing variant is a passing test of its own, not part of the failing one
    assert spectrum.passing["tests/test_stack.py::test_top[1]"] >= {("stack.py", 11)}


def test_collect_spectrum_is_empty_when_coverage_fails(project: Path) -> None:
    env = {"PATH": os.environ.get("PATH", ""), "PYTHONPATH": "/nonexistent"}
    spectrum = collect_spectrum(project, ["tests/test_calc.py::test_high"], LocalSandbox(),
                                {**env, "PYTHONHOME": sys.prefix + "/missing"}, timeout=30)
    assert spectrum == Spectrum()


SEARCH = """\
def lower_bound(xs, t):
    lo, hi = 0, len(xs)
    while lo < hi:
        mid = (lo + hi) // 2
        if xs[mid] < t:
            lo = mid + 1
        else:
            lo = mid
    return lo
"""


def test_a_hung_test_points_at_what_should_move_its_loop(tmp_path: Path) -> None:
    """Stopped by a timeout on the loop's condition: the statements that assign what the
    condition reads, and the loop header, rank above the line that happened to run."""
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "search.py").write_text(SEARCH)
    frames = [Frame(path="tests/test_search.py", lineno=4, function="test_bound"),
              Frame(path="pkg/search.py", lineno=4, function="lower_bound")]
    hung = Failure(nodeid="tests/test_search.py::test_bound", exc_type="Failed",
                   message="Timeout (>10.0s) from pytest-timeout.", frames=frames)
    top = rank_suspects(tmp_path, [hung])
    assert {s.line for s in top[:3]} == {3, 6, 8}
    assert top[0].signal == "hang"
    plain = Failure(nodeid="tests/test_search.py::test_bound", exc_type="AssertionError",
                    message="assert 3 == 2", frames=frames)
    assert rank_suspects(tmp_path, [plain])[0].line == 4  # not a hang: the frame line first


def test_a_module_constant_read_by_a_suspect_is_ranked(tmp_path: Path) -> None:
    """`SEGMENTS = range(1, 20)` runs at import, before any test: no frame or coverage
    context reaches it, so a ranked statement reading it passes it a share of its score."""
    (tmp_path / "darts.py").write_text(
        "SEGMENTS = range(1, 20)\nOTHER = 3\n\n\ndef singles():\n"
        "    return [n for n in SEGMENTS]\n")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_darts.py").write_text(
        "from darts import singles\n\n\ndef test_singles():\n    assert 20 in singles()\n")
    failure = assertion_failure("tests/test_darts.py", "test_singles", 5,
                                "assert 20 in [1, 2]")
    suspects = {(s.path, s.line): s for s in rank_suspects(tmp_path, [failure])}
    assert ("darts.py", 1) in suspects and ("darts.py", 2) not in suspects
    assert "defines SEGMENTS, read at line 6" in suspects[("darts.py", 1)].reasons
    assert suspects[("darts.py", 1)].score < suspects[("darts.py", 6)].score


def test_collect_spectrum_carries_the_users_options(project: Path) -> None:
    """A test that hangs is stopped by the user's own `--timeout`, carried like every
    rerun's: the spectrum keeps the other tests instead of timing out whole."""
    from pytest_selfheal.useropts import ARGS_ENV, encode

    (project / "tests" / "test_hang.py").write_text(
        "from pkg.calc import clamp\n\n\ndef test_hangs():\n"
        "    while clamp(5, 0, 10) == 5:\n        pass\n")
    env = dict(os.environ)
    env["PYTHONPATH"] = str(project) + os.pathsep + env.get("PYTHONPATH", "")
    env[ARGS_ENV] = encode(["--timeout", "2"])
    failing = ["tests/test_calc.py::test_high", "tests/test_hang.py::test_hangs"]
    spectrum = collect_spectrum(project, failing, LocalSandbox(), env, timeout=20)
    assert ("pkg/calc.py", 5) in spectrum.failing["tests/test_calc.py::test_high"]
    assert ("pkg/calc.py", 2) in spectrum.failing["tests/test_hang.py::test_hangs"]


def test_collect_spectrum_stops_the_tests_that_hung(project: Path) -> None:
    """With no user timeout, a test that hung is stopped after `stop_ids`' seconds
    (pytest_selfheal.hangstop) with its loop's lines recorded; the run goes on, and a
    slow passing test not named is never cut short (it still counts as passing)."""
    (project / "tests" / "test_hang.py").write_text(
        "import time\n\nfrom pkg.calc import clamp\n\n\ndef test_hangs():\n"
        "    while clamp(5, 0, 10) == 5:\n        pass\n\n\n"
        "def test_slow():\n    time.sleep(1.5)\n    assert clamp(1, 0, 10) == 1\n")
    env = dict(os.environ)
    env["PYTHONPATH"] = str(project) + os.pathsep + env.get("PYTHONPATH", "")
    failing = ["tests/test_hang.py::test_hangs"]
    # a 20 s run would time out whole (an empty spectrum) if the hanging test ran on
    spectrum = collect_spectrum(project, failing, LocalSandbox(), env, timeout=20,
                                stop_ids=(failing, 0.5))
    assert ("pkg/calc.py", 2) in spectrum.failing["tests/test_hang.py::test_hangs"]
    assert any(name.endswith("test_slow") for name in spectrum.passing)


def test_hangstop_fails_only_the_named_test(tmp_path: Path) -> None:
    import subprocess

    from pytest_selfheal.hangstop import IDS_ENV, SECONDS_ENV

    (tmp_path / "test_h.py").write_text(
        "import time\n\n\ndef test_loop():\n    while True:\n        pass\n\n\n"
        "def test_slow():\n    time.sleep(0.6)\n")
    env = {**os.environ, IDS_ENV: "test_h.py::test_loop", SECONDS_ENV: "0.3"}
    out = subprocess.run([sys.executable, "-m", "pytest", "-p", "pytest_selfheal.hangstop",
                          "-q", "-p", "no:cacheprovider", "test_h.py"], cwd=tmp_path, env=env,
                         capture_output=True, text=True, timeout=60).stdout
    assert "TestTookTooLong: stopped after 0.3 s" in out
    assert "1 failed, 1 passed" in out


def test_import_time_code_and_properties_are_reached(tmp_path: Path) -> None:
    """`THROWS = _throws()` runs `_throws` at import, and `_throws` reads `SEGMENTS`: both
    share the constant's suspicion; a property the tested code reads is flowed into like
    a call (`field.fill` runs `def fill`)."""
    (tmp_path / "darts.py").write_text(
        "SEGMENTS = range(1, 20)\n\n\ndef _throws():\n    out = []\n"
        "    for n in SEGMENTS:\n        out.append(n)\n    return out\n\n\n"
        "THROWS = _throws()\n\n\nclass F:\n    kind = 'int'\n\n    @property\n"
        "    def fill(self):\n        return '0' if self.kind == 'int' else ' '\n\n\n"
        "def score(t):\n    return THROWS.index(t)\n\n\ndef pad(f, text):\n"
        "    return text.rjust(5, f.fill)\n")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_darts.py").write_text(
        "from darts import F, pad, score\n\n\ndef test_score():\n    assert score(20) == 19\n"
        "\n\ndef test_pad():\n    assert pad(F(), '1') == '00001'\n")

    def fail(name: str, line: int) -> Failure:
        return assertion_failure("tests/test_darts.py", name, line, "assert 1 == 2")

    ranked = {(s.path, s.line): s for s in rank_suspects(tmp_path, [fail("test_score", 5)])}
    assert "defines THROWS, read at line 23" in ranked[("darts.py", 11)].reasons
    assert "runs at import for THROWS" in ranked[("darts.py", 6)].reasons
    assert "defines SEGMENTS, read at import for THROWS" in ranked[("darts.py", 1)].reasons
    padded = {(s.path, s.line) for s in rank_suspects(tmp_path, [fail("test_pad", 9)])}
    assert ("darts.py", 19) in padded  # the property's return


def test_a_statement_writing_the_asserted_attribute_ranks_like_a_return(tmp_path: Path) -> None:
    """`assert plan(3).total == 6` reads `.total`: `result.total = x` in plan is the
    value the assertion sees, so it ranks with the returns, above the other statements."""
    (tmp_path / "plan.py").write_text(
        "class R:\n    total = 0\n\n\ndef plan(n):\n    result = R()\n    x = 0\n"
        "    for i in range(n):\n        x = i + 1\n        result.total = x\n"
        "        result.count = i\n    return result\n")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_plan.py").write_text(
        "from plan import plan\n\n\ndef test_total():\n    assert plan(3).total == 6\n")
    failure = assertion_failure("tests/test_plan.py", "test_total", 5, "assert 3 == 6")
    ranked = {(s.path, s.line): s for s in rank_suspects(tmp_path, [failure])}
    writes, other = ranked[("plan.py", 10)], ranked[("plan.py", 11)]
    assert "flows into assert (writes .total)" in writes.reasons
    assert writes.score > other.score
    assert writes.score == ranked[("plan.py", 12)].score  # the return


LONGEST = '''\
def longest(words):
    best = 0
    for word in words:
        word = word.strip()
        size = len(word)
        if size > best:
            best = best + size
    return best
'''


def test_an_assignment_to_the_returned_name_ranks_above_conditions(tmp_path: Path) -> None:
    """`assert longest(...) == 3` compares what `return best` gave: `best = best + size`
    sets that value, one step from the return, so it ranks above the conditions and
    the other statements (a running best kept with its old value in front); `size = ...`
    feeds it, and ranks above the statements that do not."""
    (tmp_path / "words.py").write_text(LONGEST)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_words.py").write_text(
        "from words import longest\n\n\ndef test_longest():\n"
        "    assert longest(['a', 'ab', 'abc']) == 3\n")
    failure = assertion_failure("tests/test_words.py", "test_longest", 5, "assert 6 == 3")
    ranked = {s.line: s for s in rank_suspects(tmp_path, [failure])}
    assert "flows into assert (writes best, returned)" in ranked[7].reasons
    assert ranked[8].score > ranked[7].score > ranked[6].score > ranked[4].score
    assert ranked[2].score == ranked[7].score  # the start value is set there too
    # `size` is not returned, but the returned name takes it: one step further
    assert ranked[6].score > ranked[5].score > ranked[4].score
    assert "flows into assert (writes size, which feeds the returned value)" in (
        ranked[5].reasons)


SQUARES = '''\
def square_table(rows):
    table = [[0] * len(row) for row in rows]
    for i, row in enumerate(rows):
        for j, cell in enumerate(row):
            if not cell:
                continue
            r, c = i - 1, j - 1
            table[i][j] = 1 + min(table[r][j], table[i][j], table[r][c])
            marks = [cell]
            marks.append(i)
    return table
'''


def test_a_write_into_the_returned_container_ranks_like_an_assignment_to_it(
        tmp_path: Path) -> None:
    """`return table` gives back what `table[i][j] = ...` filled in place: that write is
    one step from the returned value, like `table = ...`, and the names it reads or
    writes through (`r` in `table[r][j]`) feed it; an in-place change of a local the
    function does not return (`marks.append(i)`) stays a plain statement."""
    (tmp_path / "squares.py").write_text(SQUARES)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_squares.py").write_text(
        "from squares import square_table\n\n\ndef test_table():\n"
        "    assert square_table([[1, 1], [1, 1]]) == [[1, 1], [1, 2]]\n")
    failure = assertion_failure("tests/test_squares.py", "test_table", 5, "assert [] == []")
    ranked = {s.line: s for s in rank_suspects(tmp_path, [failure])}
    assert "flows into assert (writes table, returned)" in ranked[8].reasons
    assert ranked[8].score > ranked[5].score  # above the conditions
    assert "flows into assert (writes c, which feeds the returned value)" in ranked[7].reasons
    assert ranked[7].score > ranked[10].score == ranked[9].score


def test_a_raise_does_not_rank_the_returned_names_writes(tmp_path: Path) -> None:
    """With no assertion on a value (the test only calls), the returned name's
    assignments stay plain statements."""
    (tmp_path / "words.py").write_text(LONGEST)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_words.py").write_text(
        "from words import longest\n\n\ndef test_longest():\n    longest([' a'])\n")
    failure = Failure(nodeid="tests/test_words.py::test_longest", exc_type="TypeError",
                      message="boom", test_path="tests/test_words.py",
                      frames=[Frame(path="tests/test_words.py", lineno=5,
                                    function="test_longest")])
    ranked = {s.line: s for s in rank_suspects(tmp_path, [failure])}
    assert ranked[7].score == ranked[4].score == ranked[5].score


HOTEL = '''\
class Taken(Exception):
    pass


class Stay:
    def __init__(self, start, end):
        self.start, self.end = start, end

    def overlaps(self, start, end):
        return self.start <= end and start <= self.end


class Hotel:
    def __init__(self):
        self.stays = []

    def is_free(self, start, end):
        return not any(s.overlaps(start, end) for s in self.stays)

    def book(self, start, end):
        if end <= start:
            raise ValueError("empty stay")
        elif not self.is_free(start, end):
            raise Taken("taken")
        self.stays.append(Stay(start, end))
        total = end - start
        note = f"{total} nights"
        return note
'''
HOTEL_TEST = '''\
from hotel import Hotel


def test_back_to_back():
    hotel = Hotel()
    hotel.book(1, 5)
    hotel.book(5, 7)
'''


def taken_at(root: Path, source: str, line: int) -> Failure:
    """The hotel project written under root, and its test failing with `Taken` raised at
    `line` of hotel.py."""
    (root / "hotel.py").write_text(source)
    (root / "tests").mkdir()
    (root / "tests" / "test_hotel.py").write_text(HOTEL_TEST)
    return Failure(
        nodeid="tests/test_hotel.py::test_back_to_back", exc_type="Taken", message="taken",
        test_path="tests/test_hotel.py",
        frames=[Frame(path="tests/test_hotel.py", lineno=7, function="test_back_to_back"),
                Frame(path="hotel.py", lineno=line, function="book")])


def test_the_functions_deciding_a_wrong_raise_rank_above_its_neighbours(tmp_path: Path
                                                                        ) -> None:
    """`elif not self.is_free(...): raise Taken` raised: `is_free` and what it calls
    (`overlaps`) decided it, so their statements outrank the rest of `book`."""
    ranked = rank_suspects(tmp_path, [taken_at(tmp_path, HOTEL, 24)])
    lines = [s.line for s in ranked]
    assert lines[0] == 24  # the raise itself
    # is_free's return, then overlaps', above the plain statements of book
    assert lines.index(18) < lines.index(10) < min(lines.index(n) for n in (22, 26, 27))
    reasons = {s.line: s.reasons for s in ranked}
    assert any("decided the raise at line 24" in r for r in reasons[18])
    assert any("called from is_free" in r for r in reasons[10])


def test_a_raise_outside_any_condition_decides_nothing(tmp_path: Path) -> None:
    source = HOTEL.replace(
        "        if end <= start:\n            raise ValueError(\"empty stay\")\n"
        "        elif not self.is_free(start, end):\n            raise Taken(\"taken\")\n",
        "        raise Taken(\"taken\")\n")
    ranked = rank_suspects(tmp_path, [taken_at(tmp_path, source, 21)])
    assert not any("decided" in r for s in ranked for r in s.reasons)


def test_an_appended_value_does_not_feed_the_returned_list(tmp_path: Path) -> None:
    """`out.append(x)` writes the returned `out` (it ranks like `out = ...`), but `x`
    is a step further: what computes it stays a plain statement."""
    (tmp_path / "answers.py").write_text(
        "def answers(queries, table):\n    out = []\n    for q in queries:\n"
        "        x = table.get(q)\n        out.append(x)\n    return out\n")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_answers.py").write_text(
        "from answers import answers\n\n\ndef test_answers():\n"
        "    assert answers([1], {1: 2}) == [3]\n")
    failure = assertion_failure("tests/test_answers.py", "test_answers", 5, "assert [2] == [3]")
    ranked = {s.line: s for s in rank_suspects(tmp_path, [failure])}
    assert "flows into assert (writes out, returned)" in ranked[5].reasons
    assert not any("feeds" in r for r in ranked[4].reasons)


PEEL = '''\
def _order(degree):
    items = [(d, v) for v, d in degree.items()]
    return items


def core(degree):
    out = {}
    for d, v in _order(degree):
        out[v] = d
    return out


def top(degree):
    ranked = core(degree)
    return max(ranked.values())


def ordering(degree):
    return [v for _, v in _order(degree)]
'''
PEEL_TESTS = '''\
from peel import core, ordering, top


def test_core():
    assert core({"a": 2, "b": 1}) == {"b": 1, "a": 2}


def test_top():
    assert top({"a": 2, "b": 1}) == 2


def test_ordering():
    assert ordering({"a": 2, "b": 1}) == ["b", "a"]
'''


def test_the_helper_that_failing_tests_entering_apart_share_ranks_first(tmp_path: Path) -> None:
    """Three failing tests enter through `core`, `top` and `ordering`; only `_order`
    (reached from `top` through `core`, two calls down) runs under all three, so its
    statements rank above those that only one test's entry runs."""
    (tmp_path / "peel.py").write_text(PEEL)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_peel.py").write_text(PEEL_TESTS)
    failures = [assertion_failure("tests/test_peel.py", name, line, "assert ...")
                for name, line in (("test_core", 5), ("test_top", 9), ("test_ordering", 13))]
    ranked = rank_suspects(tmp_path, failures)
    by_line = {s.line: s for s in ranked}
    assert "reached by 3 of 3 failing tests" in by_line[2].reasons
    assert "reached by 2 of 3 failing tests" in by_line[7].reasons  # core: core's and top's
    assert not any("failing tests" in r for r in by_line[15].reasons)  # top: its own test
    # _order's return above those of top and ordering, which only their own tests run
    assert by_line[3].score > max(by_line[15].score, by_line[19].score)
    assert by_line[2].score > by_line[14].score
    # one failing test: nothing is shared, the signal stays out
    alone = {s.line: s for s in rank_suspects(tmp_path, failures[:1])}
    assert not any("failing tests" in r for s in alone.values() for r in s.reasons)


SPLINE = """\
def solve(xs, ys):
    if len(xs) != len(ys):
        raise ValueError("as many xs as ys")
    total = 0
    for x, y in zip(xs, ys):
        total += x * y
    return total
"""


def _spline_project(tmp_path: Path) -> Path:
    (tmp_path / "spline.py").write_text(SPLINE)
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_spline.py").write_text(
        "from spline import solve\n\n\ndef test_solve():\n    assert solve([1], [2]) == 3\n")
    return tmp_path


def _spline_failure(message: str = "assert 2 == 3") -> Failure:
    return Failure(nodeid="tests/test_spline.py::test_solve", exc_type="AssertionError",
                   message=message, test_path="tests/test_spline.py",
                   frames=[Frame(path="tests/test_spline.py", lineno=5, function="test_solve")])


def _spline_spectrum(lines: tuple[int, ...] = (2, 4, 5, 6, 7)) -> Spectrum:
    return Spectrum(failing={"tests/test_spline.py::test_solve": {("spline.py", n) for n in lines}},
                    passing={"other": {("spline.py", n) for n in (2, 4, 5, 6, 7)}})


def test_a_raise_only_check_no_failing_test_tripped_ranks_below_the_code_it_guards(
        tmp_path: Path) -> None:
    root = _spline_project(tmp_path)
    ranked = {s.line: s for s in rank_suspects(root, [_spline_failure()], _spline_spectrum())}
    assert "a check that raised for no failing test" in ranked[2].reasons
    assert ranked[2].score < ranked[5].score  # below the loop header, which it would lead


def test_a_check_that_raised_or_a_missing_exception_keeps_its_rank(tmp_path: Path) -> None:
    root = _spline_project(tmp_path)
    tripped = {s.line: s for s in rank_suspects(
        root, [_spline_failure()], _spline_spectrum((2, 3)))}
    assert "a check that raised for no failing test" not in tripped[2].reasons
    missing = {s.line: s for s in rank_suspects(
        root, [_spline_failure("Failed: DID NOT RAISE <class 'ValueError'>")],
        _spline_spectrum())}
    assert "a check that raised for no failing test" not in missing[2].reasons


PAD = """\
def pad(text, width, flags):
    if "0" in flags:
        return text.rjust(width, "0")
    if "-" in flags:
        return text.ljust(width)
    return text.rjust(width)
"""


def test_an_if_is_as_suspect_as_the_branch_the_failing_test_took(tmp_path: Path) -> None:
    """Every test of `pad` evaluates `"0" in flags`, so its statement ochiai is low;
    the failing test shares the branch it took (`return text.rjust(width, "0")`) with
    one passing test only, and the condition gets a share of that branch's score."""
    (tmp_path / "pad.py").write_text(PAD)
    failure = Failure(nodeid="tests/test_pad.py::test_left_zero", exc_type="AssertionError",
                      message="assert '007' == '7  '", test_path="tests/test_pad.py")
    spectrum = Spectrum(
        failing={failure.nodeid: {("pad.py", n) for n in (2, 3)}},
        passing={"zero": {("pad.py", n) for n in (2, 3)},
                 "left": {("pad.py", n) for n in (2, 4, 5)},
                 "right": {("pad.py", n) for n in (2, 4, 6)},
                 "plain": {("pad.py", n) for n in (2, 4, 6)}})
    ranked = {s.line: s for s in rank_suspects(tmp_path, [failure], spectrum)}
    assert "its branch taken: ochiai 0.71" in ranked[2].reasons
    assert ranked[2].score == pytest.approx(0.9 * 0.9 * 2 ** -0.5, abs=0.01)
    assert 4 not in ranked  # no failing test reached the second condition
