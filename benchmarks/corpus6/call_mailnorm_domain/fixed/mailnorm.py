"""Normalize e-mail addresses to find duplicate sign-ups in a mailing list."""

from __future__ import annotations

import re
from collections import defaultdict

LOCAL_OK = re.compile(r"^[A-Za-z0-9.!#$%&'*+/=?^_`{|}~-]+$")
DOMAIN_OK = re.compile(r"^(?:[a-z0-9](?:[a-z0-9-]*[a-z0-9])?\.)+[a-z]{2,}$")
# Providers that ignore dots in the local part and/or support +tags.
DOT_BLIND = {"gmail.com", "googlemail.com"}
PLUS_TAGS = {"gmail.com", "googlemail.com", "outlook.com", "fastmail.com"}
ALIASES = {"googlemail.com": "gmail.com"}


class InvalidAddress(ValueError):
    pass


def split(address: str) -> tuple[str, str]:
    address = address.strip()
    if address.count("@") != 1:
        raise InvalidAddress(f"{address!r} needs exactly one @")
    local, domain = address.split("@")
    if not local or not domain:
        raise InvalidAddress(f"{address!r} has an empty part")
    return local, domain


def normalize(address: str) -> str:
    local, domain = split(address)
    domain = domain.strip().lower()
    if not DOMAIN_OK.match(domain):
        raise InvalidAddress(f"bad domain {domain!r}")
    if not LOCAL_OK.match(local):
        raise InvalidAddress(f"bad local part {local!r}")
    domain = ALIASES.get(domain, domain)
    if domain in PLUS_TAGS:
        local = local.split("+", 1)[0]
    if domain in DOT_BLIND:
        local = local.replace(".", "")
    if domain in DOT_BLIND | PLUS_TAGS:
        local = local.lower()
    return f"{local}@{domain}"


def duplicates(addresses: list[str]) -> dict[str, list[str]]:
    """Groups of addresses (two or more) that reach the same mailbox."""
    groups: dict[str, list[str]] = defaultdict(list)
    for address in addresses:
        try:
            groups[normalize(address)].append(address)
        except InvalidAddress:
            continue
    return {key: group for key, group in sorted(groups.items()) if len(group) > 1}


def clean_list(addresses: list[str]) -> tuple[list[str], list[str]]:
    """(unique normalized addresses in first-seen order, rejected inputs)."""
    seen: dict[str, None] = {}
    rejected = []
    for address in addresses:
        try:
            seen.setdefault(normalize(address), None)
        except InvalidAddress:
            rejected.append(address)
    return list(seen), rejected


def domains(addresses: list[str]) -> dict[str, int]:
    counts: dict[str, int] = defaultdict(int)
    for address in clean_list(addresses)[0]:
        counts[address.rsplit("@", 1)[1]] += 1
    return dict(sorted(counts.items(), key=lambda kv: (-kv[1], kv[0])))


def mask(address: str) -> str:
    """Hide most of the local part for display: 'annabel@x.org' -> 'a*****l@x.org'."""
    local, domain = normalize(address).rsplit("@", 1)
    if len(local) <= 2:
        return f"{local[0]}*@{domain}"
    return f"{local[0]}{'*' * (len(local) - 2)}{local[-1]}@{domain}"
