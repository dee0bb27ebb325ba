import pytest

from rail_fence_cipher import crack, decrypt, encrypt, fence_diagram, rail_pattern


def test_rail_pattern_zigzags():
    assert rail_pattern(8, 3) == [0, 1, 2, 1, 0, 1, 2, 1]
    assert rail_pattern(4, 1) == [0, 0, 0, 0]
    assert rail_pattern(3, 5) == [0, 1, 2]


def test_rail_pattern_rejects_zero_rails():
    with pytest.raises(ValueError):
        rail_pattern(5, 0)


def test_encrypt_classic_example():
    assert encrypt("WEAREDISCOVEREDFLEEATONCE", 3) == "WECRLTEERDSOEEFEAOCAIVDEN"


@pytest.mark.parametrize("rails", [1, 2, 4])
def test_encrypt_short_text(rails):
    assert encrypt("", rails) == ""
    assert encrypt("A", rails) == "A"


def test_decrypt_classic_example():
    assert decrypt("WECRLTEERDSOEEFEAOCAIVDEN", 3) == "WEAREDISCOVEREDFLEEATONCE"


@pytest.mark.parametrize("rails", [2, 3, 5, 9])
def test_decrypt_inverts_encrypt(rails):
    text = "attack the east wall at dawn"
    assert decrypt(encrypt(text, rails), rails) == text


def test_fence_diagram():
    assert fence_diagram("RAILFENCE", 3) == "R...F...E\n.A.L.E.C.\n..I...N.."


def test_crack_finds_rail_count():
    cipher = encrypt("meet me at the old mill after the storm", 4)
    assert crack(cipher, ["meet", "the", "mill", "storm"]) == (4, "meet me at the old mill after the storm")
