"""Emit nested dicts, lists and scalars as block-style YAML text."""

RESERVED = {"true", "false", "yes", "no", "on", "off", "null", "~", ""}
INDICATORS = "-?:,[]{}#&*!|>'\"%@`"
ESCAPES = {"\\": "\\\\", '"': '\\"', "\n": "\\n", "\t": "\\t"}


def looks_like_number(text):
    try:
        float(text)
    except ValueError:
        return False
    return True


def needs_quotes(text):
    """True if the plain text would read back as something else (or not at all)."""
    if text.lower() in RESERVED or looks_like_number(text):
        return True
    if text[0] in INDICATORS or text != text.strip():
        return True
    return ": " in text or " #" in text or text.endswith(":") or any(c in text for c in "\n\t")


def quote(text):
    return '"' + "".join(ESCAPES.get(ch, ch) for ch in text) + '"'


def scalar(value):
    """The YAML text of a scalar: null, booleans, numbers, plain or quoted strings."""
    if value is None:
        return "null"
    if isinstance(value, bool):
        return "true" if value else "false"
    if isinstance(value, (int, float)):
        return repr(value)
    text = str(value)
    return quote(text) if needs_quotes(text) else text


def inline(value):
    """Empty containers are written in flow style, everything else as a scalar."""
    if isinstance(value, dict) and not value:
        return "{}"
    if isinstance(value, list) and not value:
        return "[]"
    return scalar(value)


def _is_block(value):
    return isinstance(value, (dict, list)) and bool(value)


def _emit(value, indent, lines, sort_keys):
    """Append the block lines of value, indented by indent spaces, to lines."""
    pad = " " * indent
    if isinstance(value, dict) and value:
        keys = sorted(value, key=str) if sort_keys else list(value)
        for key in keys:
            item = value[key]
            head = f"{pad}{scalar(str(key))}:"
            if _is_block(item):
                lines.append(head)
                _emit(item, indent + 2, lines, sort_keys)
            else:
                lines.append(f"{head} {inline(item)}")
    elif isinstance(value, list) and value:
        for item in value:
            if _is_block(item):
                sub = []
                _emit(item, indent + 2, lines, sort_keys)
                sub[0] = pad + "- " + sub[0][indent + 2:]
                lines.extend(sub)
            else:
                lines.append(f"{pad}- {inline(item)}")
    else:
        lines.append(pad + inline(value))


def dump(value, sort_keys=False, explicit_start=False):
    """The YAML document for value, ending with a newline."""
    lines = ["---"] if explicit_start else []
    _emit(value, 0, lines, sort_keys)
    return "\n".join(lines) + "\n"
