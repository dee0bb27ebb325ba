"""Fix templates of the built-in engine on small literal sources.

Each test asserts the exact new file text, so formatting and comments elsewhere
on the edited line and in the file must survive byte for byte.
"""

from __future__ import annotations

import ast
from pathlib import Path

import pytest

from pytest_selfheal.engines.builtin.model import Candidate, Suspect
from pytest_selfheal.engines.builtin.operators import OPERATORS, PRIORS, generate
from pytest_selfheal.records import Failure

HEADER = '"""Module doc."""\n# café: a non-ASCII comment before the code\n'


def run(tmp_path: Path, source: str, line: int, op: str | None = None,
        failures: list[Failure] | None = None, name: str = "mod.py") -> list[Candidate]:
    path = tmp_path / name
    path.parent.mkdir(parents=True, exist_ok=True)
    path.write_bytes(source.encode("utf-8"))
    cands = generate(tmp_path, [Suspect(name, line, 1.0)], failures or [],
                     operators=[op] if op else None)
    for cand in cands:
        ast.parse(cand.new_source)
        assert cand.path == name
        assert 0 < cand.prior <= 1
    return cands


def expect(cands: list[Candidate], new_source: str) -> Candidate:
    for cand in cands:
        if cand.new_source == new_source:
            return cand
    shown = "\n---\n".join(c.new_source for c in cands[:20])
    raise AssertionError(f"expected candidate not generated; got:\n{shown}")


def fail(exc_type: str, message: str) -> Failure:
    return Failure(nodeid="tests/test_mod.py::test_x", exc_type=exc_type, message=message)


def test_every_operator_has_a_prior() -> None:
    assert set(OPERATORS) <= set(PRIORS)


def test_compare_op_keeps_comments_and_unicode(tmp_path: Path) -> None:
    src = HEADER + "def f(x):\n    if x < 10:  # bound é\n        return 'é'\n    return x\n"
    cands = run(tmp_path, src, 4, "compare-op")
    cand = expect(cands, src.replace("x < 10:", "x <= 10:"))
    assert cand.operator == "compare-op" and cand.line == 4
    assert cand.description == "line 4: `<` -> `<=`"
    assert cand.edit_size == 2
    assert cands[0] is cand  # the boundary flip ranks first
    expect(cands, src.replace("x < 10:", "x >= 10:"))


def test_compare_op_multi_word_and_parenthesized(tmp_path: Path) -> None:
    src = "def f(a, b):\n    return (a) is not (b)  # keep\n"
    cands = run(tmp_path, src, 2, "compare-op")
    expect(cands, src.replace("is not", "is"))
    expect(cands, src.replace("is not", "!="))
    src2 = "def f(a, b):\n    return a in b\n"
    expect(run(tmp_path, src2, 2, "compare-op"), src2.replace(" in ", " not in "))


def test_arith_op(tmp_path: Path) -> None:
    src = "def f(a, b):\n    return a  +  b  # sum\n"
    expect(run(tmp_path, src, 2, "arith-op"), src.replace("+", "-"))
    src2 = "def mean(xs):\n    return sum(xs) / len(xs)\n"
    expect(run(tmp_path, src2, 2, "arith-op"), src2.replace(" / ", " // "))


def test_bool_op_replaces_every_connective(tmp_path: Path) -> None:
    src = "def f(a, b, c):\n    return a and b and c  # all\n"
    expect(run(tmp_path, src, 2, "bool-op"), "def f(a, b, c):\n    return a or b or c  # all\n")


def test_aug_assign(tmp_path: Path) -> None:
    src = "def f(n):\n    t = 0\n    t += n  # acc\n    return t\n"
    expect(run(tmp_path, src, 3, "aug-assign"), src.replace("t += n", "t -= n"))
    bits = "def f(n):\n    c = 0\n    while n:\n        n ^= n - 1\n        c += 1\n    return c\n"
    assert bits.replace("n ^= n - 1", "n &= n - 1") in [
        c.new_source for c in run(tmp_path, bits, 4, "aug-assign")]


