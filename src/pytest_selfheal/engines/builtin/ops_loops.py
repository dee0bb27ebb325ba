"""A `while` loop that cannot progress: the update of its condition's variable is missing.

``loop-progress`` inserts that update, where the body lacks it:
- nowhere in the body: at the end of the body (`number //= 10` after `total += number % 10`,
  `pos += 1`, `node = node.next`);
- on a path that `continue`s: just before that `continue` (`pos += 1` before skipping a
  blank), when other paths do update it.

The update follows the condition and the body: `v < n` counts up, `v > 0` counts down, a
body that takes `v % 10` divides by 10, a body that reads `v.next` follows the link, a
place value (`while n // exp > 0`) grows by the base.
These are the infinite loops of PySStuBs' "missing statement" bugs; the heal is bounded by
the candidate timeout, so such a bug is found rather than hung on.
"""

from __future__ import annotations

import ast
from collections.abc import Iterable, Iterator

from pytest_selfheal.engines.builtin.ops_base import (
    Edit,
    EditContext,
    block_of,
    enclosing_loop,
    function_locals,
    function_params,
    line_insertion,
    param_defaults,
    starts_line,
)
from pytest_selfheal.engines.builtin.ops_exits import exit_values
from pytest_selfheal.engines.builtin.ops_stuckfields import stuck_field_calls
from pytest_selfheal.engines.builtin.ops_worklist import worklist_updates
from pytest_selfheal.engines.builtin.srctext import renamed, renamed_all

LINKS = ("next", "parent", "left", "right", "child", "prev", "tail")
STALLED = 1.1  # the branch that moves no variable of the condition, over the loop's end
START = 0.95  # the step at the start of the body, for a body that uses the moved value
_FLOW_STMTS = (ast.Break, ast.Continue, ast.Return, ast.Raise, ast.Pass)


def loop_progress(ctx: EditContext) -> Iterator[Edit]:
    loop: ast.AST | None = ctx.stmt
    inside = 1.0
    while loop is not None and not isinstance(loop, (ast.While, ast.FunctionDef,
                                                     ast.AsyncFunctionDef)):
        loop = ctx.parent_of.get(loop)  # a statement of the body: its loop's update
        inside = 0.8
    if not isinstance(loop, ast.While) or not starts_line(ctx, loop):
        return
    for edit in [*_progress(ctx, loop), *_stall_exit(ctx, loop), *_fixed_point(ctx, loop),
                 *_iteration_cap(ctx, loop), *_catch_up(ctx, loop), *_still_clock(ctx, loop),
                 *_idle_jump(ctx, loop), *worklist_updates(ctx, loop),
                 *stuck_field_calls(ctx, loop)]:
        edit.weight *= inside
        yield edit


def _stall_exit(ctx: EditContext, loop: ast.While) -> Iterator[Edit]:
    """`while end < n - 1: ...; end = farthest`: when the new value does not move past
    the old one, the loop can never end; the function gives up there (`if farthest <=
    end: return -1`) with a constant it returns elsewhere, its annotation's neutral value,
    or the usual "not found" (`-1`, `None`)."""
    if ctx.func is None:
        return
    results = exit_values(ctx) or ["-1", "None"]
    unit = ctx.src.indent_unit()
    nl = ctx.src.newline()
    for var in _condition_vars(loop):
        up, down = _direction(loop.test, var)
        if up == down or "." in var:
            continue
        for stmt in loop.body:
            if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1
                    and _is_var(stmt.targets[0], var) and isinstance(stmt.value, ast.Name)
                    and stmt.value.id != var):
                continue
            cond = f"{stmt.value.id} {'<=' if up else '>='} {var}"
            indent = ctx.src.indent(stmt.lineno)
            for i, result in enumerate([*(f"return {r}" for r in results[:2]), "break"]):
                code = f"if {cond}:{nl}{indent}{unit}{result}"
                offset, new = line_insertion(ctx, stmt.lineno, indent, code)
                yield Edit("loop-progress", ctx.line, [(offset, offset, new)],
                           f"before line {stmt.lineno}: insert `if {cond}: {result}` (the "
                           "loop stalls there)", f"{offset}:{cond}:{result}", 0.9 - 0.1 * i)


