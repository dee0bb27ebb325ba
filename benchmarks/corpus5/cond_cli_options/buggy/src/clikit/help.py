"""Usage and help text."""

from __future__ import annotations

from typing import List

from .spec import Command, Option


def _option_usage(option: Option) -> str:
    name = option.long_names[0] if option.long_names else option.names[0]
    text = name if option.flag else f"{name} {option.dest.upper()}"
    return text if option.required else f"[{text}]"


def format_usage(command: Command) -> str:
    parts = [command.prog] + [_option_usage(o) for o in command.options]
    for spec in command.positionals:
        parts.append(f"[{spec.dest}]" if spec.optional else spec.dest)
    return "usage: " + " ".join(parts)


def format_help(command: Command, width: int = 24) -> str:
    lines: List[str] = [format_usage(command)]
    if command.description:
        lines += ["", command.description]
    if command.positionals:
        lines += ["", "arguments:"]
        lines += [f"  {spec.dest:<{width - 2}}{spec.help}".rstrip() for spec in command.positionals]
    if command.options:
        lines += ["", "options:"]
        for option in command.options:
            names = ", ".join(option.names)
            if not option.flag:
                names += f" {option.dest.upper()}"
            detail = option.help
            if option.default not in (None, False, []):
                detail += f" (default: {option.default})"
            if len(names) + 2 >= width:
                lines.append(f"  {names}")
                lines.append(" " * width + detail)
            else:
                lines.append(f"  {names:<{width - 2}}{detail}".rstrip())
    return "\n".join(lines)