def test_negate_condition(tmp_path: Path) -> None:
    src = "def f(x):\n    if x.ready and x.ok:  # gate\n        return 1\n    return 0\n"
    cands = run(tmp_path, src, 2, "negate-condition")
    expect(cands, src.replace("x.ready and x.ok", "not (x.ready and x.ok)"))
    expect(cands, src.replace("x.ready and", "not x.ready and"))
    src2 = "def f(x):\n    while not x.done():\n        x.step()\n"
    expect(run(tmp_path, src2, 2, "negate-condition"), src2.replace("not x.done()", "x.done()"))
    src3 = "def f(x):\n    return 1 if x else 2\n"
    expect(run(tmp_path, src3, 2, "negate-condition"), src3.replace("if x", "if not x"))


def test_off_by_one_range_slice_and_subscript(tmp_path: Path) -> None:
    src = "def f(xs, n):\n    return [xs[i] for i in range(n - 1)] + xs[1:n]  # c\n"
    cands = run(tmp_path, src, 2, "off-by-one")
    expect(cands, src.replace("range(n - 1)", "range(n)"))
    expect(cands, src.replace("xs[1:n]", "xs[0:n]"))
    expect(cands, src.replace("xs[1:n]", "xs[1:n + 1]"))
    expect(cands, src.replace("xs[i]", "xs[i - 1]"))
    src2 = "def last(xs):\n    return xs[len(xs)]\n"
    expect(run(tmp_path, src2, 2, "off-by-one"), src2.replace("len(xs)]", "len(xs) - 1]"))


def test_off_by_one_on_a_count_passed_to_a_call(tmp_path: Path) -> None:
    # a position compared with an integer, or found by max(range(n), key=...), passed one off
    src = ("def f(xs, k):\n    i = max(range(k), key=xs.__getitem__)\n"
           "    if i != 0:\n        g(xs, i)\n    return xs\n")
    cands = run(tmp_path, src, 4, "off-by-one")
    expect(cands, src.replace("g(xs, i)", "g(xs, i + 1)"))
    expect(cands, src.replace("g(xs, i)", "g(xs, i - 1)"))
    # len(...) handed to a call: `factorial(len(p))` for `factorial(len(p) - 1)`
    src2 = "def rank(p):\n    return factorial(len(p)) * p[0]\n"
    expect(run(tmp_path, src2, 2, "off-by-one"),
           src2.replace("factorial(len(p))", "factorial(len(p) - 1)"))
    # a name that is no count gets no such edit
    src3 = "def f(xs, key):\n    g(xs, key)\n"
    assert not any("key + 1" in c.new_source for c in run(tmp_path, src3, 2, "off-by-one"))


def test_swap_args(tmp_path: Path) -> None:
    src = "def f(a, b):\n    return pow(a, b)  # power\n"
    cand = expect(run(tmp_path, src, 2, "swap-args"), src.replace("pow(a, b)", "pow(b, a)"))
    assert cand.description == "line 2: swap `a` and `b`"


def test_swap_operands_parenthesizes(tmp_path: Path) -> None:
    src = "def f(a, b):\n    return a - b * 2\n"
    expect(run(tmp_path, src, 2, "swap-operands"), src.replace("a - b * 2", "(b * 2) - a"))


def test_replace_name_nearest_for_name_error(tmp_path: Path) -> None:
    src = "def f(total, count):\n    return totl / count  # avg\n"
    cands = run(tmp_path, src, 2, "replace-name",
                [fail("NameError", "name 'totl' is not defined")])
    cand = expect(cands, src.replace("totl", "total"))
    assert cands[0] is cand


def test_replace_name_reads_a_local_that_nothing_reads_first(tmp_path: Path) -> None:
    """`net` is computed and never read: the likeliest name the return meant, though
    `gross` is the more similar name."""
    src = ("def invoice(gross, rate):\n    tax = gross * rate\n"
           "    net = gross - tax\n    return gross\n")
    cands = run(tmp_path, src, 4, "replace-name")
    assert cands[0].new_source == src.replace("return gross", "return net")
    # without the dead store, `net` is no first choice: it is the evidence that ranks it
    plain = src.replace("    return gross", "    print(net)\n    return gross")
    first = run(tmp_path, plain, 5, "replace-name")[0]
    assert "return net" not in first.new_source


