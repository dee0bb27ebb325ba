"""What kind of value each name of a function holds, from its annotations, assignments and use.

Templates that put one name in another's place (a wrong variable, two names exchanged)
propose many edits no author would write: a list where an index was (`values[j]` ->
`j[values]`), a count where a string was. Type-compatibility filtering is how repair
tools (SimFix, CapGen, TBar's fix ingredients) keep such edits out. Python has no
declared types, so the kinds here are coarse and inferred:

- ``num``: annotated `int`/`float`, bound to a number, to `len(...)`, to arithmetic with a
  number, iterated from `range(...)`, or used in `range(...)` or arithmetic with a number;
- ``seq``: annotated or bound to a list, tuple or set, appended to, passed to `len`,
  iterated over or subscripted where nothing says it is a mapping or a string;
- ``map``: a dict, or read through `.items()`/`.keys()`/`.values()`/`.get()`;
- ``str``: a string, or read through a string method;
- ``bool``: a comparison, `not ...` or a bool literal.

A name with contradicting evidence has no kind. Two kinds *conflict* when one is a
number and the other a container or a string: such a replacement is dropped.
"""

from __future__ import annotations

import ast
import re
import textwrap

from pytest_selfheal.engines.builtin.ops_base import EditContext, FuncDef, walk_own

NUM, SEQ, MAP, STR, BOOL = "num", "seq", "map", "str", "bool"
_CONTAINERS = {SEQ, MAP, STR}
_ANNOTATED = {"int": NUM, "float": NUM, "Decimal": NUM, "Fraction": NUM, "complex": NUM,
              "list": SEQ, "List": SEQ, "Sequence": SEQ, "tuple": SEQ, "Tuple": SEQ,
              "set": SEQ, "Set": SEQ, "frozenset": SEQ, "Iterable": SEQ, "deque": SEQ,
              "dict": MAP, "Dict": MAP, "Mapping": MAP, "MutableMapping": MAP,
              "defaultdict": MAP, "Counter": MAP, "OrderedDict": MAP, "str": STR, "bool": BOOL}
_NUM_CALLS = {"len", "abs", "int", "float", "round", "sum", "ord", "pow", "hash", "divmod"}
_SEQ_CALLS = {"list", "sorted", "tuple", "set", "frozenset", "deque"}
_MAP_CALLS = {"dict", "defaultdict", "Counter", "OrderedDict"}
_STR_CALLS = {"str", "repr", "chr", "format"}
_STR_METHODS = {"lower", "upper", "strip", "lstrip", "rstrip", "startswith", "endswith",
                "split", "rsplit", "splitlines", "isdigit", "isalpha", "isalnum", "isspace",
                "casefold", "title", "capitalize", "encode", "zfill", "ljust", "rjust"}
_MAP_METHODS = {"items", "keys", "values", "get", "setdefault"}
_SEQ_METHODS = {"append", "extend", "insert", "appendleft", "popleft"}
_ARITH = (ast.Add, ast.Sub, ast.Mult, ast.Div, ast.FloorDiv, ast.Mod, ast.Pow)


def conflict(a: str | None, b: str | None) -> bool:
    """True when a value of kind `a` cannot stand where one of kind `b` was."""
    return a is not None and b is not None and (
        (a == NUM and b in _CONTAINERS) or (b == NUM and a in _CONTAINERS))


def kinds_of(ctx: EditContext) -> dict[str, str]:
    """name_kinds of the suspect's function, computed once per function; none where the
    function's own code uses a name against its inferred kind (the inference erred)."""
    if ctx.func is None:
        return {}
    key = ("name_kinds", ctx.path, ctx.func.lineno, ctx.func.col_offset)
    found = ctx.project.memo.get(key)
    if not isinstance(found, dict):
        found = name_kinds(ctx.func)
        if kind_clash(found, ctx.text(ctx.func)):
            found = {}  # the author's own code breaks the inferred kinds: trust none
        ctx.project.memo[key] = found
    return found