def _fixed_point(ctx: EditContext, loop: ast.While) -> Iterator[Edit]:
    """`while True:` with no way out, whose body moves its variable to a value it has just
    computed (`smallest = i`, `for ...: smallest = child`, `swap(i, smallest)`,
    `i = smallest`): the exit when nothing moves is lost. `if smallest == i: break`
    right after the value's last computation (a sift-down that settled, a walk that
    reached its fixed point), else just before the move."""
    if not (isinstance(loop.test, ast.Constant) and loop.test.value) or _exits(loop):
        return
    nl, unit = ctx.src.newline(), ctx.src.indent_unit()
    for index, stmt in enumerate(loop.body):
        if not (isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(
                stmt.targets[0], ast.Name) and isinstance(stmt.value, ast.Name)):
            continue
        var, new = stmt.targets[0].id, stmt.value.id
        binders = [i for i, s in enumerate(loop.body[:index]) if _binds([s], new)]
        if var == new or not binders:
            continue
        spots = dict.fromkeys([binders[-1] + 1, index])
        for rank, spot in enumerate(spots):
            at = loop.body[spot]
            indent = ctx.src.indent(at.lineno)
            cond = f"{new} == {var}"
            offset, text = line_insertion(ctx, at.lineno, indent,
                                          f"if {cond}:{nl}{indent}{unit}break")
            yield Edit("loop-progress", ctx.line, [(offset, offset, text)],
                       f"before line {at.lineno}: insert `if {cond}: break` (the loop "
                       "never ends once it stops moving)", f"{offset}:{cond}:fixed",
                       1.0 - 0.2 * rank)


CAP = 1.0  # a counted loop that lost the test of its count against the cap
CATCH_UP = 0.9  # an idle round that lost its jump to the next event


def _catch_up(ctx: EditContext, loop: ast.While) -> Iterator[Edit]:
    """`if not ready: continue` in an event loop that moves `time` on (`time += burst`)
    and admits what `pending[i].arrival <= time` allows: a round with nothing to do
    must jump the clock to the next event (`time = pending[i].arrival`), or no test
    ever changes again. Before each `continue` of the loop reached without moving any
    variable of its condition, a variable the loop moves elsewhere takes the other side
    of a comparison of the loop that waits for it."""
    variables = _condition_vars(loop)
    moved = {n.target.id for n in ast.walk(loop) if isinstance(n, ast.AugAssign)
             and isinstance(n.target, ast.Name)}
    waits: list[tuple[str, ast.expr]] = []
    for node in ast.walk(loop):
        if not (isinstance(node, ast.Compare) and len(node.ops) == 1):
            continue
        a, b, op = node.left, node.comparators[0], node.ops[0]
        if isinstance(op, (ast.LtE, ast.Lt)) and isinstance(b, ast.Name) and b.id in moved:
            waits.append((b.id, a))  # `arrival <= time`
        elif isinstance(op, (ast.GtE, ast.Gt)) and isinstance(a, ast.Name) and a.id in moved:
            waits.append((a.id, b))  # `time >= arrival`
    waits = [(v, x) for v, x in waits if v not in variables and not isinstance(x, ast.Constant)
             and v not in {n.id for n in ast.walk(x) if isinstance(n, ast.Name)}]
    if not waits:
        return
    jumps = [j for v in variables for j in _bare_continues(loop, v)]
    seen: set[int] = set()
    for jump in jumps:
        if id(jump) in seen or any(_binds([s], v) for s in block_of(ctx, jump) or []
                                   for v in variables):
            continue
        seen.add(id(jump))
        for rank, (var, value) in enumerate(waits[:2]):
            yield from _insert(ctx, jump.lineno, ctx.src.indent(jump.lineno),
                               [(f"{var} = {ctx.text(value)}", 1.0)],
                               f"before the `continue` at line {jump.lineno}",
                               CATCH_UP * (1.0 - 0.2 * rank))


STILL_CLOCK = 0.85


def _still_clock(ctx: EditContext, loop: ast.While) -> Iterator[Edit]:
    """`clock = 0` before an event loop that admits what `arrival <= clock` allows and
    never moves `clock`: the tick at the end of the loop's body is missing (`clock +=
    1`). For the loop and each `while` around it, every local bound to a number right
    before the loop (in its block), read in the loop and bound nowhere in it."""
    current: ast.AST | None = loop
    while isinstance(current, ast.While):
        block = block_of(ctx, current) or []
        before = block[:block.index(current)] if current in block else []
        counters = [t.id for s in before if isinstance(s, ast.Assign)
                    and isinstance(s.value, ast.Constant) and type(s.value.value) in (int, float)
                    for t in s.targets if isinstance(t, ast.Name)]
        read = {n.id for n in ast.walk(current) if isinstance(n, ast.Name)
                and isinstance(n.ctx, ast.Load)}
        last = current.body[-1]
        for var in dict.fromkeys(counters):
            if var in read and not _binds([current], var):
                yield from _insert(ctx, (last.end_lineno or last.lineno) + 1,
                                   ctx.src.indent(current.body[0].lineno), [(f"{var} += 1", 1.0)],
                                   f"end of the loop at line {current.lineno}", STILL_CLOCK)
        current = ctx.parent_of.get(current)
        while current is not None and not isinstance(current, (ast.While, ast.FunctionDef,
                                                               ast.AsyncFunctionDef)):
            current = ctx.parent_of.get(current)


