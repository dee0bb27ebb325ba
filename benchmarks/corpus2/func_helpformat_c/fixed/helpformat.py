"""Format a command's options as a help screen, like argparse does, but justified."""

from __future__ import annotations

from dataclasses import dataclass

from wrapping import indent, justify, wrap


@dataclass
class Option:
    flags: list[str]
    help: str
    metavar: str | None = None

    def signature(self) -> str:
        """'-o, --output FILE' style invocation text."""
        text = ", ".join(self.flags)
        return f"{text} {self.metavar}" if self.metavar else text


class HelpFormatter:
    """Lays out options in two columns: invocation, then wrapped help text."""

    def __init__(self, width: int = 60, column: int = 24, justified: bool = False) -> None:
        if column >= width - 10:
            raise ValueError("the help column leaves no room for text")
        self.width = width
        self.column = column
        self.justified = justified

    def format_option(self, option: Option) -> list[str]:
        sig = "  " + option.signature()
        body = wrap(option.help, self.width - self.column)
        if self.justified:
            body = [justify(line, self.width - self.column) for line in body[:-1]] + body[-1:]
        pad = " " * self.column
        if len(sig) < self.column - 1:
            return indent(body, pad, first=sig.ljust(self.column))
        return [sig, *indent(body, pad)]

    def format(self, usage: str, options: list[Option]) -> str:
        lines = [f"usage: {usage}", "", "options:"]
        for option in options:
            lines.extend(self.format_option(option))
        return "\n".join(line.rstrip() for line in lines) + "\n"
