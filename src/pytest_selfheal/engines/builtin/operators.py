"""Fix-template registry: turn ranked suspects into ordered, deduplicated, parseable candidates."""

from __future__ import annotations

import ast
import keyword
from collections.abc import Callable, Iterator, Set
from dataclasses import replace
from pathlib import Path

from pytest_selfheal.engines.builtin import (
    ops_calls,
    ops_carry,
    ops_clauses,
    ops_columns,
    ops_deadstore,
    ops_deaduse,
    ops_divmod,
    ops_donors,
    ops_dropentry,
    ops_exits,
    ops_expr,
    ops_fieldlocal,
    ops_helpercall,
    ops_keyguard,
    ops_literals,
    ops_loops,
    ops_mapstore,
    ops_mark,
    ops_mirror,
    ops_names,
    ops_neighbour,
    ops_offbyone,
    ops_origins,
    ops_raise,
    ops_recurrence,
    ops_reset,
    ops_results,
    ops_shapes,
    ops_sign,
    ops_slices,
    ops_state,
    ops_stmt,
    ops_swaps,
    ops_text,
    ops_twinblock,
    ops_twinline,
    ops_unused,
    ops_values,
    ops_wrap,
)
from pytest_selfheal.engines.builtin.echo import echo_factor
from pytest_selfheal.engines.builtin.hangloop import progress_factor, stuck_update
from pytest_selfheal.engines.builtin.model import Candidate, Suspect
from pytest_selfheal.engines.builtin.ops_base import IDENTIFIER, Edit, EditContext
from pytest_selfheal.engines.builtin.ops_kinds import kind_clash, kinds_of
from pytest_selfheal.engines.builtin.ops_tidy import GUARDS, tidy
from pytest_selfheal.engines.builtin.project import Project
from pytest_selfheal.engines.builtin.raisesblock import awaited_messages
from pytest_selfheal.engines.builtin.srctext import (
    enclosing_function,
    own_nodes,
    parents,
    parse,
    statements_at,
)
from pytest_selfheal.engines.builtin.twins import makes_twin
from pytest_selfheal.engines.builtin.typeclash import type_clash
from pytest_selfheal.records import Failure

