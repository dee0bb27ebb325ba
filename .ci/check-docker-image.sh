#!/usr/bin/env bash
# Build the root Dockerfile and heal the example inside a container of it.
# No registry is reachable, so the base image is imported from this host's Python and
# git (.ci/docker_base.py) and passed as --build-arg BASE. Best effort: without a
# Docker engine it prints one line and exits 0; with one, a broken Dockerfile fails.
set -euo pipefail
cd "$(dirname "$0")/.."
log() { echo "check-docker-image: $*"; }

if ! command -v docker >/dev/null 2>&1 || ! timeout 10 docker info >/dev/null 2>&1; then
    log "no Docker engine: the image is not checked"
    exit 0
fi

tmp="$(mktemp -d)"
trap 'rm -rf "$tmp"' EXIT

digest="$(python .ci/docker_base.py "$tmp/base.tar")"
base="selfheal-base:$digest"
if ! docker image inspect "$base" >/dev/null 2>&1; then
    log "importing the base image $base"
    docker import "$tmp/base.tar" "$base" >/dev/null
    for old in $(docker images --format '{{.Repository}}:{{.Tag}}' selfheal-base); do
        [ "$old" = "$base" ] || docker rmi -f "$old" >/dev/null 2>&1 || true
    done
fi
rm -f "$tmp/base.tar"

log "building the Dockerfile on $base"
DOCKER_BUILDKIT=0 docker build -q -t selfheal-ci:latest --build-arg "BASE=$base" \
    --build-arg "PIP_ARGS=--no-deps --no-index --no-build-isolation" . >"$tmp/build.log" 2>&1 \
    || { cat "$tmp/build.log"; log "docker build failed"; exit 1; }

log "healing examples/inventory in a container (no network)"
cp -r examples/inventory "$tmp/example"
rm -rf "$tmp/example/.pytest_cache" "$tmp/example/.benchmarks" "$tmp/example/.selfheal"
chmod -R a+rwX "$tmp/example"
set +e
docker run --rm --network none --user "$(id -u):$(id -g)" -v "$tmp/example:/work" \
    selfheal-ci:latest python -m pytest -p no:cacheprovider --selfheal-dry-run >"$tmp/run.log" 2>&1
status=$?
set -e
if [ "$status" -ne 1 ] || ! grep -q "^outcome: healed" "$tmp/run.log"; then
    cat "$tmp/run.log"
    log "the heal in the container did not end healed (pytest exit $status)"
    exit 1
fi
grep -E "^(HEALED|outcome:)" "$tmp/run.log" | sed 's/^/check-docker-image: /'
log "ok"
