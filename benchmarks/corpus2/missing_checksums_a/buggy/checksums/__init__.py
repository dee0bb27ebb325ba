"""Check digits for card numbers, book numbers and account references."""