def _iteration_cap(ctx: EditContext, loop: ast.While) -> Iterator[Edit]:
    """`while abs(step) > tol:` -> `while abs(step) > tol and iterations < max_iter:`:
    the loop counts its rounds (`iterations += 1`) and the function takes a cap (a
    parameter with a whole-number default) that no comparison reads: the test of the
    count against the cap was lost, and a case that never converges loops forever."""
    if ctx.func is None:
        return
    compared = {n.id for c in ast.walk(ctx.func) if isinstance(c, ast.Compare)
                for n in ast.walk(c) if isinstance(n, ast.Name)}
    caps = [p.arg for p, d in param_defaults(ctx.func)
            if isinstance(d, ast.Constant) and type(d.value) is int and d.value > 0
            and p.arg not in compared]
    counters = list(dict.fromkeys(
        n.target.id for n in ast.walk(loop) if isinstance(n, ast.AugAssign)
        and isinstance(n.op, ast.Add) and isinstance(n.target, ast.Name)
        and isinstance(n.value, ast.Constant) and n.value.value == 1
        and n.target.id not in compared))
    test = ctx.text(loop.test)
    if isinstance(loop.test, ast.BoolOp) and isinstance(loop.test.op, ast.Or):
        test = f"({test})"
    for counter in counters[:2]:
        for rank, cap in enumerate(caps[:2]):
            yield ctx.replace(loop.test, f"{test} and {counter} < {cap}", "loop-progress",
                              CAP * (1.0 - 0.2 * rank))


def _exits(loop: ast.While) -> bool:
    """The loop has its own `break` (not a nested loop's), a `return` or a `raise`."""
    def found(nodes: Iterable[ast.AST], nested: bool) -> bool:
        for node in nodes:
            if isinstance(node, (ast.Return, ast.Raise)) or (
                    isinstance(node, ast.Break) and not nested):
                return True
            if not isinstance(node, (ast.FunctionDef, ast.AsyncFunctionDef, ast.ClassDef,
                                     ast.Lambda)) and found(
                    ast.iter_child_nodes(node), nested or isinstance(node, (ast.For, ast.While))):
                return True
        return False
    return found(loop.body, False)


def _progress(ctx: EditContext, loop: ast.While) -> Iterator[Edit]:
    variables = _condition_vars(loop)
    for var in variables:
        updates = list(_updates(loop, var, _numeric_params(ctx), _module_links(ctx)))
        if not _binds(loop.body, var):
            updates += _idiom_updates(ctx, var)
        if not updates:
            continue
        body_binds = _binds(loop.body, var)
        if not body_binds:
            for block in _stalled_branches(loop, variables):
                last = block[-1]
                yield from _insert(ctx, (last.end_lineno or last.lineno) + 1,
                                   ctx.src.indent(block[0].lineno), updates,
                                   f"end of the branch at line {block[0].lineno}", STALLED)
            last = loop.body[-1]
            end = last.end_lineno or last.lineno
            yield from _insert(ctx, end + 1, ctx.src.indent(loop.body[0].lineno), updates,
                               f"end of the loop at line {loop.lineno}", 1.0)
            if loop.body[0].lineno > loop.lineno and (
                    len(loop.body) > 1 or not isinstance(loop.body[0], _FLOW_STMTS)):
                # `while order > target: order -= 1; free(order)`: the step comes first
                yield from _insert(ctx, loop.body[0].lineno, ctx.src.indent(
                    loop.body[0].lineno), updates, f"start of the loop at line {loop.lineno}",
                    START)
            continue
        tests = {id(jump): [t.value for t in path if isinstance(t, _Test)]
                 for jump, path in _continue_paths(loop)}
        for jump in _bare_continues(loop, var):
            yield from _insert(ctx, jump.lineno, ctx.src.indent(jump.lineno),
                               _matched_steps(tests.get(id(jump), []), var) + updates,
                               f"before the `continue` at line {jump.lineno}", 0.9)


MATCHED = 1.1  # past what the branch's own test matched, over a plain `+= 1`


