"""``selfheal memory``: look at, share and trim the fix memory.

    selfheal memory list [--kind fix|failed]   one line per card, newest first
    selfheal memory search TEXT                cards most similar to TEXT (or a signature hash)
    selfheal memory show ID                    one card as JSON (an id prefix is enough)
    selfheal memory forget ID                  delete one card
    selfheal memory prune --older-than DAYS    delete cards older than DAYS
    selfheal memory export FILE                JSON Lines, no vectors ("-" for stdout)
    selfheal memory import FILE                add cards from JSON Lines (re-embedded)
    selfheal memory stats                      counts, engines, operators, most recalled

The memory is ``.selfheal/memory`` under ``-C`` (default: the current directory), or
``--memory PATH``.
"""

from __future__ import annotations

import argparse
import json
import sys
from collections import Counter
from pathlib import Path
from typing import TYPE_CHECKING

from pytest_selfheal.memory import INSTALL_HINT, extra_installed

if TYPE_CHECKING:
    from pytest_selfheal.memory.card import FixCard
    from pytest_selfheal.memory.store import MemoryStore


def _parser() -> argparse.ArgumentParser:
    p = argparse.ArgumentParser(prog="selfheal memory", description=__doc__,
                                formatter_class=argparse.RawDescriptionHelpFormatter)
    p.add_argument("command", choices=["list", "search", "show", "forget", "prune", "export",
                                       "import", "stats"])
    p.add_argument("arg", nargs="?", help="TEXT, ID or FILE, as the command needs")
    p.add_argument("-C", dest="base", default=".", help="repository root (default: .)")
    p.add_argument("--memory", help="memory directory (default: <base>/.selfheal/memory)")
    p.add_argument("--embedding-model", help="sentence-transformers model name or directory")
    p.add_argument("--kind", choices=["fix", "failed"], help="list: only this kind")
    p.add_argument("--older-than", type=float, metavar="DAYS", help="prune: age in days")
    p.add_argument("-n", type=int, default=10, help="search: results at most (default: 10)")
    return p


def main(argv: list[str] | None = None) -> int:
    args = _parser().parse_intermixed_args(argv)
    if not extra_installed():
        print(f"selfheal: memory off: {INSTALL_HINT}", file=sys.stderr)
        return 2
    needs = {"search": "TEXT", "show": "ID", "forget": "ID", "export": "FILE", "import": "FILE"}
    if args.command in needs and not args.arg:
        print(f"selfheal: memory {args.command} needs {needs[args.command]}", file=sys.stderr)
        return 2
    if args.command == "prune" and not args.older_than:
        print("selfheal: memory prune needs --older-than DAYS", file=sys.stderr)
        return 2
    path = Path(args.memory) if args.memory else Path(args.base) / ".selfheal" / "memory"
    if args.command not in ("import",) and not path.is_dir():
        print(f"selfheal: no fix memory at {path}: heal with pytest --selfheal first, or "
              "pass --memory", file=sys.stderr)
        return 1
    from pytest_selfheal.memory.store import MemoryStore

    embedder = None
    if args.command in ("search", "import"):
        from pytest_selfheal.memory.embedder import load_embedder

        embedder, note = load_embedder(args.embedding_model)
        if note:
            print(f"selfheal: {note}", file=sys.stderr)
    store = MemoryStore(path, embedder, notify=lambda line: print(line, file=sys.stderr))
    try:
        return _COMMANDS[args.command](store, args)
    finally:
        store.close()


def _line(card: FixCard) -> str:
    how = card.operator or card.model or card.engine
    text = card.summary if card.kind == "fix" else card.reason
    return (f"{card.id}  {card.kind:<6} {card.created[:10]}  {card.engine}/{how}  "
            f"recalled {card.recalls}x  {' '.join(text.split())[:70]}")


def _list(store: MemoryStore, args: argparse.Namespace) -> int:
    cards = store.cards(args.kind)
    for card in cards:
        print(_line(card))
    print(f"{len(cards)} card(s)")
    return 0


