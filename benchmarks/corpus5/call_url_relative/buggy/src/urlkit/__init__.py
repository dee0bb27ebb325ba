"""urlkit: parse, build, normalize and resolve URLs."""

from .paths import relative_path, remove_dot_segments
from .resolve import relative_url, urljoin
from .url import URL, DEFAULT_PORTS

__all__ = ["DEFAULT_PORTS", "URL", "relative_path", "relative_url", "remove_dot_segments", "urljoin"]
