"""eventide: publish/subscribe inside one process."""

from .emitter import EventEmitter, ListenerError
from .topics import compile_topic, topic_matches

__all__ = ["EventEmitter", "ListenerError", "compile_topic", "topic_matches"]
