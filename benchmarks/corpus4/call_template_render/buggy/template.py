"""A tiny HTML template engine: {{ expressions | filters }}, {% for %} and {% if %}."""

import re

from filters import FILTERS, Markup, escape

_TOKEN = re.compile(r"({{.*?}}|{%.*?%})", re.S)


class TemplateError(Exception):
    pass


def lookup(context, dotted):
    value = context
    for part in dotted.split("."):
        if isinstance(value, dict) and part in value:
            value = value[part]
        elif part.isdigit() and isinstance(value, (list, tuple)) and int(part) < len(value):
            value = value[int(part)]
        elif hasattr(value, part) and not part.startswith("_"):
            value = getattr(value, part)
        else:
            return None
    return value


def evaluate(expr, context):
    name, *filters = [piece.strip() for piece in expr.split("|")]
    if name.startswith(("'", '"')) and name.endswith(name[0]):
        value = name[1:-1]
    else:
        value = lookup(context, name)
    for spec in filters:
        fname, _, arg = spec.partition(":")
        if fname not in FILTERS:
            raise TemplateError(f"unknown filter {fname!r}")
        func = FILTERS[fname]
        value = func(value, arg.strip("'\"")) if arg else func(value)
    return value


def _parse(tokens, pos, end_tags):
    """Nodes until one of end_tags; returns (nodes, tag that ended them, next position)."""
    nodes = []
    while pos < len(tokens):
        token = tokens[pos]
        pos += 1
        if token.startswith("{%"):
            words = token[2:-2].split()
            if words and words[0] in end_tags:
                return nodes, words[0], pos
            if words[:1] == ["for"] and len(words) == 4 and words[2] == "in":
                body, _, pos = _parse(tokens, pos, ("endfor",))
                nodes.append(("for", words[1], words[3], body))
            elif words[:1] == ["if"] and len(words) >= 2:
                body, tag, pos = _parse(tokens, pos, ("else", "endif"))
                other = []
                if tag == "else":
                    other, _, pos = _parse(tokens, pos, ("endif",))
                nodes.append(("if", " ".join(words[1:]), body, other))
            else:
                raise TemplateError(f"unexpected tag {token!r}")
        elif token.startswith("{{"):
            nodes.append(("var", token[2:-2].strip()))
        elif token:
            nodes.append(("text", token))
    if end_tags:
        raise TemplateError(f"missing {{% {end_tags[-1]} %}}")
    return nodes, None, pos


def _render(nodes, context, out):
    for node in nodes:
        if node[0] == "text":
            out.append(node[1])
        elif node[0] == "var":
            value = evaluate(node[1], context)
            out.append("" if value is None else value)
        elif node[0] == "for":
            _, var, source, body = node
            items = evaluate(source, context) or []
            for index, item in enumerate(items):
                loop = {"index": index + 1, "first": index == 0, "last": index == len(items) - 1}
                _render(body, {**context, var: item, "loop": loop}, out)
        else:
            _, cond, body, other = node
            negate = cond.startswith("not ")
            value = evaluate(cond[4:] if negate else cond, context)
            _render(body if bool(value) != negate else other, context, out)


class Template:
    def __init__(self, source):
        self.nodes, _, _ = _parse(_TOKEN.split(source), 0, ())

    def render(self, **context):
        out = []
        _render(self.nodes, context, out)
        return Markup("".join(out))
