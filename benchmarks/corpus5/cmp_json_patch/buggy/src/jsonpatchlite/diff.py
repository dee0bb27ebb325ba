"""Compute a JSON Patch that turns one document into another."""

from __future__ import annotations

from typing import Any, List

from .pointer import JsonPointer


def _diff(src: Any, dst: Any, where: JsonPointer, ops: List[dict]) -> None:
    if isinstance(src, dict) and isinstance(dst, dict):
        for key in src:
            if key not in dst:
                ops.append({"op": "remove", "path": str(where / key)})
        for key, value in dst.items():
            if key in src:
                _diff(src[key], value, where / key, ops)
            else:
                ops.append({"op": "add", "path": str(where / key), "value": value})
    elif isinstance(src, list) and isinstance(dst, list):
        common = min(len(src), len(dst))
        for index in range(common):
            _diff(src[index], dst[index], where / index, ops)
        for index in range(len(src) - 1, common - 1, -1):
            ops.append({"op": "remove", "path": str(where / index)})
        for index in range(common, len(dst)):
            ops.append({"op": "add", "path": str(where / index), "value": dst[index]})
    elif type(src) is not type(dst) or src != dst:
        ops.append({"op": "replace", "path": str(where), "value": dst})


def make_patch(src: Any, dst: Any) -> List[dict]:
    """A list of add/remove/replace operations; apply_patch(src, it) == dst."""
    ops: List[dict] = []
    _diff(src, dst, JsonPointer([]), ops)
    return ops
