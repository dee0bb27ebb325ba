"""A scripted OpenAI-compatible chat server for tests (stdlib only).

``FakeLLM(replies)`` answers ``POST /v1/chat/completions`` (and ``/chat/completions``)
with the scripted ``Reply`` objects in order: text content, an HTTP error status
(500, 429 with Retry-After, 401, ...) or a delayed answer that trips client timeouts.
``Reply(choices=[...])`` answers several completions at once (a request's ``n``);
``FakeLLM(reject_n=True)`` refuses ``n`` > 1 with a 400, as providers without it do.
Every request body is recorded in ``.requests`` so tests can assert on what the
prompt held. ``.url`` is the ``api_base`` to give a client (``http://127.0.0.1:PORT/v1``).

In-process::

    with FakeLLM([Reply.text("```diff ...```")]) as fake:
        litellm.completion(model="openai/test-model", api_base=fake.url, ...)
        assert "secret" not in fake.prompts()[0]

As a subprocess (for end-to-end tests)::

    python tests/fakellm.py --replies replies.json --port-file port.txt \
        [--requests-file requests.jsonl]

``replies.json`` is a list of objects with ``Reply`` field names, or plain strings
(text replies). The port is written to ``--port-file`` once the server listens; each
request body is appended as one JSON line to ``--requests-file``. It stops on SIGTERM.
"""

from __future__ import annotations

import argparse
import json
import os
import signal
import sys
import threading
import time
from collections.abc import Iterator
from dataclasses import asdict, dataclass, fields
from http.server import BaseHTTPRequestHandler, ThreadingHTTPServer
from pathlib import Path
from typing import Any

CHAT_PATHS = ("/v1/chat/completions", "/chat/completions")


@dataclass
class Reply:
    """One scripted answer. ``status`` != 200 sends an OpenAI-style error body."""

    content: str = ""
    status: int = 200
    retry_after: float | None = None  # seconds, sent as a Retry-After header
    delay: float = 0.0  # seconds to wait before answering (client timeouts)
    prompt_tokens: int | None = None  # default: prompt characters // 4
    completion_tokens: int | None = None  # default: content characters // 4
    error_message: str = ""
    choices: list[str] | None = None  # several completions in one answer (a request's ``n``)

    @classmethod
    def text(cls, content: str, **kw: Any) -> Reply:
        return cls(content=content, **kw)

    @classmethod
    def error(cls, status: int, message: str = "", retry_after: float | None = None) -> Reply:
        return cls(status=status, error_message=message, retry_after=retry_after)

    @classmethod
    def slow(cls, delay: float, content: str = "too late") -> Reply:
        return cls(content=content, delay=delay)

    @classmethod
    def from_json(cls, item: str | dict[str, Any]) -> Reply:
        if isinstance(item, str):
            return cls(content=item)
        known = {f.name for f in fields(cls)}
        unknown = set(item) - known
        if unknown:
            raise ValueError(f"unknown Reply fields {sorted(unknown)}; use {sorted(known)}")
        return cls(**item)


_ERROR_TYPES = {
    400: "invalid_request_error",
    401: "authentication_error",
    403: "permission_error",
    404: "not_found_error",
    429: "rate_limit_error",
}