def name_kinds(func: FuncDef | None) -> dict[str, str]:
    """Name -> kind for the parameters and locals of `func` whose kind is clear."""
    if func is None:
        return {}
    votes: dict[str, set[str]] = {}

    def vote(name: str, kind: str | None) -> None:
        if kind is not None:
            votes.setdefault(name, set()).add(kind)

    args = func.args
    positional = [*args.posonlyargs, *args.args]
    defaults = dict(zip([a.arg for a in positional[len(positional) - len(args.defaults):]],
                        args.defaults, strict=True))
    defaults.update({a.arg: d for a, d in zip(args.kwonlyargs, args.kw_defaults, strict=True)
                     if d is not None})
    for arg in [*positional, *args.kwonlyargs]:
        if arg.annotation is not None:
            vote(arg.arg, _annotated(arg.annotation))
        if arg.arg in defaults and not _is_none(defaults[arg.arg]):
            vote(arg.arg, expr_kind(defaults[arg.arg], {}))
    for _ in range(2):  # a second pass lets kinds flow through `b = a`
        known = _settled(votes)
        for node in walk_own(func):
            _evidence(node, known, vote)
    return _settled(votes)


def _settled(votes: dict[str, set[str]]) -> dict[str, str]:
    out: dict[str, str] = {}
    for name, kinds in votes.items():
        if len(kinds) == 1:
            out[name] = next(iter(kinds))
        elif kinds <= {SEQ, STR}:
            out[name] = STR  # indexed and iterated like a sequence, read as a string
        elif kinds <= {SEQ, MAP}:
            out[name] = MAP
        elif kinds <= {NUM, BOOL}:
            out[name] = NUM
    return out


def _evidence(node: ast.AST, known: dict[str, str], vote) -> None:  # noqa: ANN001
    if isinstance(node, ast.Assign):
        kind = expr_kind(node.value, known)
        for target in node.targets:
            if isinstance(target, ast.Name):
                vote(target.id, kind)
                vote(f"{target.id}[]", _element_kind(node.value, known))
            elif isinstance(target, ast.Subscript) and isinstance(target.value, ast.Name) \
                    and not isinstance(target.slice, ast.Slice):
                vote(f"{target.value.id}[]", kind)  # `pi[i] = k`: pi holds numbers
    elif isinstance(node, ast.AnnAssign) and isinstance(node.target, ast.Name):
        vote(node.target.id, _annotated(node.annotation))
    elif isinstance(node, ast.AugAssign) and isinstance(node.target, ast.Name):
        if isinstance(node.op, _ARITH) and expr_kind(node.value, known) == NUM:
            vote(node.target.id, NUM)
    elif isinstance(node, (ast.For, ast.comprehension)):
        _loop_evidence(node.target, node.iter, vote)
        if isinstance(node.iter, ast.Name):
            vote(node.iter.id, None if known.get(node.iter.id) in (MAP, STR) else SEQ)
    elif isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name):
        if not isinstance(node.slice, ast.Slice) and known.get(node.value.id) not in (
                MAP, STR):
            vote(node.value.id, SEQ)
        if known.get(node.value.id) == SEQ and isinstance(node.slice, ast.Name):
            vote(node.slice.id, NUM)  # a list's index
    elif isinstance(node, ast.Call):
        _call_evidence(node, vote)
    elif isinstance(node, ast.BinOp) and isinstance(node.op, _ARITH):
        sides = (node.left, node.right)
        if any(_is_number(s) for s in sides) and not (
                isinstance(node.op, ast.Mod) and _is_str(node.left)):
            for side in sides:
                if isinstance(side, ast.Name) and not isinstance(node.op, ast.Mult):
                    vote(side.id, NUM)  # `s * 2` may repeat a string
    elif isinstance(node, ast.Compare):
        operands = [node.left, *node.comparators]
        if any(_is_number(s) for s in operands) and not any(
                isinstance(op, (ast.In, ast.NotIn, ast.Is, ast.IsNot, ast.Eq, ast.NotEq))
                for op in node.ops):
            for side in operands:
                if isinstance(side, ast.Name):
                    vote(side.id, NUM)


