"""The README holds: its option table is options.py's, its commands name real things."""

from __future__ import annotations

import re
import sys
from pathlib import Path

from pytest_selfheal.cli import COMMANDS
from pytest_selfheal.options import OPTIONS

ROOT = Path(__file__).resolve().parent.parent
README = (ROOT / "README.md").read_text(encoding="utf-8")


def section(title: str) -> str:
    """The text of a '## title' section, up to the next '## ' heading."""
    match = re.search(rf"^## {re.escape(title)}\n(.*?)(?=^## |\Z)", README, re.M | re.S)
    assert match, f"README has no '## {title}' section"
    return match.group(1)


def table_rows(text: str) -> list[list[str]]:
    rows = [line for line in text.splitlines() if line.startswith("|")]
    cells = [[c.strip() for c in row.strip("|").split("|")] for row in rows]
    return [c for c in cells[2:]]  # header and separator first


def code_blocks(text: str) -> list[str]:
    return re.findall(r"^```sh\n(.*?)^```", text, re.M | re.S)


def test_option_table_matches_options_py() -> None:
    rows = table_rows(section("Options"))
    flags, envs, inis = set(), set(), set()
    for row in rows:
        assert len(row) == 4, f"an options row needs 4 cells: {row}"
        flags.update(f.split()[0] for f in re.findall(r"`([^`]+)`", row[0]))
        names = re.findall(r"`([^`]+)`", row[1])
        assert len(names) == 2, f"the env / ini cell holds two names: {row}"
        envs.add(names[0])
        inis.add(names[1])
    assert flags == {f for o in OPTIONS for f in o.flags}
    assert envs == {o.env for o in OPTIONS}
    assert inis == {o.dest for o in OPTIONS}
    assert len(rows) == len(OPTIONS)


def test_each_option_row_keeps_its_names_together() -> None:
    env_cell = {}
    for row in table_rows(section("Options")):
        for flag in re.findall(r"`([^`]+)`", row[0]):
            env_cell[flag.split()[0]] = row[1]
    for opt in OPTIONS:
        for flag in opt.flags:
            assert env_cell[flag] == f"`{opt.env}` / `{opt.dest}`", flag


def test_quick_start_commands_name_real_paths() -> None:
    blocks = code_blocks(section("Quick start"))
    first = blocks[0].splitlines()
    install, heal = first[0].split(" && ")
    assert install == "pip install -e ."  # the package alone, no extras
    assert heal == "pytest examples/inventory --selfheal-dry-run"
    assert (ROOT / "examples" / "inventory" / "tests").is_dir()
    text = section("Quick start")
    for path in re.findall(r"(?:tests|examples)/[\w/.-]+\.\w+", text):
        assert (ROOT / path).is_file(), f"the README names {path}, which does not exist"


def test_ci_runs_the_readme_test_command() -> None:
    first = code_blocks(section("Quick start"))[0].splitlines()
    test_command = first[1].split(" && ")[1]
    ci = (ROOT / ".ci" / "run").read_text().splitlines()
    assert test_command in ci
    assert "bash .ci/check-wheel.sh" in ci


def test_every_extra_is_explained() -> None:
    if sys.version_info >= (3, 11):
        import tomllib
    else:  # pragma: no cover
        import tomli as tomllib
    extras = tomllib.loads((ROOT / "pyproject.toml").read_text())["project"][
        "optional-dependencies"]
    rows = {row[0].strip("`"): row for row in table_rows(section("Quick start"))}
    assert set(rows) == set(extras)
    for row in rows.values():
        assert re.search(r"\d+ [MG]B", row[2]), f"no rough size for {row[0]}"


def test_every_cli_command_is_in_the_readme() -> None:
    named = set(re.findall(r"(?<![-\w])selfheal (\w+)", "\n".join(code_blocks(README))))
    assert named == set(COMMANDS) | {"memory"}  # memory is dispatched before argparse
