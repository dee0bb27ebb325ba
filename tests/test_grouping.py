"""Grouping failures by root cause: shared deepest project frame, collection errors by file."""

from __future__ import annotations

from opcands import KMP_STUCK

from pytest_selfheal.grouping import (
    file_clusters,
    group_failures,
    hang_related,
    root_cause_key,
    unique_nodeids,
)
from pytest_selfheal.records import Failure, Frame


def _f(nodeid: str, *frames: tuple[str, str, bool], when: str = "call",
       exc: str = "AssertionError") -> Failure:
    return Failure(
        nodeid=nodeid, when=when, exc_type=exc,  # type: ignore[arg-type]
        test_path=nodeid.split("::")[0],
        frames=[Frame(path=p, lineno=1, function=fn, in_project=inp) for p, fn, inp in frames],
    )


T = ("tests/test_calc.py", "test_x", True)
LIB = ("/usr/lib/python3.11/json/__init__.py", "loads", False)


def test_same_deepest_project_frame_groups_together() -> None:
    a = _f("tests/test_calc.py::test_a", T, ("calc.py", "average", True), LIB)
    b = _f("tests/test_other.py::test_b", ("tests/test_other.py", "test_b", True),
           ("calc.py", "helper", True), ("calc.py", "average", True))
    c = _f("tests/test_calc.py::test_c", T, ("calc.py", "clamp", True))
    groups = group_failures([a, b, c])
    assert [[m.nodeid for m in g] for g in groups.values()] == [
        ["tests/test_calc.py::test_a", "tests/test_other.py::test_b"],
        ["tests/test_calc.py::test_c"],
    ]
    assert root_cause_key(a) == "frame:calc.py:average"


def test_test_frames_and_library_frames_are_skipped() -> None:
    only_tests = _f("tests/test_calc.py::test_a", T, LIB, exc="KeyError")
    helper_in_tests = _f("tests/test_calc.py::test_b", T, ("tests/helpers.py", "mk", True),
                         exc="KeyError")
    assert root_cause_key(only_tests) == "exc:KeyError:tests/test_calc.py"
    assert root_cause_key(helper_in_tests) == root_cause_key(only_tests)
    other_file = _f("tests/test_more.py::test_c", ("tests/test_more.py", "test_c", True),
                    exc="KeyError")
    other_type = _f("tests/test_calc.py::test_d", T, exc="ValueError")
    groups = group_failures([only_tests, helper_in_tests, other_file, other_type])
    assert [len(g) for g in groups.values()] == [2, 1, 1]


def test_collection_errors_group_by_file() -> None:
    e1 = _f("tests/test_a.py", ("src/mod.py", "<module>", True), when="collect",
            exc="SyntaxError")
    e2 = _f("tests/test_b.py", ("src/mod.py", "<module>", True), when="collect",
            exc="SyntaxError")
    e1_again = _f("tests/test_a.py", when="collect", exc="ImportError")
    groups = group_failures([e1, e2, e1_again])
    assert [[m.nodeid for m in g] for g in groups.values()] == [
        ["tests/test_a.py", "tests/test_a.py"], ["tests/test_b.py"]]
    assert root_cause_key(e1) == "collect:tests/test_a.py"


def test_order_and_ids_are_stable() -> None:
    fs = [
        _f("tests/test_z.py::test_1", ("z.py", "zed", True)),
        _f("tests/test_a.py::test_1", ("a.py", "aye", True)),
        _f("tests/test_z.py::test_2", ("z.py", "zed", True)),
    ]
    first = group_failures(fs)
    again = group_failures([f.model_copy() for f in fs])
    assert list(first) == list(again)
    ids = list(first)
    assert ids[0].startswith("g1-") and ids[1].startswith("g2-")
    assert [m.nodeid for m in first[ids[0]]] == ["tests/test_z.py::test_1",
                                                  "tests/test_z.py::test_2"]
    # the id depends on the root cause, not on the failures' order
    swapped = group_failures([fs[1], fs[0], fs[2]])
    assert list(swapped)[1][3:] == ids[0][3:]


def test_unique_nodeids_keeps_first_seen_order() -> None:
    fs = [_f("t.py::b"), _f("t.py::a"), _f("t.py::b", when="teardown"), _f("")]
    assert unique_nodeids(fs) == ["t.py::b", "t.py::a"]


def test_absolute_test_path_groups_by_itself() -> None:
    outside = _f("/elsewhere/test_x.py::test_x", ("/elsewhere/test_x.py", "test_x", False))
    inside = _f("tests/test_calc.py::test_a", T)
    groups = group_failures([outside, inside])
    assert len(groups) == 2
    assert root_cause_key(outside) == "exc:AssertionError:/elsewhere/test_x.py"


