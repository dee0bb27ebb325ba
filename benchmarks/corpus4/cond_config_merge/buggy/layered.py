"""Layered configuration: defaults, then files, then environment variables, merged deeply."""

import copy

DELETE = object()  # an override value that removes the key


def deep_merge(base, override):
    """A new dict: override's keys win, nested dicts are merged key by key."""
    result = copy.deepcopy(base)
    for key, value in override.items():
        if value is DELETE:
            result.pop(key, None)
        elif isinstance(result.get(key), dict):
            result[key] = deep_merge(result[key], value)
        else:
            result[key] = copy.deepcopy(value)
    return result


def merge_all(*layers):
    merged = {}
    for layer in layers:
        merged = deep_merge(merged, layer)
    return merged


def get_path(config, path, default=None):
    """config['a']['b']['c'] for path 'a.b.c', or default if any part is missing."""
    head, _, rest = path.partition(".")
    if not isinstance(config, dict) or head not in config:
        return default
    return get_path(config[head], rest, default) if rest else config[head]


def set_path(config, path, value):
    """Set a dotted path, creating the dicts on the way; returns config."""
    head, _, rest = path.partition(".")
    if not rest:
        config[head] = value
        return config
    child = config.get(head)
    if not isinstance(child, dict):
        child = config[head] = {}
    set_path(child, rest, value)
    return config


def flatten(config, prefix=""):
    """{'db.host': 'x', 'db.port': 5432, ...}"""
    flat = {}
    for key, value in config.items():
        path = f"{prefix}.{key}" if prefix else str(key)
        if isinstance(value, dict) and value:
            flat.update(flatten(value, path))
        else:
            flat[path] = value
    return flat


def _coerce(text):
    lowered = text.lower()
    if lowered in ("true", "false"):
        return lowered == "true"
    if lowered in ("null", "none"):
        return None
    try:
        return int(text)
    except ValueError:
        return text


def from_env(environ, prefix="APP__"):
    """APP__DB__PORT=5433 -> {'db': {'port': 5433}}."""
    layer = {}
    for name in sorted(environ):
        if name.startswith(prefix) and len(name) > len(prefix):
            path = name[len(prefix):].lower().replace("__", ".")
            set_path(layer, path, _coerce(environ[name]))
    return layer