def _matched_steps(tests: list[ast.expr], var: str) -> list[tuple[str, float]]:
    """`i += 2` before the `continue` of `if text.startswith("\\n", i + 1):`: a scanner's
    branch that matched a literal at `var + k` moves past it, by `k + len(literal)`
    (`text[i + 1] == "x"`, `text[i:i + 2] == "ab"` alike); `tests` are the `if` tests on
    the way to the `continue`."""
    out: list[tuple[str, float]] = []
    for test in reversed(tests):  # the innermost first
        for node in ast.walk(test):
            step = _match_length(node, var)
            if step and (f"{var} += {step}", MATCHED) not in out:
                out.append((f"{var} += {step}", MATCHED))
    return out


def _offset(node: ast.expr, var: str) -> int | None:
    """k of `var` (0) or `var + k` (a literal k >= 0)."""
    if _is_var(node, var):
        return 0
    if (isinstance(node, ast.BinOp) and isinstance(node.op, ast.Add) and _is_var(node.left, var)
            and isinstance(node.right, ast.Constant) and type(node.right.value) is int
            and node.right.value >= 0):
        return node.right.value
    return None


def _match_length(node: ast.AST, var: str) -> int | None:
    """k + len(literal) for `s.startswith(literal, var + k)`, `s[var + k] == literal`,
    `s[var + k:...] == literal`; None otherwise."""
    if (isinstance(node, ast.Call) and isinstance(node.func, ast.Attribute)
            and node.func.attr == "startswith" and len(node.args) == 2
            and isinstance(node.args[0], ast.Constant) and isinstance(node.args[0].value, str)):
        k = _offset(node.args[1], var)
        return None if k is None else k + len(node.args[0].value)
    if (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(node.ops[0], ast.Eq)
            and isinstance(node.left, ast.Subscript) and isinstance(node.comparators[0],
                                                                    ast.Constant)
            and isinstance(node.comparators[0].value, str) and node.comparators[0].value):
        index = node.left.slice
        first = index.lower if isinstance(index, ast.Slice) else index
        k = _offset(first, var) if first is not None else None
        return None if k is None else k + len(node.comparators[0].value)
    return None


IDIOM = 0.7  # an update written as the module computes a value from itself


def _idiom_updates(ctx: EditContext, var: str) -> list[tuple[str, float]]:
    """`square = square * square % p` for `while square != 1:` whose body never moves
    `square`: the module squares a value this way elsewhere (`c = b * b % p`), or
    updates one from itself (`t = t * c % p`). Each such arithmetic, with its squared or
    self-updated name replaced by the loop's variable, when every other name it reads
    is in scope here."""
    if ctx.func is None or not var.isidentifier():
        return []
    key = ("self-arith", ctx.path)
    if key not in ctx.project.memo:
        found: list[tuple[ast.expr, str]] = []
        for node in ast.walk(ctx.info.tree):
            if not isinstance(node, ast.Assign):
                continue
            pairs = list(zip(node.targets[0].elts, node.value.elts, strict=False)) if (
                isinstance(node.targets[0], ast.Tuple) and isinstance(node.value, ast.Tuple)
            ) else [(node.targets[0], node.value)]
            for target, value in pairs:
                if not isinstance(value, ast.BinOp):
                    continue
                names = [n.id for n in ast.walk(value) if isinstance(n, ast.Name)]
                own = target.id if isinstance(target, ast.Name) and target.id in names else None
                twice = [n for n in dict.fromkeys(names) if names.count(n) >= 2]
                subject = own or (twice[0] if twice else None)
                if subject is not None:
                    found.append((value, subject))
        ctx.project.memo[key] = found
    scope = set(function_params(ctx.func)) | {
        n.id for n in ast.walk(ctx.func) if isinstance(n, ast.Name)
        and isinstance(n.ctx, ast.Store)}
    out: list[tuple[str, float]] = []
    for value, subject in ctx.project.memo[key]:  # type: ignore[attr-defined]
        update = ast.unparse(renamed(value, subject, var))
        reads = {n.id for n in ast.walk(value) if isinstance(n, ast.Name)} - {subject}
        if reads <= scope and f"{var} = {update}" not in [t for t, _ in out] and len(out) < 3:
            out.append((f"{var} = {update}", IDIOM))
    return out


def _module_links(ctx: EditContext) -> tuple[str, ...]:
    """The link fields the module reads (`cur.next`, `node.left`), most read first."""
    counts: dict[str, int] = {}
    for node in ast.walk(ctx.info.tree):
        if isinstance(node, ast.Attribute) and node.attr in LINKS and isinstance(
                node.ctx, ast.Load):
            counts[node.attr] = counts.get(node.attr, 0) + 1
    return tuple(sorted(counts, key=lambda a: -counts[a]))