Operator = Callable[[EditContext], Iterator[Edit]]
TOP = 15  # statements `generate` focuses on, beyond the changed ones
LATER_BANDS = 2  # further bands of as many statements, searched while budget is left
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
    "slice-end": 0.4,  # `[:k]` for `[-k:]`: the slice taken from the wrong end
    "wrap-call": 0.35,
    "chain-call": 0.35,  # `s.strip()` for `s.strip().lower()`
    "insert-stmt": 0.3,
    "delete-stmt": 0.25,
    # shapes of ops_shapes (TBar/SimFix/PraPR/PySStuBs): rarer and with many variants
    # each, so they come after the slips above at the same statement
    "index-variable": 0.3,
    "sibling-attribute": 0.3,
    "call-to-arg": 0.25,
    "literal-nesting": 0.25,
    "return-compare": 0.2,
    "sibling-variant": 0.2,
    "clamp": 0.15,
    "shift-argument": 0.15,
    "scale-operand": 0.15,
    # PySStuBs' "more/less specific if" and "same function more/less args", and a missing
    # update after a membership test (ops_clauses, ops_calls): common in real fixes, but
    # each statement has many clauses or arguments it could gain
    "drop-clause": 0.4,
    "add-clause": 0.35,
    "add-argument": 0.35,
    "drop-argument": 0.3,
    "split-argument": 0.3,  # `f(a * b)` for `f(a, b)`
    "membership-update": 0.45,
    "insert-jump": 0.35,
    "drop-operand": 0.3,
    "add-term": 0.2,
    # ops_values: a lost sign, two variables exchanged, a constant for a variable, a type
    # check one type short
    "negate-value": 0.4,
    "swap-names": 0.4,
    "literal-to-name": 0.3,
    "isinstance-types": 0.4,
    "loop-progress": 0.6,  # a while loop whose condition's variable never changes
    "use-result": 0.5,  # a call's value thrown away (ops_results)
    "undo-step": 0.45,  # a backtracking step never undone
    "replace-target": 0.5,  # `lo = mid` for `hi = mid`
    "memo-store": 0.6,  # a memo looked up and never filled
    "memo-decorator": 0.6,  # a recursion's lru_cache imported and never used
    "memo-lookup": 0.6,  # a memo filled and never looked up
    # ops_donors: a statement the method's twin has (SimFix's donor code), state never
    # stored back
    "twin-statement": 0.35,
    "neighbour-value": 0.4,  # a value computed as the statement next to it computes it
    "use-dead-store": 0.5,  # a local nothing reads, taken out of the state it left
    "use-dead-local": 0.5,  # a local nothing reads, used as the module uses one made alike
    "merge-overwritten": 0.5,  # a parameter overwritten unread by a local filled in place
    "alternate-sign": 0.3,  # a sum over k whose terms lost their (-1) ** k
    "divmod-twin": 0.25,  # a remainder whose quotient was lost from a sum
    "carry-value": 0.4,  # a value read after a loop that the loop never moves
    "map-store": 0.45,  # a mapping a loop reads and never writes (like insert-update)
    "fill-store": 0.45,  # a list of placeholders that nothing fills
    "advance-cursor": 0.45,  # a table of positions read in a loop and never moved
    "diagonal-entry": 0.45,  # the diagonal of a table filled pair by pair
    "mirror-branch": 0.45,  # the other half of a `<`/`>` case analysis, mirrored
    "order-pair": 0.35,  # `if len(a) > len(b): a, b = b, a` at a function's top
    "helper-branch": 0.45,  # the branch for another table, lost with its helper's call
    "twin-line": 0.6,  # a line copied from its neighbour and adapted only in part
    "twin-block": 0.5,  # a statement a repeated block has and its copy lost
    "key-guard": 0.55,  # `if k not in m: continue` before a lookup that raised KeyError
    "column-argument": 0.6,  # one call of a series passing an argument its siblings build
    "recurrence-read": 0.6,  # a recurrence's step reading another table than its own
    "drop-entry": 0.45,  # an object unlinked while its index keeps its entry
    "reset-after-use": 0.45,  # a buffer consumed in a loop and never started again
    "else-to-elif": 0.4,  # an `else` that should test membership of its own
    "store-back": 0.45,  # a field's new value computed in a local and never stored
    "count-grows": 0.45,  # a node count that no insert ever grows
    "count-moves": 0.45,  # a counter the class starts and reads, and nothing adds to
    "count-shrinks": 0.45,  # a count the class adds to and never takes from
    "field-to-local": 0.4,  # `self._min_freq` read where the local `freq` was meant
    "positive-step": 0.6,  # a loop's step that can be zero or negative, clamped to 1
    "mark-saved": 0.9,  # a place saved and restored, never marked in between: rare and telling
    "helper-call": 0.3,  # a call of the class's own helper the other methods make
    "undo-call": 0.3,  # a step another method takes, undone (`release` what was reserved)
    "stale-attribute": 0.35,
    "unread-flag": 0.35,
    # ops_state: state a method forgot to move (`self.now = event.time`), a merge that
    # forgets to add the absorbed entry (`self._size[ra] += self._size[rb]`)
    "state-assign": 0.35,
    "merge-update": 0.35,
    # ops_swaps: two elements of a tuple exchanged, two dependent statements in the wrong
    # order (PySStuBs' swaps beyond a call's arguments)
    "swap-elements": 0.4,
    "swap-statements": 0.35,
    # ops_origins: a flag's default reversed, a starting value read for the running one,
    # a sort key's item of the wrong sense
    "flip-default": 0.4,
    "initial-value": 0.45,
    "negate-item": 0.3,
    # ops_unused: a private helper nothing calls, called where the suspect needs it
    "call-unused": 0.6,
    # ops_literals: a constant moved by the number the failing test wanted
    "expected-literal": 0.6,
    # ops_text: a string constant holding the segment a failed string comparison shows wrong
    "expected-text": 0.8,
    # ops_raise: `if <condition>: raise E(...)` where pytest.raises saw no E
    "raise-guard": 0.8,
    # ops_exits: `if <boundary case>: return <its value>` before the general code
    "early-exit": 0.3,
    "interval-exit": 0.6,  # a recursion over intervals that never stops on a disjoint one
}
# At a statement ranked by a hung test (localize's "hang" signal), the edits that change
# how its loop moves come before the other slips of the same statement.
HANG_BOOST = {"replace-target": 2.0, "loop-progress": 2.0, "aug-assign": 1.5,
              "off-by-one": 1.3, "arith-op": 1.3}
