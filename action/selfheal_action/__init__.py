"""The pytest-selfheal GitHub Action: a red build comes back with one fix pull request.

``python -m selfheal_action`` runs the heal (``pytest --selfheal-dry-run``) on the
checked-out code, reads the run record it wrote, and turns the verified patch into
a branch ``selfheal/<signature>`` and a pull request. Every module here has one
job: ``inputs`` (the action's inputs), ``event`` (what went red), ``gitops``
(commit and push without touching the checkout), ``healrun`` (run the heal),
``prbody`` (title, body, summary from the record), ``github_client`` (the REST
calls, with retries and one-line errors) and ``main`` (the decisions).
"""

from __future__ import annotations

TRAILER = "Selfheal-Signature"
BOT_NAME = "github-actions[bot]"
BOT_EMAIL = "41898282+github-actions[bot]@users.noreply.github.com"
