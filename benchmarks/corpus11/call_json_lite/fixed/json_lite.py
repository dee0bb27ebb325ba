"""A small recursive-descent JSON parser and a compact serializer."""

_ESCAPES = {'"': '"', "\\": "\\", "/": "/", "b": "\b", "f": "\f", "n": "\n", "r": "\r", "t": "\t"}
_QUOTE = {'"': '\\"', "\\": "\\\\", "\n": "\\n", "\t": "\\t", "\r": "\\r"}
_LITERALS = {"true": True, "false": False, "null": None}


class Parser:
    """Parse one JSON document held in a string."""

    def __init__(self, text: str) -> None:
        self.text = text
        self.pos = 0

    def parse(self):
        self._skip_ws()
        value = self._parse_value()
        self._skip_ws()
        if self.pos != len(self.text):
            raise ValueError(f"extra data at {self.pos}")
        return value

    def _peek(self) -> str:
        return self.text[self.pos:self.pos + 1]

    def _skip_ws(self) -> None:
        while self._peek() and self._peek() in " \t\r\n":
            self.pos += 1

    def _expect(self, ch: str) -> None:
        if self._peek() != ch:
            raise ValueError(f"expected {ch!r} at {self.pos}")
        self.pos += 1

    def _parse_value(self):
        ch = self._peek()
        if ch == "{":
            return self._parse_object()
        if ch == "[":
            return self._parse_array()
        if ch == '"':
            return self._parse_string()
        for word, value in _LITERALS.items():
            if self.text.startswith(word, self.pos):
                self.pos += len(word)
                return value
        return self._parse_number()

    def _parse_object(self) -> dict:
        self._expect("{")
        result = {}
        self._skip_ws()
        if self._peek() == "}":
            self.pos += 1
            return result
        while True:
            self._skip_ws()
            key = self._parse_string()
            self._skip_ws()
            self._expect(":")
            self._skip_ws()
            result[key] = self._parse_value()
            self._skip_ws()
            if self._peek() != ",":
                self._expect("}")
                return result
            self.pos += 1

    def _parse_array(self) -> list:
        self._expect("[")
        items = []
        self._skip_ws()
        if self._peek() == "]":
            self.pos += 1
            return items
        while True:
            self._skip_ws()
            items.append(self._parse_value())
            self._skip_ws()
            if self._peek() != ",":
                self._expect("]")
                return items
            self.pos += 1

    def _parse_string(self) -> str:
        self._expect('"')
        chars = []
        while (ch := self._peek()) != '"':
            if not ch:
                raise ValueError("unterminated string")
            self.pos += 1
            if ch == "\\":
                esc = self._peek()
                if esc not in _ESCAPES:
                    raise ValueError(f"bad escape at {self.pos}")
                ch = _ESCAPES[esc]
                self.pos += 1
            chars.append(ch)
        self.pos += 1
        return "".join(chars)

    def _parse_number(self):
        start = self.pos
        while self._peek() and self._peek() in "+-0123456789.eE":
            self.pos += 1
        token = self.text[start:self.pos]
        if not token:
            raise ValueError(f"unexpected character at {start}")
        return float(token) if any(c in token for c in ".eE") else int(token)


def loads(text: str):
    """Parse a JSON document."""
    return Parser(text).parse()


def dumps(value) -> str:
    """Serialize a value to compact JSON."""
    if value is None or isinstance(value, bool):
        return {None: "null", True: "true", False: "false"}[value]
    if isinstance(value, (int, float)):
        return repr(value)
    if isinstance(value, str):
        return '"' + "".join(_QUOTE.get(ch, ch) for ch in value) + '"'
    if isinstance(value, dict):
        return "{" + ",".join(f"{dumps(str(k))}:{dumps(v)}" for k, v in value.items()) + "}"
    if isinstance(value, (list, tuple)):
        return "[" + ",".join(dumps(v) for v in value) + "]"
    raise TypeError(f"cannot serialize {type(value).__name__}")
