from pathlib import Path

import pytest

from pytest_selfheal.redact import REDACTED, Redactor, is_secret_path, parse_env_file


def test_env_values_with_secret_names_are_redacted() -> None:
    env = {
        "MY_API_KEY": "abcd1234efgh",
        "DB_PASSWORD": "hunter2hunter2",
        "GITHUB_TOKEN": "tok-value-xyz",
        "GIT_AUTHOR_NAME": "Jane Developer",  # AUTH... but not a secret
        "SHORT_TOKEN": "abc",  # too short to redact safely
        "HOME": "/home/jane-developer",
    }
    red = Redactor.from_environment(env=env)
    out = red.redact("key=abcd1234efgh pw=hunter2hunter2 t=tok-value-xyz by Jane Developer abc")
    assert "abcd1234efgh" not in out
    assert "hunter2hunter2" not in out
    assert "tok-value-xyz" not in out
    assert out.count(REDACTED) == 3
    assert "Jane Developer" in out and out.endswith(" abc")


def test_dotenv_files_in_root(tmp_path: Path) -> None:
    (tmp_path / ".env").write_text(
        "# comment\nexport SERVICE_SECRET='s3cr3t-from-dotenv'\nDEBUG=true\n"
        "DATABASE_URL=postgres://app:pw12345@db/app\nGREETING=hello world friends\n"
    )
    (tmp_path / ".env.local").write_text('STRIPE_KEY="rk_live_localonly99"\n')
    red = Redactor.from_environment(tmp_path, env={})
    text = (
        "s3cr3t-from-dotenv rk_live_localonly99 postgres://app:pw12345@db/app hello world friends"
    )
    out = red.redact(text)
    assert out == f"{REDACTED} {REDACTED} {REDACTED} hello world friends"


@pytest.mark.parametrize(
    "token",
    [
        "sk-proj-AbCdEfGhIjKlMnOpQrStUv",
        "ghp_" + "a1B2" * 9,
        "github_pat_11ABCDEFG0123456789_abcdefghijklmnop",
        "AKIAIOSFODNN7EXAMPLE",
        "xoxb-1234567890-abcdefghij",
    ],
)
def test_token_patterns(token: str) -> None:
    out = Redactor().redact(f"use {token} here")
    assert out == f"use {REDACTED} here"


def test_private_key_block_is_redacted_whole() -> None:
    text = (
        "before\n-----BEGIN OPENSSH PRIVATE KEY-----\nb3BlbnNzaC1rZXktdjEAAAA\nAAAEbm9uZQ==\n"
        "-----END OPENSSH PRIVATE KEY-----\nafter"
    )
    assert Redactor().redact(text) == f"before\n{REDACTED}\nafter"


def test_longer_secret_wins_over_its_prefix() -> None:
    red = Redactor(["password1", "password1-extended"])
    assert red.redact("x password1-extended y") == f"x {REDACTED} y"


def test_parse_env_file_handles_quotes_and_comments() -> None:
    parsed = parse_env_file("A=1\n# B=2\nexport C = 'x y'\nD=val # note\nnot a line\n")
    assert parsed == {"A": "1", "C": "x y", "D": "val"}


@pytest.mark.parametrize(
    ("path", "secret"),
    [
        (".env", True),
        ("config/.env.production", True),
        ("certs/server.pem", True),
        ("tls.key", True),
        ("home/.ssh/id_rsa", True),
        ("id_ed25519.pub", True),
        ("secrets.yaml", True),
        (".netrc", True),
        (".pypirc", True),
        ("src/app/keys.py", False),
        ("src/app/tokenizer.py", False),
        ("README.md", False),
        ("src/environment.py", False),
    ],
)
def test_is_secret_path(path: str, secret: bool) -> None:
    assert is_secret_path(path) is secret
