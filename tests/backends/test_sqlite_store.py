"""SqliteStore on a real SQLite file in tmp_path."""

from __future__ import annotations

import dataclasses
import signal
import sqlite3
import textwrap
from datetime import datetime, timedelta, timezone
from pathlib import Path

import pytest
import store_lifecycle
from backend_factories import make_document, run_python

from rag_context.backends.stores.sqlite import METRICS_TABLE, SqliteStore
from rag_context.core.models import (
    ComponentStatus,
    DocumentMetadata,
    DocumentStatus,
    FallbackLevel,
    Hit,
    MetricsRecord,
    SearchFilters,
    document_id_for,
)
from rag_context.core.ports import DependencyError

EXPECTED_TABLES = {"documents", "chunks", "chunks_fts", METRICS_TABLE}


@pytest.fixture
def db_path(tmp_path: Path) -> Path:
    return tmp_path / "store" / "context.db"


@pytest.fixture
async def store(db_path: Path):
    s = await SqliteStore.open(db_path)
    yield s
    await s.close()


def assert_scores_well_formed(hits: list[Hit]) -> None:
    scores = [hit.score for hit in hits]
    assert all(0.0 <= score <= 1.0 for score in scores), scores
    assert all(a >= b for a, b in zip(scores, scores[1:])), f"scores not non-increasing: {scores}"


def table_names(db_path: Path) -> set[str]:
    with sqlite3.connect(f"file:{db_path}?mode=ro", uri=True) as conn:
        return {row[0] for row in conn.execute("SELECT name FROM sqlite_master WHERE type IN ('table', 'view')")}


def raw_count(db_path: Path, table: str) -> int:
    with sqlite3.connect(f"file:{db_path}?mode=ro", uri=True) as conn:
        return conn.execute(f'SELECT count(*) FROM "{table}"').fetchone()[0]


# --- documents


async def test_save_and_get_round_trip(store: SqliteStore) -> None:
    moment = datetime(2024, 5, 17, 14, 30, 15, 123456, tzinfo=timezone(timedelta(hours=2)))
    meta = DocumentMetadata(agent="planner", tags=("mongo", "retry"), category="bugfix", game="firekirin", decision_id="D-42")
    texts = ["first chunk about pools", "second chunk about sockets", "third chunk about queues"]
    # Chunks handed over out of order: they come back by chunk index.
    document = make_document("sess-1", "notes/a.md", texts, content_type="decision", metadata=meta,
                             status=DocumentStatus.PENDING, fingerprint="abc123", indexed_at=moment, chunk_order=[2, 0, 1])
    await store.save_document(document)

    loaded = await store.get_document(document.document_id)
    assert loaded is not None
    assert loaded.document_id == document.document_id == document_id_for("sess-1", "notes/a.md")
    assert (loaded.session_id, loaded.source, loaded.content_type) == ("sess-1", "notes/a.md", "decision")
    assert loaded.content == document.content
    assert loaded.metadata == meta
    assert loaded.fingerprint == "abc123"
    assert loaded.status is DocumentStatus.PENDING
    assert loaded.indexed_at == moment
    assert loaded.indexed_at.tzinfo is not None and loaded.indexed_at.utcoffset() == timedelta(0)
    assert [c.chunk_index for c in loaded.chunks] == [0, 1, 2]
    assert [c.text for c in loaded.chunks] == texts
    by_index = {c.chunk_index: c for c in document.chunks}
    for chunk in loaded.chunks:
        original = by_index[chunk.chunk_index]
        assert chunk.vector_id == original.vector_id
        assert chunk.document_id == original.document_id
        assert chunk.metadata == meta
        assert chunk.indexed_at == moment and chunk.indexed_at.utcoffset() == timedelta(0)
    assert loaded.vector_ids == [by_index[i].vector_id for i in range(3)]

    assert await store.get_document(document_id_for("sess-1", "other.md")) is None


async def test_save_again_with_fewer_chunks_replaces_them(store: SqliteStore) -> None:
    first = make_document("s", "doc.md", ["pelican migration notes", "flamingo colony census", "albatross wingspan data"])
    await store.save_document(first)
    assert len(await store.text_search("albatross", SearchFilters(), 10)) == 1

    second = make_document("s", "doc.md", ["pelican migration notes revised"], fingerprint="fp-2")
    await store.save_document(second)
    loaded = await store.get_document(first.document_id)
    assert loaded is not None
    assert [c.text for c in loaded.chunks] == ["pelican migration notes revised"]
    assert loaded.fingerprint == "fp-2"
    assert await store.count_documents() == 1
    assert await store.text_search("albatross", SearchFilters(), 10) == []
    assert await store.text_search("flamingo", SearchFilters(), 10) == []
    hits = await store.text_search("pelican", SearchFilters(), 10)
    assert [h.text for h in hits] == ["pelican migration notes revised"]


