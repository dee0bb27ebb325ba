"""The benchmark corpus is sound: every case fails before and passes after its reference fix."""

from __future__ import annotations

import subprocess
from pathlib import Path

import pytest
from corpustools import assert_run_with_timeout, tools


@pytest.fixture(scope="module")
def cases() -> list:
    return tools.load_cases()


def test_corpus_has_no_problems() -> None:
    assert tools.check_corpus() == []


def test_corpus_size_and_spread(cases: list) -> None:
    kinds = {case.kind for case in cases}
    assert len(cases) >= 66
    assert len(kinds) >= 14
    assert all(sum(c.kind == kind for c in cases) >= 4 for kind in kinds)
    assert sum(c.classes for c in cases) >= 6
    assert sum(c.modules >= 2 for c in cases) >= 6
    assert sum(c.difficulty == "hard" for c in cases) >= 4


def test_materialize_commits_a_git_repo(cases: list, tmp_path: Path) -> None:
    case = cases[0]
    project = tools.materialize(case, tmp_path / "proj")
    log = subprocess.run(
        ["git", "log", "--format=%an <%ae>"],
        cwd=project,
        capture_output=True,
        text=True,
        check=True,
    )
    assert log.stdout.strip() == "bench <bench@localhost>"
    assert not tools.same_as_reference(case, project)
    fixed = tools.materialize(case, tmp_path / "fixed", fixed=True)
    assert tools.same_as_reference(case, fixed)


def test_same_as_reference_ignores_comments_and_layout(cases: list, tmp_path: Path) -> None:
    case = cases[0]
    project = tools.materialize(case, tmp_path / "proj", fixed=True)
    for rel, text in case.fixed_files.items():
        (project / rel).write_text("# reformatted\n\n" + text.replace("\n\n\n", "\n\n\n\n"))
    assert tools.same_as_reference(case, project)


def test_equivalent_by_probe(cases: list, tmp_path: Path) -> None:
    case = next(c for c in cases if c.id == "retx_002_palindrome")
    buggy = tools.materialize(case, tmp_path / "buggy")
    assert not tools.equivalent_by_probe(case, buggy)
    other = buggy / "palindromes.py"
    other.write_text(
        other.read_text().replace(
            "cleaned == reversed(cleaned)", "cleaned == ''.join(reversed(cleaned))"
        )
    )
    assert not tools.same_as_reference(case, buggy)
    assert tools.equivalent_by_probe(case, buggy)


def test_check_command_prints_table(capsys: pytest.CaptureFixture[str], tmp_path: Path) -> None:
    empty = tmp_path / "corpus"
    empty.mkdir()
    assert tools.check_corpus(empty) == [f"no cases under {empty}"]
    assert tools.main(["nonsense"]) == 2
    table = tools.summary_table(tools.load_cases())
    assert table.splitlines()[0].split() == ["kind", "cases", "hard", "class", "multi"]
    assert "total" in table.splitlines()[-1]


# ---------------------------------------------------------------- corpus 2 (held out)


@pytest.fixture(scope="module")
def cases2() -> list:
    return tools.load_cases(tools.CORPUS2_DIR)


def _source_lines(case) -> int:
    return sum(
        len(p.read_text().splitlines())
        for p in case.buggy_dir.rglob("*.py")
        if "tests" not in p.relative_to(case.buggy_dir).parts and p.name != "conftest.py"
    )


def test_corpus2_size_and_taxonomy(cases2: list) -> None:
    kinds = {case.kind for case in cases2}
    assert len(cases2) >= 60
    assert kinds <= set(tools.SSTUB_KINDS)
    assert len(kinds) == len(tools.SSTUB_KINDS)  # every PySStuBs pattern and missing_stmt
    assert sum(c.kind == "missing_stmt" for c in cases2) >= 6
    assert sum(c.recursive for c in cases2) >= 6
    assert sum(c.config for c in cases2) >= 5
    assert sum(c.difficulty == "hard" for c in cases2) >= 6
    assert sum(c.classes for c in cases2) >= 30
    assert all(c.modules >= 2 for c in cases2)
    assert all(40 <= _source_lines(c) <= 150 for c in cases2)


def test_corpus2_hang_cases_run_with_a_timeout(cases2: list) -> None:
    hangs = [c for c in cases2 if c.hang]
    assert len(hangs) >= 6
    for case in hangs:
        assert tools.plugin_args(case.pytest_args)[:2] == ["-p", "pytest_timeout"]
        assert "--timeout" in case.pytest_args


def test_corpus2_cases_are_single_site_and_well_formed(cases2: list) -> None:
    import difflib

    for case in cases2:
        assert (case.buggy_dir / "tests").is_dir(), case.id
        assert case.probe_path.is_file(), case.id
        assert (case.buggy_dir / "pyproject.toml").is_file(), case.id
        changed = 0
        for rel, fixed in case.fixed_files.items():
            buggy = (case.buggy_dir / rel).read_text()
            assert tools._normalized(buggy) != tools._normalized(fixed), case.id
            diff = difflib.unified_diff(buggy.splitlines(), fixed.splitlines(), n=0)
            changed += sum(
                1 for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---")
            )
        assert 1 <= changed <= 4, (case.id, changed)  # one statement (a deleted one may be 2 lines)


def test_corpus2_is_held_out_from_corpus(cases: list, cases2: list) -> None:
    first = {text for case in cases for text in case.fixed_files.values()}
    assert not any(text in first for case in cases2 for text in case.fixed_files.values())
    assert not {c.id for c in cases} & {c.id for c in cases2}


