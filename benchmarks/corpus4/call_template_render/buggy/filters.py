"""Filters usable in templates as {{ value | name }} or {{ value | name:arg }}."""

from datetime import date


class Markup(str):
    """Text already safe for HTML; it is not escaped again."""


def escape(value):
    if isinstance(value, Markup):
        return value
    text = str(value)
    for raw, entity in (("&", "&amp;"), ("<", "&lt;"), (">", "&gt;"), ('"', "&quot;"),
                        ("'", "&#39;")):
        text = text.replace(raw, entity)
    return Markup(text)


def truncate(value, length="20"):
    text, n = str(value), int(length)
    return text if len(text) <= n else text[:n - 1].rstrip() + "…"


def default(value, fallback=""):
    return fallback if value in (None, "") else value


def join(value, sep=", "):
    return sep.join(str(v) for v in value)


def datefmt(value, fmt="%d %b %Y"):
    if isinstance(value, str):
        value = date.fromisoformat(value)
    return value.strftime(fmt)


def money(value, currency="€"):
    return f"{float(value):,.2f} {currency}"


FILTERS = {
    "upper": lambda v: str(v).upper(),
    "lower": lambda v: str(v).lower(),
    "title": lambda v: str(v).title(),
    "length": len,
    "safe": Markup,
    "truncate": truncate,
    "default": default,
    "join": join,
    "date": datefmt,
    "money": money,
}
