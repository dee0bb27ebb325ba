"""Canonical hex dumps (like `hexdump -C`) and parsing them back into bytes."""

WIDTH = 16


def printable(chunk):
    """The ASCII column: printable bytes as themselves, everything else as '.'."""
    return "".join(chr(b) if 0x20 <= b < 0x7F else "." for b in chunk)


def hex_column(chunk, width=WIDTH):
    """Hex bytes followed by spaces, with an extra space after the first half, padded."""
    text = ""
    for index, byte in enumerate(chunk):
        if index == width // 2:
            text = " "
        text += f"{byte:02x} "
    return text.ljust(3 * width + 1)


def format_line(offset, chunk, width=WIDTH):
    return f"{offset:08x}  {hex_column(chunk, width)} |{printable(chunk)}|"


def dump_lines(data, width=WIDTH, squeeze=True):
    """Lines of the dump; runs of identical lines collapse to '*' when squeeze is on."""
    lines = []
    offset = 0
    previous = None
    squeezing = False
    while offset < len(data):
        chunk = data[offset:offset + width]
        if squeeze and chunk == previous:
            if not squeezing:
                lines.append("*")
                squeezing = True
        else:
            lines.append(format_line(offset, chunk, width))
            squeezing = False
        previous = chunk
        offset += len(chunk)
    if data:
        lines.append(f"{len(data):08x}")
    return lines


def dump(data, width=WIDTH, squeeze=True):
    return "\n".join(dump_lines(data, width, squeeze))


def parse_dump(text):
    """Rebuild the bytes from a dump produced by dump (squeezed runs included)."""
    out = bytearray()
    previous = b""
    repeat = False
    for line in text.splitlines():
        if not line.strip():
            continue
        if line.strip() == "*":
            repeat = True
            continue
        offset = int(line[:8], 16)
        if repeat:
            while len(out) < offset:
                out.extend(previous)
            repeat = False
        if len(out) != offset:
            raise ValueError(f"offset {offset:08x} does not follow {len(out):08x}")
        hex_part = line[8:].split("|", 1)[0]
        chunk = bytes.fromhex(hex_part)
        out.extend(chunk)
        previous = chunk
    return bytes(out)