async def test_set_status_respects_fingerprint(store: SqliteStore) -> None:
    document = make_document("s", "a.md", ["text"], status=DocumentStatus.PENDING, fingerprint="current")
    await store.save_document(document)

    await store.set_status(document.document_id, "stale", DocumentStatus.INDEXED)
    loaded = await store.get_document(document.document_id)
    assert loaded is not None and loaded.status is DocumentStatus.PENDING

    await store.set_status(document.document_id, "current", DocumentStatus.INDEXED)
    loaded = await store.get_document(document.document_id)
    assert loaded is not None and loaded.status is DocumentStatus.INDEXED
    assert loaded.fingerprint == "current"

    # An unknown document is not created.
    await store.set_status(document_id_for("s", "ghost.md"), "current", DocumentStatus.PENDING)
    assert await store.count_documents() == 1


async def test_pending_documents_oldest_first(store: SqliteStore) -> None:
    base = datetime(2024, 1, 1, 12, 0, tzinfo=timezone.utc)
    # Saved out of time order. p1 is given in UTC+9: its wall clock (21:30) reads later than every other
    # document's, but its instant (12:30 UTC) is the oldest pending one.
    specs = [
        ("p2", base + timedelta(hours=2), DocumentStatus.PENDING),
        ("i1", base + timedelta(hours=1), DocumentStatus.INDEXED),
        ("p3", base + timedelta(hours=3), DocumentStatus.PENDING),
        ("p1", (base + timedelta(minutes=30)).astimezone(timezone(timedelta(hours=9))), DocumentStatus.PENDING),
        ("i0", base - timedelta(hours=5), DocumentStatus.INDEXED),
    ]
    for name, moment, status in specs:
        await store.save_document(make_document("s", f"{name}.md", [f"{name} body"], status=status, indexed_at=moment))

    pending = await store.pending_documents(10)
    assert [d.source for d in pending] == ["p1.md", "p2.md", "p3.md"]
    assert all(d.status is DocumentStatus.PENDING for d in pending)
    assert all(len(d.chunks) == 1 for d in pending)
    assert [d.source for d in await store.pending_documents(2)] == ["p1.md", "p2.md"]

    # Once indexed, a document leaves the queue.
    await store.set_status(pending[0].document_id, pending[0].fingerprint, DocumentStatus.INDEXED)
    assert [d.source for d in await store.pending_documents(10)] == ["p2.md", "p3.md"]


async def test_count_documents(store: SqliteStore) -> None:
    assert await store.count_documents() == 0
    for i in range(4):
        await store.save_document(make_document("s", f"{i}.md", [f"body {i}", "more"]))
    assert await store.count_documents() == 4
    await store.save_document(make_document("s", "0.md", ["body 0 again"]))  # same (session, source)
    assert await store.count_documents() == 4
    await store.save_document(make_document("other", "0.md", ["body"]))  # other session, same source
    assert await store.count_documents() == 5


# --- text search


async def test_text_search_stems(store: SqliteStore) -> None:
    await store.save_document(make_document("s", "a.md", ["Too many open connections exhausted the pool."]))
    await store.save_document(make_document("s", "b.md", ["Unrelated note about tulips."]))
    for query in ("connection", "CONNECTING", "connected"):
        hits = await store.text_search(query, SearchFilters(), 10)
        assert [h.text for h in hits] == ["Too many open connections exhausted the pool."], query
    assert await store.text_search("the of and with", SearchFilters(), 10) == []  # stop words only


async def test_text_search_ranks_by_term_frequency(store: SqliteStore) -> None:
    once = "timeout seen in the pool handler code path today"
    thrice = "timeout timeout timeout in the pool handler code"
    await store.save_document(make_document("s", "once.md", [once]))
    await store.save_document(make_document("s", "thrice.md", [thrice]))
    await store.save_document(make_document("s", "none.md", ["pool handler code path only"]))
    hits = await store.text_search("timeout", SearchFilters(), 10)
    assert [h.text for h in hits] == [thrice, once]
    assert hits[0].score > hits[1].score
    assert_scores_well_formed(hits)
    assert all(0.0 < h.score < 1.0 for h in hits)