def test_corpus2_one_case_checks_clean(cases2: list) -> None:
    case = next(c for c in cases2 if c.id == "op_stockroom_a")  # src layout, strict markers
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS2_DIR))
    assert problems == []
    assert differs


def test_known_kinds_per_corpus(tmp_path: Path) -> None:
    assert tools.known_kinds(tools.CORPUS_DIR) == tools.KINDS
    assert tools.known_kinds(tools.CORPUS2_DIR) == tools.SSTUB_KINDS
    assert tools.plugin_args(["-x"]) == ["-x"]
    assert tools.plugin_args(["--timeout=5"]) == ["-p", "pytest_timeout", "--timeout=5"]


def test_leftovers_counts_shapes_the_reference_lacks(cases2: list, tmp_path: Path) -> None:
    case = next(c for c in cases2 if c.id == "lit_sortedbag_c")
    project = tools.materialize(case, tmp_path / "proj", fixed=True)
    assert tools.leftovers(case, project) == []
    target = project / "sortedbag.py"
    source = target.read_text()
    healed = source.replace(
        "upper_bound(self._items, value) + 1", "upper_bound(self._items, value) + 1 + 0"
    ).replace("return self._items[::-1][:n]", "return self._items[::-1][: (n or 1)]")
    target.write_text(healed)
    assert tools.leftovers(case, project) == [
        "sortedbag.py: extra guard (if/try, x or 1)",
        "sortedbag.py: neutral constant (x + 0, x * 1)",
    ]


def test_a_guard_in_the_other_form_than_the_references_is_no_leftover(
    cases: list, tmp_path: Path
) -> None:
    """The reference guards with `if not orders: return ...`; `(len(orders) or 1)` guards
    the same division: one guard each. A value guard on top of the statement is one more."""
    case = next(c for c in cases if c.id == "guard_001_average_order")
    project = tools.materialize(case, tmp_path / "proj")  # the buggy tree
    target = project / "sales.py"
    buggy = target.read_text()
    target.write_text(buggy.replace("/ len(orders)", "/ (len(orders) or 1)"))
    assert tools.leftovers(case, project) == []
    fixed = case.fixed_files["sales.py"]
    target.write_text(fixed.replace("/ len(orders)", "/ (len(orders) or 1)"))
    assert tools.leftovers(case, project) == ["sales.py: extra guard (if/try, x or 1)"]


def test_check_command_accepts_corpus_path(
    capsys: pytest.CaptureFixture[str], tmp_path: Path
) -> None:
    assert tools.main(["check", "--corpus", str(tmp_path / "nowhere")]) == 2
    assert "no corpus folder" in capsys.readouterr().err
    empty = tmp_path / "corpus2"
    empty.mkdir()
    assert tools.main(["check", "--corpus", str(empty)]) == 1


# ---------------------------------------------------------------- corpus 3 (held out)


@pytest.fixture(scope="module")
def cases3() -> list:
    return tools.load_cases(tools.CORPUS3_DIR)


def test_corpus3_size_and_taxonomy(cases3: list) -> None:
    import json

    assert len(cases3) >= 40
    assert {c.kind for c in cases3} == set(tools.CLASSIC_KINDS)
    assert all(sum(c.kind == kind for c in cases3) >= 2 for kind in tools.CLASSIC_KINDS)
    assert sum(c.hang for c in cases3) >= 6
    assert sum(c.recursive for c in cases3) >= 6
    assert sum(c.difficulty == "hard" for c in cases3) >= 8
    assert not any(c.config for c in cases3)
    assert all(c.modules == 1 and len(c.fixed_files) == 1 for c in cases3)
    assert all(20 <= _source_lines(c) <= 80 for c in cases3)
    programs = [json.loads((c.path / "case.json").read_text())["program"] for c in cases3]
    assert len(set(programs)) == len(cases3)  # one classic algorithm per case


def test_corpus3_cases_run_with_a_timeout(cases3: list) -> None:
    assert_run_with_timeout(cases3)


def test_corpus3_cases_are_single_site_and_well_formed(cases3: list) -> None:
    import difflib

    for case in cases3:
        tests = list((case.buggy_dir / "tests").glob("test_*.py"))
        assert len(tests) == 1, case.id
        assert case.probe_path.is_file(), case.id
        assert (case.buggy_dir / "pyproject.toml").is_file(), case.id
        ((rel, fixed),) = case.fixed_files.items()
        assert "/" not in rel, case.id  # the algorithm module sits at the project root
        buggy = (case.buggy_dir / rel).read_text()
        assert tools._normalized(buggy) != tools._normalized(fixed), case.id
        diff = difflib.unified_diff(buggy.splitlines(), fixed.splitlines(), n=0)
        changed = sum(1 for line in diff if line[:1] in "+-" and line[:3] not in ("+++", "---"))
        assert 1 <= changed <= 4, (case.id, changed)


def test_corpus3_is_held_out_from_the_other_corpora(
    cases: list, cases2: list, cases3: list
) -> None:
    others = {text for case in cases + cases2 for text in case.fixed_files.values()}
    assert not any(text in others for case in cases3 for text in case.fixed_files.values())
    assert not {c.id for c in cases + cases2} & {c.id for c in cases3}


def test_corpus3_one_case_checks_clean(cases3: list) -> None:
    case = next(c for c in cases3 if c.id == "prep_exponential_search")
    assert tools.known_kinds(tools.CORPUS3_DIR) == tools.CLASSIC_KINDS
    problems, differs = tools._check_case(case, tools.known_kinds(tools.CORPUS3_DIR))
    assert problems == []
    assert differs