# Operators whose weights say which of their edits a reviewer prefers, whatever their size
# (a donor's guard with its own message over a shorter one built from the parameters).
WEIGHED_NOT_SIZED = {"raise-guard"}
# Edits that add whole statements: tried after single-token edits of equal rank.
COMPOUND = {"add-none-guard", "insert-stmt", "insert-update", "add-return", "add-import",
            "delete-stmt", "sibling-variant", "membership-update",
            "insert-jump", "loop-progress", "undo-step", "memo-store", "memo-decorator",
            "twin-statement", "stale-attribute", "unread-flag", "raise-guard", "early-exit",
            "state-assign", "merge-update", "use-dead-store",
            "mark-saved", "carry-value", "map-store", "interval-exit", "memo-lookup",
            "fill-store", "drop-entry", "reset-after-use", "store-back",
            "count-grows", "count-moves", "use-dead-local", "merge-overwritten",
            "twin-block", "key-guard"}

OPERATORS: dict[str, Operator] = {
    "compare-op": ops_expr.compare_op,
    "off-by-one": ops_offbyone.off_by_one,
    "negate-condition": ops_expr.negate_condition,
    "arith-op": ops_expr.arith_op,
    "bool-op": ops_expr.bool_op,
    "aug-assign": ops_expr.aug_assign,
    "swap-args": ops_expr.swap_args,
    "swap-operands": ops_expr.swap_operands,
    "change-literal": ops_literals.change_literal,
    "wrap-call": ops_wrap.wrap_call,
    "unwrap-call": ops_wrap.unwrap_call,
    "chain-call": ops_wrap.chain_call,
    "operand-type": ops_names.operand_type,
    "iterator-idiom": ops_names.iterator_idiom,
    "expand-operand": ops_expr.expand_operand,
    "add-slice-bound": ops_expr.add_slice_bound,
    "slice-end": ops_slices.slice_end,
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
    "sibling-variant": ops_shapes.sibling_variant,
    "call-to-arg": ops_shapes.call_to_arg,
    "index-variable": ops_shapes.index_variable,
    "clamp": ops_shapes.clamp,
    "shift-argument": ops_shapes.shift_argument,
    "literal-nesting": ops_shapes.literal_nesting,
    "return-compare": ops_shapes.return_comparison,
    "sibling-attribute": ops_shapes.sibling_attribute,
    "scale-operand": ops_shapes.scale_operand,
    "drop-clause": ops_clauses.drop_clause,
    "add-clause": ops_clauses.add_clause,
    "add-argument": ops_calls.add_argument,
    "drop-argument": ops_calls.drop_argument,
    "split-argument": ops_calls.split_argument,
    "membership-update": ops_calls.membership_update,
    "insert-jump": ops_stmt.insert_jump,
    "drop-operand": ops_shapes.drop_operand,
    "add-term": ops_shapes.add_term,
    "negate-value": ops_values.negate_value,
    "swap-names": ops_values.swap_names,
    "literal-to-name": ops_values.literal_to_name,
    "isinstance-types": ops_values.isinstance_types,
    "loop-progress": ops_loops.loop_progress,
    "use-result": ops_results.use_result,
    "undo-step": ops_results.undo_step,
    "replace-target": ops_values.replace_target,
    "memo-store": ops_results.memo_store,
    "memo-decorator": ops_results.memo_decorator,
    "memo-lookup": ops_results.memo_lookup,
    "twin-statement": ops_donors.twin_statement,
    "neighbour-value": ops_neighbour.neighbour_value,
    "use-dead-store": ops_deadstore.use_dead_store,
    "use-dead-local": ops_deaduse.use_dead_local,
    "merge-overwritten": ops_deaduse.merge_overwritten,
    "mark-saved": ops_mark.mark_saved,
    "carry-value": ops_carry.carry_value,
    "map-store": ops_mapstore.map_store,
    "fill-store": ops_mapstore.fill_store,
    "advance-cursor": ops_mapstore.advance_cursor,
    "diagonal-entry": ops_mapstore.diagonal_entry,
    "mirror-branch": ops_mirror.mirror_branch,
    "order-pair": ops_mirror.order_pair,
    "helper-branch": ops_mirror.helper_branch,
    "twin-line": ops_twinline.twin_line,
    "column-argument": ops_columns.column_argument,
    "recurrence-read": ops_recurrence.recurrence_read,
    "drop-entry": ops_dropentry.drop_entry,
    "reset-after-use": ops_reset.reset_after_use,
    "else-to-elif": ops_clauses.else_to_elif,
    "store-back": ops_state.store_back,
    "count-grows": ops_state.count_grows,
    "count-moves": ops_state.count_moves,
    "count-shrinks": ops_state.count_shrinks,
    "field-to-local": ops_fieldlocal.field_to_local,
    "positive-step": ops_loops.positive_step,
    "alternate-sign": ops_sign.alternate_sign,
    "divmod-twin": ops_divmod.divmod_twin,
    "helper-call": ops_helpercall.helper_call,
    "undo-call": ops_helpercall.undo_call,
    "stale-attribute": ops_donors.stale_attribute,
    "unread-flag": ops_donors.unread_flag,
    "state-assign": ops_state.state_assign,
    "merge-update": ops_state.merge_update,
    "swap-elements": ops_swaps.swap_elements,
    "swap-statements": ops_swaps.swap_statements,
    "flip-default": ops_origins.flip_default,
    "initial-value": ops_origins.initial_value,
    "negate-item": ops_origins.negate_item,
    "call-unused": ops_unused.call_unused,
    "expected-literal": ops_literals.expected_literal,
    "expected-text": ops_text.expected_text,
    "raise-guard": ops_raise.raise_guard,
    "twin-block": ops_twinblock.twin_block,
    "key-guard": ops_keyguard.key_guard,
    "early-exit": ops_exits.early_exit,
    "interval-exit": ops_exits.interval_exit,
}