def _reads_fields(loop: ast.While, var: str) -> bool:
    """The loop reads a field of `var` (`cur.value`): `var` is an object walked over."""
    return any(isinstance(n, ast.Attribute) and isinstance(n.value, ast.Name)
               and n.value.id == var for n in ast.walk(loop))


def _stalled_branches(loop: ast.While, variables: list[str]) -> list[list[ast.stmt]]:
    """Blocks of an `if`/`else` of the loop's body where the other branch moves a
    variable of the condition and this one moves none: `if h[l] < h[r]: ...; l += 1`
    `else: ...` (two pointers, one forgotten)."""
    out: list[list[ast.stmt]] = []
    for stmt in loop.body:
        if not (isinstance(stmt, ast.If) and stmt.orelse):
            continue
        branches = _chain(stmt)  # `if`/`elif`/`else`: every branch of the chain
        moves = [any(_binds(b, v) for v in variables) for b in branches]
        if moves.count(True) >= max(1, len(branches) - 2) and False in moves:
            out += [b for b, moved in zip(branches, moves, strict=True) if not moved]
    return out


def _chain(stmt: ast.If) -> list[list[ast.stmt]]:
    """The blocks of an `if`/`elif`/.../`else` chain, in order."""
    blocks = [stmt.body]
    rest = stmt.orelse
    while len(rest) == 1 and isinstance(rest[0], ast.If):
        blocks.append(rest[0].body)
        rest = rest[0].orelse
    return blocks + ([rest] if rest else [])


def _insert(ctx: EditContext, line: int, indent: str, updates: list[tuple[str, float]],
            where: str, weight: float) -> Iterator[Edit]:
    for text, w in updates:
        offset, new = line_insertion(ctx, line, indent, text)
        yield Edit("loop-progress", ctx.line, [(offset, offset, new)],
                   f"{where}: insert `{text}`", f"{offset}:{text}", weight * w)


def _numeric_params(ctx: EditContext) -> dict[str, bool]:
    out = {p: False for p in function_params(ctx.func)}
    if ctx.func is not None:
        a = ctx.func.args
        positional = [*a.posonlyargs, *a.args]
        for param, default in zip(positional[len(positional) - len(a.defaults):], a.defaults,
                                  strict=True):
            out[param.arg] = isinstance(default, ast.Constant) and type(default.value) in (
                int, float)
    return out


def _condition_vars(loop: ast.While) -> list[str]:
    """Plain names the condition compares or tests (`pos < len(s)`, `node`, `n > 0`)."""
    test = loop.test
    if isinstance(test, ast.Constant):
        return []
    names = [n.id for n in ast.walk(test) if isinstance(n, ast.Name)
             and not _is_callee(test, n)]
    # a field of the object the method walks: `while self.pos < len(self.text)`
    names += [f"self.{n.attr}" for n in ast.walk(test) if isinstance(n, ast.Attribute)
              and isinstance(n.value, ast.Name) and n.value.id == "self"
              and not _is_callee(test, n) and not _is_read_whole(test, n)]
    # a cursor kept in a table: `while self._arc[u] < len(self.graph[u])`
    names += [ast.unparse(n) for n in ast.walk(test) if _is_cursor(n)
              and not _is_callee(test, n) and not _is_read_whole(test, n)]
    return [n for n in dict.fromkeys(names) if n not in ("self", "cls", "len", "True")]


def _is_cursor(node: ast.AST) -> bool:
    """`pos[u]`, `self._arc[u]`: an entry of a table (a local or a field of `self`) at a
    plain name."""
    if not (isinstance(node, ast.Subscript) and isinstance(node.slice, ast.Name)):
        return False
    table = node.value
    return isinstance(table, ast.Name) or (
        isinstance(table, ast.Attribute) and isinstance(table.value, ast.Name)
        and table.value.id == "self")


def _is_read_whole(test: ast.expr, node: ast.AST) -> bool:
    """`self.text` in `len(self.text)`: the object's data, which no loop step moves."""
    return any(isinstance(c, ast.Call) and node in c.args for c in ast.walk(test))


def _is_var(node: ast.AST, var: str) -> bool:
    """`node` is the loop variable `var`: a name, a field of `self` (`self.pos`), or a
    table's entry (`self._arc[u]`)."""
    if isinstance(node, ast.Name):
        return node.id == var
    if isinstance(node, ast.Subscript):
        return var.endswith("]") and _is_cursor(node) and ast.unparse(node) == var
    return isinstance(node, ast.Attribute) and isinstance(node.value, ast.Name) and (
        f"{node.value.id}.{node.attr}" == var)


