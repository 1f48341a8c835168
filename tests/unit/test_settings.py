"""The settings object: the spec's defaults, the aliases, errors that name the variable (its
documentation, docs/configuration.md and .env.example, is checked in tests/docs/test_configuration.py)."""

from __future__ import annotations

from pathlib import Path

import pytest

from rag_context.config import Settings, SettingsError, load_settings


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


# --- the score threshold follows the model (issue 13)


@pytest.mark.parametrize(
    ("environment", "expected"),
    [
        ({}, 0.2),  # the bundled MiniLM: measured on Cranfield (docs/quality.md)
        ({"LM_STUDIO_URL": "http://lm:1234"}, 0.7),  # nomic-embed-text-v1.5, the remote default: the spec's
        ({"LM_STUDIO_URL": "http://lm:1234", "EMBEDDING_MODEL": "text-embedding-nomic-embed-text-v1.5@q8_0"}, 0.7),
        ({"LM_STUDIO_URL": "http://lm:1234", "EMBEDDING_MODEL": "all-MiniLM-L6-v2", "EMBEDDING_DIM": "384"}, 0.2),
        ({"LM_STUDIO_URL": "http://lm:1234", "EMBEDDING_MODEL": "bge-m3", "EMBEDDING_DIM": "1024"}, 0.0),
        ({"LM_STUDIO_URL": "http://lm:1234", "RAG_SCORE_THRESHOLD": "0.45"}, 0.45),  # explicit wins
        ({"RAG_SCORE_THRESHOLD": "0"}, 0.0),  # an explicit 0 is a setting, not "unset"
        ({"RAG_SCORE_THRESHOLD": ""}, 0.2),  # blank is unset
    ],
)
def test_the_score_threshold_comes_from_the_model_unless_set(
    monkeypatch: pytest.MonkeyPatch, environment: dict[str, str], expected: float
) -> None:
    for name, value in environment.items():
        monkeypatch.setenv(name, value)
    assert load_settings(_env_file=None).score_threshold == expected


def test_only_an_unknown_model_without_a_setting_is_flagged(monkeypatch: pytest.MonkeyPatch) -> None:
    assert load_settings(_env_file=None).score_threshold_is_known
    monkeypatch.setenv("LM_STUDIO_URL", "http://lm:1234")
    monkeypatch.setenv("EMBEDDING_MODEL", "bge-m3")
    assert not load_settings(_env_file=None).score_threshold_is_known
    monkeypatch.setenv("RAG_SCORE_THRESHOLD", "0.5")
    assert load_settings(_env_file=None).score_threshold_is_known


async def test_start_up_warns_naming_the_setting_for_an_unknown_model(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from structlog.testing import capture_logs

    from rag_context.services import build_services
    from tests.unit.fakes import FakeContextStore, FakeEmbedder, FakeVectorIndex

    monkeypatch.setenv("LM_STUDIO_URL", "http://lm:1234")
    monkeypatch.setenv("EMBEDDING_MODEL", "bge-m3")
    monkeypatch.setenv("EMBEDDING_DIM", "8")
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path)
    with capture_logs() as logs:
        services = await build_services(settings, FakeEmbedder(dimension=8), FakeVectorIndex(), FakeContextStore())
    warnings = [entry for entry in logs if entry["event"] == "start.score_threshold_unknown_model"]
    assert len(warnings) == 1 and "RAG_SCORE_THRESHOLD" in warnings[0]["hint"] and warnings[0]["model"] == "bge-m3"
    assert services.search is not None


# --- a Qdrant cluster (issue 16)


@pytest.mark.parametrize(("replicas", "expected"), [("1", 1), ("2", 2), ("3", 2), ("5", 3)])
def test_write_consistency_defaults_to_a_majority_of_the_replicas(monkeypatch: pytest.MonkeyPatch, replicas: str, expected: int) -> None:
    monkeypatch.setenv("QDRANT_REPLICATION_FACTOR", replicas)
    assert load_settings(_env_file=None).qdrant_write_consistency_factor == expected
    monkeypatch.setenv("QDRANT_WRITE_CONSISTENCY", "1")
    assert load_settings(_env_file=None).qdrant_write_consistency_factor == 1


