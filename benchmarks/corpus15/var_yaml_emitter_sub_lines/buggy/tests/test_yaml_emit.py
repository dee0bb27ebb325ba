from yaml_emit import dump, inline, needs_quotes, quote, scalar


def test_scalars():
    assert [scalar(v) for v in (None, True, False, 3, 2.5)] == ["null", "true", "false", "3", "2.5"]
    assert scalar("plain text") == "plain text"


def test_strings_that_need_quotes():
    for text in ("yes", "No", "null", "", "42", "1e3", "- item", "key: value", " padded",
                 "ends:", "a #comment", "two\nlines"):
        assert needs_quotes(text), text
    assert not needs_quotes("hello world") and not needs_quotes("a-b:c")


def test_quote_escapes():
    assert quote('say "hi"\n') == '"say \\"hi\\"\\n"'
    assert quote("back\\slash\ttab") == '"back\\\\slash\\ttab"'


def test_empty_containers_are_inline():
    assert inline({}) == "{}" and inline([]) == "[]"
    assert dump({}) == "{}\n"
    assert dump({"a": [], "b": {}}) == "a: []\nb: {}\n"


def test_flat_mapping_and_sorted_keys():
    data = {"name": "demo", "count": 3, "on": "off"}
    assert dump(data) == 'name: demo\ncount: 3\n"on": "off"\n'
    assert dump(data, sort_keys=True) == 'count: 3\nname: demo\n"on": "off"\n'


def test_nested_mappings_and_scalar_lists():
    data = {"server": {"host": "example.org", "ports": [80, 443]}, "debug": False}
    assert dump(data) == ("server:\n  host: example.org\n  ports:\n    - 80\n    - 443\n"
                          "debug: false\n")


def test_list_of_mappings():
    data = {"users": [{"name": "ann", "admin": True}, {"name": "bob"}]}
    assert dump(data) == "users:\n  - name: ann\n    admin: true\n  - name: bob\n"


def test_nested_lists():
    assert dump([1, [2, [3, 4]], "x"]) == "- 1\n- - 2\n  - - 3\n    - 4\n- x\n"


def test_top_level_scalar_and_explicit_start():
    assert dump("hello") == "hello\n"
    assert dump(["a", None], explicit_start=True) == "---\n- a\n- null\n"
