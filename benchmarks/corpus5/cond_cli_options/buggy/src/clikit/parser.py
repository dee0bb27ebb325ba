"""The parser."""

from __future__ import annotations

import re
from typing import Any, Dict, List, Sequence

from .spec import Command, Option

_NUMBER = re.compile(r"^-\d+(\.\d+)?$")


class UsageError(Exception):
    def __init__(self, prog: str, message: str) -> None:
        super().__init__(f"{prog}: error: {message}")
        self.message = message


def _convert(command: Command, option: Option, raw: str) -> Any:
    try:
        value = option.type(raw)
    except (TypeError, ValueError):
        raise UsageError(command.prog, f"invalid value {raw!r} for {option.names[-1]}") from None
    if option.choices is not None and value not in option.choices:
        allowed = ", ".join(map(str, option.choices))
        raise UsageError(command.prog, f"{option.names[-1]} must be one of {allowed}")
    return value


def _store(result: Dict[str, Any], option: Option, value: Any) -> None:
    if option.multiple:
        result[option.dest] = result[option.dest] + [value]
    else:
        result[option.dest] = value


def _is_option(arg: str) -> bool:
    return arg.startswith("-") and arg != "-"


def parse(command: Command, argv: Sequence[str]) -> Dict[str, Any]:
    """A dict of dest -> value; raises UsageError like a shell user expects."""
    result: Dict[str, Any] = {o.dest: (list(o.default) if o.multiple else o.default) for o in command.options}
    seen = set()
    positional: List[str] = []
    args = list(argv)
    i = 0
    while i < len(args):
        arg = args[i]
        i += 1
        if arg == "--":
            positional.extend(args[i:])
            break
        if not _is_option(arg):
            positional.append(arg)
            continue
        name, eq, attached = arg.partition("=") if arg.startswith("--") else (arg[:2], "", arg[2:])
        if arg.startswith("--no-") and not eq:
            negated = command.find("--" + arg[5:])
            if negated is not None and negated.flag:
                result[negated.dest] = False
                seen.add(negated.dest)
                continue
        option = command.find(name)
        if option is None:
            raise UsageError(command.prog, f"unrecognized option {name}")
        seen.add(option.dest)
        if option.flag:
            if eq:
                raise UsageError(command.prog, f"{name} does not take a value")
            result[option.dest] = True
            if attached:  # bundled short flags: -abc
                args.insert(i, "-" + attached)
            continue
        if eq or attached:
            raw = attached
        elif i < len(args) and (not _is_option(args[i])):
            raw = args[i]
            i += 1
        else:
            raise UsageError(command.prog, f"{name} expects a value")
        _store(result, option, _convert(command, option, raw))
    for option in command.options:
        if option.required and option.dest not in seen:
            raise UsageError(command.prog, f"missing required option {option.names[-1]}")
    specs = command.positionals
    if len(positional) > len(specs):
        raise UsageError(command.prog, f"unexpected argument {positional[len(specs)]!r}")
    for index, spec in enumerate(specs):
        if index < len(positional):
            try:
                result[spec.dest] = spec.type(positional[index])
            except (TypeError, ValueError):
                raise UsageError(command.prog, f"invalid {spec.dest} {positional[index]!r}") from None
        elif spec.optional:
            result[spec.dest] = spec.default
        else:
            raise UsageError(command.prog, f"missing argument {spec.dest}")
    return result
