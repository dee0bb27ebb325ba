import pytest

from affine_cipher import chi_squared, crack, decrypt, egcd, encrypt, mod_inverse, valid_keys


@pytest.mark.parametrize("a, b", [(240, 46), (26, 7), (17, 0), (35, 15)])
def test_egcd_coefficients(a, b):
    g, x, y = egcd(a, b)
    assert g == {(240, 46): 2, (26, 7): 1, (17, 0): 17, (35, 15): 5}[(a, b)]
    assert a * x + b * y == g


@pytest.mark.parametrize("a, expected", [(1, 1), (3, 9), (5, 21), (7, 15), (25, 25)])
def test_mod_inverse(a, expected):
    assert mod_inverse(a) == expected


def test_mod_inverse_rejects_non_coprime():
    with pytest.raises(ValueError):
        mod_inverse(13)


def test_encrypt_known_vector():
    assert encrypt("AFFINE cipher", 5, 8) == "IHHWVC swfrcp"


def test_encrypt_keeps_punctuation():
    assert encrypt("Hello, World!", 7, 3) == "Afccx, Bxscy!"


def test_encrypt_rejects_bad_key():
    with pytest.raises(ValueError):
        encrypt("abc", 4, 1)


def test_decrypt_inverts_encrypt():
    text = "The Quick Brown Fox Jumps Over The Lazy Dog."
    for a, b in [(1, 0), (5, 8), (11, 20), (25, 3)]:
        assert decrypt(encrypt(text, a, b), a, b) == text


def test_valid_keys_count():
    keys = valid_keys()
    assert len(keys) == 12 * 26
    assert (13, 0) not in keys and (3, 25) in keys


def test_chi_squared_prefers_english():
    assert chi_squared("") == float("inf")
    assert chi_squared("the rain in spain") < chi_squared("qzx jvk wqz")


def test_crack_finds_key():
    plain = "it was the best of times it was the worst of times it was the age of wisdom"
    assert crack(encrypt(plain, 17, 20)) == (17, 20, plain)
