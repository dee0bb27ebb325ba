"""A minimal XML parser: elements, attributes, text, self-closing tags, entities, comments."""

from dataclasses import dataclass, field

ENTITIES = {"lt": "<", "gt": ">", "amp": "&", "quot": '"', "apos": "'"}

class XMLSyntaxError(ValueError):
    """Raised for text that is not well-formed."""

@dataclass
class Element:
    tag: str
    attrs: dict = field(default_factory=dict)
    children: list = field(default_factory=list)  # Elements and text strings, in order

    def text(self):
        return "".join(c if isinstance(c, str) else c.text() for c in self.children)

    def find_all(self, tag):
        found = []
        for child in self.children:
            if isinstance(child, Element):
                if child.tag == tag:
                    found.append(child)
                found.extend(child.find_all(tag))
        return found


def unescape(text):
    """Replace &name;, &#NN; and &#xHH; by the characters they stand for."""
    out, i = [], 0
    while (amp := text.find("&", i)) != -1:
        end = text.find(";", amp)
        name = text[amp + 1:end]
        if end == -1 or not (name in ENTITIES or name[:1] == "#"):
            raise XMLSyntaxError(f"bad entity reference at {amp}")
        out.append(text[i:amp])
        if name[:2] == "#x":
            out.append(chr(int(name[2:], 16)))
        else:
            out.append(chr(int(name[1:])) if name[:1] == "#" else ENTITIES[name])
        i = end + 1
    return "".join(out) + text[i:]


@dataclass
class Parser:
    text: str
    pos: int = 0

    def skip_space(self):
        while self.pos < len(self.text) and self.text[self.pos].isspace():
            self.pos += 1

    def expect(self, token):
        self.skip_space()
        if not self.text.startswith(token, self.pos):
            raise XMLSyntaxError(f"expected {token!r} at {self.pos}")
        self.pos += len(token)

    def name(self):
        start, text = self.pos, self.text
        while self.pos < len(text) and (text[self.pos].isalnum() or text[self.pos] in "_-:."):
            self.pos += 1
        if self.pos == start:
            raise XMLSyntaxError(f"expected a name at {self.pos}")
        return self.text[start:self.pos]

    def attributes(self):
        attrs = {}
        while True:
            self.skip_space()
            if self.pos >= len(self.text) or self.text[self.pos] in "/>":
                return attrs
            key = self.name()
            self.expect("=")
            self.skip_space()
            quote = self.text[self.pos:self.pos + 1]
            end = self.text.find(quote, self.pos + 1) if quote in ("'", '"') else -1
            if end == -1:
                raise XMLSyntaxError(f"bad value for attribute {key!r}")
            attrs[key] = unescape(self.text[self.pos + 1:end])
            self.pos = end + 1

    def element(self):
        self.expect("<")
        node = Element(self.name(), self.attributes())
        if self.text.startswith("/>", self.pos):
            self.pos += 2
            return node
        self.expect(">")
        while not self.text.startswith("</", self.pos):
            if self.text.startswith("<!--", self.pos):
                end = self.text.find("-->", self.pos)
                if end == -1:
                    raise XMLSyntaxError(f"unterminated comment at {self.pos}")
                self.pos = end + 3
            elif self.text.startswith("<", self.pos):
                child = self.element()
                node.children.append(child)
            else:
                end = self.text.find("<", self.pos)
                if end == -1:
                    raise XMLSyntaxError(f"unclosed element <{node.tag}>")
                node.children.append(unescape(self.text[self.pos:end]))
                self.pos = end
        self.pos += 2
        if self.name() != node.tag:
            raise XMLSyntaxError(f"mismatched closing tag for <{node.tag}>")
        self.expect(">")
        return node


def parse(text):
    """Parse a document that holds one root element (and white space around it)."""
    parser = Parser(text)
    root = parser.element()
    parser.skip_space()
    if parser.pos != len(text):
        raise XMLSyntaxError(f"unexpected content after the root element at {parser.pos}")
    return root
