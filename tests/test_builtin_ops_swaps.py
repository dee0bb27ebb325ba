"""swap-elements and swap-statements: exchanges beyond a call's arguments."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

SRC = '''\
def split(n, d, pairs, node):
    q, r = divmod(n, d)
    inv = {v: k for k, v in pairs}
    prev = node
    node = node.next
    total = n + d
    count = len(pairs)
    return (q, len(inv)), r, prev, total + count
'''


def test_written_elements_are_exchanged(tmp_path: Path) -> None:
    assert sources(run(tmp_path, SRC, 2, "swap-elements")) == [
        SRC.replace("q, r = divmod", "r, q = divmod")]


def test_a_comprehensions_pair_and_its_key_and_value(tmp_path: Path) -> None:
    got = sources(run(tmp_path, SRC, 3, "swap-elements"))
    assert SRC.replace("for k, v in", "for v, k in") in got
    assert SRC.replace("{v: k for", "{k: v for") in got


def test_returned_elements_of_any_shape(tmp_path: Path) -> None:
    cands = run(tmp_path, SRC, 8, "swap-elements")
    got = sources(cands)
    assert SRC.replace("(q, len(inv))", "(len(inv), q)") in got
    assert SRC.replace("(q, len(inv)), r,", "r, (q, len(inv)),") in got
    # neighbours first: they are the likelier slip
    near = cands[got.index(SRC.replace("r, prev,", "prev, r,"))]
    far = cands[got.index(SRC.replace("r, prev, total + count", "total + count, prev, r"))]
    assert near.rank > far.rank


def test_no_exchange_of_two_constants_or_inside_a_long_table(tmp_path: Path) -> None:
    src = "def f(a):\n    x = (0, 1)\n    y = (a, 1, 2, 3, 4)\n    return x, y\n"
    assert run(tmp_path, src, 2, "swap-elements") == []
    assert run(tmp_path, src, 3, "swap-elements") == []


def test_dependent_statements_in_the_wrong_order(tmp_path: Path) -> None:
    assert sources(run(tmp_path, SRC, 4, "swap-statements")) == [
        SRC.replace("    prev = node\n    node = node.next\n",
                    "    node = node.next\n    prev = node\n")]
    # `total` and `count` share no name: either order gives the same result
    assert run(tmp_path, SRC, 6, "swap-statements") == []
    # the last statement of a block has no next one
    assert run(tmp_path, SRC, 8, "swap-statements") == []


def test_a_call_on_what_the_other_reads_is_a_dependence(tmp_path: Path) -> None:
    src = "def f(stack, x):\n    top = stack[-1]\n    stack.append(x)\n    return top\n"
    assert sources(run(tmp_path, src, 2, "swap-statements")) == [
        src.replace("    top = stack[-1]\n    stack.append(x)\n",
                    "    stack.append(x)\n    top = stack[-1]\n")]
