""".selfhealignore: ignored files are never shown to a model and never patched."""

from pathlib import Path

from pytest_selfheal.context import build_context
from pytest_selfheal.diffs.guard import check_patch
from pytest_selfheal.diffs.parse import parse_diff
from pytest_selfheal.ignorefile import load_ignore, withhold
from pytest_selfheal.records import Failure, Frame

SECRET_SAUCE = "def price(n):\n    return n * 3  # PROPRIETARY-PRICING-RULE\n"


def _repo(tmp_path: Path, rules: str) -> Path:
    root = tmp_path / "repo"
    (root / ".git").mkdir(parents=True)
    (root / ".selfhealignore").write_text(rules)
    (root / "vendor").mkdir()
    (root / "vendor" / "pricing.py").write_text(SECRET_SAUCE)
    (root / "vendor" / "keep.py").write_text("KEEP = 1\n")
    (root / "app.py").write_text("from vendor.pricing import price\n\n\ndef total(n):\n"
                                 "    return price(n) + 1\n")
    return root


def test_gitignore_syntax_from_any_subdirectory(tmp_path: Path) -> None:
    root = _repo(tmp_path, "# comment\nvendor/\n!vendor/keep.py\n/app.py\n*.gen.py\n")
    (root / "sub").mkdir()
    rules = load_ignore(root / "sub")
    assert rules.matches("vendor/pricing.py", root)
    assert rules.matches("pricing.py", root / "vendor")
    assert rules.matches(str(root / "x" / "y.gen.py"))
    assert rules.matches("app.py", root) and not rules.matches("sub/app.py", root)
    assert not rules.matches("other.py", root)
    assert not load_ignore(tmp_path)  # no file above: no rules


def test_guard_refuses_patches_to_ignored_files(tmp_path: Path) -> None:
    root = _repo(tmp_path, "vendor/pricing.py\n")
    diff = ("--- a/vendor/pricing.py\n+++ b/vendor/pricing.py\n@@ -1,2 +1,2 @@\n"
            " def price(n):\n-    return n * 3  # PROPRIETARY-PRICING-RULE\n"
            "+    return n * 4\n")
    reason = check_patch(parse_diff(diff), root)
    assert reason and ".selfhealignore" in reason
    ok = diff.replace("vendor/pricing.py", "app.py")
    assert check_patch(parse_diff(ok), root) is None


def test_prompt_context_leaves_ignored_files_out(tmp_path: Path) -> None:
    root = _repo(tmp_path, "vendor/\n")
    longrepr = ("    def total(n):\n>       return price(n) + 1\n\napp.py:5: in total\n"
                "_ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _ _\n"
                "    def price(n):\n>       return n * 3  # PROPRIETARY-PRICING-RULE\n"
                "E       TypeError: boom\n\nvendor/pricing.py:2: TypeError\n")
    failure = Failure(nodeid="tests/test_app.py::test_total", exc_type="TypeError",
                      message="boom", longrepr=longrepr,
                      frames=[Frame(path="app.py", lineno=5, function="total"),
                              Frame(path="vendor/pricing.py", lineno=2, function="price")])
    ctx = build_context(root, [failure], budget_tokens=4000,
                        count_tokens=lambda s: len(s.split()))
    text = ctx.render()
    assert "PROPRIETARY-PRICING-RULE" not in text
    assert "source withheld: vendor/pricing.py" in text
    assert "return price(n) + 1" in text  # the rest of the project is still shown


def test_withhold_keeps_tracebacks_of_other_files(tmp_path: Path) -> None:
    root = _repo(tmp_path, "vendor/\n")
    text = "    x = 1\n>   assert x == 2\n\ntests/test_a.py:3: AssertionError\n"
    assert withhold(text, load_ignore(root), root) == text.rstrip("\n")
