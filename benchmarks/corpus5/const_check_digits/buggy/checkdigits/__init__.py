"""checkdigits: compute and verify check digits of common identifiers."""

from .iban import format_iban, is_valid_iban, make_iban
from .isbn import isbn10_check_digit, isbn13_check_digit, is_valid_isbn, to_isbn13
from .luhn import card_brand, is_valid_luhn, luhn_check_digit

__all__ = [
    "card_brand",
    "format_iban",
    "is_valid_iban",
    "is_valid_isbn",
    "is_valid_luhn",
    "isbn10_check_digit",
    "isbn13_check_digit",
    "luhn_check_digit",
    "make_iban",
    "to_isbn13",
]
