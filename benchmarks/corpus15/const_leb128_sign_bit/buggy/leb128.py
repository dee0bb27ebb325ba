"""LEB128 variable-length integers (DWARF, WebAssembly) and the zigzag mapping of protobuf."""

PAYLOAD = 0x7F  # the seven value bits of each byte
CONTINUE = 0x80  # set on every byte but the last
SIGN_BIT = 0x80  # highest payload bit: the sign of a signed value's last byte


def encode_unsigned(value):
    """Bytes of a non-negative integer, seven bits a byte, lowest bits first."""
    if value < 0:
        raise ValueError("unsigned LEB128 cannot hold a negative number")
    out = bytearray()
    while True:
        byte = value & PAYLOAD
        value >>= 7
        if value == 0:
            out.append(byte)
            return bytes(out)
        out.append(byte | CONTINUE)


def encode_signed(value):
    """Bytes of any integer in two's complement, ending once the rest is all sign bits."""
    out = bytearray()
    while True:
        byte = value & PAYLOAD
        value >>= 7
        if (value == 0 and not byte & SIGN_BIT) or (value == -1 and byte & SIGN_BIT):
            out.append(byte)
            return bytes(out)
        out.append(byte | CONTINUE)


def _read(data, offset):
    """The payload bits of one number at offset, how many there are, its last byte, the end."""
    result = shift = 0
    while True:
        if offset >= len(data):
            raise ValueError("truncated LEB128 number")
        byte = data[offset]
        offset += 1
        result |= (byte & PAYLOAD) << shift
        shift += 7
        if not byte & CONTINUE:
            return result, shift, byte, offset


def decode_unsigned(data, offset=0):
    """(value, offset after it) of the unsigned number at offset."""
    result, _, _, end = _read(data, offset)
    return result, end


def decode_signed(data, offset=0):
    """(value, offset after it) of the signed number at offset."""
    result, shift, last, end = _read(data, offset)
    if last & SIGN_BIT:
        result -= 1 << shift
    return result, end


def zigzag_encode(n):
    """0, -1, 1, -2, 2 ... -> 0, 1, 2, 3, 4 ..."""
    return 2 * n if n >= 0 else -2 * n - 1


def zigzag_decode(z):
    if z < 0:
        raise ValueError("zigzag codes are non-negative")
    return z // 2 if z % 2 == 0 else -(z + 1) // 2


def encode_all(values, signed=True):
    """Concatenated encodings; signed values are zigzag-mapped, then written unsigned."""
    out = bytearray()
    for value in values:
        out += encode_unsigned(zigzag_encode(value) if signed else value)
    return bytes(out)


def decode_all(data, signed=True):
    """The list of numbers that encode_all wrote into data."""
    values, offset = [], 0
    while offset < len(data):
        value, offset = decode_unsigned(data, offset)
        values.append(zigzag_decode(value) if signed else value)
    return values
