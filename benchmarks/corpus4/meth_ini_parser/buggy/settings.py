"""Typed, read-only access to an INI configuration."""

from ini import interpolate, parse_ini

_TRUE = {"1", "yes", "true", "on"}
_FALSE = {"0", "no", "false", "off"}
_MISSING = object()


class Settings:
    def __init__(self, text):
        self._data = parse_ini(text)

    @classmethod
    def from_file(cls, path):
        with open(path, encoding="utf-8") as handle:
            return cls(handle.read())

    def sections(self):
        return [name for name in self._data if name != "DEFAULT"]

    def get(self, section, key, fallback=_MISSING):
        key = key.lower()
        values = self._data.get(section)
        if values is None and fallback is _MISSING:
            raise KeyError(f"no section [{section}]")
        raw = (values or {}).get(key, self._data["DEFAULT"].get(key))
        if raw is None:
            if fallback is _MISSING:
                raise KeyError(f"no key {key!r} in [{section}]")
            return fallback
        return interpolate(self._data, raw, section)

    def getint(self, section, key, fallback=_MISSING):
        value = self.get(section, key, fallback)
        return value if value is fallback else int(value)

    def getbool(self, section, key, fallback=_MISSING):
        value = self.get(section, key, fallback)
        if value is fallback:
            return value
        if value.lower() in _TRUE:
            return True
        if value.lower() in _FALSE:
            return False
        raise ValueError(f"[{section}] {key}: not a boolean: {value!r}")

    def getlist(self, section, key, fallback=_MISSING):
        """Comma- or newline-separated items."""
        value = self.get(section, key, fallback)
        if value is fallback:
            return value
        return [item.strip() for item in value.replace("\n", ",").split(",") if item.strip()]