async def test_text_search_hit_fields(store: SqliteStore) -> None:
    moment = datetime(2024, 3, 1, 8, 0, tzinfo=timezone.utc)
    meta = DocumentMetadata(agent="a1", category="bugfix", tags=("x",))
    document = make_document("s", "hit.md", ["quokka sighting", "quokka census"], metadata=meta, indexed_at=moment)
    await store.save_document(document)
    hits = await store.text_search("quokka", SearchFilters(), 10)
    assert {h.vector_id for h in hits} == set(document.vector_ids)
    for hit in hits:
        assert hit.document_id == document.document_id
        assert hit.source == "hit.md"
        assert hit.timestamp == moment
        assert hit.metadata == meta.as_dict()


SEARCH_DOCS = [
    # (session, source, content_type, category, game)
    ("s1", "a.md", "code", "bugfix", None),
    ("s1", "b.md", "decision", "strategy", "firekirin"),
    ("s2", "c.md", "documentation", "architecture", None),
    ("s2", "d.md", "chat", "casino", "pandamaster"),
    ("s3", "e.md", "chat", "bugfix", None),
    ("s3", "f.md", "documentation", "strategy", "firekirin"),
]


@pytest.fixture
async def search_store(store: SqliteStore) -> SqliteStore:
    for session, source, content_type, category, game in SEARCH_DOCS:
        meta = DocumentMetadata(category=category, game=game)
        await store.save_document(make_document(session, source, [f"shared keyword gizmo in {source}"],
                                                content_type=content_type, metadata=meta))
    return store


@pytest.mark.parametrize(
    ("filters", "expected"),
    [
        (SearchFilters(category="bugfix"), {"a.md", "e.md"}),
        (SearchFilters(session_id="s2"), {"c.md", "d.md"}),
        (SearchFilters(content_type="documentation"), {"c.md", "f.md"}),
        (SearchFilters(content_type="chat"), {"d.md", "e.md"}),
        (SearchFilters(game="firekirin"), {"b.md", "f.md"}),
        (SearchFilters(game="pandamaster"), {"d.md"}),
        (SearchFilters(category="strategy", game="firekirin", session_id="s3", content_type="documentation"), {"f.md"}),
        (SearchFilters(category="casino", session_id="s1"), set()),
    ],
    ids=lambda v: repr(v) if isinstance(v, SearchFilters) else None,
)
async def test_text_search_filters_isolate(search_store: SqliteStore, filters: SearchFilters, expected: set[str]) -> None:
    assert len(await search_store.text_search("gizmo", SearchFilters(), 20)) == 6
    hits = await search_store.text_search("gizmo", filters, 20)
    assert {h.source for h in hits} == expected
    assert len(hits) == len(expected)


async def test_text_search_limit_and_scores(search_store: SqliteStore) -> None:
    for limit in (1, 3, 5):
        hits = await search_store.text_search("gizmo keyword", SearchFilters(), limit)
        assert len(hits) == limit
        assert_scores_well_formed(hits)
    everything = await search_store.text_search("gizmo keyword", SearchFilters(), 100)
    assert len(everything) == 6
    assert_scores_well_formed(everything)


HOSTILE_QUERIES = [
    '"; DROP TABLE documents; --',
    "'; DELETE FROM chunks; --",
    "NEAR(a b)",
    "NEAR(gizmo keyword, 2)",
    "a OR b*",
    "gizmo*",
    "col:value",
    "text:gizmo",
    "{text tags}: gizmo",
    '"unbalanced',
    "unbalanced)",
    "(((",
    "*",
    "^x",
    "^gizmo",
    "- gizmo",
    "gizmo NOT keyword",
    "gizmo AND",
    "+",
    "",
    "   ",
    "\x00",
    "chunks_fts",
    "x" * 5000,
    " ".join(["gizmo"] * 500),
]


@pytest.mark.parametrize("query", HOSTILE_QUERIES)
async def test_hostile_queries_are_inert(search_store: SqliteStore, db_path: Path, query: str) -> None:
    before_docs = await search_store.count_documents()
    before_chunks = raw_count(db_path, "chunks")
    hits = await search_store.text_search(query, SearchFilters(), 10)
    assert isinstance(hits, list)
    assert_scores_well_formed(hits)
    # Also as filter values: bound parameters, never SQL.
    assert await search_store.text_search("gizmo", SearchFilters(category=query, session_id=query), 10) == []
    assert await search_store.count_documents() == before_docs == 6
    assert raw_count(db_path, "chunks") == before_chunks == 6
    assert EXPECTED_TABLES <= table_names(db_path)
    # The FTS index still answers.
    assert len(await search_store.text_search("gizmo", SearchFilters(), 10)) == 6


