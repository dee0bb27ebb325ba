"""Writing and reading fixed-width bit fields, most significant bit first."""

from __future__ import annotations


class BitWriter:
    def __init__(self) -> None:
        self._bits: list[int] = []

    def write(self, value: int, width: int) -> None:
        if value < 0 or value >= 1 << width:
            raise ValueError(f"{value} does not fit in {width} bits")
        for shift in range(width - 1, -1, -1):
            self._bits.append((value >> shift) & 1)

    def __len__(self) -> int:
        return len(self._bits)

    def getvalue(self) -> bytes:
        padded = self._bits + [0] * (-len(self._bits) % 8)
        out = bytearray()
        for i in range(0, len(padded), 8):
            byte = 0
            for bit in padded[i : i + 8]:
                byte = byte << 1 | bit
            out.append(byte)
        return bytes(out)


class BitReader:
    def __init__(self, data: bytes) -> None:
        self._data = data
        self._pos = 0

    @property
    def remaining(self) -> int:
        return len(self._data) * 8 - self._pos

    def read(self, width: int) -> int:
        if width > self.remaining:
            raise EOFError("not enough bits left")
        value = 0
        for _ in range(width):
            byte = self._data[self._pos // 8]
            value = value << 1 | (byte >> (7 - self._pos % 8)) & 1
            self._pos += 1
        return value
