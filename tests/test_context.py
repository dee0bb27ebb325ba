import textwrap
from pathlib import Path

import pytest

from pytest_selfheal.context import build_context, trim_traceback
from pytest_selfheal.records import Failure, Frame
from pytest_selfheal.redact import Redactor

CALC = '''\
"""Calculator."""

RATE = 3


class Calculator:
    """Adds things."""

    factor = 2

    def add(self, a, b):
        total = a - b
        return total

    def unrelated(self):
        return 42


def helper_scale(x):
    return x * RATE
'''

TEST = '''\
import pytest

from app.calc import Calculator


@pytest.fixture
def calc(base):
    return Calculator()


@pytest.fixture
def base():
    return 1


@pytest.fixture
def unused():
    return 0


class TestCalc:
    def test_add(self, calc):
        assert calc.add(2, 3) == 5
'''

LONGREPR = """\
self = <tests.test_calc.TestCalc object at 0x7f>, calc = <app.calc.Calculator object at 0x7f>

    def test_add(self, calc):
>       assert calc.add(2, 3) == 5
E       assert -1 == 5
E        +  where -1 = add(2, 3)
E        +    where add = <app.calc.Calculator object>.add
E        +      where x = 1
E        +        where y = 2
E        +          where z = 3

tests/test_calc.py:23: AssertionError
"""


def words(text: str) -> int:
    return len(text.split())


@pytest.fixture
def project(tmp_path: Path) -> Path:
    (tmp_path / "app").mkdir()
    (tmp_path / "app" / "__init__.py").write_text("")
    (tmp_path / "app" / "calc.py").write_text(CALC)
    (tmp_path / "app" / "scale.py").write_text("def helper_scale(v):\n    return v\n")
    (tmp_path / "tests").mkdir()
    (tmp_path / "tests" / "test_calc.py").write_text(TEST)
    (tmp_path / "tests" / "conftest.py").write_text(
        "import pytest\n\n@pytest.fixture(autouse=True)\ndef setup_env():\n    yield\n"
    )
    return tmp_path


def failure(**kw: object) -> Failure:
    data: dict[str, object] = dict(
        nodeid="tests/test_calc.py::TestCalc::test_add",
        exc_type="AssertionError",
        message="assert -1 == 5 (helper_scale was not called)",
        longrepr=LONGREPR,
        test_path="tests/test_calc.py",
        frames=[
            Frame(path="tests/test_calc.py", lineno=23, function="test_add"),
            Frame(path="app/calc.py", lineno=12, function="add"),
            Frame(path="/usr/lib/python3/os.py", lineno=5, function="x", in_project=False),
        ],
    )
    data.update(kw)
    return Failure.model_validate(data)


def build(root: Path, budget: int = 5000, **kw: object):
    kw.setdefault("redactor", Redactor())
    return build_context(root, [failure()], budget_tokens=budget, count_tokens=words, **kw)


def test_sections_in_priority_order_with_exact_numbered_source(project: Path) -> None:
    ctx = build(project, memories=["Off-by-sign in add: use a + b."])
    text = ctx.render()
    order = ["## Failing tests", "## Source of the functions", "## Test code",
             "## Related definitions", "## Fix memories"]  # fmt: skip
    positions = [text.index(h) for h in order]
    assert positions == sorted(positions)
    # The method comes with its class header, numbered like the file.
    assert " 6 | class Calculator:" in text
    assert "11 |     def add(self, a, b):" in text
    assert "12 |         total = a - b" in text
    assert "### app/calc.py (lines 11-13)" in text
    # Only the enclosing method, not its neighbour.
    assert "def unrelated" not in text.split("## Test code")[0]
    assert "Off-by-sign in add" in text
    assert ctx.files[:2] == ["app/calc.py", "tests/test_calc.py"]
    assert not ctx.dropped


def test_test_code_with_its_fixtures_only(project: Path) -> None:
    text = build(project).render()
    tests_part = text.split("## Test code")[1].split("## Related")[0]
    assert "def test_add(self, calc):" in tests_part
    assert "class TestCalc:" in tests_part
    assert "def calc(base):" in tests_part and "def base():" in tests_part
    assert "def setup_env" in tests_part  # autouse fixture from conftest.py
    assert "def unused" not in tests_part