async def test_sql_looking_values_are_stored_and_matched_literally(store: SqliteStore, db_path: Path) -> None:
    evil_session = "s'; DROP TABLE documents; --"
    evil_source = 'x" OR 1=1 --'
    evil_category = "' OR '1'='1"
    meta = DocumentMetadata(agent="Robert'); DROP TABLE chunks;--", tags=("'; --", "%"), category=evil_category, game="%")
    evil = make_document(evil_session, evil_source, ["'; DELETE FROM documents WHERE 1=1; -- marmot"],
                         content_type="code'--", metadata=meta, fingerprint="' OR 1=1 --")
    plain = make_document("plain", "plain.md", ["an ordinary marmot"], metadata=DocumentMetadata(category="bugfix", game="g"))
    await store.save_document(evil)
    await store.save_document(plain)

    loaded = await store.get_document(evil.document_id)
    assert loaded is not None
    assert (loaded.session_id, loaded.source, loaded.content_type) == (evil_session, evil_source, "code'--")
    assert loaded.metadata == meta
    assert loaded.fingerprint == "' OR 1=1 --"
    assert loaded.chunks[0].text == evil.chunks[0].text

    async def sources(filters: SearchFilters) -> set[str]:
        return {h.source for h in await store.text_search("marmot", filters, 10)}

    assert await sources(SearchFilters()) == {evil_source, "plain.md"}
    assert await sources(SearchFilters(category=evil_category)) == {evil_source}
    assert await sources(SearchFilters(session_id=evil_session)) == {evil_source}
    assert await sources(SearchFilters(content_type="code'--")) == {evil_source}
    assert await sources(SearchFilters(game="%")) == {evil_source}  # literal '%', not a LIKE pattern
    assert await sources(SearchFilters(game="_")) == set()
    assert await sources(SearchFilters(category="' OR '1'='1' --")) == set()
    assert await sources(SearchFilters(session_id="s1' OR '1'='1")) == set()

    # The SQL in the fingerprint guard is inert too.
    await store.set_status(plain.document_id, "' OR '1'='1", DocumentStatus.PENDING)
    reloaded = await store.get_document(plain.document_id)
    assert reloaded is not None and reloaded.status is DocumentStatus.INDEXED

    assert await store.count_documents() == 2
    assert EXPECTED_TABLES <= table_names(db_path)


# --- metrics


def record(moment: datetime, query: str, **overrides) -> MetricsRecord:
    values = dict(
        timestamp=moment, query=query, results_count=3, latency_ms=12.5, fallback=False,
        fallback_level=int(FallbackLevel.PRIMARY), cache_hit=False, agent="agent-a",
    )
    values.update(overrides)
    return MetricsRecord(**values)


async def test_query_observations_since(store: SqliteStore) -> None:
    now = datetime(2024, 6, 1, 12, 0, 0, 500000, tzinfo=timezone.utc)
    await store.record_metrics([
        record(now - timedelta(hours=2), "old", latency_ms=1.0, agent="old-agent"),
        record(now - timedelta(microseconds=1), "just before", latency_ms=2.0),
        record(now, "exactly at since", latency_ms=3.0, fallback=True, cache_hit=True, agent="b"),
        record(now + timedelta(minutes=5), "after", latency_ms=4.0),
    ])
    observations = await store.query_observations(now)
    assert sorted(o.latency_ms for o in observations) == [3.0, 4.0]
    at = next(o for o in observations if o.latency_ms == 3.0)
    assert (at.fallback, at.cache_hit, at.agent) == (True, True, "b")

    # The same instant written in another zone selects the same records.
    eastern = now.astimezone(timezone(timedelta(hours=-4)))
    assert sorted(o.latency_ms for o in await store.query_observations(eastern)) == [3.0, 4.0]
    assert len(await store.query_observations(now - timedelta(days=1))) == 4
    assert await store.query_observations(now + timedelta(hours=1)) == []


async def test_metrics_rows_return_stored_fields(store: SqliteStore) -> None:
    moment = datetime(2024, 6, 1, 12, 0, tzinfo=timezone.utc)
    await store.record_metrics([
        record(moment, "how to retry mongo", fallback_level=FallbackLevel.KEYWORD, fallback=True, cache_hit=True,
               agent="planner", error="embedder: timeout", embedding_latency_ms=None, vector_latency_ms=7.5,
               content_type="code", category="bugfix", game="firekirin", results_count=2),
        record(moment + timedelta(seconds=1), "'; DROP TABLE R4G_M37R1C5; --", agent="x"),
    ])
    rows = await store.metrics_rows()
    assert len(rows) == 2
    newest, first = rows  # newest first
    assert newest["query"] == "'; DROP TABLE R4G_M37R1C5; --"
    assert newest["error"] is None and newest["cache_hit"] == 0 and newest["fallback_level"] == 1
    assert first["query"] == "how to retry mongo"
    assert first["fallback_level"] == 2
    assert first["cache_hit"] == 1 and first["fallback"] == 1
    assert first["agent"] == "planner"
    assert first["error"] == "embedder: timeout"
    assert first["results_count"] == 2
    assert first["embedding_latency_ms"] is None and first["vector_latency_ms"] == 7.5
    assert (first["content_type"], first["category"], first["game"]) == ("code", "bugfix", "firekirin")
    assert datetime.fromisoformat(first["timestamp"]) == moment
    assert len(await store.metrics_rows(limit=1)) == 1