def test_precisely_localized_groups_are_healed_first() -> None:
    from pytest_selfheal.records import Failure, Frame

    vague = Failure(nodeid="tests/test_t.py::test_widths", exc_type="AssertionError",
                    test_path="tests/test_t.py",
                    frames=[Frame(path="tests/test_t.py", lineno=3, function="test_widths")])
    precise = Failure(nodeid="tests/test_t.py::test_render", exc_type="IndexError",
                      test_path="tests/test_t.py",
                      frames=[Frame(path="tests/test_t.py", lineno=9, function="test_render"),
                              Frame(path="matrix.py", lineno=17, function="transpose")])
    broken = Failure(nodeid="tests/test_b.py", when="collect", test_path="tests/test_b.py")
    other = Failure(nodeid="tests/test_o.py::test_sum", exc_type="AssertionError",
                    test_path="tests/test_o.py",
                    frames=[Frame(path="tests/test_o.py", lineno=3, function="test_sum")])
    groups = list(group_failures([other, vague, precise, broken]).values())
    assert [g[0].nodeid for g in groups] == [broken.nodeid, precise.nodeid, other.nodeid]
    # the wrong value of the same test file joins the precise group, after its failures
    assert [m.nodeid for m in groups[1]] == [precise.nodeid, vague.nodeid]


def test_vague_failures_stay_apart_when_their_file_reaches_two_functions() -> None:
    a = _f("tests/test_calc.py::test_a", T, ("calc.py", "average", True), exc="IndexError")
    b = _f("tests/test_calc.py::test_b", T, ("calc.py", "clamp", True), exc="KeyError")
    c = _f("tests/test_calc.py::test_c", T)
    d = _f("tests/test_more.py::test_d", ("tests/test_more.py", "test_d", True))
    groups = group_failures([a, b, c, d])
    assert [[m.nodeid for m in g] for g in groups.values()] == [
        [a.nodeid], [b.nodeid], [c.nodeid], [d.nodeid]]
    # with one function reached, the vague failure joins it; other files stay apart
    merged = group_failures([a, c, d])
    assert [[m.nodeid for m in g] for g in merged.values()] == [[a.nodeid, c.nodeid],
                                                                 [d.nodeid]]


def test_a_hang_groups_by_the_function_the_test_called_not_where_the_timer_fired() -> None:
    def hang(nodeid: str, deepest: str) -> Failure:
        return Failure(nodeid=nodeid, exc_type="Failed", test_path="tests/test_calc.py",
                       message="Timeout (>10.0s) from pytest-timeout.",
                       frames=[Frame(path="tests/test_calc.py", lineno=3, function="test_x"),
                               Frame(path="calc.py", lineno=9, function="count"),
                               Frame(path="calc.py", lineno=4, function=deepest)])
    a, b = hang("tests/test_calc.py::test_a", "_step"), hang("tests/test_calc.py::test_b", "_go")
    wrong = _f("tests/test_calc.py::test_c", T)
    groups = group_failures([a, b, wrong])
    assert [[m.nodeid for m in g] for g in groups.values()] == [[a.nodeid, b.nodeid, wrong.nodeid]]
    assert root_cause_key(a) == "frame:calc.py:count"


KMP = KMP_STUCK + '''

def search(text, pattern):
    pi = prefix_function(pattern)
    return [pi, text]


def spin(n):
    while n:
        helper = lambda: n
        n = helper()
'''


def _hung(nodeid: str, *frames: tuple[str, int, str]) -> Failure:
    return Failure(nodeid=nodeid, exc_type="Failed", test_path=nodeid.split("::")[0],
                   message="Timeout (>10.0s) from pytest-timeout.",
                   frames=[Frame(path=p, lineno=n, function=fn) for p, n, fn in frames])


