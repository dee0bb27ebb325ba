# pytest-selfheal in an image: git, Python and the plugin installed from this source.
#
#   docker build -t pytest-selfheal .
#   docker run --rm -v "$PWD:/work" pytest-selfheal pytest --selfheal-dry-run
#
# Extend it with your project's dependencies to get the image for
# `--selfheal-sandbox docker` or for container-based CI (see the README).
ARG BASE=python:3.11-slim
FROM ${BASE}

# Extra pip arguments: CI builds from a local base that already holds the
# dependencies, offline ("--no-deps --no-index --no-build-isolation").
ARG PIP_ARGS=""

# git: snapshots, worktrees and the Action's commits need it.
RUN if ! command -v git >/dev/null 2>&1; then \
        apt-get update \
        && apt-get install -y --no-install-recommends git ca-certificates \
        && rm -rf /var/lib/apt/lists/*; \
    fi \
    && git --version \
    && git config --system --add safe.directory '*'
# (a mounted checkout belongs to another uid; git would refuse it as "dubious ownership")

COPY pyproject.toml README.md /opt/pytest-selfheal/
COPY src /opt/pytest-selfheal/src
COPY action /opt/pytest-selfheal/action
COPY action.yml /opt/pytest-selfheal/action.yml
RUN python -m pip install --no-cache-dir --disable-pip-version-check ${PIP_ARGS} \
        "/opt/pytest-selfheal[action]" \
    && python -c "import github, pytest_selfheal; print('pytest-selfheal', pytest_selfheal.__version__)"

ENV PYTHONDONTWRITEBYTECODE=1 \
    PYTHONPATH=/opt/pytest-selfheal/action \
    HOME=/tmp
WORKDIR /work
CMD ["python", "-m", "pytest", "--selfheal-dry-run"]
