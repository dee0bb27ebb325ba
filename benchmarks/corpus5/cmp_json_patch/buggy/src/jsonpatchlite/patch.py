"""JSON Patch (RFC 6902) application."""

from __future__ import annotations

import copy
from typing import Any, Callable, Dict, Iterable, Mapping

from .pointer import JsonPointer, PointerError, array_index


class PatchError(ValueError):
    """An operation that cannot be applied."""


def _json_equal(a: Any, b: Any) -> bool:
    """Equality as JSON sees it: true is not 1, and 1.0 is 1."""
    if isinstance(a, bool) or isinstance(b, bool):
        return isinstance(a, bool) and isinstance(b, bool) and a == b
    if isinstance(a, dict) and isinstance(b, dict):
        return a.keys() == b.keys() and all(_json_equal(a[k], b[k]) for k in a)
    if isinstance(a, list) and isinstance(b, list):
        return len(a) == len(b) and all(_json_equal(x, y) for x, y in zip(a, b))
    if isinstance(a, (int, float)) and isinstance(b, (int, float)):
        return a == b
    return type(a) is type(b) and a == b


def _add(doc: Any, pointer: JsonPointer, value: Any) -> Any:
    if not pointer.tokens:
        return value
    parent = pointer.parent.resolve(doc)
    if isinstance(parent, list):
        parent.insert(array_index(pointer.last, parent, for_add=True), value)
    elif isinstance(parent, dict):
        parent[pointer.last] = value
    else:
        raise PatchError(f"cannot add to a {type(parent).__name__} at {pointer}")
    return doc


def _remove(doc: Any, pointer: JsonPointer) -> Any:
    if not pointer.tokens:
        raise PatchError("cannot remove the whole document")
    parent = pointer.parent.resolve(doc)
    if isinstance(parent, list):
        del parent[array_index(pointer.last, parent)]
    elif isinstance(parent, dict) and pointer.last in parent:
        del parent[pointer.last]
    else:
        raise PatchError(f"nothing to remove at {pointer}")
    return doc


def _op_add(doc: Any, op: Mapping) -> Any:
    return _add(doc, JsonPointer.parse(op["path"]), copy.deepcopy(op["value"]))


def _op_remove(doc: Any, op: Mapping) -> Any:
    return _remove(doc, JsonPointer.parse(op["path"]))


def _op_replace(doc: Any, op: Mapping) -> Any:
    pointer = JsonPointer.parse(op["path"])
    pointer.resolve(doc)  # the target must exist
    if not pointer.tokens:
        return copy.deepcopy(op["value"])
    return _add(_remove(doc, pointer), pointer, copy.deepcopy(op["value"]))


def _op_move(doc: Any, op: Mapping) -> Any:
    source, target = JsonPointer.parse(op["from"]), JsonPointer.parse(op["path"])
    if source != target and source.is_prefix_of(target):
        raise PatchError(f"cannot move {source} into its own child {target}")
    value = source.resolve(doc)
    return _add(_remove(doc, source), target, value)


def _op_copy(doc: Any, op: Mapping) -> Any:
    value = JsonPointer.parse(op["from"]).resolve(doc)
    return _add(doc, JsonPointer.parse(op["path"]), copy.deepcopy(value))


def _op_test(doc: Any, op: Mapping) -> Any:
    actual = JsonPointer.parse(op["path"]).resolve(doc)
    if not _json_equal(actual, op["value"]):
        raise PatchError(f"test failed at {op['path']}: {actual!r} != {op['value']!r}")
    return doc


OPERATIONS: Dict[str, Callable[[Any, Mapping], Any]] = {
    "add": _op_add,
    "remove": _op_remove,
    "replace": _op_replace,
    "move": _op_move,
    "copy": _op_copy,
    "test": _op_test,
}


def apply_patch(document: Any, patch: Iterable[Mapping]) -> Any:
    """Apply the operations in order to a copy of document; the input is left untouched."""
    doc = copy.deepcopy(document)
    for number, op in enumerate(patch):
        try:
            handler = OPERATIONS[op["op"]]
        except KeyError:
            raise PatchError(f"operation {number}: unknown op {op.get('op')!r}") from None
        try:
            doc = handler(doc, op)
        except PointerError as exc:
            raise PatchError(f"operation {number} ({op['op']}): {exc}") from exc
    return doc