def generate(
    root: Path,
    suspects: list[Suspect],
    failures: list[Failure],
    *,
    top: int = TOP,
    limit: int = 1500,
    operators: list[str] | None = None,
) -> list[Candidate]:
    """Candidates for the top suspects, most promising first, each a parseable file."""
    project = Project(root)
    messages = [(f.exc_type, f.message) for f in failures]
    messages += awaited_messages(root, failures)
    suspects = focus(allowed(root, suspects), top)
    best = max((s.score for s in suspects), default=0.0) or 1.0
    chosen = {name: OPERATORS[name] for name in (operators or list(OPERATORS))}
    ranked: list[tuple[tuple[int, float, int, int, str], Candidate]] = []
    seen_keys: set[str] = set()
    seen_sources: dict[tuple[str, str], int] = {}  # -> its place in `ranked`
    parent_maps: dict[str, dict[ast.AST, ast.AST]] = {}
    for suspect in suspects:
        info = project.get(suspect.path)
        if info is None:
            continue
        if suspect.path not in parent_maps:
            parent_maps[suspect.path] = parents(info.tree)
        parent_of = parent_maps[suspect.path]
        for stmt in statements_at(info.tree, suspect.line):
            ctx = EditContext(suspect.path, info, stmt, enclosing_function(stmt, parent_of),
                              parent_of, messages, project, list(own_nodes(stmt)))
            # names a hung loop changes, when this statement is its stuck update
            stuck = stuck_update(stmt, parent_of) if suspect.signal == "hang" else None
            for name, op in chosen.items():
                try:
                    raws = list(op(ctx))
                except Exception:  # noqa: BLE001 - a template's bug costs its edits, not the heal
                    continue
                for raw in raws:
                    edit = tidy(ctx, raw)
                    if edit is None or any(kind_clash(kinds_of(ctx), text)
                                           for _, _, text in edit.spans):
                        continue
                    if type_clash(ctx, edit) or makes_twin(
                            ctx.src.text, edit.spans, *ctx.src.span(stmt), stmt.col_offset):
                        continue
                    cand = _candidate(ctx, edit, suspect.signal)
                    if cand is None or cand.key in seen_keys:
                        continue
                    ident = (cand.path, cand.new_source)
                    seen_keys.add(cand.key)
                    rank = suspect.score / best * cand.prior * edit.weight
                    rank *= echo_factor(ctx, edit, cand.new_source)
                    if suspect.signal == "hang":  # what moves a loop, where a test hung
                        rank *= HANG_BOOST.get(name, 1.0)
                    if stuck is not None:
                        moves = progress_factor(stmt, stuck, name,
                                                introduced_names(ctx.src.text, cand),
                                                removed_names(ctx.src.text, cand))
                        if moves < 1.0:
                            cand = replace(cand, stuck=True)
                        rank *= moves
                    order = (suspect.tier, -round(rank, 9), int(name in COMPOUND),
                             cand.edit_size, cand.key)
                    entry = (order, replace(cand, rank=round(rank, 9), tier=suspect.tier))
                    if ident in seen_sources:  # the same file by another edit: the best one
                        at = seen_sources[ident]
                        if order < ranked[at][0]:
                            ranked[at] = entry
                        continue
                    seen_sources[ident] = len(ranked)
                    ranked.append(entry)
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


