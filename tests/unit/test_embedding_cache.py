"""The embedding cache (core/embedding_cache.py on backends/embedding_cache.py's SQLite file): a text
embedded once is not embedded again, by the same model; bounded, least recently used out; another
model's vectors are never served; a failing cache costs embeddings, never an index request."""

from __future__ import annotations

import asyncio
import sqlite3
from collections.abc import Sequence
from pathlib import Path
from typing import Any

import pytest

from rag_context.backends.embedding_cache import FILE_NAME, SqliteVectorCache
from rag_context.core.embedding_cache import CachingEmbedder, identity_of, text_key
from rag_context.core.models import ComponentStatus


class CountingEmbedder:
    """A deterministic embedder that records what it was asked to embed."""

    model_name, dimension, max_tokens = "counting", 4, 64

    def __init__(self, identity: str = "counting v1", exact_float32: bool = True) -> None:
        self.identity = identity
        self.embedded: list[str] = []
        self._exact = exact_float32

    def count_tokens(self, text: str) -> int:
        return len(text.split())

    def token_offsets(self, text: str) -> list[tuple[int, int]]:
        return []

    def vector(self, text: str) -> list[float]:
        seed = sum(ord(character) for character in text + self.identity)
        if self._exact:  # values a float32 holds exactly (as the bundled model's)
            return [float(seed % 97) / 8, 0.25, -1.5, float(len(text)) / 4]
        return [seed / 3, 0.1, 1 / 7, float(len(text)) / 3]  # a server's JSON doubles

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        self.embedded.extend(texts)
        return [self.vector(text) for text in texts]

    async def embed_query(self, text: str) -> list[float]:
        return self.vector(text)

    async def health(self) -> ComponentStatus:
        return ComponentStatus.HEALTHY

    async def close(self) -> None:
        return None


def key_of(text: str) -> bytes:
    return text_key(identity_of(CountingEmbedder()), text)


def opened(directory: Path, embedder: Any, max_entries: int = 1000) -> SqliteVectorCache:
    return SqliteVectorCache.open(directory, identity_of(embedder), embedder.dimension, max_entries)


async def test_a_text_embedded_once_is_answered_from_the_cache_with_the_same_vector(tmp_path: Path) -> None:
    model = CountingEmbedder()
    cached = CachingEmbedder(model, opened(tmp_path, model))
    first = await cached.embed_documents(["alpha", "beta", "gamma"])
    assert model.embedded == ["alpha", "beta", "gamma"]
    second = await cached.embed_documents(["gamma", "delta", "alpha"])
    assert model.embedded == ["alpha", "beta", "gamma", "delta"]  # only the new text
    assert second == [first[2], model.vector("delta"), first[0]]
    assert (cached.counts.hits, cached.counts.misses) == (2, 4)
    # Queries are the model's, never the cache's.
    assert await cached.embed_query("alpha") == model.vector("alpha")
    assert (cached.counts.hits, cached.counts.misses) == (2, 4)
    await cached.close()


async def test_the_cache_outlives_the_process_and_keeps_vectors_bit_for_bit(tmp_path: Path) -> None:
    for exact in (True, False):
        directory = tmp_path / str(exact)
        directory.mkdir()
        model = CountingEmbedder(exact_float32=exact)
        writer = CachingEmbedder(model, opened(directory, model))
        written = await writer.embed_documents(["a text", "another text"])
        await writer.close()
        reader_model = CountingEmbedder(exact_float32=exact)
        reader = CachingEmbedder(reader_model, opened(directory, reader_model))
        assert await reader.embed_documents(["another text", "a text"]) == [written[1], written[0]]
        assert reader_model.embedded == []
        await reader.close()


async def test_another_model_drops_the_vectors_and_is_never_served_them(tmp_path: Path) -> None:
    old = CountingEmbedder("model A")
    cache = opened(tmp_path, old)
    await CachingEmbedder(old, cache).embed_documents(["shared text", "old text"])
    cache.close()
    new = CountingEmbedder("model B")
    cache = opened(tmp_path, new)
    assert cache.entries == 0
    vectors = await CachingEmbedder(new, cache).embed_documents(["shared text"])
    assert new.embedded == ["shared text"] and vectors == [new.vector("shared text")]
    cache.close()
    # And back to the first model: its vectors went when the second opened the file.
    again = CountingEmbedder("model A")
    assert opened(tmp_path, again).entries == 0


