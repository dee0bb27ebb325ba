"""Load, materialize and check our own corpora of small buggy Python projects.

Each case lives in ``benchmarks/corpus/<case_id>/`` (or ``benchmarks/corpus2/`` and
``benchmarks/corpus3/``, the held-out sets) with ``case.json``, a ``buggy/`` project
(sources plus ``tests/``), a ``fixed/`` tree holding only the source files the reference
fix changes, and a ``probe.py`` that exercises the public functions on generated inputs
so that a candidate patch can be compared with the reference by behaviour. ``case.json``
may also name extra pytest arguments the case is run with (``pytest_args``, e.g.
``--timeout 10`` for a bug that hangs) and flags (``hang``, ``recursive``, ``config``).

Run ``python benchmarks/corpus_tools.py check [--corpus PATH]`` to validate a corpus.
"""

from __future__ import annotations

import argparse
import ast
import json
import os
import shutil
import subprocess
import sys
import tempfile
from collections import Counter
from collections.abc import Iterable
from concurrent.futures import ThreadPoolExecutor
from dataclasses import dataclass, field
from pathlib import Path

CORPUS_DIR = Path(__file__).resolve().parent / "corpus"
CORPUS2_DIR = Path(__file__).resolve().parent / "corpus2"
CORPUS3_DIR = Path(__file__).resolve().parent / "corpus3"
CORPUS4_DIR = Path(__file__).resolve().parent / "corpus4"
CORPUS5_DIR = Path(__file__).resolve().parent / "corpus5"
CORPUS6_DIR = Path(__file__).resolve().parent / "corpus6"
CORPUS7_DIR = Path(__file__).resolve().parent / "corpus7"
CORPUS8_DIR = Path(__file__).resolve().parent / "corpus8"
CORPUS9_DIR = Path(__file__).resolve().parent / "corpus9"
CORPUS10_DIR = Path(__file__).resolve().parent / "corpus10"
CORPUS11_DIR = Path(__file__).resolve().parent / "corpus11"
CORPUS12_DIR = Path(__file__).resolve().parent / "corpus12"
CORPUS13_DIR = Path(__file__).resolve().parent / "corpus13"
CORPUS14_DIR = Path(__file__).resolve().parent / "corpus14"
CORPUS15_DIR = Path(__file__).resolve().parent / "corpus15"
CORPUS16_DIR = Path(__file__).resolve().parent / "corpus16"
PROBE_TIMEOUT = 20.0
TEST_TIMEOUT = 60.0
KINDS = (
    "cmp_op",
    "arith_op",
    "range_bound",
    "index_slice",
    "swapped_args",
    "wrong_var",
    "wrong_attr",
    "misspelled_name",
    "missing_guard",
    "missing_return",
    "bool_op",
    "negated_cond",
    "wrong_literal",
    "aug_assign",
    "call_wrapper",
    "return_expr",
    "missing_import",
    "deleted_stmt",
)
# Corpus 2 follows the single-statement bug patterns of PySStuBs / ManySStuBs4J, plus
# missing statements (a deleted update, append, return or guard).
SSTUB_KINDS = (
    "change_operator",
    "change_unary_operator",
    "change_numeric_literal",
    "change_identifier",
    "change_binary_operand",
    "more_args",
    "less_args",
    "swap_arguments",
    "wrong_function_name",
    "change_caller",
    "change_attribute",
    "more_specific_if",
    "less_specific_if",
    "add_function_around_expr",
    "remove_function_around_expr",
    "swap_boolean_literal",
    "missing_stmt",
)
# Corpus 3 holds classic algorithm programs with one bug each, named after the mistake.
CLASSIC_KINDS = (
    "wrong_comparison",
    "off_by_one",
    "wrong_variable",
    "wrong_operator",
    "wrong_assignment_op",
    "variable_swap",
    "wrong_slice",
    "wrong_constant",
    "wrong_method",
    "wrong_attribute",
    "missing_condition",
    "missing_arithmetic",
    "missing_call",
    "missing_line",
    "prepended_variable",
)
PROBE_ALARM = 10  # seconds the probe of a tree may run inside the check (buggy code may hang)
_IGNORED = shutil.ignore_patterns("__pycache__", "*.pyc", ".pytest_cache")

_PROBE_RUNNER = """
import importlib, importlib.util, os, sys
project, probe_path = sys.argv[1], sys.argv[2]
os.chdir(project)
sys.path.insert(0, project)
spec = importlib.util.spec_from_file_location("_corpus_probe", probe_path)
module = importlib.util.module_from_spec(spec)
spec.loader.exec_module(module)
result = module.probe(importlib.import_module)
print(len(result))
print(repr(result))
"""

