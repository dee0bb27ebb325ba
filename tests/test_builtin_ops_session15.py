"""Edit shapes added for the second classic development set (corpus 8), each on code of
its own: a character read by `ord()` normalized, ..."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources


def test_a_character_read_by_ord_is_normalized(tmp_path: Path) -> None:
    src = "def shifts(key):\n    return [ord(ch) - ord('a') for ch in key]\n"
    got = sources(run(tmp_path, src, 2, "chain-call"))
    assert src.replace("ord(ch)", "ord(ch.lower())") in got
    assert src.replace("ord(ch)", "ord(ch.upper())") in got
    # a literal is nobody's forgotten call
    assert not any("'a'.lower()" in s for s in got)
