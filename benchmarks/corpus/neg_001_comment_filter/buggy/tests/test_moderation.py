from moderation import is_spam, spam_ratio, visible_comments

COMMENTS = ["Nice post!", "Win the LOTTERY now", "http://a http://b http://c"]


def test_is_spam():
    assert is_spam(COMMENTS[1]) and not is_spam(COMMENTS[0])


def test_ratio():
    assert spam_ratio(COMMENTS) == 2 / 3


def test_visible():
    assert visible_comments(COMMENTS) == ["Nice post!"]