# --- durability and lifecycle


async def test_committed_document_survives_sigkill(db_path: Path) -> None:
    code = textwrap.dedent(
        f"""
        import asyncio, os, signal
        from pathlib import Path
        from rag_context.backends.stores.sqlite import SqliteStore
        from rag_context.core.models import (Chunk, DocumentMetadata, DocumentStatus, StoredDocument,
                                             document_id_for, utc_now, vector_id_for)

        async def main():
            store = await SqliteStore.open(Path({str(db_path)!r}))
            doc = document_id_for("s-kill", "kill.md")
            now = utc_now()
            meta = DocumentMetadata(category="bugfix")
            chunks = tuple(Chunk(vector_id_for(doc, i), doc, i, t, "s-kill", "kill.md", "chat", meta, now)
                           for i, t in enumerate(["wombat burrow depth", "wombat diet notes"]))
            await store.save_document(StoredDocument(doc, "s-kill", "kill.md", "chat", "wombat", meta, "fp-k",
                                                     DocumentStatus.PENDING, now, chunks))
            print("saved", flush=True)
            os.kill(os.getpid(), signal.SIGKILL)

        asyncio.run(main())
        """
    )
    result = run_python(code)
    assert result.returncode == -signal.SIGKILL, result.stderr
    assert "saved" in result.stdout

    store = await SqliteStore.open(db_path)
    try:
        loaded = await store.get_document(document_id_for("s-kill", "kill.md"))
        assert loaded is not None
        assert loaded.status is DocumentStatus.PENDING
        assert [c.text for c in loaded.chunks] == ["wombat burrow depth", "wombat diet notes"]
        assert len(await store.text_search("wombat", SearchFilters(category="bugfix"), 10)) == 2
        assert [d.document_id for d in await store.pending_documents(10)] == [loaded.document_id]
    finally:
        await store.close()


async def test_calls_after_close_raise_dependency_error(db_path: Path) -> None:
    store = await SqliteStore.open(db_path)
    document = make_document("s", "a.md", ["zebra"])
    await store.save_document(document)
    assert await store.health() == ComponentStatus.HEALTHY
    await store.close()
    await store.close()  # idempotent
    assert await store.health() == ComponentStatus.UNAVAILABLE

    calls = [
        lambda: store.get_document(document.document_id),
        lambda: store.save_document(document),
        lambda: store.set_status(document.document_id, "fp-1", DocumentStatus.PENDING),
        lambda: store.pending_documents(10),
        lambda: store.count_documents(),
        lambda: store.text_search("zebra", SearchFilters(), 10),
        lambda: store.record_metrics([record(datetime.now(timezone.utc), "q")]),
        lambda: store.query_observations(datetime.now(timezone.utc)),
        lambda: store.metrics_rows(),
    ]
    for call in calls:
        with pytest.raises(DependencyError):
            await call()

    # What was committed before close is there on reopen.
    reopened = await SqliteStore.open(db_path)
    try:
        assert await reopened.count_documents() == 1
        assert await reopened.health() == ComponentStatus.HEALTHY
    finally:
        await reopened.close()


async def test_failed_save_changes_nothing(store: SqliteStore) -> None:
    """save_document is one step: a chunk that cannot be written leaves no half-saved document."""
    import dataclasses

    first = make_document("s", "a.md", ["alpha text"])
    await store.save_document(first)
    other = make_document("s", "b.md", ["beta text", "gamma text"])
    clashing = dataclasses.replace(other.chunks[1], vector_id=first.chunks[0].vector_id)  # UNIQUE(vector_id)
    with pytest.raises(DependencyError):
        await store.save_document(dataclasses.replace(other, chunks=(other.chunks[0], clashing)))

    assert await store.get_document(other.document_id) is None
    assert await store.count_documents() == 1
    assert await store.text_search("beta", SearchFilters(), 10) == []
    assert len(await store.text_search("alpha", SearchFilters(), 10)) == 1
    # The writer is usable afterwards (the transaction was rolled back).
    await store.save_document(make_document("s", "c.md", ["delta text"]))
    assert await store.count_documents() == 2


