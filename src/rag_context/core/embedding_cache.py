"""Never embed the same text twice: document vectors kept by (model, the exact text embedded).

Indexing asks its embedder through `CachingEmbedder`, which answers the texts the cache holds and
sends only the others to the model, so a chunk whose text was embedded before (a branch switched
back, a file returning to an earlier content, another sessionId indexing the same file, a document
deleted and indexed again) costs a lookup instead of a forward pass. Every index path passes here:
HTTP, MCP, `rag-context index --url` (the service's indexing) and in-process `rag-context index`.

The cache belongs to one model: it is opened with the embedder's `identity` (its name, and for the
bundled model the file's sha256 and the runtime that runs it) and drops every vector of another
identity when it opens. Each entry is keyed by the sha256 of (identity, the exact text), so that
even a process of another model writing the same file meanwhile (a `rag-context reembed` beside the
service) can never have its vectors served to this one. The vector is stored as given (float32
when that loses nothing). Queries are not
cached here (the search keeps its own query vectors; some models embed a query otherwise than a
document). A cache that fails is skipped, never a failure of indexing: the model embeds instead.
"""

from __future__ import annotations

import asyncio
import hashlib
from collections.abc import Sequence
from typing import Any, Protocol

import structlog

from rag_context.core.models import ComponentStatus
from rag_context.core.ports import Embedder

log = structlog.get_logger(__name__)


class VectorCache(Protocol):
    """Where the vectors are kept (backends/embedding_cache.py): bounded, least recently used out.
    Blocking calls (the caller runs them on a worker thread)."""

    max_entries: int

    @property
    def entries(self) -> int: ...

    def get(self, keys: Sequence[bytes]) -> dict[bytes, list[float]]:
        """The vectors of the keys it holds; those are now the most recently used."""
        ...

    def put(self, items: Sequence[tuple[bytes, list[float]]]) -> None:
        """Keep these vectors, evicting the least recently used beyond `max_entries`."""
        ...

    def close(self) -> None: ...


def identity_of(embedder: Any) -> str:
    """What an embedder's vectors depend on beyond the text: its `identity`, else its name and dimension."""
    identity = getattr(embedder, "identity", None)
    return str(identity) if identity else f"{embedder.model_name} ({embedder.dimension})"


def text_key(identity: str, text: str) -> bytes:
    """The cache's key of a text embedded by the model `identity`: the sha256 of both, the text's
    exact characters (lone surrogates included)."""
    digest = hashlib.sha256(identity.encode("utf-8", "surrogatepass"))
    digest.update(b"\0")
    digest.update(text.encode("utf-8", "surrogatepass"))
    return digest.digest()


class CacheCounts:
    """Texts whose vector came from the cache (hits) and texts the model embedded (misses), since start."""

    def __init__(self) -> None:
        self.hits = 0
        self.misses = 0
        self.failures = 0  # lookups or writes the cache failed (the model embedded instead)


class CachingEmbedder:
    """An Embedder whose `embed_documents` takes the vectors of texts embedded before from `cache`.
    Everything else is the inner embedder's."""

    def __init__(self, inner: Embedder, cache: VectorCache | None) -> None:
        self._inner = inner
        self.cache = cache
        self.identity = identity_of(inner)
        self.counts = CacheCounts()
        self.model_name = inner.model_name
        self.dimension = inner.dimension
        self.max_tokens = inner.max_tokens

    @property
    def inner(self) -> Embedder:
        return self._inner

    def count_tokens(self, text: str) -> int:
        return self._inner.count_tokens(text)

    def token_offsets(self, text: str) -> Sequence[tuple[int, int]]:
        return self._inner.token_offsets(text)

    async def embed_query(self, text: str) -> list[float]:
        return await self._inner.embed_query(text)

    async def health(self) -> ComponentStatus:
        return await self._inner.health()

    async def close(self) -> None:
        """Closes the cache, not the embedder (the service closes it)."""
        if self.cache is not None:
            cache, self.cache = self.cache, None
            await asyncio.to_thread(cache.close)

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        cache = self.cache
        if cache is None or not texts:
            vectors = await self._inner.embed_documents(texts)
            self.counts.misses += len(texts)
            return vectors
        keys = [text_key(self.identity, text) for text in texts]
        try:
            found = await asyncio.to_thread(cache.get, list(dict.fromkeys(keys)))
        except Exception as error:  # noqa: BLE001 - a cache that fails is skipped, the model embeds
            self._failed("embedding_cache.read_failed", error)
            found = {}
        missing = {key: text for key, text in zip(keys, texts, strict=True) if key not in found}
        self.counts.hits += len(texts) - sum(1 for key in keys if key in missing)
        if missing:
            embedded = await self._inner.embed_documents(list(missing.values()))
            self.counts.misses += len(missing)
            fresh = list(zip(missing, embedded, strict=True))
            found.update(fresh)
            try:
                await asyncio.to_thread(cache.put, fresh)
            except Exception as error:  # noqa: BLE001 - not kept: embedded again next time, no more
                self._failed("embedding_cache.write_failed", error)
        return [found[key] for key in keys]

    def _failed(self, event: str, error: Exception) -> None:
        self.counts.failures += 1
        log.warning(event, error=str(error) or type(error).__name__)
