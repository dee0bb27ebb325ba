"""International Bank Account Numbers (ISO 13616)."""

from __future__ import annotations

import string

LENGTHS = {
    "AT": 20, "BE": 16, "CH": 21, "DE": 22, "DK": 18, "ES": 24, "FI": 18, "FR": 27, "GB": 22,
    "IE": 22, "IT": 27, "LU": 20, "NL": 18, "NO": 15, "PL": 28, "PT": 25, "SE": 24,
}
_ALNUM = set(string.ascii_uppercase + string.digits)


def _compact(iban: str) -> str:
    return iban.replace(" ", "").upper()


def _to_number(text: str) -> int:
    return int("".join(str(int(ch, 36)) for ch in text))


def is_valid_iban(iban: str) -> bool:
    compact = _compact(iban)
    if len(compact) < 5 or not set(compact) <= _ALNUM:
        return False
    country = compact[:2]
    if LENGTHS.get(country) != len(compact) or not compact[2:4].isdigit():
        return False
    return _to_number(compact[4:] + compact[:4]) % 97 == 1


def format_iban(iban: str) -> str:
    """Groups of four, as printed on statements."""
    compact = _compact(iban)
    if not is_valid_iban(compact):
        raise ValueError(f"invalid IBAN: {iban!r}")
    return " ".join(compact[i:i + 4] for i in range(0, len(compact), 4))


def make_iban(country: str, bban: str) -> str:
    """Build an IBAN from a country code and the domestic account number."""
    country, bban = country.upper(), _compact(bban)
    if country not in LENGTHS:
        raise ValueError(f"unsupported country {country!r}")
    if len(bban) + 4 != LENGTHS[country]:
        raise ValueError(f"a {country} account number has {LENGTHS[country] - 4} characters")
    check = 98 - _to_number(bban + country + "00") % 97
    return f"{country}{check:02d}{bban}"
