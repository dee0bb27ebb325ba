import pytest

from strtab import (build, compact, entries, lookup, merge, names, offset_of, savings,
                    stats)


def test_empty_table():
    assert build([]) == (b"\0", {"": 0})
    assert entries(b"\0") == {}


def test_build_assigns_offsets():
    blob, offsets = build(["main", "exit"])
    assert blob == b"\0exit\0main\0"
    assert offsets == {"": 0, "exit": 1, "main": 6}


def test_suffixes_share_bytes():
    blob, offsets = build(["printf", "f", "intf", "puts"])
    assert blob == b"\0puts\0printf\0"
    assert offsets["intf"] == offsets["printf"] + 2
    assert offsets["f"] == offsets["printf"] + 5


def test_lookup_reads_up_to_the_nul():
    blob = b"\0alpha\0beta\0"
    assert lookup(blob, 1) == "alpha"
    assert lookup(blob, 3) == "pha"
    assert lookup(blob, 0) == ""
    with pytest.raises(IndexError):
        lookup(blob, 12)


def test_entries_need_terminating_nuls():
    with pytest.raises(ValueError):
        entries(b"\0main")
    with pytest.raises(ValueError):
        entries(b"main\0")


def test_entries_round_trip():
    blob, offsets = build(["_start", "start", "memcpy", "main"])
    assert entries(blob) == {offsets["_start"]: "_start", offsets["memcpy"]: "memcpy",
                             offsets["main"]: "main"}


def test_names_include_shared_suffixes():
    assert names(b"\0ab\0c\0") == ["ab", "b", "c"]


def test_merge_tables():
    first, _ = build(["init", "fini"])
    second, _ = build(["_init", "exit"])
    blob, offsets = merge(first, second)
    assert blob == b"\0exit\0_init\0fini\0"
    assert lookup(blob, offsets["init"]) == "init"


def test_compact_keeps_used_names():
    blob, offsets = build(["_start", "start", "memcpy", "exit"])
    small, moved = compact(blob, [offsets["start"], offsets["exit"]])
    assert small == b"\0start\0exit\0"
    assert moved == {offsets["start"]: 1, offsets["exit"]: 7}
    assert offset_of(small, "art") == 3
    assert offset_of(small, "memcpy") == -1


def test_stats():
    blob, _ = build(["ab", "b", "cd"])
    assert stats(blob) == {"strings": 2, "names": 4, "bytes": 7, "payload": 4}


def test_savings():
    assert savings(["printf", "intf", "f", "puts"]) == 5 + 2
    assert savings(["a", "b"]) == 0
