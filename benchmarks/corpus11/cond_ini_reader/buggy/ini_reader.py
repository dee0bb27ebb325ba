"""Read and write simple INI configuration text."""

_TRUE = {"1", "yes", "true", "on"}
_FALSE = {"0", "no", "false", "off"}


def parse_ini(text: str, default_section: str = "DEFAULT") -> dict[str, dict[str, str]]:
    """Parse INI text into {section: {key: value}}; keys are case-insensitive."""
    config: dict[str, dict[str, str]] = {default_section: {}}
    section = default_section
    for lineno, raw in enumerate(text.splitlines(), start=1):
        line = raw.strip()
        if line.startswith("[") and line.endswith("]"):
            section = line[1:-1].strip()
            config.setdefault(section, {})
            continue
        key, sep, value = line.partition("=")
        if not sep:
            key, sep, value = line.partition(":")
        if not sep or not key.strip():
            raise ValueError(f"line {lineno}: expected key = value, got {raw!r}")
        config[section][key.strip().lower()] = value.strip()
    return config


def get(config: dict[str, dict[str, str]], section: str, key: str,
        default: str | None = None) -> str | None:
    """Look a key up in a section, falling back to the DEFAULT section."""
    key = key.lower()
    if key in config.get(section, {}):
        return config[section][key]
    return config.get("DEFAULT", {}).get(key, default)


def get_int(config: dict[str, dict[str, str]], section: str, key: str, default: int = 0) -> int:
    """Look a key up and convert it to an int."""
    value = get(config, section, key)
    return default if value is None else int(value)


def get_bool(config: dict[str, dict[str, str]], section: str, key: str,
             default: bool = False) -> bool:
    """Look a key up and read it as a boolean word such as yes/no or on/off."""
    value = get(config, section, key)
    if value is None:
        return default
    word = value.lower()
    if word in _TRUE:
        return True
    if word in _FALSE:
        return False
    raise ValueError(f"not a boolean: {value!r}")


def sections(config: dict[str, dict[str, str]]) -> list[str]:
    """Section names in file order, without the DEFAULT section."""
    return [name for name in config if name != "DEFAULT"]


def dump_ini(config: dict[str, dict[str, str]]) -> str:
    """Render a config back to INI text (DEFAULT keys first, when any)."""
    lines: list[str] = []
    for name, values in config.items():
        if name == "DEFAULT" and not values:
            continue
        if lines:
            lines.append("")
        lines.append(f"[{name}]")
        lines.extend(f"{key} = {value}" for key, value in values.items())
    return "\n".join(lines) + "\n" if lines else ""
