import pytest

from json_lite import Parser, dumps, loads


@pytest.mark.parametrize(
    "text, expected",
    [("42", 42), ("-2.5e1", -25.0), ("true", True), ("null", None), ('"a\\tb"', "a\tb")],
)
def test_scalars(text, expected):
    assert loads(text) == expected


def test_array_with_spaces():
    assert loads("[ 1, 2 ,3 ]") == [1, 2, 3]


def test_compact_object():
    assert loads('{"a":1,"b":[true,null]}') == {"a": 1, "b": [True, None]}


def test_object_with_spaces_after_commas():
    assert loads('{"name": "ada", "age": 36}') == {"name": "ada", "age": 36}


def test_pretty_printed_nested_document():
    text = '{\n  "id": 7,\n  "tags": ["x", "y"],\n  "owner": {"name": "bo", "admin": false}\n}'
    assert loads(text) == {"id": 7, "tags": ["x", "y"], "owner": {"name": "bo", "admin": False}}


def test_empty_containers():
    assert loads(" { } ") == {}
    assert loads("[]") == []


@pytest.mark.parametrize("text", ['{"a" 1}', "[1, 2", '"open', "[1] x", "@"])
def test_malformed_input_raises(text):
    with pytest.raises(ValueError):
        loads(text)


def test_parser_position_after_parse():
    parser = Parser('  {"k":"v"}  ')
    assert parser.parse() == {"k": "v"}
    assert parser.pos == 13


def test_dumps():
    assert dumps({"a": [1, 2.5, None], "b": 'say "hi"\n'}) == '{"a":[1,2.5,null],"b":"say \\"hi\\"\\n"}'


def test_round_trip():
    value = {"list": [1, {"deep": [True, False]}], "text": "tab\there", "n": -3}
    assert loads(dumps(value)) == value