def allowed(root: Path, suspects: list[Suspect]) -> list[Suspect]:
    """The suspects in files a patch may touch: the guard refuses test files, pytest
    config, .selfhealignore'd, protected and secret files, so no candidate goes there."""
    from pytest_selfheal.diffs.guard import path_refusal, submodule_paths
    from pytest_selfheal.ignorefile import load_ignore

    ignored, submodules = load_ignore(root), submodule_paths(root)
    verdict: dict[str, bool] = {}
    for path in {s.path for s in suspects}:
        verdict[path] = path_refusal(path, root, ignored=ignored, submodules=submodules) is None
    return [s for s in suspects if verdict[s.path]]


def later_bands(root: Path, suspects: list[Suspect], bands: int = LATER_BANDS,
                top: int = TOP) -> Iterator[list[Suspect]]:
    """The suspects after those `generate` focuses on, band by band: each is what a
    `generate` call over it focuses on next (searched while the budget lasts)."""
    rest = allowed(root, suspects)
    for _ in range(bands):
        done = {(x.path, x.line) for x in focus(rest, top)}
        rest = [x for x in rest if (x.path, x.line) not in done]
        if not rest:
            return
        yield rest


def _parses(ctx: EditContext, edit: Edit, new_source: str) -> bool:
    """Is the edited file valid Python? Parses only the edited function when every span
    lies inside it (a library's modules are thousands of lines; candidates are many)."""
    func = ctx.func
    if func is not None and not ctx.src.text.startswith(("\ufeff",)):
        first = min([func.lineno, *(d.lineno for d in func.decorator_list)])
        start = ctx.src.line_start(first)
        end = ctx.src.line_start((func.end_lineno or func.lineno) + 1)
        if all(start <= s and e <= end and (s < end or not t) for s, e, t in edit.spans):
            delta = sum(len(t) - (e - s) for s, e, t in edit.spans)
            fragment = new_source[start:end + delta]
            indented = fragment[:1] in (" ", "\t")
            return parse(("if 1:\n" if indented else "") + fragment) is not None
    return parse(new_source) is not None


def _candidate(ctx: EditContext, edit: Edit, signal: str | None = None) -> Candidate | None:
    new_source = ctx.src.apply(edit.spans)
    if new_source == ctx.src.text or not _parses(ctx, edit, new_source):
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


def introduced_names(original: str, cand: Candidate) -> set[str]:
    """Identifiers the candidate's changed region has that the original region lacks."""
    old_ids, new_ids = _region_names(original, cand.new_source)
    return set(new_ids) - set(old_ids)


def removed_names(original: str, cand: Candidate) -> set[str]:
    """Identifiers the original's changed region has that the candidate's region lacks."""
    old_ids, new_ids = _region_names(original, cand.new_source)
    return set(old_ids) - set(new_ids)


def keeps_names(original: str, cand: Candidate) -> bool:
    """The changed region holds exactly the names it held (a swap, an operator change)."""
    old_ids, new_ids = _region_names(original, cand.new_source)
    return sorted(old_ids) == sorted(new_ids)


