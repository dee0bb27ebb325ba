"""Read values from nested configuration dictionaries with dotted paths."""

from typing import Any

DEFAULTS: dict[str, Any] = {"server": {"port": 8080, "host": "127.0.0.1"}, "debug": False}


def lookup(config: dict[str, Any], dotted: str, default: Any = None) -> Any:
    """config['a']['b'] for 'a.b', or default when any part is missing."""
    node: Any = config
    for part in dotted.split("."):
        if not isinstance(node, dict):
            return default
        node = node.get(part)
    return node


def merged(overrides: dict[str, Any], base: dict[str, Any] = DEFAULTS) -> dict[str, Any]:
    """Deep merge of overrides onto base (base is not modified)."""
    result = dict(base)
    for key, value in overrides.items():
        if isinstance(value, dict) and isinstance(result.get(key), dict):
            result[key] = merged(value, result[key])
        else:
            result[key] = value
    return result
