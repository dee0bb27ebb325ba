"""Declaring options and positional arguments."""

from __future__ import annotations

from dataclasses import dataclass, field
from typing import Any, Callable, List, Optional, Sequence, Tuple


@dataclass
class Option:
    names: Tuple[str, ...]
    dest: str = ""
    flag: bool = False  # a boolean switch that takes no value (--no-NAME turns it off)
    default: Any = None
    type: Callable[[str], Any] = str
    choices: Optional[Sequence[Any]] = None
    required: bool = False
    multiple: bool = False
    help: str = ""

    def __post_init__(self) -> None:
        if not self.names or not all(n.startswith("-") for n in self.names):
            raise ValueError(f"option names must start with '-': {self.names}")
        if not self.dest:
            longest = max(self.names, key=len)
            self.dest = longest.lstrip("-").replace("-", "_")
        if self.flag and self.default is None:
            self.default = False
        if self.multiple and self.default is None:
            self.default = []

    @property
    def long_names(self) -> List[str]:
        return [n for n in self.names if n.startswith("--")]


@dataclass
class Positional:
    dest: str
    type: Callable[[str], Any] = str
    optional: bool = False
    default: Any = None
    help: str = ""


@dataclass
class Command:
    prog: str
    options: List[Option] = field(default_factory=list)
    positionals: List[Positional] = field(default_factory=list)
    description: str = ""

    def find(self, name: str) -> Optional[Option]:
        for option in self.options:
            if name in option.names:
                return option
        return None
