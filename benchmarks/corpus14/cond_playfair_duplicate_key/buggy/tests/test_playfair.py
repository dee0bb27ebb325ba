import pytest

from playfair import PlayfairCipher, normalize, split_digraphs, strip_padding


def test_normalize_folds_j_and_drops_other_characters():
    assert normalize("Jump, jive! 42") == "IUMPIIVE"


@pytest.mark.parametrize(
    "text, expected",
    [
        ("balloon", ["BA", "LX", "LO", "ON"]),
        ("hello", ["HE", "LX", "LO"]),
        ("xx", ["XQ", "XQ"]),
        ("", []),
    ],
)
def test_split_digraphs(text, expected):
    assert split_digraphs(text) == expected


def test_square_without_key_is_the_alphabet():
    cipher = PlayfairCipher("")
    assert cipher.rows() == ["ABCDE", "FGHIK", "LMNOP", "QRSTU", "VWXYZ"]


def test_square_with_distinct_key_letters():
    cipher = PlayfairCipher("MONARCHY")
    assert cipher.rows() == ["MONAR", "CHYBD", "EFGIK", "LPQST", "UVWXZ"]


def test_square_skips_repeated_key_letters():
    cipher = PlayfairCipher("playfair example")
    assert cipher.rows() == ["PLAYF", "IREXM", "BCDGH", "KNOQS", "TUVWZ"]


def test_encrypt_known_vector():
    cipher = PlayfairCipher("playfair example")
    assert cipher.encrypt("Hide the gold in the tree stump") == "BMODZBXDNABEKUDMUIXMMOUVIF"


def test_encrypt_with_monarchy_key():
    cipher = PlayfairCipher("MONARCHY")
    assert cipher.encrypt("instruments") == "GATLMZCLRQXA"


def test_decrypt_round_trip_with_repeated_key_letters():
    cipher = PlayfairCipher("Keyword Cipher")
    secret = cipher.encrypt("meet me at the bridge at noon")
    assert strip_padding(cipher.decrypt(secret)) == "MEETMEATTHEBRIDGEATNOON"


def test_decrypt_rejects_odd_length():
    with pytest.raises(ValueError):
        PlayfairCipher("MONARCHY").decrypt("ABC")


def test_bad_filler_is_rejected():
    with pytest.raises(ValueError):
        PlayfairCipher("key", filler="J")


def test_strip_padding():
    assert strip_padding("HIDETHEGOLDINTHETREXESTUMP") == "HIDETHEGOLDINTHETREESTUMP"
    assert strip_padding("HELXLO") == "HELLO"
