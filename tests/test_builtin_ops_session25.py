"""Session 25's templates: unread evidence of a lost term or clause (a parameter a
recursive function only hands on to itself; a table of flags the function sets and never
reads)."""

from __future__ import annotations

from pathlib import Path

from opcands import run, sources

PATH_SUM = """\
def _best(adj, gain, node, parent, memo):
    kids = [k for k in adj[node] if k != parent]
    for kid in kids:
        _best(adj, gain, kid, node, memo)
    total = sum(memo[kid] for kid in kids)
    memo[node] = total


def best(adj, gain):
    memo = [0] * len(adj)
    _best(adj, gain, 0, -1, memo)
    return memo[0]


def total_gain(gain):
    return sum(gain[i] for i in range(len(gain)))
"""


def test_a_parameter_only_handed_on_to_itself_is_a_missing_term(tmp_path: Path) -> None:
    cands = run(tmp_path, PATH_SUM, 5, "add-term")
    fixed = PATH_SUM.replace("total = sum(memo[kid] for kid in kids)",
                             "total = sum(memo[kid] for kid in kids) + gain[node]")
    assert fixed in sources(cands)
    # a table's cell, not the table: `... + gain` is never offered
    assert not any("kids) + gain\n" in s for s in sources(cands))
    assert sources(cands).index(fixed) < 4


def test_a_parameter_the_function_reads_is_no_unread_term(tmp_path: Path) -> None:
    src = PATH_SUM.replace("    memo[node] = total\n", "    memo[node] = total + gain[0] * 0\n")
    cands = run(tmp_path, src, 5, "add-term")
    assert not any("+ gain[node]" in s for s in sources(cands))


ROUNDS = """\
def rounds(tasks, ready):
    done = [False] * len(tasks)
    out = []
    while len(out) < len(tasks):
        for i, task in enumerate(tasks):
            if ready(task, out):
                done[i] = True
                out.append(task)
                break
        else:
            return None
    return out
"""


def test_a_table_of_flags_set_and_never_read_is_a_lost_clause(tmp_path: Path) -> None:
    cands = run(tmp_path, ROUNDS, 6, "add-clause")
    fixed = ROUNDS.replace("if ready(task, out):", "if ready(task, out) and not done[i]:")
    assert sources(cands)[0] == fixed


def test_a_table_of_flags_read_somewhere_gives_no_clause(tmp_path: Path) -> None:
    src = ROUNDS.replace("    return out\n", "    return out if all(done) else None\n")
    cands = run(tmp_path, src, 6, "add-clause")
    assert not any("done[i]" in s.replace("done[i] = True", "") for s in sources(cands))


SCANNER = """\
def unescape(text):
    out = []
    i = 0
    while i < len(text):
        if text[i] == "\\\\":
            if text.startswith("u00", i + 1):
                out.append(chr(int(text[i + 4:i + 6], 16)))
                i += 6
                continue
            if text.startswith("n", i + 1):
                out.append("\\n")
                continue
            if text[i + 1] == "t":
                out.append("\\t")
                continue
        out.append(text[i])
        i += 1
    return "".join(out)
"""


def test_a_scanners_branch_moves_past_what_it_matched(tmp_path: Path) -> None:
    cands = run(tmp_path, SCANNER, 12, "loop-progress")
    past_n = SCANNER.replace('                out.append("\\n")\n',
                             '                out.append("\\n")\n                i += 2\n')
    assert past_n != SCANNER and past_n in sources(cands)[:4]
    # `text[i + 1] == "t"`: also two characters
    cands = run(tmp_path, SCANNER, 15, "loop-progress")
    past_t = SCANNER.replace('                out.append("\\t")\n',
                             '                out.append("\\t")\n                i += 2\n')
    assert past_t != SCANNER and past_t in sources(cands)


def test_a_branch_that_continues_does_not_move_the_cursor_for_the_next(tmp_path: Path) -> None:
    # the first branch's `i += 6` is not on the path to the second `continue`
    cands = run(tmp_path, SCANNER, 12, "loop-progress")
    assert any("before the `continue` at line 12" in c.description for c in cands)


