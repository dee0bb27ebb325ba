#!/usr/bin/env bash
# CI: build the sdist and wheel, install the wheel alone (no extras) into a fresh
# virtualenv, and heal a copy of the example with it: the README's first command,
# run from what a user would install. Exits non-zero when any step fails.
set -euo pipefail
cd "$(dirname "$0")/.."
root=$PWD
work=$(mktemp -d "${TMPDIR:-/tmp}/selfheal-wheel-XXXXXX")
trap 'rm -rf "$work"' EXIT
log() { echo "check-wheel: $*"; }

# Without --sdist/--wheel, build makes the sdist and then the wheel from the sdist:
# a file missing from the sdist breaks the wheel too.
python -m build --outdir "$work/dist" . >"$work/build.log" 2>&1 \
    || { tail -n 20 "$work/build.log"; log "python -m build failed"; exit 1; }
wheel=$(ls "$work"/dist/pytest_selfheal-*.whl)
sdist=$(ls "$work"/dist/pytest_selfheal-*.tar.gz)
log "built $(basename "$sdist") and $(basename "$wheel")"

# The wheel must hold every module and no test helper.
python - "$wheel" <<'PY'
import sys, zipfile
names = zipfile.ZipFile(sys.argv[1]).namelist()
assert not [n for n in names if n.startswith("tests/")], "the wheel ships tests/"
for need in ("pytest_selfheal/warmworker.py", "pytest_selfheal/engines/builtin/engine.py",
             "pytest_selfheal/sandbox/bwrap.py"):
    assert need in names, f"the wheel lacks {need}"
PY

start=$(date +%s)
python -m venv "$work/venv"
# No PYTHONPATH: the venv must import the installed wheel, not a checkout.
unset PYTHONPATH
"$work/venv/bin/python" -m pip install -q "$wheel" >"$work/pip.log" 2>&1 \
    || { cat "$work/pip.log"; log "pip install of the wheel failed"; exit 1; }
log "installed the wheel alone in $(( $(date +%s) - start )) s"

# The README's first command, from the root of a repository holding the example.
mkdir -p "$work/repo/examples"
cp -r examples/inventory "$work/repo/examples/inventory"
cd "$work/repo"
git init -q && git add -A && git -c user.name=ci -c user.email=ci@localhost commit -qm example
got=$("$work/venv/bin/python" -c "import pytest_selfheal; print(pytest_selfheal.__file__)")
case "$got" in "$work/venv/"*) ;; *) log "imported pytest_selfheal from $got"; exit 1 ;; esac

set +e
"$work/venv/bin/pytest" examples/inventory --selfheal-dry-run -p no:cacheprovider \
    >"$work/heal.log" 2>&1
code=$?
set -e
grep -E "^(FAILED|HEALED|NOT HEALED|ERROR|outcome:)" "$work/heal.log" || true
[ "$code" = 1 ] || { cat "$work/heal.log"; log "pytest exited $code, expected 1"; exit 1; }
# The HEALED line names the test as pytest's FAILED line does.
failed=$(sed -n 's/^FAILED \([^ ]*\).*/\1/p' "$work/heal.log")
grep -qF "HEALED $failed in " "$work/heal.log" \
    || { cat "$work/heal.log"; log "no HEALED line for $failed"; exit 1; }
# From a subdirectory, as the README's `pytest --selfheal || selfheal status` does.
outcome=$(cd examples/inventory/tests && "$work/venv/bin/selfheal" status) \
    || { cat "$work/heal.log"; log "selfheal status: $outcome"; exit 1; }
[ "$outcome" = healed ] || { log "outcome $outcome"; exit 1; }
git diff --quiet || { log "the dry run changed the working tree"; exit 1; }
log "the example healed with the installed wheel in $(( $(date +%s) - start )) s from the install"
cd "$root"
