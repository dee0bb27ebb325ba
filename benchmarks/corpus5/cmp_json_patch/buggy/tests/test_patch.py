import pytest

from jsonpatchlite import PatchError, apply_patch, make_patch


@pytest.fixture
def doc():
    return {"title": "draft", "tags": ["a", "b"], "meta": {"rev": 1}}


def test_input_is_not_modified(doc):
    apply_patch(doc, [{"op": "remove", "path": "/meta"}])
    assert doc["meta"] == {"rev": 1}


@pytest.mark.rfc
def test_add_inserts_into_arrays(doc):
    out = apply_patch(doc, [
        {"op": "add", "path": "/tags/1", "value": "x"},
        {"op": "add", "path": "/tags/-", "value": "z"},
        {"op": "add", "path": "/tags/4", "value": "end"},
    ])
    assert out["tags"] == ["a", "x", "b", "z", "end"]


def test_replace_move_copy(doc):
    out = apply_patch(doc, [
        {"op": "replace", "path": "/title", "value": "final"},
        {"op": "move", "from": "/meta/rev", "path": "/rev"},
        {"op": "copy", "from": "/tags", "path": "/meta/tags"},
    ])
    assert out == {"title": "final", "tags": ["a", "b"], "meta": {"tags": ["a", "b"]}, "rev": 1}


def test_replace_the_last_array_element(doc):
    assert apply_patch(doc, [{"op": "replace", "path": "/tags/1", "value": "B"}])["tags"] == ["a", "B"]


def test_test_op_is_type_strict(doc):
    assert apply_patch({"n": 1}, [{"op": "test", "path": "/n", "value": 1.0}]) == {"n": 1}
    with pytest.raises(PatchError, match="test failed at /n"):
        apply_patch({"n": 1}, [{"op": "test", "path": "/n", "value": True}])


@pytest.mark.parametrize(
    "op, message",
    [
        ({"op": "remove", "path": ""}, "whole document"),
        ({"op": "move", "from": "/meta", "path": "/meta/inner"}, "own child"),
        ({"op": "add", "path": "/tags/3", "value": 0}, "operation 0 \\(add\\): index 3"),
        ({"op": "frobnicate", "path": "/"}, "unknown op 'frobnicate'"),
    ],
)
def test_errors(doc, op, message):
    with pytest.raises(PatchError, match=message):
        apply_patch(doc, [op])


@pytest.mark.parametrize(
    "src, dst",
    [
        ({"a": 1, "b": [1, 2, 3]}, {"a": 2, "b": [1, 2], "c": None}),
        ([1, [2, 3]], [1, [2, 4], 5, 6]),
        ({"x": {"y": {"z": True}}}, {"x": {"y": {"z": 1}}}),
        ("same", "same"),
    ],
)
def test_make_patch_round_trip(src, dst):
    assert apply_patch(src, make_patch(src, dst)) == dst
    assert make_patch(dst, dst) == []
