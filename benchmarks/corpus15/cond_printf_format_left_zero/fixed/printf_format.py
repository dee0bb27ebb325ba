"""A small printf-style formatter: %[flags][width][.precision]conversion."""

CONVERSIONS = "diouxXfsc%"
FLAGS = "-+ 0#"


class FormatError(ValueError):
    """Raised for a malformed format string or a wrong number of arguments."""


def parse_spec(fmt, pos):
    """Parse one conversion spec that starts just after a '%'; return (spec, next pos)."""
    flags = ""
    while pos < len(fmt) and fmt[pos] in FLAGS:
        flags += fmt[pos]
        pos += 1
    start = pos
    while pos < len(fmt) and fmt[pos].isdigit():
        pos += 1
    width = int(fmt[start:pos]) if pos > start else 0
    precision = None
    if pos < len(fmt) and fmt[pos] == ".":
        pos += 1
        start = pos
        while pos < len(fmt) and fmt[pos].isdigit():
            pos += 1
        precision = int(fmt[start:pos] or "0")
    if pos >= len(fmt) or fmt[pos] not in CONVERSIONS:
        raise FormatError(f"bad conversion at position {pos}")
    spec = {"flags": flags, "width": width, "precision": precision, "conv": fmt[pos]}
    return spec, pos + 1


def _sign(negative, flags):
    if negative:
        return "-"
    if "+" in flags:
        return "+"
    if " " in flags:
        return " "
    return ""


def pad(head, body, spec, numeric=True):
    """Pad head + body to the spec's width; zeros go between the head and the body."""
    flags, width = spec["flags"], spec["width"]
    text = head + body
    if len(text) >= width:
        return text
    if numeric and "0" in flags and "-" not in flags:
        return head + body.rjust(width - len(head), "0")
    if "-" in flags:
        return text.ljust(width)
    return text.rjust(width)


def format_integer(value, spec):
    conv = spec["conv"]
    value = int(value)
    code = {"d": "d", "i": "d", "u": "d", "o": "o", "x": "x", "X": "X"}[conv]
    body = format(abs(value), code)
    if spec["precision"] is not None:
        body = body.zfill(spec["precision"])
    head = _sign(value < 0, spec["flags"])
    if "#" in spec["flags"] and value != 0 and conv in "oxX":
        head += "0" if conv == "o" else "0" + conv
    return pad(head, body, spec)


def format_float(value, spec):
    value = float(value)
    precision = 6 if spec["precision"] is None else spec["precision"]
    body = f"{abs(value):.{precision}f}"
    return pad(_sign(value < 0, spec["flags"]), body, spec)


def format_string(value, spec):
    if spec["conv"] == "c":
        text = chr(value) if isinstance(value, int) else str(value)[:1]
    else:
        text = str(value)
    if spec["precision"] is not None:
        text = text[:spec["precision"]]
    return pad("", text, spec, numeric=False)


def sprintf(fmt, *args):
    """Format args into fmt the way C's printf does for the supported conversions."""
    out = []
    pos = 0
    used = 0
    while pos < len(fmt):
        if fmt[pos] != "%":
            out.append(fmt[pos])
            pos += 1
            continue
        spec, pos = parse_spec(fmt, pos + 1)
        if spec["conv"] == "%":
            out.append("%")
            continue
        if used >= len(args):
            raise FormatError("not enough arguments for format string")
        value = args[used]
        used += 1
        if spec["conv"] in "sc":
            out.append(format_string(value, spec))
        elif spec["conv"] == "f":
            out.append(format_float(value, spec))
        else:
            out.append(format_integer(value, spec))
    if used < len(args):
        raise FormatError("not all arguments converted")
    return "".join(out)
