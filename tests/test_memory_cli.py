"""`selfheal memory ...`: list, search, show, forget, prune, export, import, stats."""

from __future__ import annotations

import json
import time
from pathlib import Path

import pytest

from pytest_selfheal.cli import main
from pytest_selfheal.memory.card import FixCard
from pytest_selfheal.memory.store import MemoryStore

pytest.importorskip("chromadb")


def _memory(tmp_path: Path) -> Path:
    path = tmp_path / ".selfheal" / "memory"
    store = MemoryStore(path, None)
    store.add([
        FixCard(id="aaaa11112222-0001", signature="aaaa11112222", query_text="ZeroDivisionError",
                summary="mean of an empty list", engine="builtin", operator="add-none-guard"),
        FixCard(id="bbbb11112222-x-0002", kind="failed", signature="bbbb11112222",
                query_text="KeyError", reason="test_failed: still fails", engine="llm",
                created_ts=time.time() - 40 * 86400),
    ])
    store.close()
    return path


def test_list_show_forget_prune_stats(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    _memory(tmp_path)
    base = ["-C", str(tmp_path)]
    assert main(["memory", "list", *base]) == 0
    out = capsys.readouterr().out
    assert "aaaa11112222-0001  fix" in out and "2 card(s)" in out
    assert main(["memory", "show", "aaaa", *base]) == 0
    assert json.loads(capsys.readouterr().out)["summary"] == "mean of an empty list"
    assert main(["memory", "stats", *base]) == 0
    out = capsys.readouterr().out
    assert "cards: 2 (1 fixes, 1 failed attempts)" in out and "add-none-guard 1" in out
    assert main(["memory", "search", "aaaa11112222", *base]) == 0  # a signature hash
    assert "1.00  aaaa11112222-0001" in capsys.readouterr().out
    assert main(["memory", "prune", "--older-than", "30", *base]) == 0
    assert "pruned 1 card(s)" in capsys.readouterr().out
    assert main(["memory", "forget", "zzz", *base]) == 1
    assert "no card with id 'zzz'" in capsys.readouterr().err
    assert main(["memory", "forget", "aaaa", *base]) == 0
    assert main(["memory", "list", *base]) == 0
    assert "0 card(s)" in capsys.readouterr().out


def test_export_import_roundtrip_redacts(tmp_path: Path, capsys: pytest.CaptureFixture[str],
                                         monkeypatch: pytest.MonkeyPatch) -> None:
    _memory(tmp_path)
    out = tmp_path / "cards.jsonl"
    assert main(["memory", "export", str(out), "-C", str(tmp_path)]) == 0
    lines = out.read_text().splitlines()
    assert len(lines) == 2 and "embedding" not in lines[0]
    canary = "sk-canary0123456789abcdefXYZ"
    out.write_text(out.read_text().replace("mean of an empty list", f"uses {canary}"))
    other = tmp_path / "other"
    # no model: the cards are stored for exact recall and embedded by a later write
    assert main(["memory", "import", str(out), "--memory", str(other),
                 "--embedding-model", str(tmp_path / "no-such-model")]) == 0
    assert "imported 2 card(s)" in capsys.readouterr().out
    cards = MemoryStore(other, None).cards()
    assert len(cards) == 2 and all(canary not in c.model_dump_json() for c in cards)
    out.write_text("{not json\n")
    assert main(["memory", "import", str(out), "--memory", str(other)]) == 1
    assert "line 1 is not a fix card" in capsys.readouterr().err


def test_missing_memory_is_one_line(tmp_path: Path, capsys: pytest.CaptureFixture[str]) -> None:
    assert main(["memory", "list", "-C", str(tmp_path)]) == 1
    assert "no fix memory at" in capsys.readouterr().err
    assert main(["memory", "show", "-C", str(tmp_path)]) == 2
