"""core.reembed on the in-memory fakes: a rebuild in id order with a checkpoint per page, resumed
after a failure without writing anything twice, and the catch-up (changed documents again, deleted
ones removed); and the generation state file (backends.generations)."""

from __future__ import annotations

import json
from pathlib import Path

import pytest

from rag_context.backends.generations import Build, GenerationState, Generations, collection_name, edge_dir
from rag_context.core.indexing import DocumentCounter, IndexingService
from rag_context.core.models import DocumentMetadata, IndexRequest, utc_now
from rag_context.core.ports import DependencyError
from rag_context.core.reembed import Batching, catch_up, rebuild
from tests.unit.fakes import FakeContextStore, FakeEmbedder, FakeVectorIndex, ParagraphChunker


async def filled_store(count: int) -> tuple[FakeContextStore, FakeVectorIndex]:
    store, old = FakeContextStore(), FakeVectorIndex()
    indexing = IndexingService(FakeEmbedder(16), old, store, ParagraphChunker(), DocumentCounter(), on_change=lambda: None)
    for i in range(count):
        content = "\n\n".join(f"note {i} part {p}" for p in range(1 + i % 3))
        await indexing.index(IndexRequest(content, "chat", "s", f"{i}.md", DocumentMetadata()))
    return store, old


async def test_rebuild_writes_every_chunk_once_with_the_new_embedder_and_checkpoints_each_page() -> None:
    store, old = await filled_store(7)
    embedder, target = FakeEmbedder(32), FakeVectorIndex()
    marks: list[tuple[str, int]] = []
    done = await rebuild(store, embedder, target, after=None, done=0, checkpoint=lambda a, d: marks.append((a, d)), batching=Batching(3, 4, 5))
    assert done == 7
    ids = sorted(store.documents)
    assert marks == [(ids[2], 3), (ids[5], 6), (ids[6], 7)]
    assert set(target.points) == set(old.points)  # the same point ids, all of them
    assert all(len(vector) == 32 for vector, _ in target.points.values())
    assert max(embedder.document_batches) <= 4 and max(target.upsert_batches) <= 5


async def test_a_failed_rebuild_resumes_after_its_last_checkpoint() -> None:
    store, old = await filled_store(9)
    embedder, target = FakeEmbedder(32), FakeVectorIndex()
    marks: list[tuple[str, int]] = []
    original = embedder.embed_documents
    calls = 0

    async def failing(texts):
        nonlocal calls
        calls += 1
        if calls == 3:
            raise DependencyError("embedder died")
        return await original(texts)

    embedder.embed_documents = failing  # type: ignore[method-assign]
    with pytest.raises(DependencyError):
        await rebuild(store, embedder, target, after=None, done=0, checkpoint=lambda a, d: marks.append((a, d)), batching=Batching(2, 100, 100))
    after, done = marks[-1]
    assert done == 4
    embedder.embed_documents = original  # type: ignore[method-assign]
    embedded_before = sum(embedder.document_batches)
    total = await rebuild(store, embedder, target, after=after, done=done, checkpoint=lambda a, d: marks.append((a, d)), batching=Batching(2, 100, 100))
    assert total == 9
    assert set(target.points) == set(old.points)
    resumed_texts = sum(embedder.document_batches) - embedded_before
    remaining = sum(len(store.documents[i].chunks) for i in sorted(store.documents) if i > after)
    assert resumed_texts == remaining  # nothing before the checkpoint was embedded again


async def test_catch_up_embeds_changed_documents_and_removes_deleted_ones() -> None:
    store, _ = await filled_store(5)
    embedder, target = FakeEmbedder(32), FakeVectorIndex()
    await rebuild(store, embedder, target, after=None, done=0, checkpoint=lambda a, d: None)
    moment = utc_now()
    ids = sorted(store.documents)
    # meanwhile, elsewhere: one document replaced by a shorter version, one deleted
    indexing = IndexingService(FakeEmbedder(16), FakeVectorIndex(), store, ParagraphChunker(), DocumentCounter(), on_change=lambda: None)
    long_one = next(i for i in ids if len(store.documents[i].chunks) == 3)
    source = store.documents[long_one].source
    await indexing.index(IndexRequest("shorter now", "chat", "s", source, DocumentMetadata()))
    deleted = next(i for i in ids if i != long_one)
    del store.documents[deleted]
    result = await catch_up(store, embedder, target, moment)
    assert (result.reembedded, result.removed) == (1, 1)
    assert await target.document_ids() == set(store.documents)
    assert sorted(c.text for _, c in target.points.values() if c.document_id == long_one) == ["shorter now"]
    assert len(target.points) == sum(len(d.chunks) for d in store.documents.values())


