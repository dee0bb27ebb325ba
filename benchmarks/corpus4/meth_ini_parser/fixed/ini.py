"""A small INI reader: sections, key = value or key: value, comments and continuations."""

import re

_SECTION = re.compile(r"^\[([^\]]+)\]\s*(?:[;#].*)?$")


class IniError(ValueError):
    def __init__(self, message, line_number):
        super().__init__(f"line {line_number}: {message}")
        self.line_number = line_number


def parse_ini(text, defaults_section="DEFAULT"):
    """{section: {key: value}}; keys are case-insensitive (stored lower-case)."""
    data = {defaults_section: {}}
    section, last_key = None, None
    for number, raw in enumerate(text.splitlines(), 1):
        if not raw.strip() or raw.lstrip()[0] in ";#":
            continue
        if raw[0] in " \t" and last_key is not None:
            data[section][last_key] += "\n" + raw.strip()
            continue
        match = _SECTION.match(raw.strip())
        if match:
            section = match.group(1).strip()
            if section in data and section != defaults_section:
                raise IniError(f"duplicate section [{section}]", number)
            data.setdefault(section, {})
            last_key = None
            continue
        if section is None:
            raise IniError("key outside of any section", number)
        cut = min((i for i in (raw.find("="), raw.find(":")) if i >= 0), default=-1)
        if cut <= 0:
            raise IniError(f"expected 'key = value', got {raw.strip()!r}", number)
        key = raw[:cut].strip().lower()
        value = raw[cut + 1:].strip()
        if key in data[section]:
            raise IniError(f"duplicate key {key!r} in [{section}]", number)
        data[section][key] = value
        last_key = key
    return data


def interpolate(data, value, section, depth=0):
    """Replace ${key} (same section) and ${section:key} references."""
    if depth > 10:
        raise ValueError("interpolation too deep (a reference cycle?)")

    def lookup(match):
        ref = match.group(1)
        sec, _, key = ref.rpartition(":")
        sec = sec or section
        raw = data.get(sec, {}).get(key.lower(), data["DEFAULT"].get(key.lower()))
        if raw is None:
            raise KeyError(f"bad reference ${{{ref}}} in [{section}]")
        return interpolate(data, raw, sec, depth + 1)

    return re.sub(r"\$\{([^}]+)\}", lookup, value)