def _region_names(old: str, new: str) -> tuple[list[str], list[str]]:
    """Identifiers of the changed region of the old and of the new text."""
    head = 0
    while head < min(len(old), len(new)) and old[head] == new[head]:
        head += 1
    tail = 0
    while tail < min(len(old), len(new)) - head and old[-1 - tail] == new[-1 - tail]:
        tail += 1
    while head and (old[head - 1].isalnum() or old[head - 1] == "_"):
        head -= 1  # widen to whole words
    old_part, new_part = old[head:len(old) - tail], new[head:len(new) - tail]
    old_part = old_part + _word_tail(old, len(old) - tail)
    new_part = new_part + _word_tail(new, len(new) - tail)
    return _names(old_part), _names(new_part)


def _names(text: str) -> list[str]:
    return [n for n in IDENTIFIER.findall(text) if not keyword.iskeyword(n)]


def _word_tail(text: str, at: int) -> str:
    end = at
    while end < len(text) and (text[end].isalnum() or text[end] == "_"):
        end += 1
    return text[at:end]


def preferred_over(winner: Candidate, rest: list[Candidate], original: str,
                   limit: int = 8, missing: Set[str] = frozenset()) -> list[Candidate]:
    """Untried candidates a reviewer would merge rather than the plausible `winner`.

    - the winner only guards (a None/empty check, `x or d`): the next value edits, since
      an edit that makes the value right beats one that hides the exception;
    - the winner brings in a name the statement did not have: the edits of the same
      statement that keep every name the author wrote (a swap of operands or arguments),
      unless the name it replaced is one the failure says does not exist (`missing`):
      then every edit keeping it keeps the error.

    Never an edit that leaves a hung loop's update stuck (`Candidate.stuck`) over one
    that moves it: passing tests of an endless loop is luck then.
    """
    out: list[Candidate] = []
    if set(winner.operator.split("+")) & GUARDS:
        out += [c for c in rest if not set(c.operator.split("+")) & (GUARDS | COMPOUND)
                ][:limit]
    elif winner.operator == "synth-guard" and hides_exception(original, winner):
        # a learned `if x is None:` around a statement: a template's edit of the statement
        # (a call that sets `x`, a value made right) first
        out += [c for c in rest if c.path == winner.path and abs(c.line - winner.line) <= 1
                and not set(c.operator.split("+")) & GUARDS
                and not c.operator.startswith("synth-")][:limit]
    if introduced_names(original, winner) and not removed_names(original, winner) & missing:
        out += [c for c in rest if (c.path, c.line) == (winner.path, winner.line)
                and keeps_names(original, c)][:limit]
    return list({c.key: c for c in out if not c.stuck or winner.stuck}.values())


def hides_exception(original: str, cand: Candidate) -> bool:
    """The candidate adds `if x is None:`, `if x is not None:`, `if not x:` or `if x:` (a
    name or a field): a test that only keeps an exception away."""
    old_lines = set(original.splitlines())
    for line in cand.new_source.splitlines():
        text = line.strip()
        if line in old_lines or not (text.startswith("if ") and text.endswith(":")):
            continue
        test = parse_expr(text[3:-1])
        if isinstance(test, ast.UnaryOp) and isinstance(test.op, ast.Not):
            test = test.operand
        elif isinstance(test, ast.Compare) and len(test.ops) == 1 and isinstance(
                test.ops[0], (ast.Is, ast.IsNot)) and isinstance(
                test.comparators[0], ast.Constant) and test.comparators[0].value is None:
            test = test.left
        if isinstance(test, (ast.Name, ast.Attribute)):
            return True
    return False


def parse_expr(text: str) -> ast.expr | None:
    try:
        return ast.parse(text, mode="eval").body
    except SyntaxError:
        return None


def worse_for_review(cand: Candidate, winner: Candidate, original: str) -> bool:
    """True when `cand` guards, brings in a new name or leaves a hung loop stuck where
    `winner` does not, or is a lesser edit of an operator whose weights, not sizes, say
    which of its edits is better (`WEIGHED_NOT_SIZED`)."""
    if cand.stuck and not winner.stuck:
        return True
    if cand.operator == winner.operator in WEIGHED_NOT_SIZED and cand.rank < winner.rank:
        return True  # a guard built from the parameters, where a donor's guard passes
    if set(cand.operator.split("+")) & GUARDS and not set(winner.operator.split("+")) & GUARDS:
        return True
    return bool(introduced_names(original, cand)) and not introduced_names(original, winner)