def test_related_definitions_found_by_name(project: Path) -> None:
    text = build(project).render()
    related = text.split("## Related definitions")[1]
    assert "### app/calc.py (lines 19-20)" in related
    assert "### app/scale.py (lines 1-2)" in related


def test_where_chain_is_trimmed() -> None:
    out = trim_traceback(LONGREPR)
    assert out.count("where") == 2
    assert out.rstrip().endswith("AssertionError")


def test_long_traceback_keeps_head_and_tail() -> None:
    text = "\n".join(f"line {i}" for i in range(500))
    out = trim_traceback(text, max_lines=30).splitlines()
    assert out[0] == "line 0" and out[-1] == "line 499"
    assert "lines trimmed" in out[10]
    assert len(out) == 31


def test_budget_drops_lowest_priority_first(project: Path) -> None:
    full = build(project, memories=["memory " * 50])
    assert not full.dropped
    tight = build(project, budget=full.tokens + 80 - 30, memories=["memory " * 50])
    assert tight.dropped == ["fix memory 1"]
    assert "## Related definitions" in tight.render()
    assert "## Left out to fit the context budget" in tight.render()
    tiny = build(project, budget=10)
    assert "FAILED tests/test_calc.py::TestCalc::test_add" in tiny.render()
    assert "## Test code" not in tiny.render()
    assert tiny.dropped


def test_secret_files_never_shown_and_values_redacted(project: Path) -> None:
    (project / "app" / "calc.py").write_text(
        CALC.replace("RATE = 3", 'RATE = 3\nTOKEN = "ghp_' + "x" * 36 + '"')
    )
    (project / "secrets.py").write_text("def helper_scale():\n    return 'hunter2-pass'\n")
    f = failure(frames=[Frame(path="secrets.py", lineno=2, function="helper_scale")])
    ctx = build_context(
        project, [f], budget_tokens=5000, count_tokens=words,
        redactor=Redactor(["assert -1 == 5"]),
    )  # fmt: skip
    text = ctx.render()
    assert "secrets.py" not in ctx.files and "hunter2" not in text
    assert "assert -1 == 5" not in text and "[REDACTED]" in text


def test_dotenv_secret_in_source_is_redacted_by_default(
    project: Path, monkeypatch: pytest.MonkeyPatch
) -> None:
    (project / ".env").write_text("PAYMENT_API_KEY=pk_live_abcdef123456\n")
    calc = project / "app" / "calc.py"
    source = calc.read_text().replace("total = a - b", "total = a - b  # pk_live_abcdef123456")
    calc.write_text(source)
    ctx = build_context(project, [failure()], budget_tokens=5000, count_tokens=words)
    assert "pk_live_abcdef123456" not in ctx.render()
    assert "total = a - b  # [REDACTED]" in ctx.render()


def test_module_level_frame_and_missing_files(project: Path) -> None:
    f = failure(
        frames=[Frame(path="app/calc.py", lineno=3), Frame(path="gone.py", lineno=1)],
        test_path=None,
    )
    ctx = build_context(project, [f], budget_tokens=5000, count_tokens=words, redactor=Redactor())
    assert "module level, line 3" in ctx.render()
    assert "gone.py" not in ctx.files


def test_big_function_falls_back_to_an_excerpt(tmp_path: Path) -> None:
    body = "".join(f"    x{i} = {i}\n" for i in range(200))
    (tmp_path / "big.py").write_text("def big():\n" + body + "    return x199\n")
    f = Failure(nodeid="t.py::t", frames=[Frame(path="big.py", lineno=150, function="big")])
    ctx = build_context(tmp_path, [f], budget_tokens=400, count_tokens=words, redactor=Redactor())
    text = ctx.render()
    assert "(excerpt)" in text and "150 |     x148 = 148" in text
    assert "x10 = 10" not in textwrap.dedent(text)
