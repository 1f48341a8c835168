"""/health/live answers while a 100,000-character document is being chunked (issue 14): chunking
runs off the event loop. Proved by order, not by time: the chunker is held inside its work until
the liveness probe has been answered, so on the event loop it would have held the probe too."""

from __future__ import annotations

import threading
from typing import Any

import pytest
from api_support import INDEX, unique
from fastapi.testclient import TestClient

from tests.unit import pathological

HOLD_LIMIT_S = 20  # the chunker gives up waiting (only when the probe never comes: the test fails)


class HeldTokenizerEmbedder:
    """The session's embedder, whose tokenizer, asked for the offsets of the big document (the
    chunker's first step), records that and holds until it is let go."""

    def __init__(self, inner: Any, events: list[str]) -> None:
        self._inner = inner
        self.model_name = inner.model_name
        self.dimension = inner.dimension
        self.max_tokens = inner.max_tokens
        self.events = events
        self.chunking = threading.Event()
        self.release = threading.Event()

    def count_tokens(self, text: str) -> int:
        return self._inner.count_tokens(text)

    def token_offsets(self, text: str) -> Any:
        if len(text) >= 100_000 and not self.chunking.is_set():
            self.events.append("chunking")
            self.chunking.set()
            released = self.release.wait(HOLD_LIMIT_S)
            self.events.append("chunking resumed" if released else "chunking gave up waiting")
        return self._inner.token_offsets(text)

    async def embed_documents(self, texts: Any) -> list[list[float]]:
        return await self._inner.embed_documents(texts)

    async def embed_query(self, text: str) -> list[float]:
        return await self._inner.embed_query(text)

    async def health(self) -> Any:
        return await self._inner.health()

    async def close(self) -> None:
        return None


@pytest.mark.parametrize("name", list(pathological.DOCUMENTS))
def test_liveness_answers_while_a_100000_character_document_is_chunked(make_app, settings, local_embedder, name: str) -> None:
    events: list[str] = []
    embedder = HeldTokenizerEmbedder(local_embedder, events)
    # The vectors of 400 chunks are not what this test is about: acknowledged pending at once,
    # the reconciler would write them later.
    quick = settings.model_copy(update={"rag_index_timeout_ms": 1})
    content = pathological.DOCUMENTS[name](100_000)
    answers: dict[str, Any] = {}
    with TestClient(make_app(quick, embedder=embedder)) as client:
        body = {"content": content, "contentType": "documentation", "sessionId": "big", "source": f"{unique('big')}.md"}
        indexing = threading.Thread(target=lambda: answers.update(index=client.post(INDEX, json=body)))
        indexing.start()
        try:
            assert embedder.chunking.wait(HOLD_LIMIT_S), "the document was never chunked"
            live = client.get("/health/live")
            events.append("live answered")
        finally:
            embedder.release.set()
            indexing.join(HOLD_LIMIT_S * 3)
    assert live.status_code == 200 and live.json() == {"status": "alive"}
    assert events == ["chunking", "live answered", "chunking resumed"]
    index = answers["index"]
    assert index.status_code == 200, index.text
    assert index.json()["chunksIndexed"] > 50
