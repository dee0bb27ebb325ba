import difflib

import pytest

from seqdiff import Opcode, Tag, apply_script, edit_script, lcs, opcodes, similarity, unified_diff


@pytest.mark.parametrize(
    "a, b, common",
    [
        ("ABCBDAB", "BDCABA", "BDAB"),
        ("kitten", "sitting", "ittn"),
        ("", "abc", ""),
        ("same", "same", "same"),
        ("prefix-x-suffix", "prefix-y-suffix", "prefix--suffix"),
    ],
)
def test_lcs(a, b, common):
    assert "".join(lcs(a, b)) == common


@pytest.mark.parametrize(
    "a, b",
    [("abcdef", "abXdeY"), ("", "xyz"), ("xyz", ""), ("aaaa", "aa"), ("header body", "header, body!")],
)
def test_script_rebuilds_target(a, b):
    script = edit_script(a, b)
    assert "".join(apply_script(script)) == b
    assert "".join(e.item for e in script if e.tag is not Tag.INSERT) == a


def test_script_is_shortest():
    script = edit_script("abcabba", "cbabac")
    assert sum(e.tag is not Tag.EQUAL for e in script) == 5


def test_opcodes_cover_both_sequences():
    codes = opcodes("qabxcd", "abycdf")
    assert codes == [
        Opcode("delete", 0, 1, 0, 0),
        Opcode("equal", 1, 3, 0, 2),
        Opcode("replace", 3, 4, 2, 3),
        Opcode("equal", 4, 6, 3, 5),
        Opcode("insert", 6, 6, 5, 6),
    ]


def test_opcodes_keep_common_prefix():
    assert opcodes([1, 2, 3, 4], [1, 2, 9, 4]) == [
        Opcode("equal", 0, 2, 0, 2),
        Opcode("replace", 2, 3, 2, 3),
        Opcode("equal", 3, 4, 3, 4),
    ]


def test_similarity():
    assert similarity("abcd", "abcd") == 1.0
    assert similarity("", "") == 1.0
    assert similarity("abcd", "wxyz") == 0.0
    assert similarity("abcd", "abxx") == 0.5


def test_unified_diff_matches_difflib():
    a = [f"line {n}" for n in range(1, 21)]
    b = list(a)
    b[1] = "changed 2"
    b.insert(15, "inserted")
    expected = list(difflib.unified_diff(a, b, "old.txt", "new.txt", lineterm=""))
    assert unified_diff(a, b, "old.txt", "new.txt") == expected


def test_unified_diff_headers_for_edge_cases():
    assert unified_diff(["x"], ["x"]) == []
    assert unified_diff([], ["new"]) == ["--- a", "+++ b", "@@ -0,0 +1 @@", "+new"]
    assert unified_diff(["a", "b"], ["a"], context=0) == ["--- a", "+++ b", "@@ -2 +1,0 @@", "-b"]