def test_generation_state_round_trips_and_is_replaced_whole(tmp_path: Path) -> None:
    generations = Generations(tmp_path / "data")
    assert generations.read() == GenerationState()  # no file: generation 0
    build = Build(2, "nomic-embed-text-v1.5", 768, "2026-01-01T00:00:00Z", after="abc", done=5, total=9)
    state = generations.update(lambda s: GenerationState(active=1, retired=(0,), building=build, catch_up_since="2026-01-01T00:00:00Z", model="m"))
    assert generations.read() == state
    assert json.loads(generations.path.read_text())["building"]["after"] == "abc"
    assert [p.name for p in generations.data_dir.iterdir() if ".tmp" in p.name] == []  # no temporary file left


def test_generation_locations() -> None:
    assert edge_dir(Path("/d/vectors"), 0) == Path("/d/vectors")
    assert edge_dir(Path("/d/vectors"), 2) == Path("/d/vectors-g2")
    assert collection_name("p4nth30n_context", 0) == "p4nth30n_context"
    assert collection_name("p4nth30n_context", 1) == "p4nth30n_context_g1"


# --- rechunk_code: the migration of code indexed before core/code


CODE = """namespace Polly.Retry;

internal static class RetryHelper
{
    public static TimeSpan GetRetryDelay(int attempt, TimeSpan baseDelay) => TimeSpan.FromTicks(baseDelay.Ticks * (1 << attempt));

    public static bool IsValidDelay(TimeSpan delay) => delay >= TimeSpan.Zero;
}
"""


async def test_rechunk_code_cuts_stored_code_again_with_symbols_keywords_roles_and_headers() -> None:
    from rag_context.core.chunking import Chunker
    from rag_context.core.code import CodeOptions
    from rag_context.core.reembed import rechunk_code
    from tests.unit.fakes import whitespace_offsets

    store, vectors = FakeContextStore(), FakeVectorIndex()
    before = IndexingService(FakeEmbedder(16), vectors, store, Chunker(whitespace_offsets, 256), DocumentCounter(), lambda: None, code=CodeOptions.off())
    await before.index(IndexRequest(CODE, "code", "polly", "src/Polly.Core/Retry/RetryHelper.cs", DocumentMetadata()))
    await before.index(IndexRequest("note about retries", "chat", "polly", "chat-1", DocumentMetadata()))
    old = next(document for document in store.documents.values() if document.content_type == "code")
    assert all(chunk.symbol is None and not chunk.keywords for chunk in old.chunks)

    class RecordingEmbedder(FakeEmbedder):
        embedded: list[str] = []

        async def embed_documents(self, texts):  # type: ignore[no-untyped-def]
            self.embedded.extend(texts)
            return await super().embed_documents(texts)

    embedder = RecordingEmbedder(16)
    after = IndexingService(embedder, vectors, store, Chunker(whitespace_offsets, 256), DocumentCounter(), lambda: None)
    seen: list[int] = []
    assert await rechunk_code(store, after, progress=seen.append) == 1 and seen == [1]
    new = store.documents[old.document_id]
    assert new.metadata.role == "implementation"
    assert {chunk.symbol for chunk in new.chunks} == {"Polly.Retry.RetryHelper"}  # two small methods packed: their class
    assert all("get retry delay" in chunk.keywords for chunk in new.chunks)
    assert all(CODE.find(chunk.text) >= 0 for chunk in new.chunks)
    assert any(text.startswith("src/Polly.Core/Retry/RetryHelper.cs Polly.Retry.RetryHelper\n") for text in embedder.embedded)
    payload = next(chunk.payload() for _, chunk in vectors.points.values() if chunk.symbol)
    assert payload["textChars"] == len(new.chunks[0].text)
    assert await rechunk_code(store, after) == 1  # again: rewritten even though nothing changed
