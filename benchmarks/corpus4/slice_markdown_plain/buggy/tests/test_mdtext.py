import pytest

from mdtext import inline, preview, to_text


@pytest.mark.parametrize(
    "markdown, text",
    [
        ("**bold** and *italic*", "bold and italic"),
        ("a `*literal*` span", "a *literal* span"),
        ("see [docs](https://x.io/a)", "see docs <https://x.io/a>"),
        ("![logo](l.png) ![](x.png)", "[image: logo] "),
        ("snake_case_name stays", "snake_case_name stays"),
    ],
)
def test_inline(markdown, text):
    assert inline(markdown) == text


def test_headings():
    assert to_text("# Release notes\n\n### Fixes ###").splitlines() == [
        "RELEASE NOTES", "=============", "", "Fixes",
    ]


def test_lists_and_quotes():
    md = "- one\n  - nested **two**\n1. first\n12) twelfth\n> quoted *text*"
    assert to_text(md).splitlines() == [
        "• one", "  • nested two", "1. first", "12. twelfth", "| quoted text",
    ]


def test_code_block_is_kept_verbatim():
    md = "Run:\n```\npip install **x**\n```\ndone"
    assert to_text(md) == "Run:\n    pip install **x**\ndone"


def test_preview_cuts_at_a_word():
    md = "## Weekly update\n\nWe shipped the [new editor](https://x.io) and fixed many bugs."
    assert preview(md) == "WEEKLY UPDATE"
    assert preview(md.split("\n\n")[1], limit=30) == "We shipped the new editor and…"
