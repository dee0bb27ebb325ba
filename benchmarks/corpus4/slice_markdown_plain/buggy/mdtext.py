"""Turn a Markdown note into plain text for e-mail and SMS previews."""

import re

_LINK = re.compile(r"\[([^\]]+)\]\(([^)\s]+)\)")
_IMAGE = re.compile(r"!\[([^\]]*)\]\([^)]*\)")
_STRONG = re.compile(r"(\*\*|__)(.+?)\1")
_EM = re.compile(r"(?<![\w*])([*_])(?!\s)(.+?)(?<!\s)\1(?![\w*])")
_CODE = re.compile(r"`([^`]+)`")
_ORDERED = re.compile(r"^(\d+)[.)]\s+")


def inline(text, show_urls=True):
    """Strip inline markup: images, links, bold, italics and code spans."""
    spans = []

    def keep(match):
        spans.append(match.group(1))
        return f"\x00{len(spans) - 1}\x00"

    text = _CODE.sub(keep, text)  # code spans are taken literally
    text = _IMAGE.sub(lambda m: f"[image: {m.group(1)}]" if m.group(1) else "", text)
    if show_urls:
        text = _LINK.sub(lambda m: f"{m.group(1)} <{m.group(2)}>", text)
    else:
        text = _LINK.sub(lambda m: m.group(1), text)
    text = _STRONG.sub(lambda m: m.group(2), text)
    text = _EM.sub(lambda m: m.group(2), text)
    return re.sub(r"\x00(\d+)\x00", lambda m: spans[int(m.group(1))], text)


def heading_level(line):
    level = len(line) - len(line.lstrip("#"))
    if 1 <= level <= 6 and line[level:level + 1] in (" ", ""):
        return level
    return 0


def to_text(markdown, show_urls=True):
    out, in_code = [], False
    for raw in markdown.splitlines():
        line = raw.rstrip()
        if line.lstrip().startswith("```"):
            in_code = not in_code
            continue
        if in_code:
            out.append("    " + line)
            continue
        stripped = line.lstrip()
        indent = "  " * ((len(line) - len(stripped)) // 2)
        level = heading_level(stripped)
        if level:
            title = inline(stripped[level:].strip().rstrip("#").strip(), show_urls)
            out.append(title.upper() if level <= 2 else title)
            if level == 1:
                out.append("=" * len(title))
        elif stripped[:2] in ("- ", "* ", "+ "):
            out.append(f"{indent}• {inline(stripped[1:], show_urls)}")
        elif _ORDERED.match(stripped):
            number = _ORDERED.match(stripped)
            out.append(f"{indent}{number.group(1)}. {inline(stripped[number.end():], show_urls)}")
        elif stripped.startswith(">"):
            out.append("| " + inline(stripped[1:].lstrip(), show_urls))
        elif set(stripped) <= {"-", "*", "_"} and len(stripped) >= 3:
            out.append("-" * 20)
        else:
            out.append(inline(line, show_urls))
    text = "\n".join(out)
    return re.sub(r"\n{3,}", "\n\n", text).strip("\n")


def preview(markdown, limit=60):
    """The first paragraph on one line, cut at a word boundary."""
    text = to_text(markdown, show_urls=False)
    first = " ".join(text.split("\n\n", 1)[0].split())
    if len(first) <= limit:
        return first
    cut = first[:limit - 1]
    if first[limit - 1] != " ":  # do not end on half a word
        cut = cut.rsplit(" ", 1)[0]
    return cut.rstrip() + "…"