async def test_concurrent_writes_and_reads(store: SqliteStore) -> None:
    import asyncio

    saves = [store.save_document(make_document("s", f"{i}.md", [f"concurrent capybara {i}"])) for i in range(20)]
    searches = [store.text_search("capybara", SearchFilters(), 50) for _ in range(20)]
    results = await asyncio.gather(*saves, *searches)
    for hits in results[20:]:
        assert len(hits) <= 20
    assert await store.count_documents() == 20
    assert len(await store.text_search("capybara", SearchFilters(), 50)) == 20


async def test_metrics_older_than_the_retention_are_pruned(tmp_path) -> None:
    from datetime import timedelta

    from rag_context.core.models import MetricsRecord, utc_now

    store = await SqliteStore.open(tmp_path / "retention.sqlite3", metrics_retention_days=7)
    try:
        def record(age_days: float) -> MetricsRecord:
            return MetricsRecord(
                timestamp=utc_now() - timedelta(days=age_days), query=f"age {age_days}", results_count=0,
                latency_ms=1.0, fallback=False, fallback_level=1, cache_hit=False, agent="a",
            )

        await store.record_metrics([record(0), record(6.9), record(7.1), record(30)])
        assert await store.prune_metrics() == 2
        assert sorted(row["query"] for row in await store.metrics_rows()) == ["age 0", "age 6.9"]
    finally:
        await store.close()


# --- document lifecycle (the shared checks of store_lifecycle.py)


async def test_find_document_ids(store: SqliteStore) -> None:
    await store_lifecycle.check_find_document_ids(store)


async def test_delete_documents(store: SqliteStore, db_path: Path) -> None:
    await store_lifecycle.check_delete_documents(store)
    # 13 chunks, 6 deleted, 1 of doc1 saved again; the FTS rows of the deleted chunks went with them
    assert raw_count(db_path, "chunks") == 8
    with sqlite3.connect(f"file:{db_path}?mode=ro", uri=True) as conn:
        assert conn.execute("SELECT count(*) FROM chunks_fts WHERE chunks_fts MATCH 'tentacle'").fetchone()[0] == 7


async def test_list_documents(store: SqliteStore) -> None:
    await store_lifecycle.check_list_documents(store)


async def test_document_versions(store: SqliteStore) -> None:
    await store_lifecycle.check_document_versions(store)


# --- batches (bulk indexing: one transaction, one fsync, for many documents)


async def traced_statements(store: SqliteStore) -> list[str]:
    """Every SQL statement the store's writer runs from now on (the trace callback is set on the
    writer's own thread: the connection belongs to it)."""
    statements: list[str] = []

    def trace() -> None:
        conn = store._write_conn
        assert conn is not None
        conn.set_trace_callback(statements.append)

    await store._on(store._writer, trace)
    return statements


async def test_save_documents_stores_all_of_them_in_one_transaction(store: SqliteStore) -> None:
    statements = await traced_statements(store)
    for number in range(3):  # the counting works: one document a call, one commit each
        await store.save_document(make_document("s", f"single-{number}.md", [f"single {number}"]))
    assert statements.count("COMMIT") == 3

    statements.clear()
    batch = [make_document("s", f"{number}.md", [f"marmot {number}", f"burrow {number}"]) for number in range(20)]
    version = await store.content_version()
    await store.save_documents(batch)
    assert statements.count("BEGIN IMMEDIATE") == 1
    assert statements.count("COMMIT") == 1  # one fsync (synchronous=FULL) for the batch, not 20
    assert await store.content_version() == version + 1
    assert await store.count_documents() == 23
    assert len(await store.text_search("marmot", SearchFilters(), 50)) == 20
    for document in batch:
        assert await store.get_document(document.document_id) == document

    statements.clear()
    await store.set_statuses([(document.document_id, document.fingerprint) for document in batch], DocumentStatus.PENDING)
    assert statements.count("COMMIT") == 1


async def test_the_writer_has_its_own_page_cache_size(store: SqliteStore) -> None:
    from rag_context.backends.stores.sqlite import WRITER_CACHE_KIB

    def cache_size(conn: sqlite3.Connection | None) -> int:
        assert conn is not None
        return conn.execute("PRAGMA cache_size").fetchone()[0]

    assert await store._on(store._writer, lambda: cache_size(store._write_conn)) == -WRITER_CACHE_KIB
    assert await store._on(store._reader, lambda: cache_size(store._read_conn)) != -WRITER_CACHE_KIB  # SQLite's default


