"""headerkit: structured access to HTTP header values."""

from .cache import CacheControl, parse_cache_control
from .negotiate import MediaRange, best_language, best_match, parse_accept
from .params import parse_params, split_list, unquote

__all__ = [
    "CacheControl",
    "MediaRange",
    "best_language",
    "best_match",
    "parse_accept",
    "parse_cache_control",
    "parse_params",
    "split_list",
    "unquote",
]