_TREE_RUNNER = """
import contextlib, importlib, importlib.util, io, json, os, signal, sys
import pytest
project, probe_path = sys.argv[1], sys.argv[2]
extra, alarm = json.loads(sys.argv[3]), int(sys.argv[4])
os.chdir(project)
sys.path.insert(0, project)
class Count:
    def __init__(self):
        self.passed = self.failed = 0
    def pytest_runtest_logreport(self, report):
        if report.passed and report.when == "call":
            self.passed += 1
        elif report.failed:
            self.failed += 1
    def pytest_collectreport(self, report):
        if report.failed:
            self.failed += 1
count = Count()
log = io.StringIO()
with contextlib.redirect_stdout(log):
    rc = int(pytest.main(["-q", "-p", "no:cacheprovider", *extra, "tests"], plugins=[count]))
class ProbeTimeout(BaseException):  # not an Exception: probes catch those
    pass
def _alarm(signum, frame):
    raise ProbeTimeout("probe ran over %d s" % alarm)
signal.signal(signal.SIGALRM, _alarm)
signal.alarm(alarm)
try:
    spec = importlib.util.spec_from_file_location("_corpus_probe", probe_path)
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    result = module.probe(importlib.import_module)
    probe = str(len(result)) + "\\n" + repr(result) + "\\n"
except (Exception, ProbeTimeout) as exc:
    probe = None
    log.write("probe failed: %r" % exc)
signal.alarm(0)
print(json.dumps({"passed": count.passed, "failed": count.failed, "rc": rc, "probe": probe,
                  "log": log.getvalue()[-2000:]}))
"""


@dataclass
class Case:
    """One corpus case as read from disk."""

    id: str
    kind: str
    description: str
    difficulty: str
    path: Path
    buggy_dir: Path
    fixed_files: dict[str, str] = field(default_factory=dict)
    classes: bool = False
    modules: int = 1
    pytest_args: list[str] = field(default_factory=list)
    hang: bool = False
    recursive: bool = False
    config: bool = False

    @property
    def probe_path(self) -> Path:
        return self.path / "probe.py"


def load_cases(root: Path = CORPUS_DIR) -> list[Case]:
    """Read every case folder under root (sorted by id)."""
    cases: list[Case] = []
    for meta_path in sorted(Path(root).resolve().glob("*/case.json")):
        meta = json.loads(meta_path.read_text(encoding="utf-8"))
        case_dir = meta_path.parent
        fixed_root = case_dir / "fixed"
        fixed = {
            p.relative_to(fixed_root).as_posix(): p.read_text(encoding="utf-8")
            for p in sorted(fixed_root.rglob("*.py"))
            if "__pycache__" not in p.parts
        }
        cases.append(
            Case(
                id=meta["id"],
                kind=meta["kind"],
                description=meta["description"],
                difficulty=meta["difficulty"],
                path=case_dir,
                buggy_dir=case_dir / "buggy",
                fixed_files=fixed,
                classes=bool(meta.get("classes", False)),
                modules=int(meta.get("modules", 1)),
                pytest_args=[str(a) for a in meta.get("pytest_args", [])],
                hang=bool(meta.get("hang", False)),
                recursive=bool(meta.get("recursive", False)),
                config=bool(meta.get("config", False)),
            )
        )
    return cases


def _copy_tree(case: Case, dest: Path, fixed: bool) -> Path:
    dest.mkdir(parents=True, exist_ok=True)
    shutil.copytree(case.buggy_dir, dest, dirs_exist_ok=True, ignore=_IGNORED)
    if fixed:
        for rel, text in case.fixed_files.items():
            (dest / rel).parent.mkdir(parents=True, exist_ok=True)
            (dest / rel).write_text(text, encoding="utf-8")
    return dest


def materialize(case: Case, dest: Path, fixed: bool = False) -> Path:
    """Copy the buggy project (optionally with the reference fix) to dest and commit it in git."""
    _copy_tree(case, dest, fixed)
    ident = ["-c", "user.name=bench", "-c", "user.email=bench@localhost"]
    for argv in (
        ["git", "init", "-q"],
        ["git", "add", "-A"],
        [
            "git",
            *ident,
            "commit",
            "-q",
            "--no-gpg-sign",
            "-m",
            f"{case.id} ({'fixed' if fixed else 'buggy'})",
        ],
    ):
        subprocess.run(argv, cwd=dest, check=True, capture_output=True)
    return dest


