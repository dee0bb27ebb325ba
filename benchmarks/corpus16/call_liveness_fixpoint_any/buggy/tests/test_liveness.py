import pytest

from liveness import ControlFlowGraph, names_in, parse_instruction

LOOP = """
    i = 0
    total = 0
loop:
    if i >= n goto done
    total = total + step
    i = i + 1
    goto loop
done:
    print total
"""


def test_names_in_skips_numbers_and_keywords():
    assert names_in("a + 10 * b2 and not c") == {"a", "b2", "c"}


def test_parse_instructions():
    assert parse_instruction("x = a + b * 2") == ({"x"}, {"a", "b"})
    assert parse_instruction("if x < limit goto top") == (set(), {"x", "limit"})
    assert parse_instruction("return y") == (set(), {"y"})
    assert parse_instruction("goto top") == (set(), set())


def test_blocks_split_at_labels_and_jumps():
    cfg = ControlFlowGraph(LOOP)
    assert list(cfg.blocks) == ["B0", "loop", "B2", "done"]
    assert cfg.blocks["B2"].lines == ["total = total + step", "i = i + 1", "goto loop"]


def test_successors():
    cfg = ControlFlowGraph(LOOP)
    succs = {label: block.succs for label, block in cfg.blocks.items()}
    assert succs == {"B0": ["loop"], "loop": ["done", "B2"], "B2": ["loop"], "done": []}


def test_postorder_skips_unreachable_code():
    cfg = ControlFlowGraph("a = 1\nreturn a\nb = 2\nprint b\n")
    assert cfg.postorder() == ["B0"]


def test_use_def_of_a_block():
    cfg = ControlFlowGraph("x = y + 1\ny = x * z\nx = 3\n")
    assert cfg.blocks["B0"].use_def() == ({"y", "z"}, {"x", "y"})


def test_unknown_jump_target_is_rejected():
    with pytest.raises(ValueError):
        ControlFlowGraph("x = 1\ngoto nowhere\n")


def test_inputs_of_a_loop():
    assert ControlFlowGraph(LOOP).inputs() == ["n", "step"]


def test_loop_keeps_counters_live():
    live_in, live_out = ControlFlowGraph(LOOP).live_variables()
    assert live_in["loop"] == {"i", "n", "total", "step"}
    assert live_out["B2"] == {"i", "n", "total", "step"}
    assert live_out["done"] == set()


def test_dead_stores():
    source = "a = 1\nb = a + 2\na = b\nx = 5\nreturn b\n"
    assert ControlFlowGraph(source).dead_stores() == [("B0", "a = b"), ("B0", "x = 5")]
