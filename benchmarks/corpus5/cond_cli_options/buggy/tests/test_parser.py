import pytest

from clikit import Command, Option, Positional, UsageError, format_help, format_usage, parse


def test_defaults(tool):
    assert parse(tool, ["in.txt"]) == {
        "verbose": False, "quiet": False, "count": 1, "offset": 0.0, "tag": [], "mode": "safe",
        "color": True, "source": "in.txt", "dest": "-",
    }


def test_long_and_short_forms(tool):
    args = parse(tool, ["--count=3", "-t", "a", "--tag", "b", "-tc", "src", "dst", "--mode", "fast"])
    assert (args["count"], args["tag"], args["mode"]) == (3, ["a", "b", "c"], "fast")
    assert (args["source"], args["dest"]) == ("src", "dst")


def test_bundled_flags_and_attached_value(tool):
    args = parse(tool, ["-vqn5", "x"])
    assert (args["verbose"], args["quiet"], args["count"]) == (True, True, 5)


def test_negated_flag(tool):
    assert parse(tool, ["--no-color", "x"])["color"] is False


def test_negative_numbers_are_values(tool):
    args = parse(tool, ["--offset", "-2.5", "-n", "-3", "x"])
    assert (args["offset"], args["count"]) == (-2.5, -3)


def test_negative_number_as_positional():
    command = Command("calc", positionals=[Positional("a", type=int), Positional("b", type=int)])
    assert parse(command, ["-7", "4"]) == {"a": -7, "b": 4}


def test_double_dash_and_stdin(tool):
    assert parse(tool, ["--", "-v"])["source"] == "-v"
    assert parse(tool, ["-", "out"])["source"] == "-"


@pytest.mark.parametrize(
    "argv, message",
    [
        (["--bogus", "x"], "unrecognized option --bogus"),
        (["--count", "many", "x"], "invalid value 'many' for --count"),
        (["--mode", "slow", "x"], "--mode must be one of fast, safe"),
        (["x", "y", "z"], "unexpected argument 'z'"),
        ([], "missing argument source"),
        (["x", "--count"], "--count expects a value"),
        (["--verbose=yes", "x"], "--verbose does not take a value"),
    ],
)
def test_usage_errors(tool, argv, message):
    with pytest.raises(UsageError, match=message):
        parse(tool, argv)


def test_required_option():
    command = Command("deploy", options=[Option(("--env",), required=True)])
    with pytest.raises(UsageError, match="deploy: error: missing required option --env"):
        parse(command, [])


@pytest.mark.help
def test_usage_and_help(tool):
    assert format_usage(tool) == (
        "usage: tool [--verbose] [--quiet] [--count COUNT] [--offset OFFSET] [--tag TAG] [--mode MODE] "
        "[--color] source [dest]"
    )
    text = format_help(tool)
    assert "  -n, --count COUNT     how many (default: 1)" in text
    assert text.splitlines()[2] == "Move things around."


@pytest.mark.xfail(reason="abbreviated long options are not supported", raises=UsageError)
def test_abbreviations(tool):
    assert parse(tool, ["--verb", "x"])["verbose"] is True