def _normalized(source: str) -> str | None:
    try:
        return ast.dump(ast.parse(source))
    except SyntaxError:
        return None


def same_as_reference(case: Case, project_dir: Path) -> bool:
    """True if every file the reference fix changes matches it, ignoring layout and comments."""
    for rel, text in case.fixed_files.items():
        target = Path(project_dir) / rel
        if not target.is_file():
            return False
        got = _normalized(target.read_text(encoding="utf-8"))
        if got is None or got != _normalized(text):
            return False
    return True


# A guard is a guard, whether a statement (`if not orders: return ...`, a `try`) or a value
# (`len(orders) or 1`): a heal that guards where the reference guards, in the other form,
# carries no leftover; a guard on top of the reference's (or where it has none) does.
GUARD_MARK = "extra guard (if/try, x or 1)"


def _leftover_marks(tree: ast.AST) -> Counter[str]:
    """Shapes a reviewer would not merge, counted: neutral constants, guards, clamps."""
    marks = Counter[str]()
    for node in ast.walk(tree):
        if isinstance(node, ast.BinOp):
            right = node.right
            left = node.left
            zero = (isinstance(right, ast.Constant) and type(right.value) in (int, float)
                    and right.value == 0 and isinstance(node.op, (ast.Add, ast.Sub)))
            zero |= (isinstance(left, ast.Constant) and type(left.value) in (int, float)
                     and left.value == 0 and isinstance(node.op, ast.Add))
            one = (isinstance(right, ast.Constant) and type(right.value) in (int, float)
                   and right.value == 1
                   and isinstance(node.op, (ast.Mult, ast.Div, ast.FloorDiv, ast.Pow)))
            if zero or one:
                marks["neutral constant (x + 0, x * 1)"] += 1
        elif isinstance(node, ast.BoolOp) and isinstance(node.op, ast.Or):
            if isinstance(node.values[-1], ast.Constant):
                marks[GUARD_MARK] += 1
        elif isinstance(node, (ast.If, ast.IfExp, ast.Try)):
            marks[GUARD_MARK] += 1
        elif (isinstance(node, ast.Call) and isinstance(node.func, ast.Name)
              and node.func.id in ("max", "min")
              and any(isinstance(a, ast.Constant) for a in node.args)):
            marks["clamp (max/min against a constant)"] += 1
    return marks


def leftovers(case: Case, project_dir: Path) -> list[str]:
    """Leftover shapes in the healed files that the reference fix does not have.

    A heal that passes the tests but keeps ``x + 0``, adds ``(count or 1)``, an extra
    ``if``/``try`` or a constant clamp is counted, whatever the probe says.
    """
    found: list[str] = []
    for rel, text in case.fixed_files.items():
        target = Path(project_dir) / rel
        try:
            got = _leftover_marks(ast.parse(target.read_text(encoding="utf-8")))
        except (OSError, SyntaxError):
            continue
        want = _leftover_marks(ast.parse(text))
        found += [f"{rel}: {mark}" for mark, n in sorted(got.items()) if n > want[mark]]
    return found


def run_probe(case: Case, project_dir: Path, timeout: float = PROBE_TIMEOUT) -> str | None:
    """Run the case's probe against project_dir in a subprocess; its printed result or None."""
    env = {**os.environ, "PYTHONDONTWRITEBYTECODE": "1", "PYTHONHASHSEED": "0"}
    try:
        proc = subprocess.run(
            [sys.executable, "-c", _PROBE_RUNNER, str(project_dir), str(case.probe_path)],
            capture_output=True,
            text=True,
            timeout=timeout,
            env=env,
            cwd=project_dir,
        )
    except subprocess.TimeoutExpired:
        return None
    return proc.stdout if proc.returncode == 0 else None


def equivalent_by_probe(case: Case, project_dir: Path) -> bool:
    """True if the probe gives the same outputs on project_dir as on the reference fix."""
    with tempfile.TemporaryDirectory(prefix=f"ref-{case.id}-") as tmp:
        reference = run_probe(case, _copy_tree(case, Path(tmp), fixed=True))
    got = run_probe(case, Path(project_dir))
    return reference is not None and got is not None and got == reference


@dataclass
class TestOutcome:
    """Summary of one pytest run over a case tree."""

    passed: int
    failed: int
    returncode: int
    output: str


