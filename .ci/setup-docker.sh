#!/usr/bin/env bash
# Install and start what the sandbox tests need: bubblewrap and a Docker engine.
# Idempotent and bounded. It never fails the CI: when Docker cannot start it says
# so in one line and exits 0, and the tests marked `docker` skip.
set -u

log() { echo "setup-docker: $*"; }

SUDO=""
if [ "$(id -u)" != "0" ]; then
    if command -v sudo >/dev/null 2>&1; then SUDO="sudo -n"; else
        log "not root and no sudo: cannot install or start anything"; exit 0; fi
fi

engine_up() { timeout 10 docker info >/dev/null 2>&1; }

need=()
command -v bwrap >/dev/null 2>&1 || need+=(bubblewrap)
command -v dockerd >/dev/null 2>&1 || need+=(docker.io)
if [ "${#need[@]}" -gt 0 ]; then
    log "installing ${need[*]}"
    apt_log=/tmp/setup-docker-apt.log
    if ! { timeout 300 $SUDO apt-get update -q \
           && DEBIAN_FRONTEND=noninteractive timeout 900 $SUDO apt-get install -y -q "${need[@]}"; } \
           >"$apt_log" 2>&1; then
        log "apt-get install ${need[*]} failed (see $apt_log)"
    fi
fi

if command -v bwrap >/dev/null 2>&1 \
        && bwrap --ro-bind / / --dev /dev --proc /proc --unshare-net --unshare-pid true 2>/dev/null; then
    log "bwrap works"
else
    log "bwrap cannot create namespaces here: the bwrap tests will skip"
fi

if ! command -v docker >/dev/null 2>&1 || ! command -v dockerd >/dev/null 2>&1; then
    log "docker is not installed: the Docker tests will skip"
    exit 0
fi

if engine_up; then
    log "Docker engine already running"
    exit 0
fi

log "starting dockerd (log in /tmp/dockerd.log)"
$SUDO setsid nohup dockerd >/tmp/dockerd.log 2>&1 < /dev/null &
for _ in $(seq 1 60); do
    if engine_up; then
        log "Docker engine is up"
        exit 0
    fi
    sleep 1
done
log "the Docker engine did not answer within 60 s ($(tail -n 1 /tmp/dockerd.log 2>/dev/null)): the Docker tests will skip"
exit 0
