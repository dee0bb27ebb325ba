from palindromes import is_anagram, is_palindrome, palindromes


def test_anagram():
    assert is_anagram("Listen", "Silent")


def test_not_palindrome():
    assert not is_palindrome("python")


def test_sentence_palindrome():
    assert is_palindrome("A man, a plan, a canal: Panama!")


def test_filter():
    assert palindromes(["level", "test", "Noon", "!!"]) == ["level", "Noon"]