def _is_callee(tree: ast.AST, name: ast.AST) -> bool:
    return any(isinstance(c, ast.Call) and c.func is name for c in ast.walk(tree))


def _updates(loop: ast.While, var: str, _params: dict[str, bool],
             module_links: tuple[str, ...] = ()) -> Iterator[tuple[str, float]]:
    """The likely updates of `var`, best first (`_params`: the function's parameters, True
    for those that default to a number; `module_links`: the link fields the module reads,
    `node.next`)."""
    body = ast.Module(body=loop.body, type_ignores=[])
    # `v % 10` / `v // 10` in the body or the condition: a digit loop, a halving
    # (`while d % 2 == 0`)
    for node in [*ast.walk(body), *ast.walk(loop.test)]:
        if isinstance(node, ast.BinOp) and isinstance(node.op, (ast.Mod, ast.FloorDiv)) and \
                _is_var(node.left, var) and isinstance(
                node.right, (ast.Constant, ast.Name)):
            yield f"{var} //= {ast.unparse(node.right)}", 1.0
            break
    # `u = parent[v]` (`nxt = succ(v)`): the body computes the next value and never takes it
    for stmt in loop.body:
        if isinstance(stmt, ast.Assign) and len(stmt.targets) == 1 and isinstance(
                stmt.targets[0], ast.Name) and stmt.targets[0].id != var and isinstance(
                stmt.value, (ast.Subscript, ast.Call)) and any(
                _is_var(n, var) for n in ast.walk(stmt.value) if isinstance(n, ast.Name)):
            yield f"{var} = {stmt.targets[0].id}", 1.0
    links = [n.attr for n in ast.walk(body) if isinstance(n, ast.Attribute)
             and isinstance(n.value, ast.Name) and n.value.id == var
             and n.attr in LINKS]
    for attr in dict.fromkeys(links):
        yield f"{var} = {var}.{attr}", 1.0
    if not links and _reads_fields(loop, var):  # `while cur is not None and cur.value < v`:
        # a walk whose step the loop never takes; the links the module follows elsewhere
        for attr in [a for a in module_links if a != "parent"][:2]:
            yield f"{var} = {var}.{attr}", 0.95
    if any(isinstance(n, ast.BinOp) and isinstance(n.op, (ast.FloorDiv, ast.Div)) and isinstance(
            n.right, ast.Name) and n.right.id == var for n in ast.walk(loop.test)):
        # `while largest // exp > 0`: a place value that grows by the base
        factors = [n.id for n in ast.walk(body) if isinstance(n, ast.Name) and n.id != var
                   and isinstance(n.ctx, ast.Load) and n.id in _params]
        factors.sort(key=lambda n: not _params[n])  # a parameter defaulting to a number
        for i, factor in enumerate([*dict.fromkeys(factors), "10", "2"][:4]):
            yield f"{var} *= {factor}", 1.0 - 0.1 * i
    up, down = _direction(loop.test, var)
    if up or not down:
        yield f"{var} += 1", 0.9 if up else 0.5
    if down or not up:
        yield f"{var} -= 1", 0.9 if down else 0.5


def _direction(test: ast.expr, var: str) -> tuple[bool, bool]:
    """(counts up, counts down) as the condition reads: `v < n` up, `v > 0` down."""
    up = down = False
    for node in ast.walk(test):
        if not isinstance(node, ast.Compare) or len(node.ops) != 1:
            continue
        op, left, right = node.ops[0], node.left, node.comparators[0]
        if _is_var(left, var):
            up |= isinstance(op, (ast.Lt, ast.LtE))
            down |= isinstance(op, (ast.Gt, ast.GtE))
        elif _is_var(right, var):
            up |= isinstance(op, (ast.Gt, ast.GtE))
            down |= isinstance(op, (ast.Lt, ast.LtE))
    return up, down


def _binds(stmts: list[ast.stmt], var: str) -> bool:
    for stmt in stmts:
        for node in ast.walk(stmt):
            if isinstance(node, (ast.Name, ast.Attribute, ast.Subscript)) and _is_var(
                    node, var) and isinstance(node.ctx, ast.Store):
                return True
            if var.endswith("]") and isinstance(node, ast.Call) and _moves_table(node, var):
                return True  # `pos.clear()`, `fill(pos)`: the table changes some other way
            if isinstance(node, ast.AugAssign) and _is_var(node.target, var):
                return True
    return False