EVENTS = """\
class Desk:
    @staticmethod
    def _arrive(waiting, queue, clock):
        while waiting and waiting[0][0] <= clock:
            queue.append(waiting.pop(0))

    def serve(self, jobs):
        waiting = sorted(jobs)
        queue = []
        done = []
        clock = 0
        while waiting or queue:
            self._arrive(waiting, queue, clock)
            job = queue.pop(0) if queue else None
            if job is None:
                continue
            clock += job[1]
            done.append((job, clock))
        return done
"""


def test_an_idle_iteration_moves_the_clock_to_the_next_event(tmp_path: Path) -> None:
    cands = run(tmp_path, EVENTS, 15, "loop-progress")
    jump = EVENTS.replace("                continue\n",
                          "                clock = waiting[0][0]\n                continue\n")
    step = EVENTS.replace("                continue\n",
                          "                clock += 1\n                continue\n")
    assert sources(cands)[0] == jump  # the helper's `waiting[0][0] <= clock`, read here
    assert step in sources(cands)
    assert not any("job += 1" in s for s in sources(cands))  # a temporary, not state


def test_an_iteration_that_moves_state_is_not_idle(tmp_path: Path) -> None:
    src = EVENTS.replace("            if job is None:\n",
                         "            waiting = waiting[1:]\n            if job is None:\n")
    cands = run(tmp_path, src, 16, "loop-progress")
    assert not any("clock = waiting[0][0]" in s for s in sources(cands))


def test_both_halves_of_a_split_are_taken_from_the_other_end(tmp_path: Path) -> None:
    src = "def rotate(s, k):\n    k %= len(s)\n    return s[-k:] + s[:-k]\n"
    cands = run(tmp_path, src, 3, "slice-end")
    assert cands[0].new_source == src.replace("s[-k:] + s[:-k]", "s[k:] + s[:k]")
    back = run(tmp_path, src.replace("s[-k:] + s[:-k]", "s[k:] + s[:k]"), 3, "slice-end")
    assert back[0].new_source == src
    # halves of two sequences, or at two bounds, are no split
    other = run(tmp_path, src.replace("s[:-k]", "t[:-k]"), 3, "slice-end")
    assert not any("both halves" in c.description for c in other)


TOURS = """\
def cheapest(cost):
    n = len(cost)
    best = {(1, 0): 0}
    for mask in range(1, 1 << n):
        if not mask & 1:
            continue
        for last in range(n):
            if (mask, last) not in best:
                continue
            for nxt in range(n):
                bit = 1 << nxt
                if cost[last][nxt] is None:
                    continue
                key = (mask | bit, nxt)
                best[key] = min(best.get(key, 10 ** 9), best[(mask, last)] + cost[last][nxt])
    return best
"""


def test_a_bitmask_set_is_tested_for_the_bit_the_function_computes(tmp_path: Path) -> None:
    cands = run(tmp_path, TOURS, 12, "add-clause")
    fixed = TOURS.replace("if cost[last][nxt] is None:",
                          "if cost[last][nxt] is None or mask & bit:")
    assert fixed in sources(cands)
    # a skip guard gains a reason to skip as readily as a narrower one
    narrower = TOURS.replace("if cost[last][nxt] is None:",
                             "if cost[last][nxt] is None and mask & bit:")
    ranks = {c.new_source: c.rank for c in cands}
    assert ranks[fixed] == ranks[narrower]


TWO_TABLES = """\
def find(tables, key):
    i = hash(key) % 7
    entry = tables[0][i]
    if entry is not None and entry[0] == key:
        return 0, i
    j = hash(key) % 5
    entry = tables[1][i]
    if entry is not None and entry[0] == key:
        return 1, j
    return None
"""


def test_a_run_copied_after_itself_finishes_its_rename(tmp_path: Path) -> None:
    cands = run(tmp_path, TWO_TABLES, 7, "twin-line")
    assert sources(cands) == [TWO_TABLES.replace("tables[1][i]", "tables[1][j]")]
    # a copy whose replacements disagree with each other says nothing
    odd = TWO_TABLES.replace("return 1, j", "return 1, key")
    assert run(tmp_path, odd, 7, "twin-line") == []


def test_a_copied_run_may_differ_in_constants_with_commas_and_quotes(tmp_path: Path) -> None:
    src = TWO_TABLES.replace("tables[0][i]", "tables['a, b'][i]").replace(
        "tables[1][i]", "tables['c'][i]")
    cands = run(tmp_path, src, 7, "twin-line")
    assert sources(cands) == [src.replace("tables['c'][i]", "tables['c'][j]")]