def test_replace_name_for_called_function(tmp_path: Path) -> None:
    src = "def biggest(xs):\n    return min(xs)  # wrong\n"
    expect(run(tmp_path, src, 2, "replace-name"), src.replace("min(", "max("))


def test_replace_attribute_seen_on_same_object(tmp_path: Path) -> None:
    src = ("class P:\n    def __init__(self):\n        self.first = 'a'\n"
           "        self.last = 'b'\n\n    def name(self):\n"
           "        return self.first + ' ' + self.first  # full\n")
    cands = run(tmp_path, src, 7, "replace-attribute")
    expect(cands, src.replace("' ' + self.first", "' ' + self.last"))


def test_replace_attribute_from_attribute_error(tmp_path: Path) -> None:
    src = "def f(p):\n    p.colour = 1\n    return p.color\n"
    msg = "'P' object has no attribute 'color'. Did you mean: 'colour'?"
    cands = run(tmp_path, src, 3, "replace-attribute", [fail("AttributeError", msg)])
    assert cands[0].new_source == src.replace("p.color\n", "p.colour\n")


def test_change_literal(tmp_path: Path) -> None:
    src = "def f():\n    flag = True  # on\n    return flag\n"
    expect(run(tmp_path, src, 2, "change-literal"), src.replace("True", "False"))
    src2 = "def f(x):\n    return x or None\n"
    expect(run(tmp_path, src2, 2, "change-literal"), src2.replace("None", "0"))


def test_wrap_and_unwrap_call(tmp_path: Path) -> None:
    src = "def f(xs):\n    out = list(xs)\n    return out  # r\n"
    expect(run(tmp_path, src, 3, "wrap-call"), src.replace("return out", "return sorted(out)"))
    expect(run(tmp_path, src, 2, "unwrap-call"), src.replace("list(xs)", "xs"))


def test_no_set_is_wrapped_where_its_order_is_read(tmp_path: Path) -> None:
    """`"".join(set(word))` passes or fails by the hash seed: never proposed; `sorted` is."""
    src = "def key(word):\n    return \"\".join(word.lower())\n"
    cands = run(tmp_path, src, 2, "wrap-call")
    texts = [c.new_source for c in cands]
    assert src.replace("join(word.lower())", "join(sorted(word.lower()))") in texts
    assert not any("set(word" in t for t in texts)
    loop = "def firsts(words):\n    for w in list(words):\n        yield w[0]\n"
    assert not any("set(" in c.new_source for c in run(tmp_path, loop, 2, "wrap-call"))
    plain = "def distinct(words):\n    return tally(words)\n"  # order not read: a set may go
    assert any("tally(set(words))" in c.new_source for c in run(tmp_path, plain, 2, "wrap-call"))


def test_add_none_guard_with_indentation(tmp_path: Path) -> None:
    src = "def f(user):\n    # look up\n    return user.name  # may be None\n"
    cands = run(tmp_path, src, 3, "add-none-guard",
                [fail("AttributeError", "'NoneType' object has no attribute 'name'")])
    guard = "    if user is None:\n        return None\n"
    cand = expect(cands, src.replace("    return user.name", guard + "    return user.name"))
    assert cands[0] is cand
    src2 = "def mean(xs):\n\tif xs:\n\t\tn = len(xs)\n\t\treturn sum(xs) / n\n\treturn 0\n"
    cands2 = run(tmp_path, src2, 4, "add-none-guard",
                 [fail("ZeroDivisionError", "division by zero")])
    expect(cands2, src2.replace("\t\treturn sum", "\t\tif not n:\n\t\t\treturn 0\n\t\treturn sum"))


