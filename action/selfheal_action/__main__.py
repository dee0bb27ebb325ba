"""Entry point: ``python -m selfheal_action`` (what action.yml runs)."""

from __future__ import annotations

import sys

from selfheal_action.main import main

if __name__ == "__main__":
    sys.exit(main())
