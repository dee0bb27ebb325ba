import io

import pytest

from line_reader import LineReader, LineTooLong, read_message


def reader(data, **kwargs):
    return LineReader(io.BytesIO(data), **kwargs)


def test_lines_inside_one_chunk():
    r = reader(b"alpha\nbeta\n")
    assert list(r) == [b"alpha\n", b"beta\n"]
    assert r.line_number == 2
    assert r.readline() == b""


def test_empty_source():
    r = reader(b"")
    assert r.readline() == b""
    assert r.peek() == b""


def test_lines_spanning_small_chunks():
    r = reader(b"first line\nsecond\nx\n", chunk_size=4)
    assert list(r) == [b"first line\n", b"second\n", b"x\n"]


def test_last_line_without_newline():
    r = reader(b"one\ntwo")
    assert r.readline() == b"one\n"
    assert r.readline() == b"two"
    assert r.readline() == b""


def test_decoded_lines_drop_crlf():
    assert list(reader(b"GET / HTTP/1.1\r\nHost: a\r\n\r\n").lines()) == [
        "GET / HTTP/1.1", "Host: a", ""]


def test_read_exact_bytes_across_chunks():
    r = reader(b"0123456789", chunk_size=3)
    assert r.read(5) == b"01234"
    assert r.peek() == b"5"
    assert r.read(10) == b"56789"
    assert r.bytes_read == 10


def test_line_too_long():
    r = reader(b"a" * 40 + b"\n", chunk_size=16, max_line=8)
    with pytest.raises(LineTooLong):
        r.readline()


def test_message_headers_and_body():
    data = b"Host: example.org\r\nContent-Length: 5\r\n\r\nhello"
    headers, body = read_message(reader(data))
    assert headers == {"host": "example.org", "content-length": "5"}
    assert body == b"hello"


def test_message_read_in_small_chunks():
    data = b"X-Id: 42\r\nContent-Length: 11\r\n\r\nhello world"
    headers, body = read_message(reader(data, chunk_size=5))
    assert headers["x-id"] == "42"
    assert body == b"hello world"
