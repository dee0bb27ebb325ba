import pytest

from clikit import Command, Option, Positional


@pytest.fixture
def tool():
    return Command(
        prog="tool",
        description="Move things around.",
        options=[
            Option(("-v", "--verbose"), flag=True, help="talk more"),
            Option(("-q", "--quiet"), flag=True),
            Option(("-n", "--count"), type=int, default=1, help="how many"),
            Option(("--offset",), type=float, default=0.0),
            Option(("-t", "--tag"), multiple=True),
            Option(("--mode",), choices=["fast", "safe"], default="safe"),
            Option(("--color",), flag=True, default=True),
        ],
        positionals=[Positional("source"), Positional("dest", optional=True, default="-")],
    )