async def test_save_documents_is_all_or_none(store: SqliteStore) -> None:
    import dataclasses

    first = make_document("s", "a.md", ["alpha text"])
    await store.save_document(first)
    version = await store.content_version()
    good = make_document("s", "b.md", ["beta text"])
    other = make_document("s", "c.md", ["gamma text", "delta text"])
    clashing = dataclasses.replace(other.chunks[1], vector_id=first.chunks[0].vector_id)  # UNIQUE(vector_id)
    after = make_document("s", "d.md", ["epsilon text"])
    with pytest.raises(DependencyError):
        await store.save_documents([good, dataclasses.replace(other, chunks=(other.chunks[0], clashing)), after])

    for document in (good, other, after):
        assert await store.get_document(document.document_id) is None
    assert await store.count_documents() == 1
    assert await store.content_version() == version
    for word in ("beta", "gamma", "epsilon"):
        assert await store.text_search(word, SearchFilters(), 10) == []
    # The writer is usable afterwards (the transaction was rolled back).
    await store.save_documents([good, after])
    assert await store.count_documents() == 3


async def test_set_statuses_honours_the_fingerprint_and_bumps_the_content_version_once(store: SqliteStore) -> None:
    current = make_document("s", "current.md", ["x"], status=DocumentStatus.PENDING, fingerprint="fp-current")
    stale = make_document("s", "stale.md", ["y"], status=DocumentStatus.PENDING, fingerprint="fp-new")
    failed = make_document("s", "failed.md", ["z"], status=DocumentStatus.PENDING, fingerprint="fp-failed")
    await store.save_documents([current, stale, failed])
    await store.set_status(failed.document_id, "fp-failed", DocumentStatus.FAILED, "HTTP 400: too long")
    version = await store.content_version()

    ghost = document_id_for("s", "ghost.md")
    await store.set_statuses(
        [(current.document_id, "fp-current"), (stale.document_id, "fp-old"), (failed.document_id, "fp-failed"), (ghost, "fp")],
        DocumentStatus.INDEXED,
    )
    documents = await store.get_documents([current.document_id, stale.document_id, failed.document_id])
    assert documents[current.document_id].status is DocumentStatus.INDEXED
    assert documents[stale.document_id].status is DocumentStatus.PENDING  # another version was handed over
    assert (documents[failed.document_id].status, documents[failed.document_id].reason) == (DocumentStatus.INDEXED, None)
    assert await store.get_document(ghost) is None  # an unknown document is not created
    assert await store.content_version() == version + 1  # one bump for the batch

    await store.set_statuses([(stale.document_id, "fp-old")], DocumentStatus.INDEXED)  # changes nothing
    assert await store.content_version() == version + 1
    assert (await store.get_document(stale.document_id)).status is DocumentStatus.PENDING


async def test_get_documents_reads_what_get_document_reads(store: SqliteStore) -> None:
    meta = DocumentMetadata(agent="planner", tags=("a", "b"), category="bugfix")
    documents = [
        make_document("s", "three.md", ["one", "two", "three"], metadata=meta, chunk_order=[2, 0, 1]),
        make_document("s", "one.md", ["only"], status=DocumentStatus.PENDING),
        make_document("t", "empty.md", []),
    ]
    await store.save_documents(documents)
    ghost = document_id_for("s", "ghost.md")
    ids = [documents[0].document_id, ghost, documents[1].document_id, documents[2].document_id, documents[0].document_id]
    found = await store.get_documents(ids)
    assert set(found) == {document.document_id for document in documents}
    for document in documents:
        assert found[document.document_id] == await store.get_document(document.document_id)
    assert [chunk.chunk_index for chunk in found[documents[0].document_id].chunks] == [0, 1, 2]
    assert await store.get_documents([]) == {}
    assert await store.get_documents([ghost]) == {}


async def test_get_documents_takes_more_ids_than_one_in_list(store: SqliteStore) -> None:
    from rag_context.backends.stores.sqlite import DELETE_BATCH

    count = DELETE_BATCH * 2 + 7
    documents = [make_document("s", f"{number}.md", [f"text {number}", f"more {number}"]) for number in range(count)]
    await store.save_documents(documents)
    unknown = [document_id_for("s", f"missing-{number}.md") for number in range(DELETE_BATCH)]
    found = await store.get_documents([document.document_id for document in documents] + unknown)
    assert len(found) == count
    assert all(found[document.document_id] == document for document in documents)


