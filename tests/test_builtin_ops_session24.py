"""Session 24's templates, found on corpus 13 (a development set of the missing lines,
conditions and calls the engine reached least on corpus 7): a cursor kept in a table that
a `while` never advances, a count the class adds to and never takes from, a table of
positions read and never moved, and the diagonal of a table filled pair by pair."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

ARCS = '''\
class Flow:
    def __init__(self, graph):
        self.graph = graph
        self._arc = [0] * len(graph)

    def augment(self, u, sink):
        while self._arc[u] < len(self.graph[u]):
            edge = self.graph[u][self._arc[u]]
            if edge == sink:
                return edge
        return None
'''


def test_a_cursor_kept_in_a_table_is_advanced_at_the_end_of_its_loop(tmp_path: Path) -> None:
    """`while self._arc[u] < len(...)` and nothing in the body moves `self._arc[u]`: the
    loop cannot end once entered; the update follows the condition (counts up)."""
    cands = run(tmp_path, ARCS, 7, "loop-progress")
    fixed = ARCS.replace("                return edge\n",
                         "                return edge\n            self._arc[u] += 1\n")
    assert fixed in sources(cands)
    assert "self._arc[u] -= 1" not in "".join(c.description for c in cands[:1])
    # a body that moves the entry (or hands the table to a call) is left alone
    moving = ARCS.replace("            if edge == sink:",
                          "            self._arc[u] += 1\n            if edge == sink:")
    assert not any("self._arc[u] += 1" in c.description
                   for c in run(tmp_path, moving, 7, "loop-progress"))
    handed = ARCS.replace("            if edge == sink:",
                          "            skip(self._arc)\n            if edge == sink:")
    assert not any("self._arc[u]" in c.description
                   for c in run(tmp_path, handed, 7, "loop-progress"))


HEAP = '''\
class Heap:
    def __init__(self):
        self._items = []
        self._size = 0

    def __len__(self):
        return self._size

    def push(self, item):
        self._items.append(item)
        self._size += 1

    def pop(self):
        item = self._items.pop()
        return item

    def peek(self):
        return self._items[-1]
'''


def test_a_count_only_ever_added_to_is_taken_from_where_items_leave(tmp_path: Path) -> None:
    cands = run(tmp_path, HEAP, 15, "count-shrinks")
    fixed = HEAP.replace("        return item\n", "        self._size -= 1\n        return item\n")
    assert sources(cands) == [fixed]
    assert cands[0].rank > run(tmp_path, HEAP, 18, "count-shrinks")[0].rank  # `pop` first
    # the adder itself, and a class that already takes from the count, get nothing
    assert run(tmp_path, HEAP, 11, "count-shrinks") == []
    balanced = HEAP.replace("        return item\n",
                            "        self._size -= 1\n        return item\n")
    assert run(tmp_path, balanced, 16, "count-shrinks") == []


RAILS = '''\
def decrypt(rows, pattern, rails):
    taken = [0] * rails
    out = []
    for row in pattern:
        out.append(rows[row][taken[row]])
    return "".join(out)
'''


def test_a_table_of_positions_read_in_a_loop_is_moved_after_the_read(tmp_path: Path) -> None:
    """From the read, the table's binding or the loop's header alike."""
    fixed = RAILS.replace("        out.append(rows[row][taken[row]])\n",
                          "        out.append(rows[row][taken[row]])\n        taken[row] += 1\n")
    for line in (5, 2, 4):
        assert sources(run(tmp_path, RAILS, line, "advance-cursor")) == [fixed], line
    # a table something writes, or one not of zeros, is no cursor
    written = RAILS.replace("    out = []\n", "    out = []\n    taken[0] = 1\n")
    assert run(tmp_path, written, 6, "advance-cursor") == []
    flags = RAILS.replace("[0] * rails", "[None] * rails")
    assert run(tmp_path, flags, 5, "advance-cursor") == []


CLOSURE = '''\
def closure(n, adj):
    reach = [[False] * n for _ in range(n)]
    for u in range(n):
        for v in adj[u]:
            reach[u][v] = True
    return reach
'''
DISTANCES = '''\
def distances(n, edges):
    dist = [[float("inf")] * n for _ in range(n)]
    for u in range(n):
        for v, w in edges[u]:
            dist[u][v] = w
    return dist
'''


def test_a_table_filled_pair_by_pair_gets_its_diagonal(tmp_path: Path) -> None:
    cands = run(tmp_path, CLOSURE, 5, "diagonal-entry")
    assert sources(cands) == [CLOSURE.replace(
        "        for v in adj[u]:\n", "        reach[u][u] = True\n        for v in adj[u]:\n")]
    # a weight stored into a table of infinities: the diagonal is 0
    cands = run(tmp_path, DISTANCES, 5, "diagonal-entry")
    inner = "        for v, w in edges[u]:\n"
    assert sources(cands) == [DISTANCES.replace(inner, "        dist[u][u] = 0\n" + inner)]
    # already there, or a weight into a table that is not of infinities: nothing
    done = CLOSURE.replace("        for v in adj[u]:\n",
                           "        reach[u][u] = True\n        for v in adj[u]:\n")
    assert run(tmp_path, done, 6, "diagonal-entry") == []
    zeros = DISTANCES.replace('float("inf")', "0")
    assert run(tmp_path, zeros, 5, "diagonal-entry") == []


TREAP = '''\
class Tree:
    def _delete(self, node, key):
        if key < node.key:
            node.left = self._delete(node.left, key)
        elif node.left is None:
            return node.right
        else:
            node.key = self._min(node.right)
        return node
'''


def test_a_case_analysis_missing_its_other_half_gets_it_mirrored(tmp_path: Path) -> None:
    """From the chain's head or from its first branch's body alike."""
    fixed = TREAP.replace(
        "        elif node.left is None:\n",
        "        elif key > node.key:\n            node.right = self._delete(node.right, key)\n"
        "        elif node.left is None:\n")
    assert sources(run(tmp_path, TREAP, 3, "mirror-branch")) == [fixed]
    assert sources(run(tmp_path, TREAP, 4, "mirror-branch")) == [fixed]
    # the other half already there (either way round), or nothing to mirror: nothing
    assert run(tmp_path, fixed, 3, "mirror-branch") == []
    swapped = fixed.replace("elif key > node.key:", "elif node.key < key:")
    assert run(tmp_path, swapped, 3, "mirror-branch") == []
    plain = TREAP.replace("node.left = self._delete(node.left, key)", "count = 1")
    assert run(tmp_path, plain, 3, "mirror-branch") == []
    # an `elif` is not a chain's head
    assert run(tmp_path, TREAP, 5, "mirror-branch") == []


MEDIAN = '''\
def median_two(a, b):
    """Median of two sorted lists; the search runs over the shorter one."""
    m, n = len(a), len(b)
    lo, hi = 0, m
    return lo + hi + n
'''
SPAN = '''\
def span(lo, hi):
    total = 0
    for x in range(lo, hi):
        total += x
    return total
'''


def test_two_sequences_or_ends_get_put_in_order_at_the_top(tmp_path: Path) -> None:
    cands = run(tmp_path, MEDIAN, 3, "order-pair")
    assert sources(cands) == [MEDIAN.replace(
        "    m, n = len(a), len(b)\n",
        "    if len(a) > len(b):\n        a, b = b, a\n    m, n = len(a), len(b)\n")]
    assert sources(run(tmp_path, SPAN, 2, "order-pair")) == [SPAN.replace(
        "    total = 0\n", "    if lo > hi:\n        lo, hi = hi, lo\n    total = 0\n")]
    # deep in the body, or already normalized: nothing
    assert run(tmp_path, SPAN, 4, "order-pair") == []
    done = SPAN.replace("    total = 0\n", "    if lo > hi:\n        lo, hi = hi, lo\n"
                        "    total = 0\n")
    assert run(tmp_path, done, 4, "order-pair") == []


EDF = '''\
class Job:
    def __init__(self, name, release, deadline):
        self.name, self.release, self.deadline = name, release, deadline


def _released(pending, clock):
    """The jobs of pending released by time clock."""
    return [job for job in pending]


def late(jobs, now):
    return [job.name for job in jobs if job.deadline < now]
'''
SKIP = '''\
class Skip:
    def range(self, lo, hi):
        node = self._first(lo)
        out = []
        while node is not None:
            out.append(node.key)
            node = node.next
        return out

    def floor(self, key):
        node = self._first(key)
        return node.key if node is not None and node.key <= key else None
'''


def test_a_parameter_never_read_bounds_what_the_condition_walks(tmp_path: Path) -> None:
    """The lost clause compared the unread parameter with the walked name or one of its
    fields: a field named like the function first (`release` in `_released`), in the
    direction the parameter's name says (a clock is reached, an end stayed below)."""
    cands = run(tmp_path, EDF, 8, "add-clause")
    assert cands[0].new_source == EDF.replace(
        "[job for job in pending]", "[job for job in pending if job.release <= clock]")
    cands = run(tmp_path, SKIP, 5, "add-clause")
    fixed = SKIP.replace("while node is not None:", "while node is not None and node.key < hi:")
    assert fixed in sources(cands)[:3]
    # once the parameter is read, it is no clue
    read = EDF.replace("[job for job in pending]", "[job for job in pending if clock]")
    assert not any("clock" in c.description and "release" in c.description
                   for c in run(tmp_path, read, 8, "add-clause"))