class FakeLLM:
    """Scripted OpenAI-compatible server on 127.0.0.1 (port 0 = any free port)."""

    def __init__(
        self,
        replies: list[Reply] | None = None,
        port: int = 0,
        requests_file: Path | None = None,
        reject_n: bool = False,
    ) -> None:
        self.replies: list[Reply] = list(replies or [])
        self.reject_n = reject_n  # answer 400 to n > 1 (a provider without n), no reply used
        self.requests: list[dict[str, Any]] = []  # parsed JSON bodies, in arrival order
        self.headers: list[dict[str, str]] = []
        self.requests_file = requests_file
        self._lock = threading.Lock()
        self._stop = threading.Event()
        self._next = 0
        self._server = ThreadingHTTPServer(("127.0.0.1", port), self._handler_class())
        self._server.daemon_threads = True
        self._server.block_on_close = False
        self._thread: threading.Thread | None = None

    # -- lifecycle -----------------------------------------------------------------
    @property
    def port(self) -> int:
        return int(self._server.server_address[1])

    @property
    def url(self) -> str:
        return f"http://127.0.0.1:{self.port}/v1"

    def start(self) -> FakeLLM:
        self._thread = threading.Thread(
            target=self._server.serve_forever, args=(0.05,), name="fakellm", daemon=True
        )
        self._thread.start()
        return self

    def stop(self) -> None:
        self._stop.set()  # wakes delayed replies
        if self._thread is not None:
            self._server.shutdown()
            self._thread.join(timeout=5)
            self._thread = None
        self._server.server_close()

    def __enter__(self) -> FakeLLM:
        return self.start()

    def __exit__(self, *exc: object) -> None:
        self.stop()

    # -- scripting and inspection -----------------------------------------------------
    def add(self, *replies: Reply) -> None:
        with self._lock:
            self.replies.extend(replies)

    @property
    def calls(self) -> int:
        return len(self.requests)

    @property
    def remaining(self) -> int:
        return len(self.replies) - self._next

    def prompts(self) -> list[str]:
        """Each request's messages joined into one string (system + user ...)."""
        return [
            "\n".join(str(m.get("content", "")) for m in body.get("messages", []))
            for body in self.requests
        ]

    def all_text(self) -> str:
        """Every recorded request body as raw JSON text, for leak assertions."""
        return "\n".join(json.dumps(body) for body in self.requests)

    # -- serving ------------------------------------------------------------------
    def _take(self, body: dict[str, Any], headers: dict[str, str]) -> Reply | None:
        with self._lock:
            self.requests.append(body)
            self.headers.append(headers)
            if self.requests_file is not None:
                with self.requests_file.open("a", encoding="utf-8") as fh:
                    fh.write(json.dumps(body) + "\n")
            if self._next >= len(self.replies):
                return None
            reply = self.replies[self._next]
            self._next += 1
            return reply

    def _answer(self, body: dict[str, Any], headers: dict[str, str]) -> tuple[int, dict, dict]:
        if self.reject_n and int(body.get("n") or 1) > 1:
            with self._lock:
                self.requests.append(body)
                self.headers.append(headers)
            msg = "fakellm: 'n' is not supported by this model; ask for one completion"
            return 400, {}, {"error": {"message": msg, "type": "invalid_request_error"}}
        reply = self._take(body, headers)
        if reply is None:
            msg = f"fakellm: no scripted reply left for request {len(self.requests)}"
            return 500, {}, {"error": {"message": msg, "type": "server_error"}}
        if reply.delay and self._stop.wait(reply.delay):
            return 503, {}, {"error": {"message": "fakellm: stopping", "type": "server_error"}}
        if reply.status != 200:
            extra = {}
            if reply.retry_after is not None:
                extra["Retry-After"] = f"{reply.retry_after:g}"
            msg = reply.error_message or f"fakellm scripted status {reply.status}"
            err_type = _ERROR_TYPES.get(reply.status, "server_error")
            return reply.status, extra, {"error": {"message": msg, "type": err_type}}
        prompt_chars = sum(len(str(m.get("content", ""))) for m in body.get("messages", []))
        p_tok = reply.prompt_tokens if reply.prompt_tokens is not None else prompt_chars // 4
        texts = reply.choices if reply.choices else [reply.content]
        c_tok = reply.completion_tokens
        if c_tok is None:
            c_tok = sum(max(1, len(t) // 4) for t in texts)
        return 200, {}, {
            "id": f"chatcmpl-fake-{len(self.requests)}",
            "object": "chat.completion",
            "created": int(time.time()),
            "model": str(body.get("model", "fake")),
            "choices": [
                {
                    "index": i,
                    "message": {"role": "assistant", "content": text},
                    "finish_reason": "stop",
                }
                for i, text in enumerate(texts)
            ],
            "usage": {
                "prompt_tokens": p_tok,
                "completion_tokens": c_tok,
                "total_tokens": p_tok + c_tok,
            },
        }

    def _handler_class(self) -> type[BaseHTTPRequestHandler]:
        fake = self

        class Handler(BaseHTTPRequestHandler):
            protocol_version = "HTTP/1.1"

            def log_message(self, format: str, *args: Any) -> None:  # noqa: A002
                pass  # keep test output clean

            def _send(self, status: int, headers: dict[str, str], payload: dict) -> None:
                data = json.dumps(payload).encode()
                try:
                    self.send_response(status)
                    self.send_header("Content-Type", "application/json")
                    self.send_header("Content-Length", str(len(data)))
                    for key, value in headers.items():
                        self.send_header(key, value)
                    self.end_headers()
                    self.wfile.write(data)
                except (BrokenPipeError, ConnectionResetError):
                    pass  # the client gave up (timeout): nothing to do

            def do_POST(self) -> None:  # noqa: N802
                length = int(self.headers.get("Content-Length") or 0)
                raw = self.rfile.read(length) if length else b""
                if self.path.rstrip("/") not in CHAT_PATHS:
                    self._send(404, {}, {"error": {"message": f"no route {self.path}"}})
                    return
                try:
                    body = json.loads(raw or b"{}")
                except ValueError:
                    self._send(400, {}, {"error": {"message": "body is not JSON"}})
                    return
                # header names are case-insensitive; clients differ (`authorization`)
                status, headers, payload = fake._answer(
                    body, {k.title(): v for k, v in self.headers.items()})
                self._send(status, headers, payload)

            def do_GET(self) -> None:  # noqa: N802
                self._send(404, {}, {"error": {"message": f"no route {self.path}"}})

        return Handler


def load_replies(path: Path) -> list[Reply]:
    data = json.loads(path.read_text(encoding="utf-8"))
    if not isinstance(data, list):
        raise SystemExit(f"fakellm: {path} must hold a JSON list of replies")
    return [Reply.from_json(item) for item in data]


def dump_replies(replies: list[Reply], path: Path) -> Path:
    """Write replies as JSON for the standalone server; returns path."""
    path.write_text(json.dumps([asdict(r) for r in replies]), encoding="utf-8")
    return path


def fake_llm_server(replies: list[Reply]) -> Iterator[FakeLLM]:
    """Generator usable as a fixture body: ``yield from fake_llm_server([...])``."""
    with FakeLLM(replies) as fake:
        yield fake


def main(argv: list[str] | None = None) -> int:
    parser = argparse.ArgumentParser(description="scripted OpenAI-compatible test server")
    parser.add_argument("--replies", type=Path, required=True, help="JSON list of replies")
    parser.add_argument("--port-file", type=Path, required=True, help="where to write the port")
    parser.add_argument("--port", type=int, default=0)
    parser.add_argument("--requests-file", type=Path, default=None, help="JSON lines of bodies")
    parser.add_argument("--reject-n", action="store_true", help="answer 400 to n > 1")
    args = parser.parse_args(argv)
    fake = FakeLLM(load_replies(args.replies), port=args.port, requests_file=args.requests_file,
                   reject_n=args.reject_n)
    done = threading.Event()
    signal.signal(signal.SIGTERM, lambda *_: done.set())
    signal.signal(signal.SIGINT, lambda *_: done.set())
    with fake:
        tmp = args.port_file.with_name(f".{args.port_file.name}.{os.getpid()}.tmp")
        tmp.write_text(f"{fake.port}\n", encoding="utf-8")
        os.replace(tmp, args.port_file)
        done.wait()
    return 0


if __name__ == "__main__":
    sys.exit(main())