def _moves_table(call: ast.Call, var: str) -> bool:
    """A call that may change the table of the entry `var` (a method of it, or the table
    handed to a call)."""
    table = var[:var.index("[")]
    func = call.func
    if isinstance(func, ast.Attribute) and ast.unparse(func.value) == table:
        return True
    return any(ast.unparse(a) == table for a in call.args)


def _bare_continues(loop: ast.While, var: str) -> Iterator[ast.Continue]:
    """`continue` statements of this loop (not a nested one) reached without updating `var`
    in their own block."""
    def binds_on_every_path(stmt: ast.stmt) -> bool:
        if isinstance(stmt, ast.If):  # both ways, each going on to what follows
            return all(part and not _jumps(part) and _binds(part, var)
                       for part in (stmt.body, stmt.orelse))
        if isinstance(stmt, (ast.For, ast.While, ast.Try)):
            return False  # the body may not run (or may stop early)
        return _binds([stmt], var)

    def visit(block: list[ast.stmt], bound: bool) -> Iterator[ast.Continue]:
        for i, stmt in enumerate(block):
            now = bound or any(binds_on_every_path(s) for s in block[:i])
            if isinstance(stmt, ast.Continue):
                if not now:
                    yield stmt
            elif isinstance(stmt, (ast.If, ast.Try, ast.With)):
                for part in ("body", "orelse", "finalbody"):
                    yield from visit(getattr(stmt, part, []) or [], now)
                for handler in getattr(stmt, "handlers", []):
                    yield from visit(handler.body, now)
    yield from visit(loop.body, False)


IDLE = 1.1  # an iteration that changes nothing repeats forever: the surest loop bug


def _idle_jump(ctx: EditContext, loop: ast.While) -> Iterator[Edit]:
    """`if level is None: continue` in an event loop whose other paths move the clock
    (`now += used`): a `continue` reached with nothing written since the loop's top
    repeats the same iteration forever. The value read at the top (`self._admit(pending,
    queues, now)`) must move on that path too: to the next event, the value it is
    compared with where it is used (`pending[0].arrival <= now` in `_admit`, its
    parameters read as this call's arguments), or one step."""
    written = _written(loop.body)
    for jump, path in _continue_paths(loop):
        if _moves_state(path):
            continue
        temps = {n.id for stmt in path for n in ast.walk(stmt)
                 if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Store)}
        read_first = [n.id for stmt in path for n in ast.walk(stmt)
                      if isinstance(n, ast.Name) and isinstance(n.ctx, ast.Load)
                      and n.id not in temps]
        for var in [v for v in dict.fromkeys(read_first) if v in written][:2]:
            updates = [(f"{var} = {e}", IDLE) for e in _compared_with(ctx, loop, var)[:3]]
            updates.append((f"{var} += 1", IDLE * 0.8))
            yield from _insert(ctx, jump.lineno, ctx.src.indent(jump.lineno), updates,
                               f"before the `continue` at line {jump.lineno}", 1.0)


def _written(body: list[ast.stmt]) -> set[str]:
    """Names the loop body assigns with `+=` or `=` (the state an iteration moves)."""
    out: set[str] = set()
    for node in ast.walk(ast.Module(body=body, type_ignores=[])):
        if isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
            out.add(node.target.id)
        elif isinstance(node, ast.Assign):
            out |= {t.id for t in node.targets if isinstance(t, ast.Name)}
    return out


def _moves_state(path: list[ast.stmt]) -> bool:
    """Does a statement of the path change what the next iteration starts from? An item,
    a field, an augmented name, or a name the iteration read before writing it do; a
    temporary the iteration computes afresh (`level = next(...)`) does not. (Calls are
    taken to do again what they did: the state they read has not moved.)"""
    read: set[str] = set()
    for stmt in path:
        for node in ast.walk(stmt):
            if isinstance(node, (ast.AugAssign, ast.Delete, ast.For, ast.While, ast.With,
                                 ast.Try)):
                return True
            if isinstance(node, (ast.Assign, ast.AnnAssign)):
                targets = node.targets if isinstance(node, ast.Assign) else [node.target]
                for target in targets:
                    names = list(ast.walk(target))
                    if any(isinstance(t, (ast.Subscript, ast.Attribute)) for t in names):
                        return True
                    if any(isinstance(t, ast.Name) and t.id in read for t in names):
                        return True
        read |= {n.id for n in ast.walk(stmt) if isinstance(n, ast.Name)
                 and isinstance(n.ctx, ast.Load)}
    return False


class _Test(ast.Expr):
    """An `if` (or the loop's) test on a path, read there like a statement of it."""


