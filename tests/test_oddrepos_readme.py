"""The README's Safety section lists every protection, each with tests that exist."""

from __future__ import annotations

import re

from test_readme import ROOT, section

SAFETY_TOPICS = ("--selfheal-allow-test-edits", "Cheat detection", "Environment classification",
                 "Repeated diffs", "Secrets redaction", "`.selfhealignore`", "SIGTERM",
                 "atomic apply-back", "Dry run is byte-identical", "Odd repositories",
                 "shallow clone", "submodules", "read-only", "full disk", "CRLF")


def test_safety_section_lists_each_protection_with_existing_tests() -> None:
    text = section("Safety")
    for topic in SAFETY_TOPICS:
        assert topic in text, f"the Safety section does not mention {topic}"
    items = re.split(r"^- ", text, flags=re.M)[1:]
    assert len(items) >= 10
    for item in items:
        named = re.findall(r"`((?:tests|benchmarks)/[\w/.-]+\.py)`", item)
        assert any(n.startswith("tests/") for n in named), f"no test named for: {item[:60]}"
        for path in named:
            assert (ROOT / path).is_file(), f"the Safety section names {path}, which is missing"
