import pytest

from columnar import (decrypt, double_decrypt, double_encrypt, encrypt, key_order, normalize,
                      strip_padding)


def test_normalize():
    assert normalize("We are discovered!") == "WEAREDISCOVERED"


def test_key_order_breaks_ties_left_to_right():
    assert key_order("ZEBRA") == [4, 2, 1, 3, 0]
    assert key_order("BANANA") == [1, 3, 5, 0, 2, 4]


def test_key_order_rejects_empty_key():
    with pytest.raises(ValueError):
        key_order("")


def test_encrypt_textbook_example():
    assert encrypt("WEAREDISCOVERED", "ZEBRA") == "EODASREIERCEWDV"


def test_encrypt_pads_last_row():
    assert encrypt("ATTACKATDAWN", "KEY") == "TCTWAAAATKDN"
    assert encrypt("HELLO", "AB") == "HLOELX"


def test_decrypt_square_grid():
    assert decrypt("BEHCFIADG", "CAB") == "ABCDEFGHI"


def test_decrypt_textbook_example():
    assert decrypt("EODASREIERCEWDV", "ZEBRA") == "WEAREDISCOVERED"


@pytest.mark.parametrize("key", ["KEY", "LONGERKEY", "AB"])
def test_round_trip(key):
    message = "MEETMEATTHEUSUALPLACE"
    assert strip_padding(decrypt(encrypt(message, key), key)) == message


def test_decrypt_rejects_bad_length():
    with pytest.raises(ValueError):
        decrypt("ABCDE", "KEY")


def test_double_transposition():
    secret = double_encrypt("ATTACKATDAWN", "KEY", "ZEBRA")
    assert secret == "XXXTADCAKWANTAT"
    assert strip_padding(double_decrypt(secret, "KEY", "ZEBRA")) == "ATTACKATDAWN"
