"""A tiny INI reader and writer for plugin settings files."""


def parse_ini(text: str) -> dict[str, dict[str, str]]:
    """Sections of key = value pairs; '#' and ';' start comments."""
    data: dict[str, dict[str, str]] = {}
    section = None
    for number, raw in enumerate(text.splitlines(), 1):
        line = raw.strip()
        if not line or line[0] in "#;":
            continue
        if line.startswith("[") and line.endswith("]"):
            section = data.setdefault(line[1:-1].strip(), {})
        elif "=" in line and section is not None:
            key, value = line.split("=", 1)
            section[key.strip()] = value.strip()
        else:
            raise ValueError(f"line {number}: cannot parse {raw!r}")
    return data


def dump_ini(data: dict[str, dict[str, str]]) -> str:
    """Text for data, sections and keys in insertion order."""
    chunks = []
    for name, section in data.items():
        lines = [f"[{name}]"]
        lines.extend(f"{key} = {value}" for key, value in section.iteritems())
        chunks.append("\n".join(lines))
    return "\n\n".join(chunks) + ("\n" if chunks else "")
