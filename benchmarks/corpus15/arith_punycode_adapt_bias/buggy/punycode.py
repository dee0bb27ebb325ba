"""Punycode (RFC 3492) and the xn-- labels of internationalized domain names."""

BASE, TMIN, TMAX, SKEW, DAMP = 36, 1, 26, 38, 700
INITIAL_BIAS, INITIAL_N = 72, 128
DIGITS = "abcdefghijklmnopqrstuvwxyz0123456789"
ACE_PREFIX = "xn--"


def threshold(k, bias):
    """The digit threshold t for position k of a variable-length integer."""
    if k <= bias:
        return TMIN
    if k >= bias + TMAX:
        return TMAX
    return k - bias


def adapt(delta, numpoints, first_time):
    """The new bias after a delta has been encoded (RFC 3492, section 6.1)."""
    delta = delta // DAMP if first_time else delta // 2
    delta += delta // numpoints
    k = 0
    while delta > ((BASE - TMIN) * TMAX) // 2:
        delta //= BASE - TMIN
        k += BASE
    return (BASE - TMIN + 1) * delta // (delta + SKEW)


def encode(text):
    """Punycode of text: its ASCII characters, a '-' if there are any, then the deltas."""
    points = [ord(ch) for ch in text]
    output = [ch for ch in text if ord(ch) < 128]
    done = basic = len(output)
    if basic:
        output.append("-")
    n, delta, bias = INITIAL_N, 0, INITIAL_BIAS
    while done < len(points):
        m = min(p for p in points if p >= n)
        delta += (m - n) * (done + 1)
        n = m
        for p in points:
            if p < n:
                delta += 1
            elif p == n:
                q, k = delta, BASE
                while q >= (t := threshold(k, bias)):
                    output.append(DIGITS[t + (q - t) % (BASE - t)])
                    q = (q - t) // (BASE - t)
                    k += BASE
                output.append(DIGITS[q])
                bias = adapt(delta, done + 1, done == basic)
                delta = 0
                done += 1
        delta += 1
        n += 1
    return "".join(output)


def decode(text):
    """The text whose Punycode is text; ValueError for malformed input."""
    cut = text.rfind("-")
    output = list(text[:max(cut, 0)])
    if any(ord(ch) >= 128 for ch in output):
        raise ValueError("non-ASCII character before the delimiter")
    digits = text[cut + 1:].lower()
    n, i, bias, pos = INITIAL_N, 0, INITIAL_BIAS, 0
    while pos < len(digits):
        old_i, w, k = i, 1, BASE
        while True:
            if pos >= len(digits) or digits[pos] not in DIGITS:
                raise ValueError(f"bad Punycode digit at {pos}")
            d = DIGITS.index(digits[pos])
            pos += 1
            i += d * w
            t = threshold(k, bias)
            if d < t:
                break
            w *= BASE - t
            k += BASE
        bias = adapt(i - old_i, len(output) + 1, old_i == 0)
        n += i // (len(output) + 1)
        i %= len(output) + 1
        output.insert(i, chr(n))
        i += 1
    return "".join(output)


def to_ascii(domain):
    """'bücher.example' -> 'xn--bcher-kva.example' (ASCII labels are only lower-cased)."""
    labels = []
    for label in domain.split("."):
        if label.isascii():
            labels.append(label.lower())
        else:
            labels.append(ACE_PREFIX + encode(label.lower()))
    return ".".join(labels)


def to_unicode(domain):
    """'xn--bcher-kva.example' -> 'bücher.example'."""
    labels = []
    for label in domain.split("."):
        if label.lower().startswith(ACE_PREFIX):
            labels.append(decode(label[len(ACE_PREFIX):]))
        else:
            labels.append(label)
    return ".".join(labels)
