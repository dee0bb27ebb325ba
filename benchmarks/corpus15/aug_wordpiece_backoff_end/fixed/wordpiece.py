"""WordPiece subword tokenization: greedy longest-match-first against a vocabulary."""

import unicodedata

UNKNOWN = "[UNK]"
CONTINUATION = "##"


def load_vocab(lines):
    """Token -> id from one token per line; blank lines are skipped, the first copy wins."""
    vocab = {}
    for line in lines:
        token = line.strip()
        if token and token not in vocab:
            vocab[token] = len(vocab)
    return vocab


def strip_accents(text):
    decomposed = unicodedata.normalize("NFD", text)
    return "".join(ch for ch in decomposed if unicodedata.category(ch) != "Mn")


def _is_punctuation(ch):
    if ch.isascii():
        return not ch.isalnum() and not ch.isspace()
    return unicodedata.category(ch).startswith("P")


def basic_tokenize(text, lowercase=True):
    """Split on white space and around punctuation; lower-case and strip accents if asked."""
    if lowercase:
        text = strip_accents(text.lower())
    words, current = [], []
    for ch in text:
        if ch.isspace() or _is_punctuation(ch):
            if current:
                words.append("".join(current))
                current = []
            if not ch.isspace():
                words.append(ch)
        else:
            current.append(ch)
    if current:
        words.append("".join(current))
    return words


def wordpiece(word, vocab, max_chars=100):
    """Split one word into the longest vocabulary pieces, left to right ('##' inside)."""
    if len(word) > max_chars:
        return [UNKNOWN]
    pieces = []
    start = 0
    while start < len(word):
        end = len(word)
        piece = None
        while start < end:
            candidate = word[start:end]
            if start > 0:
                candidate = CONTINUATION + candidate
            if candidate in vocab:
                piece = candidate
                break
            end -= 1
        if piece is None:
            return [UNKNOWN]
        pieces.append(piece)
        start = end
    return pieces


def tokenize(text, vocab, lowercase=True):
    return [piece for word in basic_tokenize(text, lowercase) for piece in wordpiece(word, vocab)]


def encode(text, vocab, lowercase=True):
    """Token ids of text; the vocabulary must hold the unknown token."""
    return [vocab[token] for token in tokenize(text, vocab, lowercase)]


def decode(ids, vocab):
    """Text from token ids: '##' pieces are glued to the piece before them."""
    tokens = {index: token for token, index in vocab.items()}
    text = ""
    for index in ids:
        token = tokens[index]
        if token.startswith(CONTINUATION) and text:
            text += token[len(CONTINUATION):]
        else:
            text += (" " if text else "") + token
    return text