def plugin_args(pytest_args: list[str]) -> list[str]:
    """The case's pytest arguments, loading pytest-timeout explicitly when they use it.

    Checks run with plugin autoload off, so ``--timeout`` needs ``-p pytest_timeout``.
    """
    if any(a == "--timeout" or a.startswith("--timeout=") for a in pytest_args):
        return ["-p", "pytest_timeout", *pytest_args]
    return list(pytest_args)


def run_tests(
    project_dir: Path, timeout: float = TEST_TIMEOUT, pytest_args: list[str] | None = None
) -> TestOutcome:
    """Run the project's tests in one isolated pytest subprocess (no plugin autoload)."""
    env = {**os.environ, "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1", "PYTHONDONTWRITEBYTECODE": "1"}
    extra = plugin_args(pytest_args or [])
    proc = subprocess.run(
        [sys.executable, "-m", "pytest", "-q", "-rN", "-p", "no:cacheprovider", *extra, "tests"],
        cwd=project_dir,
        capture_output=True,
        text=True,
        timeout=timeout,
        env=env,
    )
    counts = Counter[str]()
    last = proc.stdout.strip().splitlines()[-1] if proc.stdout.strip() else ""
    for chunk in last.replace(" in ", ",").split(","):
        words = chunk.split()
        if len(words) == 2 and words[0].isdigit():
            counts[words[1]] += int(words[0])
    failed = counts["failed"] + counts["error"] + counts["errors"]
    return TestOutcome(counts["passed"], failed, proc.returncode, proc.stdout + proc.stderr)


def _run_tree(case: Case, project_dir: Path) -> tuple[TestOutcome, str | None]:
    """Tests and probe of one tree in a single subprocess (half the start-up cost)."""
    env = {
        **os.environ,
        "PYTEST_DISABLE_PLUGIN_AUTOLOAD": "1",
        "PYTHONDONTWRITEBYTECODE": "1",
        "PYTHONHASHSEED": "0",
    }
    argv = [
        sys.executable,
        "-c",
        _TREE_RUNNER,
        str(project_dir),
        str(case.probe_path),
        json.dumps(plugin_args(case.pytest_args)),
        str(PROBE_ALARM),
    ]
    try:
        proc = subprocess.run(
            argv,
            cwd=project_dir,
            capture_output=True,
            text=True,
            timeout=TEST_TIMEOUT * (3 if case.hang else 1),  # hanging tests run to --timeout
            env=env,
        )
        data = json.loads(proc.stdout.strip().splitlines()[-1])
    except (subprocess.TimeoutExpired, IndexError, ValueError) as exc:
        return TestOutcome(0, 1, -1, f"tree run failed: {exc}"), None
    outcome = TestOutcome(data["passed"], data["failed"], data["rc"], data["log"])
    return outcome, data["probe"]


def known_kinds(root: Path) -> tuple[str, ...]:
    """The bug kinds a corpus may use: corpus 2 the PySStuBs patterns, corpus 3 the classic ones."""
    return {
        "corpus2": SSTUB_KINDS,
        "corpus3": CLASSIC_KINDS,
        "corpus4": CLASSIC_KINDS,
        "corpus5": CLASSIC_KINDS,
        "corpus6": CLASSIC_KINDS,
        "corpus7": CLASSIC_KINDS,
        "corpus8": CLASSIC_KINDS,
        "corpus9": CLASSIC_KINDS,
        "corpus10": CLASSIC_KINDS,
        "corpus11": CLASSIC_KINDS,
        "corpus12": CLASSIC_KINDS,
        "corpus13": CLASSIC_KINDS,
        "corpus14": CLASSIC_KINDS,
        "corpus15": CLASSIC_KINDS,
        "corpus16": CLASSIC_KINDS,
    }.get(Path(root).name, KINDS)


