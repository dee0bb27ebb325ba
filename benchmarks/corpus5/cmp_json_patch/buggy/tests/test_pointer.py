import pytest

from jsonpatchlite import JsonPointer, PointerError

DOC = {
    "foo": ["bar", "baz"],
    "": 0,
    "a/b": 1,
    "m~n": 8,
    "nested": {"list": [{"id": 1}, {"id": 2}, {"id": 3}]},
}


@pytest.mark.rfc
@pytest.mark.parametrize(
    "text, expected",
    [
        ("", DOC),
        ("/foo/0", "bar"),
        ("/", 0),
        ("/a~1b", 1),
        ("/m~0n", 8),
    ],
)
def test_rfc_examples(text, expected):
    assert JsonPointer.parse(text).resolve(DOC) == expected


def test_round_trip_and_join():
    pointer = JsonPointer.parse("/nested/list") / 2 / "id"
    assert str(pointer) == "/nested/list/2/id"
    assert pointer.resolve(DOC) == 3
    assert JsonPointer.parse(str(JsonPointer(["a/b", "c~d"]))).tokens == ("a/b", "c~d")


@pytest.mark.parametrize(
    "text, message",
    [
        ("foo", "must start with '/'"),
        ("/foo/2", "out of range"),
        ("/foo/01", "invalid array index"),
        ("/foo/-", "past the end"),
        ("/missing", "not found"),
    ],
)
def test_bad_pointers(text, message):
    with pytest.raises(PointerError, match=message):
        JsonPointer.parse(text).resolve(DOC)


def test_parent_and_prefix():
    pointer = JsonPointer.parse("/nested/list/0")
    assert pointer.parent == JsonPointer.parse("/nested/list")
    assert pointer.last == "0"
    assert pointer.parent.is_prefix_of(pointer)
    assert not pointer.is_prefix_of(pointer.parent)
    assert JsonPointer.parse("/foo/1").exists(DOC)
    assert not JsonPointer.parse("/foo/bar").exists(DOC)
