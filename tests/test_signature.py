"""Failure signatures: stable across runs, line drift and volatile message parts."""

from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.signature import (
    failure_signature,
    group_signature,
    normalize_message,
    run_signature_hash,
)


def _failure(message: str, lineno: int = 10, nodeid: str = "tests/test_a.py::test_x") -> Failure:
    return Failure(
        nodeid=nodeid, exc_type="ZeroDivisionError", message=message,
        frames=[Frame(path="tests/test_a.py", lineno=3, function="test_x"),
                Frame(path="pkg/stats.py", lineno=lineno, function="mean"),
                Frame(path="/usr/lib/python3/x.py", lineno=1, function="f", in_project=False)],
    )


def test_volatile_parts_are_removed():
    a = normalize_message("<Obj at 0x7f3a2b> failed in /tmp/pytest-of-root/pytest-3/t0 after 12 s")
    b = normalize_message("<Obj at 0x1111> failed in /tmp/pytest-of-bob/pytest-9/t4 after 7 s")
    assert a == b
    assert "0x" not in a and "/tmp" not in a


def test_only_first_line_counts():
    assert normalize_message("division by zero\nassert 3 == 4") == "division by zero"


def test_line_drift_keeps_the_hash():
    assert failure_signature(_failure("division by zero", 10)).hash == \
        failure_signature(_failure("division by zero", 42)).hash


def test_different_function_changes_the_hash():
    other = _failure("division by zero")
    other.frames[1] = Frame(path="pkg/stats.py", lineno=10, function="median")
    assert failure_signature(other).hash != failure_signature(_failure("division by zero")).hash


def test_frames_are_project_only_and_deepest_first():
    sig = failure_signature(_failure("x"))
    assert sig.frames == ("pkg/stats.py::mean", "tests/test_a.py::test_x")
    assert len(sig.hash) == 12


def test_group_signature_is_order_independent():
    f1 = _failure("division by zero", nodeid="tests/test_a.py::test_1")
    f2 = _failure("division by zero", nodeid="tests/test_a.py::test_2")
    assert group_signature([f1, f2]) == group_signature([f2, f1])


def test_run_hash_ignores_order_and_duplicates():
    assert run_signature_hash(["a", "b"]) == run_signature_hash(["b", "a", "a"])
    assert run_signature_hash(["a"]) != run_signature_hash(["b"])
