"""Fix-template registry: turn ranked suspects into ordered, deduplicated, parseable candidates."""

from __future__ import annotations

from collections.abc import Callable, Iterator
from pathlib import Path

from pytest_selfheal.engines.builtin import ops_expr, ops_names, ops_stmt
from pytest_selfheal.engines.builtin.model import Candidate, Suspect
from pytest_selfheal.engines.builtin.ops_base import Edit, EditContext
from pytest_selfheal.engines.builtin.project import Project
from pytest_selfheal.engines.builtin.srctext import (
    enclosing_function,
    own_nodes,
    parents,
    parse,
    statements_at,
)
from pytest_selfheal.records import Failure

Operator = Callable[[EditContext], Iterator[Edit]]
TIE = 0.98  # suspects scoring at least this share of the best one count as tied with it

# Operator priors, in (0, 1]. Roughly the order in which PraPR/TBar/CapGen studies find
# templates fixing real one-line bugs, and how cheap and local each edit is:
# - a wrong comparison or off-by-one is the commonest single-token slip, so it comes first;
# - targeted repairs driven by the error message (missing import, missing return) are
#   nearly always right when they apply, so they rank high;
# - operator and name swaps are plausible but have many alternatives each;
# - guards, wrapping calls and literal changes risk "fixing" the test rather than the
#   bug (overfitting), so they come later;
# - inserting or deleting statements is the GenProg move of last resort.
PRIORS: dict[str, float] = {
    "compare-op": 0.9,
    "off-by-one": 0.85,
    "add-import": 0.85,
    "add-return": 0.8,
    "constant-condition": 0.95,  # bool-op on a condition whose value cannot vary
    "literal-typo": 0.95,  # a one-slip digit typo fixed to a value the failure names
    "duplicate-entry": 0.95,  # a repeated constant in a table replaced by its mirror
    "parallel-attribute": 0.8,  # `a.f < b.f` -> `a.g < b.g`: one field misread on both sides
    "attr-from-error": 0.85,  # replace-attribute's rename of the attribute an error names
    "operand-type": 0.85,  # convert the operand a TypeError names (len, int, str)
    "iterator-idiom": 0.75,
    "expand-operand": 0.4,
    "negate-condition": 0.7,
    "arith-op": 0.7,
    "bool-op": 0.7,
    "aug-assign": 0.7,
    "swap-args": 0.65,
    "replace-name": 0.6,
    "replace-attribute": 0.6,
    "unwrap-call": 0.5,
    "change-literal": 0.5,
    "return-expr": 0.5,
    "add-none-guard": 0.5,
    "coalesce": 0.5,
    "insert-update": 0.45,
    "swap-operands": 0.45,
    "add-slice-bound": 0.4,
    "wrap-call": 0.35,
    "insert-stmt": 0.3,
    "delete-stmt": 0.25,
}
# Edits that add whole statements: tried after single-token edits of equal rank.
COMPOUND = {"add-none-guard", "insert-stmt", "insert-update", "add-return", "add-import",
            "delete-stmt"}

OPERATORS: dict[str, Operator] = {
    "compare-op": ops_expr.compare_op,
    "off-by-one": ops_expr.off_by_one,
    "negate-condition": ops_expr.negate_condition,
    "arith-op": ops_expr.arith_op,
    "bool-op": ops_expr.bool_op,
    "aug-assign": ops_expr.aug_assign,
    "swap-args": ops_expr.swap_args,
    "swap-operands": ops_expr.swap_operands,
    "change-literal": ops_expr.change_literal,
    "wrap-call": ops_names.wrap_call,
    "unwrap-call": ops_names.unwrap_call,
    "operand-type": ops_names.operand_type,
    "iterator-idiom": ops_names.iterator_idiom,
    "expand-operand": ops_expr.expand_operand,
    "add-slice-bound": ops_expr.add_slice_bound,
    "replace-name": ops_names.replace_name,
    "replace-attribute": ops_names.replace_attribute,
    "return-expr": ops_names.return_expr,
    "add-import": ops_names.add_import,
    "add-none-guard": ops_stmt.add_none_guard,
    "insert-stmt": ops_stmt.insert_statement,
    "delete-stmt": ops_stmt.delete_statement,
    "add-return": ops_stmt.add_return,
    "coalesce": ops_stmt.coalesce,
    "insert-update": ops_stmt.insert_update,
}


def generate(
    root: Path,
    suspects: list[Suspect],
    failures: list[Failure],
    *,
    top: int = 15,
    limit: int = 1500,
    operators: list[str] | None = None,
) -> list[Candidate]:
    """Candidates for the top suspects, most promising first, each a parseable file."""
    project = Project(root)
    messages = [(f.exc_type, f.message) for f in failures]
    suspects = focus(suspects, top)
    best = max((s.score for s in suspects), default=0.0) or 1.0
    chosen = {name: OPERATORS[name] for name in (operators or list(OPERATORS))}
    ranked: list[tuple[tuple[int, float, int, int, str], Candidate]] = []
    seen_keys: set[str] = set()
    seen_sources: set[tuple[str, str]] = set()
    for suspect in suspects:
        info = project.get(suspect.path)
        if info is None:
            continue
        parent_of = parents(info.tree)
        for stmt in statements_at(info.tree, suspect.line):
            ctx = EditContext(suspect.path, info, stmt, enclosing_function(stmt, parent_of),
                              parent_of, messages, project, list(own_nodes(stmt)))
            for name, op in chosen.items():
                for edit in op(ctx):
                    cand = _candidate(ctx, edit, suspect.signal)
                    if cand is None or cand.key in seen_keys:
                        continue
                    ident = (cand.path, cand.new_source)
                    if ident in seen_sources:
                        continue
                    seen_keys.add(cand.key)
                    seen_sources.add(ident)
                    rank = suspect.score / best * cand.prior * edit.weight
                    order = (suspect.tier, -round(rank, 9), int(name in COMPOUND),
                             cand.edit_size, cand.key)
                    ranked.append((order, cand))
    ranked.sort(key=lambda item: item[0])
    return [cand for _, cand in ranked[:limit]]


def focus(suspects: list[Suspect], top: int) -> list[Suspect]:
    """The suspects that get candidates: every changed (tier < 3) one, up to 3 * top, then the
    best `top` others plus those tied with the best of them (a spectrum over a library gives
    many equal scores; file order must not pick among them)."""
    changed = [s for s in suspects if s.tier < 3][: 3 * top]
    rest = [s for s in suspects if s.tier >= 3]
    if not rest:
        return changed
    best = rest[0].score
    more = [s for s in rest[top:3 * top] if s.score >= best * TIE]
    return changed + rest[:top] + more


def _candidate(ctx: EditContext, edit: Edit, signal: str | None = None) -> Candidate | None:
    new_source = ctx.src.apply(edit.spans)
    if new_source == ctx.src.text or parse(new_source) is None:
        return None
    size = sum(max(end - start, len(text)) for start, end, text in edit.spans)
    return Candidate(
        path=ctx.path,
        new_source=new_source,
        operator=edit.operator,
        line=edit.line,
        description=edit.description,
        prior=PRIORS.get(edit.operator, 0.1),
        edit_size=size,
        key=f"{ctx.path}:{edit.line}:{edit.operator}:{edit.detail}",
        signal=signal,
    )
