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


def test_a_value_is_computed_as_its_neighbour_computes_it(tmp_path: Path) -> None:
    src = ("import heapq\n\n\ndef merge(heap):\n"
           "    w1, a = heap.pop()\n    w2, b = heapq.heappop(heap)\n    return w1 + w2, a, b\n")
    got = sources(run(tmp_path, src, 5, "neighbour-value"))
    assert got == [src.replace("heap.pop()", "heapq.heappop(heap)")]
    # and the other way round, from the statement after
    got2 = sources(run(tmp_path, src, 6, "neighbour-value"))
    assert got2 == [src.replace("heapq.heappop(heap)", "heap.pop()")]
    # targets of another shape, or values that share no name, are no twins
    other = ("def f(xs, ys):\n    a, b = g(xs)\n    c = h(xs)\n    d = h(ys)\n    return a\n")
    assert run(tmp_path, other, 2, "neighbour-value") == []
    assert run(tmp_path, other, 3, "neighbour-value") == []
    # a step that feeds on its own target is not a twin: `x = f(x)`
    steps = "def f(x):\n    y = g(x)\n    x = k(x)\n    return y\n"
    assert run(tmp_path, steps, 2, "neighbour-value") == []


def test_a_test_of_one_field_gains_its_sibling_field(tmp_path: Path) -> None:
    src = ("class Node:\n    def __init__(self, value, left=None, right=None):\n"
           "        self.value = value\n        self.left = left\n        self.right = right\n\n\n"
           "def leaf(node):\n    if node.left is None:\n        return True\n    return False\n")
    got = sources(run(tmp_path, src, 9, "add-clause"))
    assert src.replace("node.left is None:", "node.left is None and node.right is None:") in got
    # a clause of a boolean test, the same way: `not child.kids` lacks `not child.end`
    trie = ("class T:\n    def __init__(self):\n        self.kids = {}\n"
            "        self.end = False\n\n\n"
            "def prune(gone, child):\n    if gone and not child.kids:\n        return 1\n"
            "    return 0\n")
    got2 = sources(run(tmp_path, trie, 8, "add-clause"))
    assert trie.replace("not child.kids:", "not child.kids and not child.end:") in got2


def test_a_dead_store_is_taken_out_of_the_state_it_left(tmp_path: Path) -> None:
    src = ("class Window:\n    def add(self, value):\n        self.items.append(value)\n"
           "        self.total += value\n        if len(self.items) > 3:\n"
           "            oldest = self.items.pop(0)\n        return self.total\n")
    got = sources(run(tmp_path, src, 6, "use-dead-store"))
    fixed = src.replace("pop(0)\n", "pop(0)\n            self.total -= oldest\n")
    assert got[0] == fixed  # the inverse update first
    assert src.replace("pop(0)\n", "pop(0)\n            self.total += oldest\n") in got
    # a local that is read is no dead store
    used = src.replace("return self.total", "return oldest")
    assert run(tmp_path, used, 6, "use-dead-store") == []


def test_a_place_saved_and_restored_gets_its_lost_mark(tmp_path: Path) -> None:
    src = ("SEEN = '#'\n\n\ndef walk(board, r, c):\n    letter = board[r][c]\n"
           "    found = step(board, r + 1, c)\n    board[r][c] = letter\n    return found\n")
    fixed = src.replace("    letter = board[r][c]\n",
                        "    letter = board[r][c]\n    board[r][c] = SEEN\n")
    for line in (5, 7):  # from the save or from the restore
        got = sources(run(tmp_path, src, line, "mark-saved"))
        assert got[0] == fixed
        assert src.replace("    letter = board[r][c]\n",
                           "    letter = board[r][c]\n    board[r][c] = None\n") in got
    # a place changed between the save and the restore has its mark
    marked = fixed
    assert run(tmp_path, marked, 5, "mark-saved") == []


def test_a_value_read_after_a_loop_is_carried_by_it(tmp_path: Path) -> None:
    src = ("def f(stack, h, i):\n    start = i\n    while stack and stack[-1][1] >= h:\n"
           "        index, height = stack.pop()\n        g(height)\n"
           "    stack.append((start, h))\n")
    fixed = src.replace("        g(height)\n", "        g(height)\n        start = index\n")
    for line in (3, 4):  # from the loop, or from a statement of its body
        got = sources(run(tmp_path, src, line, "carry-value"))
        assert got[0] == fixed
    # a loop that moves the value already, or a value nobody reads after it: nothing
    assert run(tmp_path, fixed, 3, "carry-value") == []
    unread = src.replace("stack.append((start, h))", "stack.append((i, h))")
    assert run(tmp_path, unread, 3, "carry-value") == []


def test_a_loop_that_counts_its_steps_stops_on_the_count(tmp_path: Path) -> None:
    src = ("def find(keys, i, key, size):\n    probes = 0\n    while keys[i] is not None:\n"
           "        if keys[i] == key:\n            return i\n"
           "        i = (i + 1) % size\n        probes += 1\n    return -1\n")
    got = sources(run(tmp_path, src, 3, "add-clause"))
    assert src.replace("while keys[i]", "while probes < size and keys[i]") in got
    assert src.replace("while keys[i]", "while probes < len(keys) and keys[i]") in got
    # a loop whose condition reads the count already: nothing of the kind
    bounded = src.replace("while keys[i]", "while probes < size and keys[i]")
    assert not any("probes < len(keys)" in s
                   for s in sources(run(tmp_path, bounded, 3, "add-clause")))


