"""Buffered line reading over a chunked byte source (a socket, pipe or file).

The source only needs a ``read(n)`` method returning at most n bytes, and b"" at the end.
"""


class LineTooLong(ValueError):
    """A line grew past the reader's max_line without a newline."""


class LineReader:
    def __init__(self, source, chunk_size=4096, max_line=65536):
        if chunk_size < 1:
            raise ValueError("chunk_size must be positive")
        self._source = source
        self._chunk_size = chunk_size
        self._max_line = max_line
        self._buf = b""
        self._eof = False
        self.bytes_read = 0
        self.line_number = 0

    def _fill(self):
        """Append one chunk from the source to the buffer; note the end of the stream."""
        chunk = self._source.read(self._chunk_size)
        if not chunk:
            self._eof = True
        self._buf += chunk
        self.bytes_read += len(chunk)

    def _ensure(self):
        if not self._buf and not self._eof:
            self._fill()

    def _take(self, n):
        data, self._buf = self._buf[:n], self._buf[n:]
        return data

    def readline(self):
        """The next line including its b"\\n" (the last one may lack it); b"" at the end."""
        self._ensure()
        scanned = 0
        while True:
            newline = self._buf.find(b"\n", scanned)
            if newline >= 0:
                break
            if self._eof:
                newline = len(self._buf) - 1
                break
            if len(self._buf) > self._max_line:
                raise LineTooLong(f"line {self.line_number + 1} exceeds {self._max_line} bytes")
            scanned = len(self._buf)
        line = self._take(newline + 1)
        self.line_number += bool(line)
        return line

    def read(self, n):
        """Exactly n bytes, or fewer if the stream ends first."""
        while len(self._buf) < n and not self._eof:
            self._fill()
        return self._take(n)

    def peek(self):
        """The next byte without consuming it (b"" at the end)."""
        self._ensure()
        return self._buf[:1]

    def __iter__(self):
        while True:
            line = self.readline()
            if not line:
                return
            yield line

    def lines(self, encoding="utf-8"):
        """Decoded lines without their line terminators."""
        for raw in self:
            yield raw.decode(encoding).rstrip("\r\n")


def read_message(reader):
    """Read 'Name: value' header lines up to a blank line, then a Content-Length body."""
    headers = {}
    for line in reader.lines("latin-1"):
        if not line:
            break
        name, sep, value = line.partition(":")
        if not sep:
            raise ValueError(f"malformed header line {line!r}")
        headers[name.strip().lower()] = value.strip()
    length = int(headers.get("content-length", "0"))
    body = reader.read(length)
    if len(body) < length:
        raise ValueError(f"body truncated: {len(body)} of {length} bytes")
    return headers, body