async def test_any_text_survives_the_batched_save_exactly(store: SqliteStore) -> None:
    """The batch reaches SQLite as JSON: every character must come back as it went in."""
    texts = [
        "nul \x00 inside, tab \t, newline \n, carriage return \r, form feed \x0c",
        'quotes " and \' and backslashes \\ \\\\ and a JSON-looking {"a": [1, 2]} ->> 0',
        "unicode: café, 東京, emoji 🚀, line separator \u2028, paragraph \u2029, bom \ufeff",
        "   leading and trailing spaces   ",
    ]
    meta = DocumentMetadata(agent="a\x00gent", tags=("t\"ag", "ü"), category="c\\at")
    odd = make_document("sess-\u2028", 'dir/"odd" \\ name.md', texts, metadata=meta, fingerprint="fp\x00")
    plain = make_document("sess-2", "b.md", ["plain words"])
    await store.save_documents([odd, plain])

    loaded = await store.get_document(odd.document_id)
    assert loaded is not None
    assert [chunk.text for chunk in loaded.chunks] == texts
    assert (loaded.session_id, loaded.source, loaded.content, loaded.fingerprint) == (odd.session_id, odd.source, odd.content, odd.fingerprint)
    assert loaded.metadata == meta
    assert [chunk.chunk_index for chunk in loaded.chunks] == [0, 1, 2, 3]
    hits = await store.text_search("东京 emoji café", SearchFilters(), 5)
    assert [hit.vector_id for hit in hits] == [odd.chunks[2].vector_id]


async def test_a_document_twice_in_one_batch_is_stored_as_its_last_version(store: SqliteStore) -> None:
    first = make_document("sess-1", "a.md", ["one", "two", "three"], fingerprint="v1")
    second = make_document("sess-1", "a.md", ["only one now"], fingerprint="v2")
    await store.save_documents([first, second])
    loaded = await store.get_document(first.document_id)
    assert loaded is not None and loaded.fingerprint == "v2"
    assert [chunk.text for chunk in loaded.chunks] == ["only one now"]
    assert await store.count_documents() == 1


async def test_a_batch_without_nul_takes_the_one_statement_path(store: SqliteStore, db_path: Path) -> None:
    """The fast path is the one taken normally (the NUL case above goes row by row)."""
    statements: list[str] = []
    documents = [make_document("sess-1", f"{n}.md", [f"chunk {n} a", f"chunk {n} b"]) for n in range(30)]

    def save_traced(conn: sqlite3.Connection) -> None:
        conn.set_trace_callback(statements.append)
        try:
            SqliteStore._save_all(conn, documents)
        finally:
            conn.set_trace_callback(None)

    await store._on(store._writer, store._write, save_traced)
    inserts = [statement for statement in statements if "INSERT INTO chunks (vector_id" in statement]
    # One statement for the 60 chunks (SQLite traces it again for each trigger it fires, always the
    # same text), not one per row with its own parameters (60 different texts).
    assert inserts and len(set(inserts)) == 1
    assert raw_count(db_path, "chunks") == 60


async def test_a_store_made_before_parts_loses_its_source_uniqueness_and_keeps_everything(db_path: Path) -> None:
    """A file in parts is several documents of one source: a store made when (session_id, source)
    was UNIQUE is rebuilt once at open, its documents and chunks (and their keyword index) kept."""
    old = await SqliteStore.open(db_path)
    await old.save_document(make_document("repo", "a.md", ["alpha keeper text"]))
    await old.close()
    with sqlite3.connect(db_path) as conn:  # as an older version made it: (session_id, source) UNIQUE
        conn.execute("PRAGMA foreign_keys = OFF")
        table = conn.execute("SELECT sql FROM sqlite_master WHERE name = 'documents'").fetchone()[0]
        rows = conn.execute("SELECT * FROM documents").fetchall()
        conn.execute("DROP TABLE documents")
        conn.execute(table.rstrip().removesuffix(")") + ",\n    UNIQUE (session_id, source)\n)")
        conn.executemany(f"INSERT INTO documents VALUES ({','.join('?' * len(rows[0]))})", rows)
    store = await SqliteStore.open(db_path)
    try:
        assert (await store.get_document(document_id_for("repo", "a.md"))) is not None
        assert [hit.source for hit in await store.text_search("alpha keeper", SearchFilters(), 5)] == ["a.md"]
        second_part = dataclasses.replace(make_document("repo", "a.md part 2", ["the second part"]), source="a.md")
        await store.save_document(second_part)  # the same (session, source): refused before the rebuild
        assert sorted(await store.find_document_ids("repo", "a.md")) == sorted([document_id_for("repo", "a.md"), second_part.document_id])
    finally:
        await store.close()
    with sqlite3.connect(db_path) as conn:
        assert "UNIQUE" not in conn.execute("SELECT sql FROM sqlite_master WHERE name = 'documents'").fetchone()[0]
        assert conn.execute("PRAGMA foreign_key_check").fetchall() == []