def test_a_write_consistency_above_the_replicas_names_both_and_leaks_nothing(monkeypatch: pytest.MonkeyPatch) -> None:
    monkeypatch.setenv("QDRANT_REPLICATION_FACTOR", "2")
    monkeypatch.setenv("QDRANT_WRITE_CONSISTENCY", "3")
    monkeypatch.setenv("QDRANT_API_KEY", "s3cret-key")
    with pytest.raises(SettingsError) as raised:
        load_settings(_env_file=None)
    message = str(raised.value)
    assert "QDRANT_WRITE_CONSISTENCY=3" in message and "QDRANT_REPLICATION_FACTOR=2" in message
    assert "s3cret-key" not in message


async def test_the_cluster_layout_reaches_the_qdrant_server_index(monkeypatch: pytest.MonkeyPatch) -> None:
    from rag_context.backends import factory
    from rag_context.backends.vectors import qdrant_server

    opened: dict[str, object] = {}

    async def record_open(*args: object, **kwargs: object) -> object:
        opened.update(kwargs)
        return object()

    monkeypatch.setattr(qdrant_server.QdrantServerIndex, "open", record_open)
    monkeypatch.setenv("QDRANT_URL", "http://qdrant:6333")
    monkeypatch.setenv("QDRANT_SHARDS", "6")
    monkeypatch.setenv("QDRANT_REPLICATION_FACTOR", "3")
    await factory.open_vector_index(load_settings(_env_file=None), 384, 0)
    assert opened["cluster"] == qdrant_server.ClusterLayout(6, 3, 2)


# --- the dimension an in-place command opens the index with


async def test_the_index_dimension_is_known_without_loading_a_model(monkeypatch: pytest.MonkeyPatch) -> None:
    """`check` and `backfill` open the index with it: the bundled model's and a configured
    server's dimension come from the settings, not from a model loaded for nothing."""
    from rag_context.backends import factory
    from rag_context.backends.embedders import onnx_minilm

    def no_model(*args: object, **kwargs: object) -> None:
        raise AssertionError("a model was loaded to learn its dimension")

    monkeypatch.setattr(onnx_minilm.OnnxMiniLM, "__init__", no_model)
    monkeypatch.setattr(factory, "build_local_embedder", no_model)
    assert await factory.index_dimension(load_settings(_env_file=None)) == 384
    monkeypatch.setenv("LM_STUDIO_URL", "http://lm:1234")
    assert await factory.index_dimension(load_settings(_env_file=None)) == 768  # nomic-embed's default
    monkeypatch.setenv("EMBEDDING_MODEL", "bge-m3")
    with pytest.raises(SettingsError, match="EMBEDDING_DIM must be set"):
        await factory.index_dimension(load_settings(_env_file=None))
    monkeypatch.setenv("EMBEDDING_DIM", "1024")
    assert await factory.index_dimension(load_settings(_env_file=None)) == 1024


async def test_opened_data_closes_the_store_when_the_index_cannot_open(monkeypatch: pytest.MonkeyPatch, tmp_path: Path) -> None:
    from rag_context.backends import factory
    from rag_context.core.ports import DependencyError
    from tests.unit.fakes import FakeContextStore

    class RecordedStore(FakeContextStore):
        closed = False

        async def close(self) -> None:
            self.closed = True

    store = RecordedStore()

    async def fake_store(settings: Settings) -> FakeContextStore:
        return store

    async def failing_index(*args: object) -> None:
        raise DependencyError("index locked")

    monkeypatch.setattr(factory, "open_store", fake_store)
    monkeypatch.setattr(factory, "open_vector_index", failing_index)
    with pytest.raises(DependencyError):
        async with factory.opened_data(load_settings(_env_file=None, rag_data_dir=tmp_path)):
            pass
    assert store.closed