GATES = '''\
WALL = "#"


def spread(plan, sources):
    rows, cols = len(plan), len(plan[0])
    dist = [[None] * cols for _ in range(rows)]
    queue = list(sources)
    while queue:
        r, c = queue.pop()
        for nr, nc in ((r + 1, c), (r, c + 1)):
            if nr < rows and nc < cols and dist[nr][nc] is None:
                dist[nr][nc] = 1
                queue.append((nr, nc))
    return dist


def nearest(plan, r, c):
    if plan[r][c] == WALL:
        raise ValueError("a wall")
    return spread(plan, [(r, c)])
'''


def test_a_grid_walk_gets_the_cell_test_the_module_makes_elsewhere(tmp_path: Path) -> None:
    """`plan[r][c] == WALL` in another function: the walk's condition at the cell it reads
    (`dist[nr][nc]`) gains `plan[nr][nc] != WALL`."""
    cands = run(tmp_path, GATES, 11, "add-clause")
    fixed = GATES.replace("dist[nr][nc] is None:", "dist[nr][nc] is None and plan[nr][nc] != WALL:")
    assert fixed in sources(cands)
    # a grid not in scope gives no clause
    other = GATES.replace("def spread(plan, sources):\n    rows, cols = len(plan), len(plan[0])",
                          "def spread(board, sources):\n    rows, cols = len(board), len(board[0])")
    assert not any("!= WALL" in c.description for c in run(tmp_path, other, 11, "add-clause"))