def test_tests_that_hang_in_one_loop_are_one_group_whichever_function_they_called(
        tmp_path) -> None:
    (tmp_path / "kmp.py").write_text(KMP)
    test = ("tests/test_kmp.py", 3, "test_x")
    direct = _hung("tests/test_kmp.py::test_prefix", test, ("kmp.py", 5, "prefix_function"))
    through = _hung("tests/test_kmp.py::test_search", test, ("kmp.py", 14, "search"),
                    ("kmp.py", 6, "prefix_function"))
    # without the source the outermost project function decides: two groups
    assert len(group_failures([direct, through])) == 2
    groups = group_failures([direct, through], tmp_path)
    assert [[m.nodeid for m in g] for g in groups.values()] == [[direct.nodeid, through.nodeid]]
    assert root_cause_key(direct, tmp_path) == "loop:kmp.py:5"
    # a frame in a lambda inside a loop is not in that loop; its caller's frame is
    caller = _hung("tests/test_kmp.py::test_spin", test, ("kmp.py", 21, "spin"),
                   ("kmp.py", 20, "<lambda>"))
    assert root_cause_key(caller, tmp_path) == "loop:kmp.py:19"
    alone = _hung("tests/test_kmp.py::test_spin", test, ("kmp.py", 20, "<lambda>"))
    assert root_cause_key(alone, tmp_path) == "frame:kmp.py:<lambda>"
    # a hang outside any loop, or in a file that cannot be read, keeps the function key
    flat = _hung("tests/test_kmp.py::test_f", test, ("kmp.py", 14, "search"))
    gone = _hung("tests/test_kmp.py::test_g", test, ("gone.py", 3, "run"))
    assert root_cause_key(flat, tmp_path) == "frame:kmp.py:search"
    assert root_cause_key(gone, tmp_path) == "frame:gone.py:run"
    # failures that did not hang never group by loop
    plain = _f("tests/test_kmp.py::test_h", T, ("kmp.py", "prefix_function", True))
    assert root_cause_key(plain, tmp_path) == "frame:kmp.py:prefix_function"


def test_groups_that_share_a_test_file_with_a_hang_are_hang_related() -> None:
    test = ("tests/test_jobs.py", 3, "test_x")
    hung = _hung("tests/test_jobs.py::test_runs_forever", test, ("jobs.py", 9, "run"))
    wrong = _f("tests/test_jobs.py::test_next_time", T, ("jobs.py", "next_time", True))
    elsewhere = _f("tests/test_report.py::test_total", T, ("report.py", "total", True))
    groups = {"g1": [wrong], "g2": [hung], "g3": [elsewhere]}
    # the wrong value comes first, before the hang is seen: still one budget
    assert hang_related(groups) == {"g1", "g2"}
    assert hang_related({"g1": [wrong], "g3": [elsewhere]}) == set()


def test_groups_of_tests_that_hung_are_healed_after_those_that_failed_quickly(
        tmp_path) -> None:
    """op_collatz: `3 * n - 1` hangs the step counter's loop and gives next_term wrong
    values. Both groups share one hang budget; the quick group goes first, since every
    candidate of the hung group costs a timeout and the quick group's fix heals both."""
    (tmp_path / "kmp.py").write_text(KMP)
    test = ("tests/test_kmp.py", 3, "test_x")
    hung = _hung("tests/test_kmp.py::test_prefix", test, ("kmp.py", 5, "prefix_function"))
    wrong = _f("tests/test_kmp.py::test_search", T, ("kmp.py", "search", True))
    groups = group_failures([hung, wrong], tmp_path)
    assert [[m.nodeid for m in g] for g in groups.values()] == [[wrong.nodeid], [hung.nodeid]]
    # a failure seen only by an assert (no project frame) still comes before the hang
    vague = _f("tests/test_kmp.py::test_z", T)
    groups = group_failures([hung, vague], tmp_path)
    assert [[m.nodeid for m in g] for g in groups.values()] == [[vague.nodeid], [hung.nodeid]]
    assert hang_related(groups) == set(groups)
    # collection errors still come first
    broken = Failure(nodeid="tests/test_io.py", when="collect", exc_type="SyntaxError",
                     message="invalid syntax", test_path="tests/test_io.py")
    assert next(iter(group_failures([hung, broken], tmp_path).values())) == [broken]


def test_groups_linked_by_a_test_file_form_one_cluster() -> None:
    """One committed bug that fails a file's tests in several ways: one search budget."""
    a = _f("tests/test_hotel.py::test_overlap", T, ("hotel.py", "overlaps", True))
    b = _f("tests/test_hotel.py::test_book", T, ("hotel.py", "book", True))
    c = _f("tests/test_report.py::test_total", T, ("report.py", "total", True))
    d = _f("tests/test_report.py::test_rows", T, ("report.py", "rows", True))
    e = _f("tests/test_other.py::test_x", T, ("other.py", "x", True))
    groups = {"g1": [a], "g2": [b], "g3": [c], "g4": [d, a], "g5": [e]}
    got = file_clusters(groups)
    assert "g5" not in got  # alone in its file: its own budget
    assert got["g1"] == got["g2"] == got["g3"] == got["g4"]  # linked through g4
    assert file_clusters({"g1": [a], "g5": [e]}) == {}
