import pytest
from sentsplit import (
    concordance,
    ngrams,
    reading_time,
    split_sentences,
    split_spans,
    tokenize,
    word_counts,
)

TEXT = "Dr. Watson arrived at 10 a.m. on Monday. He was late! Was it the rain? Probably."


def test_simple_sentences():
    assert split_sentences("It rained. We stayed in. Then it stopped.") == [
        "It rained.",
        "We stayed in.",
        "Then it stopped.",
    ]


def test_spans_point_into_the_text():
    text = "  One. Two!  Three?  "
    spans = split_spans(text)
    assert [text[a:b] for a, b in spans] == ["One.", "Two!", "Three?"]
    assert spans[0] == (2, 6)


def test_titles_do_not_end_sentences():
    assert split_sentences("I met Mr. Smith today. He waved.") == [
        "I met Mr. Smith today.",
        "He waved.",
    ]


def test_mixed_terminators():
    assert split_sentences(TEXT)[1:] == ["He was late!", "Was it the rain?", "Probably."]


def test_quotes_stay_with_their_sentence():
    assert split_sentences('She said "Stop." Then silence.') == [
        'She said "Stop."',
        "Then silence.",
    ]


def test_no_terminator():
    assert split_sentences("just a fragment") == ["just a fragment"]
    assert split_sentences("   ") == []


def test_etc_ends_a_sentence():
    assert len(split_sentences("Bring pens, paper, etc. The rest is provided.")) == 2


@pytest.mark.tokens
def test_tokenize_offsets():
    tokens = tokenize("Hi, Dr. Who.")
    assert [(t.text, t.kind, t.start) for t in tokens] == [
        ("Hi", "word", 0),
        (",", "punct", 2),
        ("Dr.", "word", 4),
        ("Who", "word", 8),
        (".", "punct", 11),
    ]


@pytest.mark.tokens
def test_numbers_and_contractions():
    kinds = [(t.text, t.kind) for t in tokenize("It's 3.5% up, isn't it")]
    assert ("It's", "word") in kinds
    assert ("3.5%", "number") in kinds


@pytest.mark.tokens
def test_word_counts():
    assert word_counts("The cat saw the other cat. The end.", top=2) == [("the", 3), ("cat", 2)]


@pytest.mark.tokens
def test_ngrams():
    assert ngrams("The cat sat.", 2) == [("the", "cat"), ("cat", "sat")]


def test_concordance():
    lines = concordance("a cat and another cat", "cat", width=4)
    assert lines == ["  a [cat] and", "her [cat]    "]


def test_reading_time():
    assert reading_time("word " * 231) == 2
    assert reading_time("") == 0