def _check_case(case: Case, kinds: tuple[str, ...] = KINDS) -> tuple[list[str], bool]:
    """Problems of one case, and whether its probe tells buggy and fixed apart."""
    problems: list[str] = []
    if case.kind not in kinds:
        problems.append(f"{case.id}: unknown kind {case.kind!r}")
    if case.difficulty not in ("easy", "hard"):
        problems.append(f"{case.id}: difficulty must be easy or hard")
    if not case.fixed_files:
        problems.append(f"{case.id}: fixed/ holds no source file")
    if not case.probe_path.is_file():
        problems.append(f"{case.id}: probe.py is missing")
    for rel in case.fixed_files:
        if not (case.buggy_dir / rel).is_file():
            problems.append(f"{case.id}: fixed/{rel} has no counterpart in buggy/")
        elif same_as_reference(case, case.buggy_dir):
            problems.append(f"{case.id}: fixed files are the same as buggy ones")
            break
    with tempfile.TemporaryDirectory(prefix=f"chk-{case.id}-") as tmp:
        (before, probe_buggy), (after, probe_fixed) = (
            _run_tree(case, _copy_tree(case, Path(tmp) / name, fixed=name == "fixed"))
            for name in ("buggy", "fixed")
        )
        if before.failed < 1:
            problems.append(f"{case.id}: buggy code fails no test")
        if before.passed < 1:
            problems.append(f"{case.id}: buggy code passes no test")
        if after.failed or after.returncode != 0 or after.passed < 1:
            problems.append(f"{case.id}: fixed code does not pass all tests")
        if probe_fixed is None:
            problems.append(f"{case.id}: probe fails on the fixed code")
        if case.hang and "Timeout" not in before.output:
            problems.append(f"{case.id}: marked hang but no test hit the timeout")
        if case.hang and not case.pytest_args:
            problems.append(f"{case.id}: a hang case needs pytest_args such as --timeout 10")
        if probe_buggy is None and not case.hang:
            problems.append(f"{case.id}: probe fails or hangs on the buggy code")
        elif probe_fixed is not None and int(probe_fixed.split("\n", 1)[0]) < 50:
            problems.append(f"{case.id}: probe returns fewer than 50 outputs")
    return problems, probe_buggy != probe_fixed


def check_corpus(root: Path = CORPUS_DIR, workers: int = 4, only: str | None = None) -> list[str]:
    """Every problem found in the corpus; an empty list means it is sound."""
    cases = [c for c in load_cases(root) if not only or only in c.id]
    if not cases:
        return [f"no cases under {root}"]
    problems: list[str] = []
    kinds = known_kinds(root)
    with ThreadPoolExecutor(max_workers=workers) as pool:
        results = list(pool.map(lambda case: _check_case(case, kinds), cases))
    distinguishing = 0
    for case_problems, differs in results:
        problems.extend(case_problems)
        distinguishing += differs
    if distinguishing < 0.9 * len(cases):
        problems.append(
            f"probes tell buggy from fixed in only {distinguishing} of {len(cases)} cases"
        )
    ids = [c.id for c in cases]
    problems.extend(f"duplicate case id {i}" for i, n in Counter(ids).items() if n > 1)
    return problems


def summary_table(cases: Iterable[Case]) -> str:
    """A plain table of kinds with case counts, hard, class and multi-module counts."""
    cases = list(cases)
    w = max([16, *(len(c.kind) for c in cases)])
    rows = [f"{'kind':<{w}} {'cases':>5} {'hard':>5} {'class':>5} {'multi':>5}"]
    for kind in sorted({c.kind for c in cases}):
        group = [c for c in cases if c.kind == kind]
        rows.append(
            f"{kind:<{w}} {len(group):>5} {sum(c.difficulty == 'hard' for c in group):>5} "
            f"{sum(c.classes for c in group):>5} {sum(c.modules > 1 for c in group):>5}"
        )
    rows.append(
        f"{'total':<{w}} {len(cases):>5} {sum(c.difficulty == 'hard' for c in cases):>5} "
        f"{sum(c.classes for c in cases):>5} {sum(c.modules > 1 for c in cases):>5}"
    )
    return "\n".join(rows)


def main(argv: list[str] | None = None) -> int:
    args = sys.argv[1:] if argv is None else argv
    if args[:1] != ["check"]:
        print("usage: python benchmarks/corpus_tools.py check [--corpus PATH]", file=sys.stderr)
        return 2
    parser = argparse.ArgumentParser(prog="python benchmarks/corpus_tools.py check")
    parser.add_argument("--corpus", type=Path, default=CORPUS_DIR, help="corpus folder")
    parser.add_argument("--only", help="check only the case ids containing this text")
    opts = parser.parse_args(args[1:])
    if not opts.corpus.is_dir():
        print(f"error: no corpus folder {opts.corpus}; pass --corpus benchmarks/corpus2",
              file=sys.stderr)
        return 2
    print(summary_table(load_cases(opts.corpus)))
    problems = check_corpus(opts.corpus, only=opts.only)
    for problem in problems:
        print(f"problem: {problem}")
    print(f"{len(problems)} problem(s)")
    return 1 if problems else 0


if __name__ == "__main__":
    raise SystemExit(main())