def test_an_item_allowed_at_one_position_gains_the_position(tmp_path: Path) -> None:
    src = ("def valid(code):\n    total = 0\n    for i, ch in enumerate(code):\n"
           "        if ch == 'X':\n            total += 10\n    return total\n")
    got = sources(run(tmp_path, src, 4, "add-clause"))
    assert src.replace("if ch == 'X':", "if ch == 'X' and i == len(code) - 1:") in got
    assert src.replace("if ch == 'X':", "if ch == 'X' and i == 0:") in got
    # a test that reads the position already gains no other
    placed = src.replace("if ch == 'X':", "if ch == 'X' and i > 2:")
    assert not any("len(code) - 1" in s for s in sources(run(tmp_path, placed, 4, "add-clause")))


def test_a_sum_over_an_index_may_alternate_in_sign(tmp_path: Path) -> None:
    src = ("def det(m):\n    total = 0\n    for col, entry in enumerate(m[0]):\n"
           "        total += entry * det(minor(m, col))\n    return total\n")
    got = sources(run(tmp_path, src, 4, "alternate-sign"))
    assert got == [src.replace("total += entry", "total += (-1) ** col * entry")]
    summed = "def f(xs):\n    s = 0\n    for k in range(len(xs)):\n        s += xs[k] - 1\n"
    assert sources(run(tmp_path, summed, 4, "alternate-sign")) == [
        summed.replace("s += xs[k] - 1", "s += (-1) ** k * (xs[k] - 1)")]
    # outside a counting loop, nothing
    plain = "def f(xs):\n    s = 0\n    for x in xs:\n        s += x\n    return s\n"
    assert run(tmp_path, plain, 4, "alternate-sign") == []


def test_a_loop_variable_the_body_never_moves_is_the_likelier_target(tmp_path: Path) -> None:
    src = ("def runs(text, i):\n    j = i\n    while j < len(text) and text[j] == text[i]:\n"
           "        i += 1\n    return j - i\n")
    cands = run(tmp_path, src, 4, "replace-target")
    stuck = next(c for c in cands if "j += 1" in c.new_source)
    assert stuck.rank > 0.5  # prior 0.5 x weight 2.0 x full suspicion
    moving = src.replace("        i += 1\n", "        i += 1\n        j += 0\n")
    again = run(tmp_path, moving, 4, "replace-target")
    assert all(c.rank < stuck.rank for c in again)


def test_the_running_value_of_a_self_update_is_not_the_slip(tmp_path: Path) -> None:
    src = ("def walk(kids):\n    best = 0\n    for k in kids:\n"
           "        height, inner = walk(k)\n        best = max(best, height)\n    return best\n")
    cands = run(tmp_path, src, 5, "replace-name")
    rank = {c.new_source: c.rank for c in cands}
    term = src.replace("max(best, height)", "max(best, inner)")
    running = src.replace("max(best, height)", "max(inner, height)")
    assert rank[term] > rank[running]


def test_a_text_that_makes_a_branch_return_what_falls_through_ranks_low(tmp_path: Path) -> None:
    src = ("def strength(points):\n    if points <= 1:\n        return 'weak'\n"
           "    if points < 4:\n        return 'medium'\n    return 'strong'\n")
    msg = ("AssertionError", "assert 'medium' == 'strong'\n  - strong\n  + medium")
    cands = run(tmp_path, src, 5, "expected-text", messages=[msg])
    dead = next(c for c in cands if "return 'strong'\n    return 'strong'" in c.new_source)
    assert dead.rank <= 0.2
    # the same text where nothing falls through keeps its weight
    alone = "def label(points):\n    if points < 4:\n        return 'medium'\n    return 'x'\n"
    kept = run(tmp_path, alone, 3, "expected-text", messages=[msg])
    assert kept and kept[0].rank > dead.rank


def test_a_remainder_gains_its_lost_quotient(tmp_path: Path) -> None:
    src = "def digit_sum2(d):\n    total = 0\n    total += d % 10\n    return total\n"
    got = sources(run(tmp_path, src, 3, "divmod-twin"))
    assert got == [src.replace("d % 10", "d // 10 + d % 10")]
    # inside a product the sum keeps parentheses (one pair: tidy drops the doubled one)
    tight = "def f(d):\n    return 3 * (d % 10)\n"
    assert sources(run(tmp_path, tight, 2, "divmod-twin")) == [
        tight.replace("(d % 10)", "(d // 10 + d % 10)")]
    # a function that takes both halves already gets nothing
    both = "def f(m):\n    h = m // 60\n    return h, m % 60\n"
    assert run(tmp_path, both, 3, "divmod-twin") == []


def test_a_slice_from_the_end_by_a_count_that_may_be_zero(tmp_path: Path) -> None:
    src = "def encode(group, pad):\n    return group[:-pad] + ['='] * pad\n"
    got = sources(run(tmp_path, src, 2, "slice-end"))
    assert src.replace("group[:-pad]", "group[:len(group) - pad]") in got
    assert src.replace("group[:-pad]", "group[:-pad or None]") not in got  # reads as a guard
    tail = "def last(xs, k):\n    return xs[-k:]\n"
    assert tail.replace("xs[-k:]", "xs[len(xs) - k:]") in sources(run(tmp_path, tail, 2,
                                                                     "slice-end"))
    # a constant count is never 0: no such edit
    fixed = "def f(xs):\n    return xs[:-1]\n"
    assert not any("len(xs)" in s for s in sources(run(tmp_path, fixed, 2, "slice-end")))
