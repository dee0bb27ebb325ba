import pytest

from bencode import canonical, decode, decode_prefix, encode, is_valid


@pytest.mark.parametrize(
    "obj, text",
    [
        (42, "i42e"),
        (-7, "i-7e"),
        (0, "i0e"),
        ("spam", "4:spam"),
        ("", "0:"),
        ([1, "a", []], "li1e1:alee"),
        ({"b": 2, "a": [1]}, "d1:ali1ee1:bi2ee"),
    ],
)
def test_encode(obj, text):
    assert encode(obj) == text


def test_encode_rejects_unsupported_types():
    with pytest.raises(TypeError):
        encode(True)
    with pytest.raises(TypeError):
        encode({1: "x"})
    with pytest.raises(TypeError):
        encode(1.5)


def test_decode_nested():
    text = "d4:infod6:lengthi1024e4:name5:a.txte5:peersl3:foo3:baree"
    assert decode(text) == {
        "info": {"length": 1024, "name": "a.txt"},
        "peers": ["foo", "bar"],
    }


def test_round_trip():
    obj = {"announce": "http://t/x", "list": [[], {}, [0, -1]], "n": 3}
    assert decode(encode(obj)) == obj
    assert canonical(encode(obj)) == encode(obj)


def test_string_may_contain_delimiters():
    assert decode("6:i1e:de") == "i1e:de"


def test_decode_prefix_returns_rest():
    assert decode_prefix("li1eei2e") == ([1], "i2e")


@pytest.mark.parametrize(
    "text", ["i03e", "i-0e", "ie", "i1", "5:abc", "l", "li1e", "x", "", "i1ei2e", "di1ei2ee"]
)
def test_malformed_inputs_rejected(text):
    with pytest.raises(ValueError):
        decode(text)


def test_rejects_unsorted_keys():
    with pytest.raises(ValueError):
        decode("d1:bi1e1:ai2ee")


def test_rejects_duplicate_keys_in_nested_dict():
    with pytest.raises(ValueError):
        decode("ld1:ki1e1:ki2eee")


def test_is_valid():
    assert is_valid("d1:a0:1:bli0eee")
    assert not is_valid("d1:a0:1:a0:e")
    assert not is_valid("i-e")