TELLERS = '''\
def simulate(arrivals, serve):
    waiting = list(arrivals)
    line, done = [], []
    clock = 0
    while waiting or line:
        while waiting and waiting[0] <= clock:
            line.append(waiting.pop(0))
        if line:
            done.append((line.pop(0), clock))
    return done
'''


def test_a_clock_an_event_loop_reads_and_never_moves_ticks_at_its_end(tmp_path: Path) -> None:
    """From the inner loop that waits for the clock too: the tick belongs to the loop
    around it, at the end of its body."""
    fixed = TELLERS.replace("            done.append((line.pop(0), clock))\n",
                            "            done.append((line.pop(0), clock))\n        clock += 1\n")
    for line in (5, 7):
        assert fixed in sources(run(tmp_path, TELLERS, line, "loop-progress")), line
    moving = fixed.replace("        clock += 1\n", "        clock = clock + 1\n")
    assert not any(c.description.endswith("insert `clock += 1`")
                   and "line 5" in c.description
                   for c in run(tmp_path, moving, 5, "loop-progress"))


ORDER = '''\
def order_exponent(t, p):
    i, square = 0, t
    while square != 1:
        i += 1
    return i


def step(b, c, p):
    m, c = 1, b * b % p
    return m, c
'''


def test_a_stuck_loop_variable_is_updated_as_the_module_computes_alike(tmp_path: Path) -> None:
    """`c = b * b % p` elsewhere: the stuck `square` is squared the same way, ahead of the
    plain steps; arithmetic reading a name not in scope here gives nothing."""
    cands = run(tmp_path, ORDER, 3, "loop-progress")
    assert cands[0].description.endswith("insert `square = square * square % p`")
    assert "        i += 1\n        square = square * square % p\n" in cands[0].new_source
    foreign = ORDER.replace("b * b % p", "b * b % q").replace("def step(b, c, p)",
                                                                "def step(b, c, q)")
    assert not any("square * square" in c.description
                   for c in run(tmp_path, foreign, 3, "loop-progress"))