async def test_past_the_bound_the_least_recently_used_go(tmp_path: Path) -> None:
    model = CountingEmbedder()
    cache = opened(tmp_path, model, max_entries=100)
    cached = CachingEmbedder(model, cache)
    await cached.embed_documents([f"early {n}" for n in range(50)])
    await cached.embed_documents([f"middle {n}" for n in range(50)])
    await cached.embed_documents([f"early {n}" for n in range(10)])  # used again: now the most recent
    await cached.embed_documents([f"late {n}" for n in range(30)])
    assert cache.entries == 99  # 130 written, the 30 beyond the bound and a hundredth of it gone
    assert len(cache.get([key_of(f"early {n}") for n in range(10)])) == 10  # used again: kept
    assert len(cache.get([key_of(f"early {n}") for n in range(10, 50)])) == 40 - 31  # the least recently used went
    assert len(cache.get([key_of(f"middle {n}") for n in range(50)])) == 50
    assert len(cache.get([key_of(f"late {n}") for n in range(30)])) == 30
    assert sqlite3.connect(tmp_path / FILE_NAME).execute("SELECT COUNT(*) FROM vectors").fetchone()[0] == cache.entries
    cache.close()


async def test_a_cache_that_fails_costs_embeddings_never_the_call(tmp_path: Path) -> None:
    model = CountingEmbedder()
    cache = opened(tmp_path, model)
    cached = CachingEmbedder(model, cache)
    await cached.embed_documents(["kept"])
    cache._db.close()  # every statement now fails
    assert await cached.embed_documents(["kept", "new"]) == [model.vector("kept"), model.vector("new")]
    assert model.embedded == ["kept", "kept", "new"]
    assert cached.counts.failures == 2  # the lookup and the write


def test_a_damaged_cache_file_is_replaced_by_an_empty_one(tmp_path: Path) -> None:
    (tmp_path / FILE_NAME).write_bytes(b"not a database, " * 512)
    cache = opened(tmp_path, CountingEmbedder())
    assert cache.entries == 0
    cache.put([(key_of("x"), [1.0, 2.0, 3.0, 4.0])])
    assert cache.get([key_of("x")]) == {key_of("x"): [1.0, 2.0, 3.0, 4.0]}
    cache.close()


def test_texts_differing_in_one_character_or_a_lone_surrogate_or_by_their_model_are_distinct_keys() -> None:
    assert text_key("m", "def f():\n    return 1\n") != text_key("m", "def f():\n    return 1 \n")
    assert text_key("m", "\ud800") != text_key("m", "\ud801")  # JSON may carry lone surrogates: no crash, no collision
    assert text_key("model A", "same text") != text_key("model B", "same text")
    assert text_key("a", "bc") != text_key("ab", "c")  # the identity and the text kept apart


async def test_a_process_of_another_model_writing_the_same_file_meanwhile_is_never_served(tmp_path: Path) -> None:
    """The service (model A) and, beside it, a process of model B on the same data directory
    (`rag-context reembed`): B's opening empties the file, then A keeps writing; a process of B
    never gets A's vectors for the same texts, nor A B's."""
    model_a, model_b = CountingEmbedder("model A"), CountingEmbedder("model B")
    service = CachingEmbedder(model_a, opened(tmp_path, model_a))
    beside = CachingEmbedder(model_b, opened(tmp_path, model_b))  # drops A's entries on opening
    await service.embed_documents(["shared text"])  # A writes after B opened
    assert await beside.embed_documents(["shared text"]) == [model_b.vector("shared text")]
    assert model_b.embedded == ["shared text"]
    assert await service.embed_documents(["shared text"]) == [model_a.vector("shared text")]
    assert model_a.embedded == ["shared text"]  # A's own entry, still A's
    await service.close()
    await beside.close()


async def test_concurrent_calls_for_the_same_texts_each_get_their_vectors(tmp_path: Path) -> None:
    model = CountingEmbedder()
    cached = CachingEmbedder(model, opened(tmp_path, model))
    texts = [f"text {n}" for n in range(20)]
    results = await asyncio.gather(*(cached.embed_documents(texts[n:] + texts[:n]) for n in range(5)))
    for n, vectors in enumerate(results):
        assert vectors == [model.vector(text) for text in texts[n:] + texts[:n]]
    assert cached.cache is not None and cached.cache.entries == 20
    await cached.close()


def test_the_bundled_models_identity_names_its_file_and_its_runtime(local_embedder: Any) -> None:
    import onnxruntime

    from rag_context.backends.embedders.onnx_minilm import MODEL_SHA256

    identity = identity_of(local_embedder)
    assert MODEL_SHA256 in identity and onnxruntime.__version__ in identity


@pytest.mark.parametrize("entries", [0])
async def test_a_bound_of_zero_keeps_nothing(tmp_path: Path, entries: int) -> None:
    from rag_context.backends import factory
    from rag_context.config import load_settings

    settings = load_settings(_env_file=None, rag_data_dir=tmp_path, rag_embedding_cache_entries=entries)
    assert await factory.open_embedding_cache(settings, CountingEmbedder()) is None
    assert not (tmp_path / FILE_NAME).exists()