def _loop_evidence(target: ast.expr, iterable: ast.expr, vote) -> None:  # noqa: ANN001
    if not isinstance(iterable, ast.Call) or not isinstance(iterable.func, ast.Name):
        return
    if iterable.func.id == "range" and isinstance(target, ast.Name):
        vote(target.id, NUM)
    elif iterable.func.id == "enumerate" and isinstance(target, ast.Tuple) and \
            target.elts and isinstance(target.elts[0], ast.Name):
        vote(target.elts[0].id, NUM)


def _call_evidence(node: ast.Call, vote) -> None:  # noqa: ANN001
    func = node.func
    if isinstance(func, ast.Name):
        if func.id == "len" and node.args and isinstance(node.args[0], ast.Name):
            vote(node.args[0].id, SEQ)
        elif func.id == "range":
            for arg in node.args:
                if isinstance(arg, ast.Name):
                    vote(arg.id, NUM)
    elif isinstance(func, ast.Attribute) and isinstance(func.value, ast.Name):
        owner = func.value.id
        if func.attr in _STR_METHODS:
            vote(owner, STR)
        elif func.attr in _MAP_METHODS:
            vote(owner, MAP)
        elif func.attr in _SEQ_METHODS:
            vote(owner, SEQ)
            if func.attr in ("append", "appendleft") and len(node.args) == 1:
                vote(f"{owner}[]", expr_kind(node.args[0], {}))


def expr_kind(node: ast.expr, known: dict[str, str]) -> str | None:
    """The kind of an expression's value, where its form or its names say it."""
    if isinstance(node, ast.Constant):
        value = node.value
        if isinstance(value, bool):
            return BOOL
        if isinstance(value, (int, float)):
            return NUM
        return STR if isinstance(value, str) else None
    if isinstance(node, ast.JoinedStr):
        return STR
    if isinstance(node, (ast.List, ast.ListComp, ast.Tuple, ast.Set, ast.SetComp)):
        return SEQ
    if isinstance(node, (ast.Dict, ast.DictComp)):
        return MAP
    if isinstance(node, (ast.Compare, ast.BoolOp)) or (
            isinstance(node, ast.UnaryOp) and isinstance(node.op, ast.Not)):
        return BOOL
    if isinstance(node, ast.UnaryOp):
        return expr_kind(node.operand, known)
    if isinstance(node, ast.Name):
        return known.get(node.id)
    if isinstance(node, ast.Subscript) and isinstance(node.value, ast.Name) and \
            not isinstance(node.slice, ast.Slice):
        return known.get(f"{node.value.id}[]")  # an element of a list whose items are known
    if isinstance(node, ast.BinOp) and isinstance(node.op, _ARITH):
        left, right = expr_kind(node.left, known), expr_kind(node.right, known)
        if isinstance(node.op, ast.Mod) and left == STR:
            return STR
        if left == NUM and right == NUM:
            return NUM
        if isinstance(node.op, (ast.Sub, ast.Div, ast.FloorDiv, ast.Pow)) and NUM in (
                left, right):
            return NUM
        if isinstance(node.op, ast.Add) and left == right:
            return left
        return None
    if isinstance(node, ast.Call):
        func = node.func
        name = func.id if isinstance(func, ast.Name) else (
            func.attr if isinstance(func, ast.Attribute) else "")
        if isinstance(func, ast.Name):
            for calls, kind in ((_NUM_CALLS, NUM), (_SEQ_CALLS, SEQ), (_MAP_CALLS, MAP),
                                (_STR_CALLS, STR)):
                if name in calls:
                    return kind
        elif name in ("join", "format", "lower", "upper", "strip", "replace", "title"):
            return STR
        elif name == "split":
            return SEQ
    return None


