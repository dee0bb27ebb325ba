"""The HEALED line names a test the way pytest's FAILED line does: from the invocation dir."""

from __future__ import annotations

from pathlib import Path
from types import SimpleNamespace
from typing import Any

import pytest

from pytest_selfheal.records import Group, RunRecord
from pytest_selfheal.report import cwd_relative_nodeid, summary_lines


def config(rootdir: Path, cwd: Path) -> Any:
    return SimpleNamespace(rootpath=rootdir, invocation_params=SimpleNamespace(dir=cwd))


@pytest.mark.parametrize(("cwd", "expected"), [
    ("repo", "examples/inventory/tests/test_inv.py::test_a[x::y]"),  # pytest examples/inventory
    ("repo/examples/inventory", "tests/test_inv.py::test_a[x::y]"),
    ("repo/examples/inventory/tests", "test_inv.py::test_a[x::y]"),
    ("repo/examples/other", "../inventory/tests/test_inv.py::test_a[x::y]"),
])
def test_node_ids_are_relative_to_the_invocation_dir(cwd: str, expected: str) -> None:
    root = Path("/w/repo/examples/inventory")
    got = cwd_relative_nodeid(config(root, Path("/w") / cwd), "tests/test_inv.py::test_a[x::y]")
    assert got == expected


def test_summary_uses_the_given_form() -> None:
    record = RunRecord(run_id="r1", outcome="healed", groups=[
        Group(id="g1", nodeids=["tests/test_inv.py::test_a", "tests/test_inv.py::test_b"],
              outcome="healed", reason="passes at the snapshot")])
    cfg = config(Path("/w/repo/examples/inventory"), Path("/w/repo"))
    lines = summary_lines(record, None, nodeid=lambda n: cwd_relative_nodeid(cfg, n))
    assert lines[0] == ("HEALED examples/inventory/tests/test_inv.py::test_a (+1 more): "
                        "passes at the snapshot")
    assert summary_lines(record, None)[0].startswith("HEALED tests/test_inv.py::test_a ")
