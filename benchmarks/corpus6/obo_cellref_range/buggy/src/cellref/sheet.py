"""The sheet: raw cell contents and their computed values."""

from __future__ import annotations

from .formula import Evaluator
from .refs import cell_name, parse_ref


class CircularReference(Exception):
    pass


class Sheet:
    def __init__(self) -> None:
        self.cells: dict[str, str] = {}

    def set(self, name: str, content: str | float) -> None:
        row, col = parse_ref(name)
        key = cell_name(row, col)
        if content == "" or content is None:
            self.cells.pop(key, None)
        else:
            self.cells[key] = str(content)

    def value(self, name: str) -> float | None:
        return self._value(cell_name(*parse_ref(name)), ())

    def _value(self, key: str, stack: tuple[str, ...]) -> float | None:
        if key in stack:
            raise CircularReference(" -> ".join((*stack, key)))
        content = self.cells.get(key)
        if content is None:
            return None
        if content.startswith("="):
            evaluator = Evaluator(content[1:], lambda ref: self._value(ref, (*stack, key)))
            return evaluator.run()
        try:
            return float(content)
        except ValueError:
            return None

    def dependents(self, name: str) -> list[str]:
        """Cells whose formulas mention name directly or through a range."""
        from .formula import tokenize
        from .refs import expand

        target = cell_name(*parse_ref(name))
        found = []
        for key, content in self.cells.items():
            if content.startswith("="):
                refs = [r for kind, r in tokenize(content[1:]) if kind == "ref"]
                if any(target in expand(r) for r in refs):
                    found.append(key)
        return sorted(found, key=parse_ref)
