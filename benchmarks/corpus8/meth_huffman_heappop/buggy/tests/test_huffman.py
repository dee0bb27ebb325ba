from huffman import Node, build_tree, code_table, cost, decode, encode

TEXTBOOK = {"a": 5, "b": 9, "c": 12, "d": 13, "e": 16, "f": 45}


def _lengths(frequencies):
    return {symbol: len(code) for symbol, code in code_table(build_tree(frequencies)).items()}


def test_empty_input():
    assert build_tree({}) is None
    assert code_table(None) == {}
    assert encode("") == (None, "")


def test_single_symbol_gets_one_bit():
    assert code_table(build_tree({"x": 7})) == {"x": "0"}
    root, bits = encode("zzz")
    assert bits == "000"
    assert decode(root, bits) == "zzz"


def test_two_symbols():
    assert sorted(code_table(build_tree({"a": 1, "b": 2})).values()) == ["0", "1"]


def test_root_weighs_the_total():
    root = build_tree(TEXTBOOK)
    assert isinstance(root, Node)
    assert root.weight == 100


def test_textbook_code_lengths():
    assert _lengths(TEXTBOOK) == {"a": 4, "b": 4, "c": 3, "d": 3, "e": 3, "f": 1}
    assert cost(TEXTBOOK) == 224


def test_powers_of_two_give_a_chain():
    assert _lengths({"a": 1, "b": 2, "c": 4, "d": 8, "e": 16}) == {
        "a": 4, "b": 4, "c": 3, "d": 2, "e": 1}


def test_equal_weights_give_a_balanced_code():
    assert set(_lengths({"a": 3, "b": 3, "c": 3, "d": 3}).values()) == {2}


def test_codes_are_prefix_free():
    codes = list(code_table(build_tree({"a": 13, "b": 7, "c": 4, "d": 16, "e": 1})).values())
    assert not any(x != y and y.startswith(x) for x in codes for y in codes)


def test_round_trip():
    for text in ["abracadabra", "mississippi river", "the quick brown fox jumps over the lazy dog"]:
        root, bits = encode(text)
        assert decode(root, bits) == text


def test_encoded_length_is_optimal():
    assert len(encode("abracadabra")[1]) == 23
    assert cost({"a": 13, "b": 7, "c": 4, "d": 16, "e": 1}) == 83
