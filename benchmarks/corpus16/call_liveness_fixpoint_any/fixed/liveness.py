"""Live-variable analysis for a tiny three-address language.

A program is a list of lines such as ``x = a + 1``, ``if x < n goto loop``,
``goto done``, ``print x`` or ``return x``; ``name:`` lines are labels.
"""

import re

_NAME = re.compile(r"\b[A-Za-z_]\w*\b")
KEYWORDS = {"if", "goto", "return", "print", "and", "or", "not"}


def names_in(expr):
    """Variable names mentioned in an expression (numbers and keywords excluded)."""
    return {name for name in _NAME.findall(expr) if name not in KEYWORDS}


def parse_instruction(line):
    """Return the (defined, used) variable sets of one instruction."""
    line = line.strip()
    if line.startswith("goto "):
        return set(), set()
    if line.startswith("if "):
        condition = line[3:].rsplit(" goto ", 1)[0]
        return set(), names_in(condition)
    if line.split(None, 1)[0] in ("return", "print"):
        return set(), names_in(line.split(None, 1)[1] if " " in line else "")
    target, _, expr = line.partition("=")
    return {target.strip()}, names_in(expr)


class Block:
    """A basic block: straight-line instructions ending in at most one jump."""

    def __init__(self, label):
        self.label = label
        self.lines = []
        self.succs = []

    def terminated(self):
        return bool(self.lines) and self.lines[-1].split(None, 1)[0] in ("goto", "if", "return")

    def use_def(self):
        """Variables read before any write in the block, and variables written."""
        uses, defs = set(), set()
        for line in self.lines:
            written, read = parse_instruction(line)
            uses |= read - defs
            defs |= written
        return uses, defs


class ControlFlowGraph:
    def __init__(self, source):
        self.blocks = {}
        current = None
        for raw in source.splitlines():
            line = raw.split("#", 1)[0].strip()
            if not line:
                continue
            if line.endswith(":"):
                current = self._new_block(line[:-1].strip())
            else:
                if current is None or current.terminated():
                    current = self._new_block(f"B{len(self.blocks)}")
                current.lines.append(line)
        self.entry = next(iter(self.blocks), None)
        self._link()

    def _new_block(self, label):
        if label in self.blocks:
            raise ValueError(f"duplicate label {label!r}")
        self.blocks[label] = Block(label)
        return self.blocks[label]

    def _link(self):
        labels = list(self.blocks)
        for i, block in enumerate(self.blocks.values()):
            last = block.lines[-1] if block.lines else ""
            if " goto " in f" {last}":
                target = last.rsplit("goto", 1)[1].strip()
                if target not in self.blocks:
                    raise ValueError(f"jump to unknown label {target!r}")
                block.succs.append(target)
            if not last.startswith(("goto", "return")) and i + 1 < len(labels):
                block.succs.append(labels[i + 1])

    def postorder(self):
        """Labels of the blocks reachable from the entry, in depth-first postorder."""
        seen, order = set(), []

        def visit(label):
            seen.add(label)
            for succ in self.blocks[label].succs:
                if succ not in seen:
                    visit(succ)
            order.append(label)

        if self.entry is not None:
            visit(self.entry)
        return order

    def _update(self, label, summary, live_in, live_out):
        uses, defs = summary[label]
        live_out[label] = set().union(*(live_in[s] for s in self.blocks[label].succs))
        new_in = uses | (live_out[label] - defs)
        if new_in == live_in[label]:
            return False
        live_in[label] = new_in
        return True

    def live_variables(self):
        """Iterate to a fixed point; return (live_in, live_out) per reachable block."""
        order = self.postorder()
        summary = {label: self.blocks[label].use_def() for label in order}
        live_in = {label: set() for label in order}
        live_out = {label: set() for label in order}
        while True:
            changed = [self._update(label, summary, live_in, live_out) for label in order]
            if not any(changed):
                break
        return live_in, live_out

    def inputs(self):
        """Variables the program reads before assigning them."""
        live_in, _ = self.live_variables()
        return sorted(live_in.get(self.entry, set()))

    def dead_stores(self):
        """(label, instruction) pairs whose assigned value is never read."""
        _, live_out = self.live_variables()
        dead = []
        for label in self.blocks:
            live, found = set(live_out.get(label, ())), []
            for line in reversed(self.blocks[label].lines if label in live_out else []):
                written, read = parse_instruction(line)
                if written and not written & live:
                    found.append((label, line))
                live = (live - written) | read
            dead.extend(reversed(found))
        return dead
