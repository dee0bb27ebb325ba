import pytest

from helpformat import HelpFormatter, Option


@pytest.fixture
def options() -> list[Option]:
    return [
        Option(["-o", "--output"], "write the report to this file instead of stdout", "FILE"),
        Option(["--very-long-option-name"], "short help"),
        Option(["-q"], "quiet"),
    ]


def test_signature(options: list[Option]) -> None:
    assert options[0].signature() == "-o, --output FILE"
    assert options[2].signature() == "-q"


def test_format(options: list[Option]) -> None:
    text = HelpFormatter(width=50, column=22).format("tool [options]", options)
    assert text.splitlines() == [
        "usage: tool [options]",
        "",
        "options:",
        "  -o, --output FILE   write the report to this",
        "                      file instead of stdout",
        "  --very-long-option-name",
        "                      short help",
        "  -q                  quiet",
    ]


def test_justified_lines_fill_the_column(options: list[Option]) -> None:
    lines = HelpFormatter(width=50, column=22, justified=True).format_option(options[0])
    assert lines[0] == "  -o, --output FILE   write  the  report  to  this"
    assert len(lines[0]) == 50
    assert lines[1].strip() == "file instead of stdout"


def test_column_must_leave_room() -> None:
    with pytest.raises(ValueError):
        HelpFormatter(width=30, column=25)
