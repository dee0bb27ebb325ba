"""Compute CSS selector specificity as (ids, classes, types) triples."""

COMBINATORS = ">+~"
ZERO = (0, 0, 0)


def add(a, b):
    """Component-wise sum of two specificity triples."""
    return (a[0] + b[0], a[1] + b[1], a[2] + b[2])


def split_selector_list(text):
    """Split 'a, b:is(c, d)' at top-level commas only."""
    parts, depth, start = [], 0, 0
    for i, ch in enumerate(text):
        if ch in "([":
            depth += 1
        elif ch in ")]":
            depth -= 1
        elif ch == "," and depth == 0:
            parts.append(text[start:i].strip())
            start = i + 1
    parts.append(text[start:].strip())
    return [p for p in parts if p]


class SelectorScanner:
    """Walks over one complex selector and sums the specificity of its parts."""

    def __init__(self, text):
        self.text = text
        self.pos = 0

    def at_end(self):
        return self.pos >= len(self.text)

    def peek(self):
        return self.text[self.pos] if self.pos < len(self.text) else ""

    def _advance(self, n=1):
        self.pos += n

    def skip_spaces(self):
        while not self.at_end() and self.peek().isspace():
            self._advance()

    def read_name(self):
        start = self.pos
        while not self.at_end() and (self.peek().isalnum() or self.peek() in "-_\\"):
            self._advance()
        return self.text[start:self.pos]

    def read_group(self, open_ch, close_ch):
        """Return the text inside a bracketed group; the scanner sits on open_ch."""
        depth, start = 0, self.pos + 1
        while not self.at_end():
            ch = self.peek()
            depth += ch == open_ch
            depth -= ch == close_ch
            self._advance()
            if depth == 0:
                return self.text[start:self.pos - 1]
        raise ValueError(f"unclosed {open_ch!r} in {self.text!r}")

    def _pseudo(self):
        self._advance()
        if self.peek() == ":":
            self._advance()
            self.read_name()
            return (0, 0, 1)
        name = self.read_name().lower()
        if self.peek() != "(":
            return (0, 1, 0)
        argument = self.read_group("(", ")")
        if name == "where":
            return ZERO
        if name in ("is", "not", "has"):
            return max((specificity(s) for s in split_selector_list(argument)), default=ZERO)
        return (0, 1, 0)

    def scan(self):
        total = ZERO
        while not self.at_end():
            ch = self.peek()
            if ch.isspace():
                self.skip_spaces()
            elif ch in COMBINATORS:
                self.skip_spaces()
            elif ch == "#":
                self._advance()
                self.read_name()
                total = add(total, (1, 0, 0))
            elif ch == ".":
                self._advance()
                self.read_name()
                total = add(total, (0, 1, 0))
            elif ch == "[":
                self.read_group("[", "]")
                total = add(total, (0, 1, 0))
            elif ch == ":":
                total = add(total, self._pseudo())
            elif ch == "*":
                self._advance()
            elif self.read_name():
                total = add(total, (0, 0, 1))
            else:
                raise ValueError(f"unexpected {ch!r} at {self.pos} in {self.text!r}")
        return total


def specificity(selector):
    """Specificity of one complex selector such as 'ul#nav > li.item:hover'."""
    return SelectorScanner(selector.strip()).scan()


def most_specific(selector_list):
    """The selector of a comma-separated list that wins, first one on ties."""
    selectors = split_selector_list(selector_list)
    if not selectors:
        raise ValueError("empty selector list")
    return max(selectors, key=specificity)


def sort_by_specificity(selectors):
    """Selectors from least to most specific; equal ones keep their order."""
    return sorted(selectors, key=specificity)
