"""OpenTelemetry spans for the heal's steps, only when ``opentelemetry-api`` is installed.

``load_spans`` imports the API when a heal starts (never at plugin load) and returns
None when it is missing: no spans, no cost. Spans go to whatever tracer provider the
process has (``opentelemetry-instrument``, or a conftest that sets one); with the API
alone they are the API's no-op spans. A run's span is a child of the span current
when the heal starts, so a session span of another plugin holds it.

Each step is one span, ``selfheal.<step>``, whose attributes are the fields of its
``events.jsonl`` line (``selfheal.outcome``, ``selfheal.group``, ...). Its context is
made current while the step runs, so spans of libraries called inside nest under it.
"""

from __future__ import annotations

from typing import Any

PREFIX = "selfheal."
_SKIP = ("details", "seq", "parent", "start")  # the span has its own tree and start time


def load_spans() -> Spans | None:
    """The span factory, or None when opentelemetry-api is absent (or broken)."""
    try:
        from opentelemetry import context, trace
    except Exception:  # noqa: BLE001 - absent or broken: the heal runs without spans
        return None
    from pytest_selfheal import __version__

    return Spans(trace, context, trace.get_tracer("pytest-selfheal", __version__))


def attributes(event: dict[str, Any]) -> dict[str, str | int | float | bool]:
    """An event line as span attributes: the fields, then the details, None left out."""
    out: dict[str, str | int | float | bool] = {}
    items = [(k, v) for k, v in event.items() if k not in _SKIP]
    items += list(event.get("details", {}).items())
    for key, value in items:
        if value is None:
            continue
        key = "duration_s" if key == "duration" else key
        out[PREFIX + key] = value if isinstance(value, str | int | float | bool) else str(value)
    return out


class Spans:
    """Starts and ends the spans of one run through the OpenTelemetry API."""

    def __init__(self, trace: Any, context: Any, tracer: Any) -> None:
        self.trace = trace
        self.context = context
        self.tracer = tracer
        self.broken = False

    def start(self, name: str, parent: Any) -> Any:
        """A started span made current, as an opaque handle; None if spans broke."""
        if self.broken:
            return None
        try:
            ctx = self.trace.set_span_in_context(parent[0]) if parent is not None else None
            span = self.tracer.start_span(PREFIX + name, context=ctx)
            token = self.context.attach(self.trace.set_span_in_context(span))
        except Exception:  # noqa: BLE001 - observability never fails a heal
            self.broken = True
            return None
        return span, token

    def finish(self, handle: Any, event: dict[str, Any], *, error: bool) -> None:
        if handle is None:
            return
        span, token = handle
        try:
            span.set_attributes(attributes(event))
            if error:
                from opentelemetry.trace import Status, StatusCode

                reason = event.get("details", {}).get("error") or event.get("outcome")
                span.set_status(Status(StatusCode.ERROR, str(reason)))
            self.context.detach(token)
            span.end()
        except Exception:  # noqa: BLE001 - observability never fails a heal
            self.broken = True