def _element_kind(value: ast.expr, known: dict[str, str]) -> str | None:
    """The kind of the items of a list built as `[0] * n`, `[x, y]` or a comprehension."""
    if isinstance(value, ast.BinOp) and isinstance(value.op, ast.Mult):
        value = value.left if isinstance(value.left, ast.List) else value.right
    if isinstance(value, ast.ListComp):
        return expr_kind(value.elt, known)
    if isinstance(value, ast.List) and value.elts:
        kinds = {expr_kind(e, known) for e in value.elts}
        return kinds.pop() if len(kinds) == 1 else None
    return None


def _annotated(annotation: ast.expr) -> str | None:
    """The kind an annotation names: its outer type (`list[int]` is a seq, `int | None` and
    `Optional[int]` a num)."""
    words = [w for w in re.findall(r"\w+", ast.unparse(annotation))
             if w not in ("Optional", "None", "typing", "t")]
    return _ANNOTATED.get(words[0]) if words else None


def _is_none(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and node.value is None


def _is_number(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, (int, float)) and \
        not isinstance(node.value, bool)


def _is_str(node: ast.expr) -> bool:
    return isinstance(node, ast.Constant) and isinstance(node.value, str)


_NEEDS_CONTAINER = {"len", "sorted", "reversed", "list", "tuple", "set", "sum", "enumerate",
                    "zip", "iter", "any", "all"}
_NEEDS_NUMBER = {"abs", "round", "range"}


def kind_clash(kinds: dict[str, str], fragment: str) -> bool:
    """True when code an edit writes uses a name against its kind: a number subscripted or
    passed to `len`, a list in arithmetic with a number, a number compared with a list.
    Fragments that do not parse on their own (an operator, half an expression) pass."""
    if not kinds or not fragment.strip():
        return False
    try:
        tree = ast.parse(textwrap.dedent(fragment).strip())
    except (SyntaxError, ValueError):
        return False

    def kind(node: ast.AST) -> str | None:
        return expr_kind(node, kinds) if isinstance(node, (ast.Name, ast.Subscript)) else None

    for node in ast.walk(tree):
        if isinstance(node, ast.Assign) and len(node.targets) == 1 and isinstance(
                node.targets[0], ast.Name) and conflict(kinds.get(node.targets[0].id),
                                                        expr_kind(node.value, kinds)):
            return True
        if isinstance(node, ast.AugAssign) and isinstance(node.op, _ARITH) and not isinstance(
                node.op, (ast.Mult, ast.Mod)) and conflict(kind(node.target),
                                                           expr_kind(node.value, kinds)):
            return True  # `s -= 1` on a list
        if isinstance(node, ast.Subscript) and kind(node.value) in (NUM, BOOL):
            return True
        if isinstance(node, ast.BinOp) and isinstance(node.op, _ARITH):
            sides = (kind(node.left), kind(node.right))
            if conflict(*sides) and not isinstance(node.op, (ast.Mult, ast.Mod)):
                return True
            if isinstance(node.op, (ast.Sub, ast.Div, ast.FloorDiv, ast.Pow)) and any(
                    k in (SEQ, MAP, STR) and _is_number(other) for k, other in
                    ((sides[0], node.right), (sides[1], node.left))):
                return True
        if isinstance(node, ast.Compare) and any(
                isinstance(op, (ast.Lt, ast.LtE, ast.Gt, ast.GtE)) for op in node.ops):
            operands = [kind(x) for x in [node.left, *node.comparators]]
            if any(conflict(a, b) for a in operands for b in operands):
                return True
        if isinstance(node, ast.Call) and isinstance(node.func, ast.Name) and \
                len(node.args) == 1:
            arg = kind(node.args[0])
            if (node.func.id in _NEEDS_CONTAINER and arg in (NUM, BOOL)) or (
                    node.func.id in _NEEDS_NUMBER and arg in (SEQ, MAP, STR)):
                return True
    return False