def _continue_paths(loop: ast.While) -> Iterator[tuple[ast.Continue, list[ast.stmt]]]:
    """Each `continue` of the loop (not of a nested loop) under `if`, `with` and `try`
    blocks, with what this iteration ran before it, in order: the statements before its
    blocks at every level and the tests on the way (as `_Test`s)."""
    def visit(block: list[ast.stmt], before: list[ast.stmt]
              ) -> Iterator[tuple[ast.Continue, list[ast.stmt]]]:
        for i, stmt in enumerate(block):
            run = before + block[:i]
            if isinstance(stmt, ast.Continue):
                yield stmt, run
            elif isinstance(stmt, ast.If):
                test = _Test(value=stmt.test)
                yield from visit(stmt.body, run + [test])
                yield from visit(stmt.orelse, run + [test])
            elif isinstance(stmt, (ast.Try, ast.With)):
                yield from visit(stmt.body, run)
    yield from visit(loop.body, [_Test(value=loop.test)])


def _compared_with(ctx: EditContext, loop: ast.While, var: str) -> list[str]:
    """Expressions `var` is compared with (`pending[0].arrival <= now`), in the function or
    in a function of the module that the loop hands `var` to (its parameters renamed to
    the call's plain-name arguments), whose names are all bound in the function."""
    assert ctx.func is not None
    scope = set(function_params(ctx.func)) | set(function_locals(ctx.func))
    places: list[tuple[ast.AST, dict[str, str]]] = [(ctx.func, {})]
    defs = {d.name: d for d in ast.walk(ctx.info.tree)
            if isinstance(d, (ast.FunctionDef, ast.AsyncFunctionDef))}
    for call in ast.walk(loop):
        if not isinstance(call, ast.Call):
            continue
        name = call.func.attr if isinstance(call.func, ast.Attribute) else getattr(
            call.func, "id", None)
        helper = defs.get(name) if isinstance(name, str) else None
        if helper is None or helper is ctx.func:
            continue
        params = [a.arg for a in helper.args.args]
        static = any(isinstance(d, ast.Name) and d.id == "staticmethod"
                     for d in helper.decorator_list)
        if params[:1] in (["self"], ["cls"]) and isinstance(call.func, ast.Attribute) \
                and not static:
            params = params[1:]
        mapping = {p: a.id for p, a in zip(params, call.args, strict=False)
                   if isinstance(a, ast.Name)}
        if var in mapping.values():
            places.append((helper, mapping))
    out: list[str] = []
    for place, mapping in places:
        inner = next((p for p, a in mapping.items() if a == var), var)
        for node in ast.walk(place):
            if not (isinstance(node, ast.Compare) and len(node.ops) == 1 and isinstance(
                    node.ops[0], (ast.Lt, ast.LtE, ast.Gt, ast.GtE))):
                continue
            left, right = node.left, node.comparators[0]
            other = right if _is_var(left, inner) else left if _is_var(right, inner) else None
            if other is None or isinstance(other, ast.Constant):
                continue
            text = ast.unparse(renamed_all(other, mapping))
            names = {n.id for n in ast.walk(ast.parse(text, mode="eval"))
                     if isinstance(n, ast.Name)}
            if names <= scope and var not in names and text not in out:
                out.append(text)
    return out


def _jumps(block: list[ast.stmt]) -> bool:
    return bool(block) and isinstance(block[-1], (ast.Continue, ast.Break, ast.Return,
                                                  ast.Raise))


def positive_step(ctx: EditContext) -> Iterator[Edit]:
    """``positive-step``: `shift += j - last[c]` moves a `while` loop's variable by a
    computed amount that can be zero or negative, and then the loop never ends (a
    Boyer-Moore shift, a skip table, a jump by a difference). The step is clamped to at
    least one, in the direction the condition counts: `shift += max(1, j - last[c])`."""
    stmt = ctx.stmt
    if not (isinstance(stmt, ast.AugAssign) and isinstance(stmt.op, (ast.Add, ast.Sub))
            and not isinstance(stmt.value, ast.Constant)):
        return
    loop = enclosing_loop(ctx, (ast.While,))
    if not isinstance(loop, ast.While):
        return
    var = ast.unparse(stmt.target)
    if var not in _condition_vars(loop):
        return
    up, down = _direction(loop.test, var)
    if up == down or up != isinstance(stmt.op, ast.Add):
        return
    text = ctx.text(stmt.value)
    if isinstance(stmt.value, ast.IfExp):
        text = f"({text})"
    yield ctx.replace(stmt.value, f"max(1, {text})", "positive-step", 1.0)
