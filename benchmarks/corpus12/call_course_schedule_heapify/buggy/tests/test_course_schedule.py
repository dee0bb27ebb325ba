import pytest

from course_schedule import (CycleError, all_prerequisites, build_graph, can_finish,
                             course_order, is_valid_order, semesters)

COURSES = ["calc2", "algebra", "physics", "calc1", "mechanics"]
PREREQS = [("calc1", "calc2"), ("algebra", "calc1"), ("calc1", "physics"),
           ("physics", "mechanics"), ("calc2", "mechanics")]


def test_build_graph_counts_indegrees():
    graph, indegree = build_graph(COURSES, PREREQS)
    assert graph["calc1"] == ["calc2", "physics"]
    assert indegree == {"calc2": 1, "algebra": 0, "physics": 1, "calc1": 1, "mechanics": 2}


def test_build_graph_rejects_unknown_course():
    with pytest.raises(KeyError):
        build_graph(["a"], [("a", "b")])


def test_course_order_chain():
    assert course_order(["a", "b", "c"], [("a", "b"), ("b", "c")]) == ["a", "b", "c"]


def test_course_order_is_lexicographically_smallest():
    courses = ["e", "d", "c", "b", "a"]
    assert course_order(courses, [("d", "a")]) == ["b", "c", "d", "a", "e"]


def test_course_order_of_curriculum():
    order = course_order(COURSES, PREREQS)
    assert is_valid_order(order, PREREQS)
    assert order == ["algebra", "calc1", "calc2", "physics", "mechanics"]


def test_cycle_detection():
    with pytest.raises(CycleError):
        course_order(["x", "y", "z"], [("x", "y"), ("y", "z"), ("z", "x")])
    assert not can_finish(["x", "y"], [("x", "y"), ("y", "x")])
    assert can_finish(COURSES, PREREQS)


def test_semesters():
    assert semesters(COURSES, PREREQS) == [["algebra"], ["calc1"], ["calc2", "physics"],
                                           ["mechanics"]]
    assert semesters(["b", "a"], []) == [["a", "b"]]


def test_all_prerequisites():
    assert all_prerequisites(COURSES, PREREQS, "mechanics") == [
        "algebra", "calc1", "calc2", "physics"]
    assert all_prerequisites(COURSES, PREREQS, "algebra") == []


@pytest.mark.parametrize(
    "order, expected",
    [(["a", "b"], True), (["b", "a"], False), (["a", "a", "b"], False), (["a"], False)],
)
def test_is_valid_order(order, expected):
    assert is_valid_order(order, [("a", "b")]) is expected