def _search(store: MemoryStore, args: argparse.Namespace) -> int:
    text = args.arg
    hits = [(c, 1.0) for c in store.exact(text)] if len(text) == 12 else []
    if not hits and store.embedder is None:
        print("selfheal: no embedding model: only a signature hash can be searched",
              file=sys.stderr)
        return 1
    if not hits:
        hits = store.similar(text, n=args.n)
    for card, sim in hits[: args.n]:
        print(f"{sim:.2f}  {_line(card)}")
    return 0 if hits else 1


def _one(store: MemoryStore, ident: str) -> FixCard | None:
    found = store.find(ident)
    if len(found) != 1:
        what = "no card" if not found else f"{len(found)} cards"
        print(f"selfheal: {what} with id {ident!r}: see selfheal memory list", file=sys.stderr)
        return None
    return found[0]


def _show(store: MemoryStore, args: argparse.Namespace) -> int:
    card = _one(store, args.arg)
    if card is None:
        return 1
    print(card.model_dump_json(indent=2))
    return 0


def _forget(store: MemoryStore, args: argparse.Namespace) -> int:
    card = _one(store, args.arg)
    if card is None:
        return 1
    store.delete([card.id])
    print(f"selfheal: forgot {card.id}")
    return 0


def _prune(store: MemoryStore, args: argparse.Namespace) -> int:
    n = store.prune(args.older_than)
    print(f"selfheal: pruned {n} card(s) older than {args.older_than:g} day(s)")
    return 0


def _export(store: MemoryStore, args: argparse.Namespace) -> int:
    cards = sorted(store.cards(), key=lambda c: c.created_ts)
    text = "".join(c.model_dump_json() + "\n" for c in cards)
    if args.arg == "-":
        sys.stdout.write(text)
    else:
        Path(args.arg).write_text(text, encoding="utf-8")
        print(f"selfheal: exported {len(cards)} card(s) to {args.arg}", file=sys.stderr)
    return 0


def _import(store: MemoryStore, args: argparse.Namespace) -> int:
    from pydantic import ValidationError

    from pytest_selfheal.memory.card import FixCard as Card
    from pytest_selfheal.redact import Redactor

    src = sys.stdin if args.arg == "-" else None
    try:
        text = src.read() if src is not None else Path(args.arg).read_text(encoding="utf-8")
    except OSError as exc:
        print(f"selfheal: cannot read {args.arg}: {exc.strerror}", file=sys.stderr)
        return 1
    red = Redactor.from_environment(Path(args.base))
    cards = []
    for n, line in enumerate(text.splitlines(), 1):
        if not line.strip():
            continue
        try:
            raw = red(line)  # a shared file may carry what our redaction would have removed
            cards.append(Card.model_validate(json.loads(raw)))
        except (ValueError, ValidationError) as exc:
            first = str(exc).splitlines()[0]
            print(f"selfheal: {args.arg} line {n} is not a fix card ({first}); nothing "
                  "imported", file=sys.stderr)
            return 1
    store.add(cards)
    print(f"selfheal: imported {len(cards)} card(s)")
    return 0


def _stats(store: MemoryStore, args: argparse.Namespace) -> int:
    cards = store.cards()
    fixes = [c for c in cards if c.kind == "fix"]
    print(f"cards: {len(cards)} ({len(fixes)} fixes, {len(cards) - len(fixes)} failed attempts)")
    print(f"signatures: {len({c.signature for c in cards})}")
    for label, counter in (("engines", Counter(c.engine for c in fixes)),
                           ("operators", Counter(c.operator for c in fixes if c.operator)),
                           ("models", Counter(c.model for c in fixes if c.model))):
        if counter:
            print(f"{label}: " + ", ".join(f"{k} {v}" for k, v in counter.most_common(8)))
    recalled = sorted((c for c in cards if c.recalls), key=lambda c: -c.recalls)[:5]
    if recalled:
        print("most recalled: " + ", ".join(f"{c.id} ({c.recalls}x)" for c in recalled))
    size = sum(p.stat().st_size for p in store.path.rglob("*") if p.is_file())
    print(f"on disk: {size / 1e6:.1f} MB at {store.path}")
    return 0


_COMMANDS = {"list": _list, "search": _search, "show": _show, "forget": _forget,
             "prune": _prune, "export": _export, "import": _import, "stats": _stats}
