"""ELF-style string tables: NUL-terminated names addressed by byte offset.

Offset 0 always holds the empty string. Names that are a suffix of another stored
name share its bytes (tail merging), as linkers do for .strtab sections.
"""


def _encode(name):
    data = name.encode("utf-8")
    if b"\0" in data:
        raise ValueError(f"name {name!r} contains a NUL byte")
    return data


def tail_merge_order(names):
    """Unique names ordered so that each comes after the longer names ending with it."""
    return sorted(set(names), key=lambda name: _encode(name)[::-1], reverse=True)


def build(names):
    """Return (table bytes, {name: offset}) for the given names."""
    blob = bytearray(b"\0")
    offsets = {"": 0}
    for name in tail_merge_order(names):
        if name in offsets:
            continue
        data = _encode(name) + b"\0"
        found = blob.find(data)
        if found >= 0:
            offsets[name] = found
        else:
            offsets[name] = len(blob)
            blob += data
    return bytes(blob), offsets


def validate(blob):
    if not blob or blob[0] != 0 or blob[-1] != 0:
        raise ValueError("a string table must start and end with a NUL byte")


def lookup(blob, offset):
    """The name starting at offset (which may point into the tail of a longer name)."""
    if not 0 <= offset < len(blob):
        raise IndexError(f"offset {offset} outside a {len(blob)}-byte table")
    end = blob.index(0, offset)
    return blob[offset:end].decode("utf-8")


def entries(blob):
    """{offset: name} for every string stored in the table, in table order."""
    validate(blob)
    found = {}
    pos = 1
    while pos < len(blob):
        end = blob.index(0, pos)
        found[pos] = blob[pos:end].decode("utf-8")
        pos = end + 1
    return found


def names(blob):
    """Every name the table can return, suffix-shared ones included, sorted."""
    stored = entries(blob).values()
    return sorted({name[i:] for name in stored for i in range(len(name) + 1)} - {""})


def merge(*blobs):
    """A new tail-merged table holding the stored names of all the given tables."""
    return build([name for blob in blobs for name in entries(blob).values()])


def savings(names_list):
    """Bytes saved by tail merging compared with storing every unique name separately."""
    unique = set(names_list) - {""}
    plain = 1 + sum(len(_encode(name)) + 1 for name in unique)
    return plain - len(build(unique)[0])


def offset_of(blob, name):
    """An offset at which name can be read from the table, or -1."""
    if name == "":
        return 0
    return blob.find(_encode(name) + b"\0")


def compact(blob, used_offsets):
    """Rebuild with only the names at used_offsets; return (blob, {old: new offset})."""
    wanted = {offset: lookup(blob, offset) for offset in used_offsets}
    new_blob, offsets = build(wanted.values())
    return new_blob, {old: offsets[name] for old, name in wanted.items()}


def stats(blob):
    """Counts of stored strings, readable names and table bytes."""
    stored = entries(blob)
    return {"strings": len(stored), "names": len(names(blob)), "bytes": len(blob),
            "payload": sum(len(name.encode("utf-8")) for name in stored.values())}
