#!/usr/bin/env bash
# Install pytest-selfheal (with the action's extra, PyGithub) from the action's own
# checkout into the job's Python, unless that exact version is already importable.
set -euo pipefail
PY="${INPUT_PYTHON:-python}"
want="$(sed -n 's/^version = "\(.*\)"$/\1/p' "$GITHUB_ACTION_PATH/pyproject.toml" | head -n 1)"
have="$("$PY" - <<'PYEOF' 2>/dev/null || true
import importlib.metadata as m
import github  # noqa: F401  (PyGithub, the action's extra)
import pytest_selfheal  # noqa: F401
print(m.version("pytest-selfheal"))
PYEOF
)"
if [ -n "$want" ] && [ "$have" = "$want" ]; then
    echo "selfheal: pytest-selfheal $have is already installed in $("$PY" -c 'import sys; print(sys.executable)')"
    exit 0
fi
echo "selfheal: installing pytest-selfheal $want from $GITHUB_ACTION_PATH into $PY"
"$PY" -m pip install --disable-pip-version-check -q "$GITHUB_ACTION_PATH[action]"
