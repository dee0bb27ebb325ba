"""Edit shapes and localization clues added in session 16: recursive calls whose results
are dropped on twin branches."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

from pytest_selfheal.engines.builtin.localize import rank_suspects
from pytest_selfheal.records import Failure, Frame

BST = """\
class Tree:
    def __init__(self, root):
        self.root = root

    def get(self, key):
        return self._find(self.root, key)

    def _find(self, node, key):
        if node is None:
            return None
        if key == node.key:
            return node.value
        if key < node.key:
            self._find(node.left, key)
        else:
            self._find(node.right, key)
"""


def test_every_dropped_recursive_result_is_returned_at_once(tmp_path: Path) -> None:
    got = sources(run(tmp_path, BST, 14, "add-return"))
    both = BST.replace("            self._find", "            return self._find")
    assert both in got  # the two branches lost their return together
    one = BST.replace("            self._find(node.left", "            return self._find(node.left")
    assert one in got  # and the single edit stays
    # one dropped call has no twin edit; nor has a traversal that returns nothing
    single = BST.replace("        else:\n            self._find(node.right, key)\n", "")
    assert len(run(tmp_path, single, 14, "add-return")) == 1
    walk = ("def walk(node, out):\n    if node is None:\n        return\n"
            "    out.append(node.key)\n    walk(node.left, out)\n    walk(node.right, out)\n")
    got2 = sources(run(tmp_path, walk, 5, "add-return"))
    assert got2 and not any(s.count("return walk") == 2 for s in got2)


def test_a_dropped_recursive_result_ranks_with_the_returns(tmp_path: Path) -> None:
    (tmp_path / "bst.py").write_text(BST, encoding="utf-8")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_bst.py").write_text(
        "from bst import Tree\n\n\ndef test_get():\n    t = Tree(None)\n"
        "    assert t.get(3) == 'c'\n", encoding="utf-8")
    failure = Failure(nodeid="tests/test_bst.py::test_get", exc_type="AssertionError",
                      message="assert None == 'c'", test_path="tests/test_bst.py",
                      frames=[Frame(path="tests/test_bst.py", lineno=6, function="test_get")])
    ranked = rank_suspects(tmp_path, [failure])
    lines = [s.line for s in ranked]
    # the bare recursive calls outrank every other statement of _find but its returns
    assert lines.index(14) < lines.index(13) and lines.index(16) < lines.index(13)
    top = next(s for s in ranked if s.line == 14)
    assert "drops the result of its own recursive call" in top.reasons


def test_a_nested_function_may_read_its_enclosing_functions_names(tmp_path: Path) -> None:
    src = ("def find(board):\n    rows = len(board)\n    cols = len(board[0])\n\n"
           "    def inside(r, c):\n        return 0 <= r < rows and 0 <= c < rows\n\n"
           "    return inside\n")
    got = sources(run(tmp_path, src, 6, "replace-name"))
    assert src.replace("0 <= c < rows", "0 <= c < cols") in got
    # a name the nested function binds itself shadows the outer one
    shadow = src.replace("        return 0 <= r", "        cols = 1\n        return 0 <= r")
    assert not any("c < cols and" in s for s in sources(run(tmp_path, shadow, 7, "replace-name")))


def test_an_identity_comprehension_gets_a_call_on_its_element(tmp_path: Path) -> None:
    src = "def work(self):\n    rows = [row for row in self.rows]\n    return rows\n"
    got = run(tmp_path, src, 2, "wrap-call")
    fixed = src.replace("[row for", "[list(row) for")
    assert fixed in sources(got)
    # weighted like the wrap of a bare alias `y = x`: before the calls around the whole list
    weights = {c.new_source: c.rank for c in got}
    assert weights[fixed] > weights[src.replace("[row for row in self.rows]",
                                                "list([row for row in self.rows])")]
    # a comprehension that computes something is not an identity
    square = "def work(xs):\n    return [x * x for x in xs]\n"
    assert not any("[int(x) for" in s for s in sources(run(tmp_path, square, 2, "wrap-call")))


def test_a_true_division_may_be_rounded_as_the_module_imports_it(tmp_path: Path) -> None:
    src = "import math\n\n\ndef unit(frac):\n    d = 1 / frac\n    return d\n"
    got = sources(run(tmp_path, src, 5, "wrap-call"))
    assert src.replace("1 / frac", "math.ceil(1 / frac)") in got
    assert src.replace("1 / frac", "math.floor(1 / frac)") in got
    direct = src.replace("import math", "from math import ceil")
    assert direct.replace("= 1 / frac", "= ceil(1 / frac)") in sources(
        run(tmp_path, direct, 5, "wrap-call"))
    # without math imported, or for a floor division, no rounding call is written
    bare = src.replace("import math\n\n\n", "")
    assert not any("ceil" in s for s in sources(run(tmp_path, bare, 2, "wrap-call")))
    floor = src.replace("1 / frac", "1 // frac")
    assert not any("ceil(" in s for s in sources(run(tmp_path, floor, 5, "wrap-call")))


def test_append_and_insert_at_the_front_swap_with_their_arguments(tmp_path: Path) -> None:
    src = "def digits(n):\n    out = []\n    out.append(n % 3)\n    return out\n"
    got = sources(run(tmp_path, src, 3, "replace-attribute"))
    assert src.replace("out.append(n % 3)", "out.insert(0, n % 3)") in got
    front = src.replace("out.append(n % 3)", "out.insert(0, n % 3)")
    assert src in sources(run(tmp_path, front, 3, "replace-attribute"))
    # an insert elsewhere than the front is no such twin
    middle = src.replace("out.append(n % 3)", "out.insert(1, n % 3)")
    assert src not in sources(run(tmp_path, middle, 3, "replace-attribute"))


def test_get_may_be_meant_as_setdefault(tmp_path: Path) -> None:
    src = ("def add(root, word):\n    node = root\n    for ch in word:\n"
           "        node = node.children.get(ch, Node())\n    node.end = True\n")
    got = sources(run(tmp_path, src, 4, "replace-attribute"))
    assert src.replace(".get(", ".setdefault(") in got
    # a default that is a shared value, not a fresh object, stays a `get`
    shared = src.replace("Node())", "-1)")
    assert not any(".setdefault(" in s for s in sources(run(tmp_path, shared, 4,
                                                             "replace-attribute")))


def test_an_overlap_test_gains_its_mirrored_half(tmp_path: Path) -> None:
    src = ("def conflicts(events, start, end):\n"
           "    return [(s, e) for s, e in events if start < e]\n")
    got = sources(run(tmp_path, src, 2, "add-clause"))
    assert src.replace("if start < e]", "if start < e and s < end]") in got
    # numbered partners too; a name without a partner gives no mirror
    nums = "def overlap(lo1, hi1, lo2, hi2):\n    return lo1 < hi2\n"
    assert nums.replace("lo1 < hi2", "lo1 < hi2 and lo2 < hi1") in sources(
        run(tmp_path, nums, 2, "add-clause"))
    from pytest_selfheal.engines.builtin.ops_clauses import _partners

    assert _partners("t", ["t", "limit", "total"]) == ["total"]
    assert _partners("limit", ["t", "limit", "total"]) == []
    assert _partners("step", ["step", "stop"]) == []


def test_an_exit_where_two_twins_agree(tmp_path: Path) -> None:
    src = ("class Sets:\n    def union(self, a, b):\n"
           "        ra, rb = self.find(a), self.find(b)\n"
           "        if self.size[ra] < self.size[rb]:\n            ra, rb = rb, ra\n"
           "        self.parent[rb] = ra\n        return True\n")
    got = sources(run(tmp_path, src, 4, "early-exit"))
    exit_ = "        if ra == rb:\n            return False\n"
    assert src.replace("        if self.size", exit_ + "        if self.size") in got
    # names bound by different calls are no twins
    mixed = src.replace("self.find(b)", "self.size(b)")
    assert not any("ra == rb" in s for s in sources(run(tmp_path, mixed, 4, "early-exit")))


def test_a_mapping_the_loop_reads_and_never_writes_gets_its_store(tmp_path: Path) -> None:
    counts = ("def count_with_sum(nums, k):\n    seen = {0: 1}\n    prefix = count = 0\n"
              "    for x in nums:\n        prefix += x\n        count += seen.get(prefix - k, 0)\n"
              "    return count\n")
    got = sources(run(tmp_path, counts, 6, "map-store"))
    store = "        seen[prefix] = seen.get(prefix, 0) + 1\n"
    assert got[0] == counts.replace("    return count", store + "    return count")
    positions = ("def window(s):\n    last = {}\n    start = 0\n    for i, ch in enumerate(s):\n"
                 "        if last.get(ch, -1) >= start:\n            start = last[ch] + 1\n"
                 "    return start\n")
    got2 = sources(run(tmp_path, positions, 5, "map-store"))
    assert got2[0] == positions.replace("    return start",
                                        "        last[ch] = i\n    return start")
    # a mapping the function stores into, or hands to a call, is not left unwritten
    stored = positions.replace("    return start", "        last[ch] = i\n    return start")
    assert run(tmp_path, stored, 5, "map-store") == []
    passed = positions.replace("    start = 0\n", "    start = fill(last)\n")
    assert run(tmp_path, passed, 5, "map-store") == []


def test_a_loop_over_a_field_of_self_gets_its_step_before_a_bare_continue(
        tmp_path: Path) -> None:
    src = ("class Lexer:\n    def skip(self):\n        while self.pos < len(self.text):\n"
           "            if self.text[self.pos].isspace():\n                continue\n"
           "            self.pos += 2\n        return None\n")
    got = sources(run(tmp_path, src, 3, "loop-progress"))
    fixed = src.replace("                continue\n",
                        "                self.pos += 1\n                continue\n")
    assert fixed in got
    # the object's data (`len(self.text)`) is no loop variable
    assert not any("self.text +=" in s or "self.text -=" in s for s in got)


def test_the_branch_that_moves_no_pointer_gets_the_step(tmp_path: Path) -> None:
    src = ("def water(h):\n    left, right = 0, len(h) - 1\n    total = 0\n"
           "    while left < right:\n        if h[left] < h[right]:\n"
           "            total += h[left]\n            left += 1\n        else:\n"
           "            total += h[right]\n    return total\n")
    got = run(tmp_path, src, 4, "loop-progress")
    fixed = src.replace("            total += h[right]\n",
                        "            total += h[right]\n            right -= 1\n")
    assert got[0].new_source == fixed  # before the same step at the end of the loop


def test_a_loop_that_can_stall_gives_up_where_it_stalls(tmp_path: Path) -> None:
    src = ("def min_jumps(steps):\n    n = len(steps)\n    jumps = end = far = i = 0\n"
           "    while end < n - 1:\n        while i <= end:\n"
           "            far = max(far, i + steps[i])\n            i += 1\n"
           "        jumps += 1\n        end = far\n    return jumps\n")
    got = sources(run(tmp_path, src, 4, "loop-progress"))
    exit_ = "        if far <= end:\n            return -1\n"
    assert src.replace("        end = far\n", exit_ + "        end = far\n") in got
    # a constant the function returns elsewhere is the exit's value
    known = src.replace("    n = len(steps)\n", "    n = len(steps)\n    if not n:\n"
                        "        return 0\n")
    got2 = sources(run(tmp_path, known, 6, "loop-progress"))
    assert known.replace("        end = far\n", exit_.replace("-1", "0") + "        end = far\n"
                         ) in got2
    # a step of the variable itself (`end += 1`) cannot stall
    step = src.replace("end = far\n", "end += far\n")
    assert not any("return -1" in s for s in sources(run(tmp_path, step, 4, "loop-progress")))


def test_a_computed_loop_step_is_clamped_to_at_least_one(tmp_path: Path) -> None:
    src = ("def search(text, pat, last):\n    shift = 0\n    while shift <= len(text):\n"
           "        shift += len(pat) - last.get(text[shift], -1)\n    return shift\n")
    got = sources(run(tmp_path, src, 4, "positive-step"))
    assert got == [src.replace("shift += len(pat) - last.get(text[shift], -1)",
                               "shift += max(1, len(pat) - last.get(text[shift], -1))")]
    # a constant step, or a step against the direction the loop counts, is left alone
    assert run(tmp_path, src.replace("len(pat) - last.get(text[shift], -1)", "2"), 4,
               "positive-step") == []
    assert run(tmp_path, src.replace("shift +=", "shift -="), 4, "positive-step") == []