def _cand(key: str) -> object:
    from pytest_selfheal.engines.builtin.model import Candidate

    return Candidate("m.py", "x = 1\n", "op", 1, key, 0.5, 1, key)


class _Pool:
    """Validates by a table: which candidates pass which ids."""

    def __init__(self, passes: dict[str, set[str]]) -> None:
        self.passes = passes
        self.main = type("Main", (), {"files": None})()
        self.stops: list[object] = []
        self.asked: list[list[str]] = []

    def stop_after(self, limit: object) -> None:
        self.stops.append(limit)

    def first(self, cands, failing, timeout, check, stop, on_submit, on_verdict):  # noqa: ANN001
        from pytest_selfheal.engines.builtin.validation import Verdict
        from pytest_selfheal.warmworker import CandidateResult

        self.asked.append(list(failing))
        for cand in cands:
            on_submit(cand)
            if set(failing) <= self.passes.get(cand.key, set()):
                return Verdict(cand, CandidateResult("passed", 0.0))
        return None


def test_a_winner_that_leaves_the_files_other_failures_yields_to_one_that_fixes_them(
        ) -> None:
    """One bug failing a file two ways makes two groups; the first group's winner may
    only hide its own symptom (a swapped return that a weak test cannot tell), and, kept,
    it blocks the second group's fix. A next candidate that passes the other groups'
    failing tests of the file too is preferred; the winner stays when none does, or when
    it fixes them itself. Tests that hung are stopped early meanwhile, and the group's
    own stop limit comes back after."""
    from pytest_selfheal.engines.builtin.search import _Search

    wrong, right, other = _cand("swap"), _cand("tick"), _cand("noise")
    pool = _Pool({"swap": {"t::quick"}, "tick": {"t::quick", "t::hangs", "t::wrong"},
                  "noise": set()})
    s = _Search(Path("."), ["t::quick"], pool, stop=1e12, max_candidates=100, timeout=1.0,
                progress=None, neighbours=False)
    assert s.cofix(wrong, [other, right]) is wrong  # no mates: nothing to check
    assert pool.asked == []
    s.mates, s.mates_hung = ["t::wrong", "t::hangs"], ["t::hangs"]
    assert s.cofix(wrong, [other, right]) is right
    assert pool.asked[-1] == ["t::quick", "t::wrong", "t::hangs"]
    assert pool.stops[0][0] == ["t::hangs"] and pool.stops[-1] is None  # set, then restored
    assert s.cofix(right, [wrong]) is right  # the winner fixes the file itself
    pool.passes["tick"] = {"t::quick"}
    assert s.cofix(wrong, [other, right]) is wrong  # nobody fixes more: the winner stays


