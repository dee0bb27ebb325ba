import pytest
from vigenere_cipher import decrypt, encrypt, inverse_key, key_shifts


def test_classic_example():
    assert encrypt("ATTACKATDAWN", "LEMON") == "LXFOPVEFRNHR"


def test_lowercase_key_and_text():
    assert encrypt("attackatdawn", "lemon") == "lxfopvefrnhr"


def test_case_and_punctuation_preserved():
    assert encrypt("Attack at Dawn!", "lemon") == "Lxfopv ef Rnhr!"


def test_key_case_does_not_matter():
    text = "The quick brown fox jumps over the lazy dog."
    assert encrypt(text, "SeCReT") == encrypt(text, "secret")


def test_key_shifts():
    assert key_shifts("Key") == [10, 4, 24]
    assert key_shifts("a-b c") == [0, 1, 2]


def test_key_without_letters_rejected():
    with pytest.raises(ValueError):
        encrypt("hello", "1234")


def test_key_a_is_identity():
    assert encrypt("Hello, World", "a") == "Hello, World"


def test_decrypt_classic():
    assert decrypt("LXFOPVEFRNHR", "LEMON") == "ATTACKATDAWN"


@pytest.mark.parametrize("key", ["lemon", "Zebra", "QQ", "x y z"])
def test_roundtrip(key):
    text = "Meet me at 10 o'clock, near the old Mill!"
    assert decrypt(encrypt(text, key), key) == text


def test_inverse_key_undoes_encryption():
    assert inverse_key("bad") == "zax"
    assert encrypt(encrypt("Secret message", "bad"), inverse_key("bad")) == "Secret message"
