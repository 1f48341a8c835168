"""The settings object: the spec's defaults, the aliases, errors that name the variable, and an
.env.example that lists every variable."""

from __future__ import annotations

import re
from pathlib import Path

import pytest

from rag_context.config import Settings, SettingsError, load_settings

REPO_ROOT = Path(__file__).resolve().parents[2]


def env_names() -> set[str]:
    names = set()
    for name, field in Settings.model_fields.items():
        alias = field.validation_alias
        names.add(alias.choices[0].upper() if alias is not None else name.upper())
    return names


def test_defaults_are_the_specs() -> None:
    settings = load_settings(_env_file=None)
    assert settings.port == 3000
    assert settings.rag_data_dir == Path("./data")
    assert (settings.rag_cache_size, settings.rag_cache_ttl) == (1000, 300)
    assert (settings.circuit_breaker_threshold, settings.circuit_breaker_timeout) == (5, 60000)
    assert (settings.rag_embed_batch_size, settings.rag_upsert_batch_size) == (32, 100)
    assert settings.uses_embedded_vectors and settings.uses_embedded_store and settings.uses_local_embedder


def test_port_comes_from_mcp_server_port_or_port(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("PORT", "8080")
    assert load_settings(_env_file=None).port == 8080
    monkeypatch.setenv("MCP_SERVER_PORT", "3005")
    assert load_settings(_env_file=None).port == 3005


def test_blank_backend_url_means_embedded(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QDRANT_URL", "")
    assert load_settings(_env_file=None).uses_embedded_vectors


@pytest.mark.parametrize(
    ("variable", "value"),
    [
        ("RAG_CACHE_SIZE", "-1"),
        ("RAG_CACHE_TTL", "soon"),
        ("CIRCUIT_BREAKER_THRESHOLD", "0"),
        ("CIRCUIT_BREAKER_TIMEOUT", "-5"),
        ("MCP_SERVER_PORT", "0"),
        ("RAG_SCORE_THRESHOLD", "2"),
        ("LOG_LEVEL", "loud"),
    ],
)
def test_a_bad_value_names_its_variable(monkeypatch: pytest.MonkeyPatch, variable: str, value: str) -> None:
    monkeypatch.setenv(variable, value)
    with pytest.raises(SettingsError, match=variable):
        load_settings(_env_file=None)


def test_env_example_lists_every_variable() -> None:
    text = (REPO_ROOT / ".env.example").read_text()
    listed = set(re.findall(r"^#?\s*([A-Z][A-Z0-9_]+)=", text, flags=re.MULTILINE))
    assert env_names() - listed == set()
    assert listed - env_names() == set()


def test_env_example_defaults_match_the_settings(tmp_path: Path) -> None:
    """The uncommented lines of .env.example, loaded as a .env file, give exactly the defaults."""
    example = tmp_path / ".env"
    example.write_text((REPO_ROOT / ".env.example").read_text())
    assert load_settings(_env_file=example) == load_settings(_env_file=None)