NEAREST = '''\
def nearest(x, left, right):
    dist_left = abs(x - value(left))
    dist_right = abs(x - value(left))
    return left if dist_left <= dist_right else right
'''
CLAUSE = '''\
def add_clause(graph, node, a, b):
    graph[node(-a)].append(node(b))
    graph[node(-b)].append(node(b))
'''


def test_a_line_copied_from_its_neighbour_is_adapted_the_whole_way(tmp_path: Path) -> None:
    """The target renamed but not the value (`dist_right = ...(left)`), or one name of a
    pair swapped and not the other: the copy is finished; a line like no neighbour is
    left alone."""
    assert sources(run(tmp_path, NEAREST, 3, "twin-line")) == [NEAREST.replace(
        "dist_right = abs(x - value(left))", "dist_right = abs(x - value(right))")]
    assert sources(run(tmp_path, CLAUSE, 3, "twin-line"))[0] == CLAUSE.replace(
        "graph[node(-b)].append(node(b))", "graph[node(-b)].append(node(a))")
    done = CLAUSE.replace("graph[node(-b)].append(node(b))", "graph[node(-b)].append(node(a))")
    assert run(tmp_path, done, 3, "twin-line") == []
    unlike = NEAREST.replace("dist_right = abs(x - value(left))", "dist_right = x - left")
    assert run(tmp_path, unlike, 3, "twin-line") == []


SLRU = '''\
class Cache:
    def __init__(self):
        self._probation = {}
        self._protected = {}

    def _promote(self, key):
        value = self._probation.pop(key)
        self._protected[key] = value
        return value

    def get(self, key, default=None):
        if key in self._protected:
            value = self._protected[key]
        else:
            return default
        return value
'''


def test_the_branch_for_another_table_comes_back_with_its_helpers_call(tmp_path: Path) -> None:
    fixed = SLRU.replace("        else:\n            return default",
                         "        elif key in self._probation:\n"
                         "            value = self._promote(key)\n"
                         "        else:\n            return default")
    assert sources(run(tmp_path, SLRU, 12, "helper-branch")) == [fixed]
    # once something calls the helper, it is no clue
    assert run(tmp_path, fixed, 12, "helper-branch") == []


PARSER = '''\
class Parser:
    def __init__(self, text):
        self.text = text
        self.pos = 0
        self.depth = 0

    def group(self):
        while self.pos < len(self.text):
            ch = self.text[self.pos]
            if ch.isdigit():
                self.count()
            elif ch.isalpha():
                self.pos += 1
            else:
                raise ValueError(f"unexpected {ch!r} at {self.pos}")

    def count(self):
        self.depth += 1
        self.pos = self.pos + 1 + self.pos
'''


def test_the_other_methods_writing_what_the_failing_line_reads_rank(tmp_path: Path) -> None:
    """`_group` raises at `self.pos`: `count`'s write of `self.pos` ranks (the state the
    raise saw was written there), its write of `self.depth` does not."""
    from pytest_selfheal.engines.builtin.localize import rank_suspects
    from pytest_selfheal.records import Failure, Frame

    (tmp_path / "parser.py").write_text(PARSER)
    failure = Failure(nodeid="tests/test_p.py::test_p", exc_type="ValueError",
                      message="unexpected '(' at 7", test_path="tests/test_p.py",
                      frames=[Frame(path="tests/test_p.py", lineno=3, function="test_p"),
                              Frame(path="parser.py", lineno=15, function="group")])
    ranked = {s.line: s for s in rank_suspects(tmp_path, [failure])}
    assert any("writes self.pos" in r for r in ranked[19].reasons)
    assert 18 not in ranked or not any("writes self" in r for r in ranked[18].reasons)
    assert ranked[19].score > ranked.get(18, ranked[19]).score or 18 not in ranked