def test_add_slice_bound_with_unused_param(tmp_path: Path) -> None:
    src = "def top(xs, n):\n    return sorted(xs)[1:]\n"
    cands = run(tmp_path, src, 2, "add-slice-bound")
    expect(cands, src.replace("[1:]", "[1:n]"))
    expect(cands, src.replace("sorted(xs)[1:]", "sorted(xs)[1:][:n]"))


def test_return_expr_prefers_unused_local(tmp_path: Path) -> None:
    src = "def f(xs):\n    total = 0\n    result = total * 2\n    return total\n"
    cands = run(tmp_path, src, 4, "return-expr")
    assert cands[0].new_source == src.replace("return total", "return result")


def test_insert_statement_increment_in_loop(tmp_path: Path) -> None:
    src = ("def count(xs):\n    i = 0\n    n = 0\n    while i < len(xs):  # loop\n"
           "        n += xs[i]\n    i += 1\n    return n\n")
    cands = run(tmp_path, src, 4, "insert-stmt")
    expect(cands, src.replace("        n += xs[i]\n", "        n += xs[i]\n        i += 1\n"))


def test_delete_statement(tmp_path: Path) -> None:
    src = "def f(xs):\n    xs = []  # oops\n    return len(xs)\n"
    expect(run(tmp_path, src, 2, "delete-stmt"), "def f(xs):\n    return len(xs)\n")


def test_add_missing_return(tmp_path: Path) -> None:
    src = "def area(w, h):\n    # compute\n    result = w * h\n"
    cands = run(tmp_path, src, 3, "add-return")
    assert cands[0].new_source == src + "    return result\n"
    no_newline = "def area(w, h):\n    result = w * h"
    expect(run(tmp_path, no_newline, 2, "add-return"), no_newline + "\n    return result\n")


def test_add_import_stdlib_and_project(tmp_path: Path) -> None:
    src = '"""Doc."""\nimport os\n\n\ndef f(x):\n    return math.sqrt(x) + helper(x)\n'
    (tmp_path / "pkg").mkdir()
    (tmp_path / "pkg" / "__init__.py").write_text("")
    (tmp_path / "pkg" / "util.py").write_text("def helper(x):\n    return x\n")
    cands = run(tmp_path, src, 6, "add-import", [fail("NameError", "name 'math' is not defined")])
    expect(cands, src.replace("import os\n", "import os\nimport math\n"))
    cands = run(tmp_path, src, 6, "add-import",
                [fail("NameError", "name 'helper' is not defined")])
    expect(cands, src.replace("import os\n", "import os\nfrom pkg.util import helper\n"))


def test_crlf_file_keeps_line_endings(tmp_path: Path) -> None:
    src = "def f(x):\r\n    if x > 0:\r\n        return 1\r\n    return 0\r\n"
    cands = run(tmp_path, src, 2)
    expect(cands, src.replace("x > 0", "x >= 0"))
    assert all("\r\n" in c.new_source and "\n\n" not in c.new_source for c in cands)


def test_generate_orders_dedups_and_parses(tmp_path: Path) -> None:
    src = "def f(a, b):\n    if a < b:\n        return a\n    return b\n"
    (tmp_path / "mod.py").write_text(src)
    suspects = [Suspect("mod.py", 2, 1.0), Suspect("mod.py", 4, 0.2), Suspect("mod.py", 2, 0.5)]
    cands = generate(tmp_path, suspects, [])
    keys = [c.key for c in cands]
    assert len(keys) == len(set(keys))
    assert len({c.new_source for c in cands}) == len(cands)
    assert cands[0].line == 2 and cands[0].operator == "compare-op"
    first_line4 = next(i for i, c in enumerate(cands) if c.line == 4)
    assert first_line4 > 0
    assert generate(tmp_path, suspects, []) == cands  # deterministic


@pytest.mark.parametrize("bad", ["missing.py", "broken.py"])
def test_generate_skips_unreadable_files(tmp_path: Path, bad: str) -> None:
    (tmp_path / "broken.py").write_text("def f(:\n")
    assert generate(tmp_path, [Suspect(bad, 1, 1.0)], []) == []
