"""A tiny authoritative DNS zone: load records, answer queries, follow CNAME chains."""

from collections import namedtuple

RECORD_TYPES = {"A", "AAAA", "CNAME", "MX", "NS", "TXT"}
DEFAULT_TTL = 3600

Answer = namedtuple("Answer", "name values ttl hops")


class ResolutionError(Exception):
    """The query cannot be answered (unknown name or a broken CNAME chain)."""


class Zone:
    def __init__(self, origin, max_chain=8):
        self.origin = origin.strip().lower().rstrip(".")
        self.max_chain = max_chain
        self._records = {}

    def qualify(self, name):
        """Absolute, lower-case form of a name written relative to the origin."""
        name = name.strip().lower()
        if name == "@":
            return self.origin
        if name.endswith("."):
            return name[:-1]
        return f"{name}.{self.origin}"

    def add(self, name, rtype, value, ttl=DEFAULT_TTL):
        rtype = rtype.upper()
        if rtype not in RECORD_TYPES:
            raise ValueError(f"unsupported record type {rtype!r}")
        name = self.qualify(name)
        existing = self._records.setdefault(name, [])
        if existing and (rtype == "CNAME" or any(t == "CNAME" for t, _, _ in existing)):
            raise ValueError(f"a CNAME at {name} cannot coexist with other records")
        if rtype in ("CNAME", "NS"):
            value = self.qualify(value)
        existing.append((rtype, value, ttl))

    def load(self, text):
        """Lines of 'name [ttl] [IN] type value'; ';' starts a comment."""
        for number, raw in enumerate(text.splitlines(), 1):
            fields = raw.split(";", 1)[0].split()
            if not fields:
                continue
            name, rest, ttl = fields[0], fields[1:], DEFAULT_TTL
            if rest and rest[0].isdigit():
                ttl = int(rest.pop(0))
            if rest and rest[0].upper() == "IN":
                rest.pop(0)
            if len(rest) < 2:
                raise ValueError(f"line {number}: expected a type and a value")
            self.add(name, rest[0], " ".join(rest[1:]), ttl)
        return self

    def _lookup(self, name):
        """Records at name, else at the closest enclosing wildcard '*.parent'."""
        if name in self._records:
            return self._records[name]
        labels = name.split(".")
        for i in range(1, len(labels)):
            wildcard = "*." + ".".join(labels[i:])
            if wildcard in self._records:
                return self._records[wildcard]
        return []

    def _cname(self, name):
        for rtype, value, ttl in self._lookup(name):
            if rtype == "CNAME":
                return value, ttl
        return None

    def resolve(self, name, rtype="A"):
        """Answer a query, following at most max_chain CNAME records."""
        rtype = rtype.upper()
        name = self.qualify(name)
        hops, ttl = 0, None
        while rtype != "CNAME" and self._cname(name):
            name, link_ttl = self._cname(name)
            ttl = link_ttl if ttl is None else min(ttl, link_ttl)
            hops += 1
        if rtype != "CNAME" and self._cname(name):
            raise ResolutionError(f"CNAME chain longer than {self.max_chain} at {name}")
        records = self._lookup(name)
        if not records:
            raise ResolutionError(f"NXDOMAIN {name}")
        matches = [(value, rttl) for t, value, rttl in records if t == rtype]
        for _, rttl in matches:
            ttl = rttl if ttl is None else min(ttl, rttl)
        return Answer(name, sorted(value for value, _ in matches), ttl, hops)

    def names(self):
        return sorted(self._records)
