"""MongoStore on a real MongoDB (testcontainers, mongo:7.0): the behavioural checks of the SQLite
store's suite (test_sqlite_store.py), on a standalone server (no transactions: the revision switch)
and on a one-member replica set (transactions). Every test gets a database of its own.

Skipped, with the reason, where no Docker engine answers."""

from __future__ import annotations

import asyncio
import dataclasses
import time
import uuid
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from functools import lru_cache
from typing import Any

import pytest
import store_lifecycle
from backend_factories import make_document

from rag_context.backends.stores.mongo.records import (
    CHUNKS,
    DOCUMENTS,
    ERRORS,
    METRICS,
    chunk_documents,
    micros_since_epoch,
)
from rag_context.backends.stores.mongo.store import MongoStore
from rag_context.core.models import (
    ComponentStatus,
    DocumentMetadata,
    DocumentStatus,
    ErrorRecord,
    FallbackLevel,
    Hit,
    MetricsRecord,
    SearchFilters,
    document_id_for,
)
from rag_context.core.ports import DependencyError
from rag_context.core.stats import compute_stats

IMAGE = "mongo:7.0"
STARTUP_TIMEOUT_S = 120.0


@lru_cache(maxsize=1)
def docker_engine_problem() -> str | None:
    """None when a Docker engine answers, else why not (the CLI alone is not enough)."""
    try:
        import docker
    except ImportError as error:  # pragma: no cover - docker is a dependency of testcontainers
        return f"the docker SDK is not installed ({error})"
    try:
        client = docker.from_env(timeout=5)
        try:
            client.ping()
        finally:
            client.close()
    except Exception as error:  # noqa: BLE001 - any failure means: no engine to run containers
        return f"{type(error).__name__}: {error}"
    return None


def wait_for(uri: str, check, what: str) -> None:
    from pymongo import MongoClient

    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    last: Exception | None = None
    while time.monotonic() < deadline:
        try:
            with MongoClient(uri, serverSelectionTimeoutMS=2000) as client:
                if check(client):
                    return
        except Exception as error:  # noqa: BLE001 - the server is still starting
            last = error
        time.sleep(0.5)
    raise RuntimeError(f"MongoDB did not become {what} within {STARTUP_TIMEOUT_S}s: {last}")


@dataclasses.dataclass(frozen=True)
class Server:
    uri: str
    topology: str


@pytest.fixture(scope="module", params=["standalone", "replica-set"])
def mongo_server(request: pytest.FixtureRequest) -> Iterator[Server]:
    problem = docker_engine_problem()
    if problem is not None:
        pytest.skip(f"Docker engine not available: {problem}")
    if request.param == "standalone":
        try:
            from testcontainers.community.mongodb import MongoDbContainer
        except ImportError:  # older testcontainers
            from testcontainers.mongodb import MongoDbContainer
        container = MongoDbContainer(IMAGE)
        container.start()
        uri = container.get_connection_url()
        wait_for(uri, lambda c: c.admin.command("ping")["ok"] == 1, "reachable")
    else:
        from testcontainers.core.container import DockerContainer

        container = DockerContainer(IMAGE).with_command("--replSet rs0 --bind_ip_all").with_exposed_ports(27017)
        container.start()
        uri = f"mongodb://{container.get_container_host_ip()}:{container.get_exposed_port(27017)}/?directConnection=true"
        wait_for(uri, lambda c: c.admin.command("ping")["ok"] == 1, "reachable")

        def initiate(client) -> bool:
            try:
                client.admin.command("replSetInitiate", {"_id": "rs0", "members": [{"_id": 0, "host": "localhost:27017"}]})
            except Exception as error:  # noqa: BLE001
                if "already initialized" not in str(error):
                    raise
            return True

        wait_for(uri, initiate, "a replica set")
        wait_for(uri, lambda c: c.admin.command("hello").get("isWritablePrimary") is True, "primary")
    try:
        yield Server(uri, request.param)
    finally:
        container.stop()


@pytest.fixture
def raw(mongo_server: Server):
    """A plain synchronous client, to look at what the store wrote."""
    from pymongo import MongoClient

    client = MongoClient(mongo_server.uri, tz_aware=True)
    yield client
    client.close()


@pytest.fixture
def db_name() -> str:
    return f"rag_test_{uuid.uuid4().hex[:12]}"


@pytest.fixture
async def store(mongo_server: Server, db_name: str, raw) -> MongoStore:
    s = await MongoStore.open(mongo_server.uri, db_name, timeout_s=10.0)
    yield s
    await s.close()
    raw.drop_database(db_name)


def assert_scores_well_formed(hits: list[Hit]) -> None:
    scores = [hit.score for hit in hits]
    assert all(0.0 <= score <= 1.0 for score in scores), scores
    assert all(a >= b for a, b in zip(scores, scores[1:])), f"scores not non-increasing: {scores}"


def raw_count(raw, db_name: str, collection: str, query: dict[str, Any] | None = None) -> int:
    return raw[db_name][collection].count_documents(query or {})


# --- topology and layout


async def test_transactions_follow_the_topology(store: MongoStore, mongo_server: Server) -> None:
    assert store.uses_transactions is (mongo_server.topology == "replica-set")
    assert await store.health() == ComponentStatus.HEALTHY


async def test_indexes_on_the_server(store: MongoStore, raw, db_name: str) -> None:
    db = raw[db_name]
    documents = db[DOCUMENTS].index_information()
    for name in ("session_timestamp_idx", "tags_idx", "category_idx", "content_type_timestamp_idx",
                 "decision_id_idx", "content_text_index", "status_indexed_at_idx"):
        assert name in documents, name
    text = documents["content_text_index"]
    assert text["weights"] == {"content": 10, "metadata.tags": 5}
    assert text["default_language"] == "english"
    chunks = db[CHUNKS].index_information()
    assert chunks["chunk_text_index"]["weights"] == {"text": 10, "tags": 5}
    assert chunks["chunk_text_index"]["default_language"] == "english"
    metrics = db[METRICS].index_information()
    assert metrics["timestamp_idx"]["expireAfterSeconds"] == 30 * 86400
    assert {"agent_timestamp_idx", "fallback_timestamp_idx"} <= set(metrics)
    assert db[ERRORS].index_information()["timestamp_idx"]["expireAfterSeconds"] == 30 * 86400


async def test_reopening_with_another_retention_changes_the_ttl(store: MongoStore, mongo_server: Server, raw,
                                                                db_name: str) -> None:
    again = await MongoStore.open(mongo_server.uri, db_name, metrics_retention_days=7, timeout_s=10.0)
    try:
        assert raw[db_name][METRICS].index_information()["timestamp_idx"]["expireAfterSeconds"] == 7 * 86400
        assert raw[db_name][ERRORS].index_information()["timestamp_idx"]["expireAfterSeconds"] == 7 * 86400
    finally:
        await again.close()


# --- documents


async def test_save_and_get_round_trip(store: MongoStore, raw, db_name: str) -> None:
    moment = datetime(2024, 5, 17, 14, 30, 15, 123456, tzinfo=timezone(timedelta(hours=2)))
    meta = DocumentMetadata(agent="planner", tags=("mongo", "retry"), category="bugfix", game="firekirin", decision_id="D-42")
    texts = ["first chunk about pools", "second chunk about sockets", "third chunk about queues"]
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
    assert loaded.indexed_at == moment  # to the microsecond, though BSON dates keep milliseconds
    assert loaded.indexed_at.utcoffset() == timedelta(0)
    assert [c.chunk_index for c in loaded.chunks] == [0, 1, 2]
    assert [c.text for c in loaded.chunks] == texts
    by_index = {c.chunk_index: c for c in document.chunks}
    for chunk in loaded.chunks:
        original = by_index[chunk.chunk_index]
        assert chunk.vector_id == original.vector_id
        assert chunk.document_id == original.document_id
        assert chunk.metadata == meta
        assert chunk.indexed_at == moment
    assert loaded.vector_ids == [by_index[i].vector_id for i in range(3)]
    assert await store.get_document(document_id_for("sess-1", "other.md")) is None

    # The stored record has the spec's shape.
    record = raw[db_name][DOCUMENTS].find_one({"_id": document.document_id})
    assert record["timestamp"] == moment.replace(microsecond=123000)
    assert [c["chunkIndex"] for c in record["chunks"]] == [0, 1, 2]
    assert set(record["chunks"][0]) == {"chunkId", "vectorId", "text", "chunkIndex"}
    assert record["metadata"] == meta.as_dict()
    assert raw_count(raw, db_name, CHUNKS, {"documentId": document.document_id}) == 3


async def test_save_again_with_fewer_chunks_replaces_them(store: MongoStore, raw, db_name: str) -> None:
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
    assert raw_count(raw, db_name, CHUNKS) == 1  # the superseded chunk records are gone


async def test_same_fingerprint_saved_again_still_replaces_chunks(store: MongoStore, raw, db_name: str) -> None:
    await store.save_document(make_document("s", "0.md", ["body zero", "more zero"]))
    await store.save_document(make_document("s", "0.md", ["body zero again"]))  # same fingerprint "fp-1"
    assert [h.text for h in await store.text_search("zero", SearchFilters(), 10)] == ["body zero again"]
    assert raw_count(raw, db_name, CHUNKS) == 1


async def test_set_status_respects_fingerprint(store: MongoStore) -> None:
    document = make_document("s", "a.md", ["text"], status=DocumentStatus.PENDING, fingerprint="current")
    await store.save_document(document)

    await store.set_status(document.document_id, "stale", DocumentStatus.INDEXED)
    loaded = await store.get_document(document.document_id)
    assert loaded is not None and loaded.status is DocumentStatus.PENDING

    await store.set_status(document.document_id, "current", DocumentStatus.INDEXED)
    loaded = await store.get_document(document.document_id)
    assert loaded is not None and loaded.status is DocumentStatus.INDEXED
    assert loaded.fingerprint == "current"

    await store.set_status(document_id_for("s", "ghost.md"), "current", DocumentStatus.PENDING)
    assert await store.count_documents() == 1


async def test_pending_documents_oldest_first(store: MongoStore) -> None:
    base = datetime(2024, 1, 1, 12, 0, tzinfo=timezone.utc)
    specs = [
        ("p2", base + timedelta(hours=2), DocumentStatus.PENDING),
        ("i1", base + timedelta(hours=1), DocumentStatus.INDEXED),
        ("p3", base + timedelta(hours=3), DocumentStatus.PENDING),
        ("p1", (base + timedelta(minutes=30)).astimezone(timezone(timedelta(hours=9))), DocumentStatus.PENDING),
        ("i0", base - timedelta(hours=5), DocumentStatus.INDEXED),
        # Within one millisecond of p3: only the exact instant orders them.
        ("p4", base + timedelta(hours=3, microseconds=400), DocumentStatus.PENDING),
    ]
    for name, moment, status in specs:
        await store.save_document(make_document("s", f"{name}.md", [f"{name} body"], status=status, indexed_at=moment))

    pending = await store.pending_documents(10)
    assert [d.source for d in pending] == ["p1.md", "p2.md", "p3.md", "p4.md"]
    assert all(d.status is DocumentStatus.PENDING for d in pending)
    assert all(len(d.chunks) == 1 for d in pending)
    assert [d.source for d in await store.pending_documents(2)] == ["p1.md", "p2.md"]
    assert await store.pending_documents(0) == []
    assert await store.count_pending() == 4

    await store.set_status(pending[0].document_id, pending[0].fingerprint, DocumentStatus.INDEXED)
    assert [d.source for d in await store.pending_documents(10)] == ["p2.md", "p3.md", "p4.md"]
    assert await store.count_pending() == 3


async def test_count_documents(store: MongoStore) -> None:
    assert await store.count_documents() == 0
    for i in range(4):
        await store.save_document(make_document("s", f"{i}.md", [f"body {i}", "more"]))
    assert await store.count_documents() == 4
    await store.save_document(make_document("s", "0.md", ["body 0 again"]))
    assert await store.count_documents() == 4
    await store.save_document(make_document("other", "0.md", ["body"]))
    assert await store.count_documents() == 5


async def test_failed_save_changes_nothing(store: MongoStore) -> None:
    """Two chunks of one save with the same vector id: the server refuses the chunk records, and no
    part of the new version becomes visible."""
    first = make_document("s", "a.md", ["alpha text"])
    await store.save_document(first)
    other = make_document("s", "b.md", ["beta text", "gamma text"])
    clashing = dataclasses.replace(other.chunks[1], vector_id=other.chunks[0].vector_id)
    with pytest.raises(DependencyError):
        await store.save_document(dataclasses.replace(other, chunks=(other.chunks[0], clashing)))

    assert await store.get_document(other.document_id) is None
    assert await store.count_documents() == 1
    assert await store.text_search("beta", SearchFilters(), 10) == []
    assert len(await store.text_search("alpha", SearchFilters(), 10)) == 1
    await store.save_document(make_document("s", "c.md", ["delta text"]))
    assert await store.count_documents() == 2


async def test_chunks_of_an_interrupted_save_are_never_visible(store: MongoStore, raw, db_name: str) -> None:
    """A save that died after writing its chunk records, before its switch, leaves orphans: searches
    ignore them (their revision is not the document's), and a later save of the document removes
    those older than the grace period."""
    current = make_document("s", "a.md", ["walrus current text"])
    await store.save_document(current)
    interrupted = make_document("s", "a.md", ["walrus interrupted text", "narwhal interrupted text"])
    long_ago = micros_since_epoch(datetime.now(timezone.utc) - timedelta(days=1))
    raw[db_name][CHUNKS].insert_many(chunk_documents(interrupted, "dead-revision", long_ago))
    never_saved = make_document("s", "ghost.md", ["narwhal ghost text"])
    raw[db_name][CHUNKS].insert_many(chunk_documents(never_saved, "ghost-revision", long_ago))
    recent = make_document("s", "a.md", ["walrus in-flight text"])
    now = micros_since_epoch(datetime.now(timezone.utc))
    raw[db_name][CHUNKS].insert_many(chunk_documents(recent, "in-flight-revision", now))

    assert [h.text for h in await store.text_search("walrus", SearchFilters(), 10)] == ["walrus current text"]
    assert await store.text_search("narwhal", SearchFilters(), 10) == []

    await store.save_document(make_document("s", "a.md", ["walrus newest text"], fingerprint="fp-2"))
    assert [h.text for h in await store.text_search("walrus", SearchFilters(), 10)] == ["walrus newest text"]
    assert raw_count(raw, db_name, CHUNKS, {"revision": "dead-revision"}) == 0
    # In flight (recent) records of another save are left to it, unless a transaction removed them.
    assert raw_count(raw, db_name, CHUNKS, {"revision": "in-flight-revision"}) == (0 if store.uses_transactions else 1)
    assert raw_count(raw, db_name, CHUNKS, {"documentId": never_saved.document_id}) == 1  # not this document's


async def test_concurrent_saves_of_one_document_stay_consistent(store: MongoStore, raw, db_name: str) -> None:
    versions = [make_document("s", "race.md", [f"otter version {i}", f"otter extra {i}"], fingerprint=f"fp-{i}")
                for i in range(8)]
    results = await asyncio.gather(*(store.save_document(v) for v in versions), return_exceptions=True)
    failures = [r for r in results if isinstance(r, BaseException)]
    assert all(isinstance(f, DependencyError) for f in failures), failures
    assert len(failures) < len(versions)
    loaded = await store.get_document(versions[0].document_id)
    assert loaded is not None
    hits = await store.text_search("otter", SearchFilters(), 20)
    assert sorted(h.text for h in hits) == sorted(c.text for c in loaded.chunks)
    record = raw[db_name][DOCUMENTS].find_one({"_id": loaded.document_id})
    assert raw_count(raw, db_name, CHUNKS, {"revision": record["revision"]}) == 2


async def test_concurrent_writes_and_reads(store: MongoStore) -> None:
    saves = [store.save_document(make_document("s", f"{i}.md", [f"concurrent capybara {i}"])) for i in range(20)]
    searches = [store.text_search("capybara", SearchFilters(), 50) for _ in range(20)]
    results = await asyncio.gather(*saves, *searches)
    for hits in results[20:]:
        assert len(hits) <= 20
    assert await store.count_documents() == 20
    assert len(await store.text_search("capybara", SearchFilters(), 50)) == 20


# --- text search


async def test_text_search_stems(store: MongoStore) -> None:
    await store.save_document(make_document("s", "a.md", ["Too many open connections exhausted the pool."]))
    await store.save_document(make_document("s", "b.md", ["Unrelated note about tulips."]))
    for query in ("connection", "CONNECTING", "connected"):
        hits = await store.text_search(query, SearchFilters(), 10)
        assert [h.text for h in hits] == ["Too many open connections exhausted the pool."], query
    assert await store.text_search("the of and with", SearchFilters(), 10) == []


async def test_text_search_ranks_by_term_frequency(store: MongoStore) -> None:
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


async def test_text_search_tags_count(store: MongoStore) -> None:
    tagged = make_document("s", "t.md", ["notes on the heron"], metadata=DocumentMetadata(tags=("kestrel",)))
    await store.save_document(tagged)
    await store.save_document(make_document("s", "u.md", ["untagged heron notes"]))
    hits = await store.text_search("kestrel", SearchFilters(), 10)
    assert [h.source for h in hits] == ["t.md"]


async def test_text_search_hit_fields(store: MongoStore) -> None:
    moment = datetime(2024, 3, 1, 8, 0, 0, 654321, tzinfo=timezone.utc)
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
    ("s1", "a.md", "code", "bugfix", None),
    ("s1", "b.md", "decision", "strategy", "firekirin"),
    ("s2", "c.md", "documentation", "architecture", None),
    ("s2", "d.md", "chat", "casino", "pandamaster"),
    ("s3", "e.md", "chat", "bugfix", None),
    ("s3", "f.md", "documentation", "strategy", "firekirin"),
]


@pytest.fixture
async def search_store(store: MongoStore) -> MongoStore:
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
async def test_text_search_filters_isolate(search_store: MongoStore, filters: SearchFilters, expected: set[str]) -> None:
    assert len(await search_store.text_search("gizmo", SearchFilters(), 20)) == 6
    hits = await search_store.text_search("gizmo", filters, 20)
    assert {h.source for h in hits} == expected
    assert len(hits) == len(expected)


async def test_text_search_limit_and_scores(search_store: MongoStore) -> None:
    for limit in (1, 3, 5):
        hits = await search_store.text_search("gizmo keyword", SearchFilters(), limit)
        assert len(hits) == limit
        assert_scores_well_formed(hits)
    everything = await search_store.text_search("gizmo keyword", SearchFilters(), 100)
    assert len(everything) == 6
    assert_scores_well_formed(everything)


HOSTILE_QUERIES = [
    '"; DROP TABLE documents; --',
    "'; db.dropDatabase(); //",
    "$where",
    "$where: function() { sleep(5000); return true; }",
    '{"$gt": ""}',
    "{$ne: null}",
    "$text $search $meta",
    "$$ROOT",
    "this.constructor.constructor('return process')()",
    "-gizmo",
    "gizmo -keyword",
    '"gizmo keyword"',
    '"unbalanced',
    "\\",
    "gizmo*",
    "a OR b*",
    "NEAR(gizmo keyword, 2)",
    "",
    "   ",
    "\x00",
    "C0N7EXT",
    "x" * 5000,
    " ".join(["gizmo"] * 500),
]


@pytest.mark.parametrize("query", HOSTILE_QUERIES)
async def test_hostile_queries_are_inert(search_store: MongoStore, raw, db_name: str, query: str) -> None:
    hits = await search_store.text_search(query, SearchFilters(), 10)
    assert isinstance(hits, list)
    assert_scores_well_formed(hits)
    # As filter values: the operand of $eq, a literal that matches nothing here.
    assert await search_store.text_search("gizmo", SearchFilters(category=query, session_id=query), 10) == []
    assert await search_store.count_documents() == 6
    assert raw_count(raw, db_name, CHUNKS) == 6
    assert {DOCUMENTS, CHUNKS, METRICS, ERRORS} <= set(raw[db_name].list_collection_names())
    assert len(await search_store.text_search("gizmo", SearchFilters(), 10)) == 6


@pytest.mark.parametrize("query", ["-gizmo", "gizmo -keyword", '"gizmo keyword"', "-gizmo -keyword", '"keyword -gizmo"'])
async def test_text_operators_are_plain_words(search_store: MongoStore, query: str) -> None:
    """As $text syntax these would negate or ask for a phrase that is not there; as words they match."""
    assert len(await search_store.text_search(query, SearchFilters(), 10)) == 6


@pytest.mark.parametrize("value", [{"$gt": ""}, {"$ne": None}, ["s1"], 1])
async def test_non_string_filter_values_are_refused(search_store: MongoStore, value: Any) -> None:
    with pytest.raises(ValueError):
        await search_store.text_search("gizmo", SearchFilters(session_id=value), 10)
    with pytest.raises(ValueError):
        await search_store.get_document(value)
    with pytest.raises(ValueError):
        await search_store.set_status("x", value, DocumentStatus.INDEXED)


async def test_operator_looking_values_are_stored_and_matched_literally(store: MongoStore) -> None:
    evil_session = "$where"
    evil_source = '{"$gt": ""}'
    evil_category = "$ne"
    meta = DocumentMetadata(agent="$function", tags=("$text", "-x", "a.b"), category=evil_category, game="$$ROOT")
    evil = make_document(evil_session, evil_source, ["{$set: {status: 1}} marmot"], content_type="$expr",
                         metadata=meta, fingerprint="{'$ne': null}")
    plain = make_document("plain", "plain.md", ["an ordinary marmot"], metadata=DocumentMetadata(category="bugfix", game="g"))
    await store.save_document(evil)
    await store.save_document(plain)

    loaded = await store.get_document(evil.document_id)
    assert loaded is not None
    assert (loaded.session_id, loaded.source, loaded.content_type) == (evil_session, evil_source, "$expr")
    assert loaded.metadata == meta
    assert loaded.fingerprint == "{'$ne': null}"
    assert loaded.chunks[0].text == evil.chunks[0].text

    async def sources(filters: SearchFilters) -> set[str]:
        return {h.source for h in await store.text_search("marmot", filters, 10)}

    assert await sources(SearchFilters()) == {evil_source, "plain.md"}
    assert await sources(SearchFilters(category=evil_category)) == {evil_source}
    assert await sources(SearchFilters(session_id=evil_session)) == {evil_source}
    assert await sources(SearchFilters(content_type="$expr")) == {evil_source}
    assert await sources(SearchFilters(game="$$ROOT")) == {evil_source}
    assert await sources(SearchFilters(game="$exists")) == set()
    assert await sources(SearchFilters(category="{'$ne': ''}")) == set()
    assert await sources(SearchFilters(session_id=".*")) == set()  # not a regex either

    await store.set_status(plain.document_id, "{'$ne': null}", DocumentStatus.PENDING)
    reloaded = await store.get_document(plain.document_id)
    assert reloaded is not None and reloaded.status is DocumentStatus.INDEXED
    assert await store.count_documents() == 2


# --- metrics and errors


def record(moment: datetime, query: str, **overrides) -> MetricsRecord:
    values = dict(timestamp=moment, query=query, results_count=3, latency_ms=12.5, fallback=False,
                  fallback_level=int(FallbackLevel.PRIMARY), cache_hit=False, agent="agent-a")
    values.update(overrides)
    return MetricsRecord(**values)


def recent_moment() -> datetime:
    """A moment of the last hour, whole milliseconds (BSON dates keep milliseconds). Metrics records
    must be recent: the TTL index removes those older than the retention, and may do so mid-test."""
    return (datetime.now(timezone.utc) - timedelta(hours=1)).replace(microsecond=500000)


async def test_query_observations_since(store: MongoStore) -> None:
    now = recent_moment()
    await store.record_metrics([
        record(now - timedelta(hours=2), "old", latency_ms=1.0, agent="old-agent"),
        record(now - timedelta(milliseconds=1), "just before", latency_ms=2.0),
        record(now, "exactly at since", latency_ms=3.0, fallback=True, cache_hit=True, agent="b"),
        record(now + timedelta(minutes=5), "after", latency_ms=4.0),
    ])
    observations = await store.query_observations(now)
    assert sorted(o.latency_ms for o in observations) == [3.0, 4.0]
    at = next(o for o in observations if o.latency_ms == 3.0)
    assert (at.fallback, at.cache_hit, at.agent) == (True, True, "b")

    eastern = now.astimezone(timezone(timedelta(hours=-4)))
    assert sorted(o.latency_ms for o in await store.query_observations(eastern)) == [3.0, 4.0]
    assert len(await store.query_observations(now - timedelta(days=1))) == 4
    assert await store.query_observations(now + timedelta(hours=1)) == []


async def test_metrics_rows_return_stored_fields(store: MongoStore, raw, db_name: str) -> None:
    moment = recent_moment()
    await store.record_metrics([
        record(moment, "how to retry mongo", fallback_level=FallbackLevel.KEYWORD, fallback=True, cache_hit=True,
               agent="planner", error="embedder: timeout", embedding_latency_ms=None, vector_latency_ms=7.5,
               content_type="code", category="bugfix", game="firekirin", results_count=2),
        record(moment + timedelta(seconds=1), '{"$where": "sleep(1)"}', agent="x"),
        record(moment + timedelta(seconds=2), "q" * 300, agent="y"),
    ])
    rows = await store.metrics_rows()
    assert len(rows) == 3
    longest, newest, first = rows  # newest first
    assert len(longest["query"]) == 200
    assert newest["query"] == '{"$where": "sleep(1)"}'
    assert "error" not in newest and newest["cacheHit"] is False and newest["fallbackLevel"] == 1
    assert first["query"] == "how to retry mongo"
    assert first["fallbackLevel"] == 2
    assert first["cacheHit"] is True and first["fallback"] is True
    assert first["agent"] == "planner"
    assert first["error"] == "embedder: timeout"
    assert first["resultsCount"] == 2
    assert "embeddingLatencyMs" not in first and first["vectorLatencyMs"] == 7.5
    assert (first["contentType"], first["category"], first["game"]) == ("code", "bugfix", "firekirin")
    assert first["timestamp"] == moment
    assert len(await store.metrics_rows(limit=1)) == 1

    stored = raw[db_name][METRICS].find_one({"query": "how to retry mongo"})
    assert set(stored) - {"_id"} == {"timestamp", "query", "resultsCount", "latencyMs", "vectorLatencyMs", "fallback",
                                     "fallbackLevel", "cacheHit", "agent", "contentType", "category", "game", "error"}
    assert isinstance(stored["timestamp"], datetime)  # a BSON date, not a string


async def test_stats_in_the_database_agree_with_compute_stats(store: MongoStore) -> None:
    now = datetime.now(timezone.utc)
    records = [record(now - timedelta(minutes=i), f"q{i}", latency_ms=float(i + 1), fallback=i % 4 == 0,
                      cache_hit=i % 3 == 0, agent="a" if i % 2 else "b") for i in range(40)]
    records.append(record(now - timedelta(days=3), "outside", latency_ms=9999.0, agent="c"))
    await store.record_metrics(records)
    await store.save_document(make_document("s", "a.md", ["x"]))
    since = now - timedelta(hours=24)
    expected = compute_stats(await store.query_observations(since), total_documents=1)
    stats = await store.stats(since)
    assert (stats.total_documents, stats.total_queries) == (0, 40)  # the service fills in its count
    assert stats.avg_latency == expected.avg_latency
    assert stats.cache_hit_rate == expected.cache_hit_rate
    assert stats.fallback_rate == expected.fallback_rate
    assert stats.queries_by_agent == expected.queries_by_agent == {"a": 20, "b": 20}
    # Exact nearest-rank percentiles, as the brute force computes them.
    assert (stats.p95_latency, stats.p99_latency) == (expected.p95_latency, expected.p99_latency)
    empty = await store.stats(now + timedelta(hours=1))
    assert (empty.total_queries, empty.avg_latency, empty.queries_by_agent) == (0, 0.0, {})


@pytest.mark.parametrize("seed", [1, 2])
async def test_stats_equal_the_brute_force_computation_on_random_records(store: MongoStore, seed: int) -> None:
    import random

    rng = random.Random(seed)
    now = datetime.now(timezone.utc).replace(microsecond=0)
    records = [
        record(now - timedelta(seconds=rng.uniform(0, 3 * 86400)), f"q{i}",
               latency_ms=round(rng.lognormvariate(2.5, 1.0), rng.choice((0, 1, 3))), fallback=rng.random() < 0.1,
               cache_hit=rng.random() < 0.3, agent=rng.choice(("coder", "planner", "reviewer")))
        for i in range(rng.randrange(1, 1500))
    ]
    await store.record_metrics(records)
    for window in (timedelta(hours=1), timedelta(hours=24), timedelta(days=7)):
        since = now - window
        expected = compute_stats(await store.query_observations(since), total_documents=0)
        assert await store.stats(since) == expected


async def test_record_error(store: MongoStore, raw, db_name: str) -> None:
    await store.record_error("search", "text_search", "boom", {"query": "q" * 300, "agent": "a", "fallbackLevel": 3,
                                                                "$where": "1"})
    (stored,) = list(raw[db_name][ERRORS].find())
    assert (stored["component"], stored["operation"], stored["error"], stored["level"]) == (
        "search", "text_search", "boom", "error")
    assert stored["context"] == {"query": "q" * 200, "agent": "a", "fallbackLevel": 3, "_where": "1"}
    assert isinstance(stored["timestamp"], datetime)


async def test_record_errors_and_count_them_by_dependency(store: MongoStore, raw, db_name: str) -> None:
    now = datetime.now(timezone.utc)
    await store.record_errors([
        ErrorRecord(now - timedelta(minutes=1), "store", "index", "mongo-a:27017 refused", "corr-1"),
        ErrorRecord(now - timedelta(minutes=2), "embedder", "search", "timeout", None),
        ErrorRecord(now - timedelta(days=3), "embedder", "search", "old", None),
    ])
    stored = raw[db_name][ERRORS].find_one({"context.correlationId": "corr-1"})
    assert (stored["component"], stored["operation"], stored["error"], stored["level"]) == ("store", "index", "mongo-a:27017 refused", "error")
    assert await store.error_counts(now - timedelta(hours=1)) == {"store": 1, "embedder": 1}
    assert await store.error_counts(now - timedelta(days=7)) == {"store": 1, "embedder": 2}


# --- lifecycle


async def test_documents_survive_a_new_client(store: MongoStore, mongo_server: Server, db_name: str) -> None:
    document = make_document("s", "kept.md", ["wombat burrow depth", "wombat diet notes"], status=DocumentStatus.PENDING)
    await store.save_document(document)
    other = await MongoStore.open(mongo_server.uri, db_name, timeout_s=10.0)
    try:
        loaded = await other.get_document(document.document_id)
        assert loaded is not None and [c.text for c in loaded.chunks] == ["wombat burrow depth", "wombat diet notes"]
        assert [d.document_id for d in await other.pending_documents(10)] == [document.document_id]
        assert len(await other.text_search("wombat", SearchFilters(), 10)) == 2
    finally:
        await other.close()


async def test_calls_after_close_raise_dependency_error(mongo_server: Server, db_name: str, raw) -> None:
    store = await MongoStore.open(mongo_server.uri, db_name, timeout_s=10.0)
    document = make_document("s", "a.md", ["zebra"])
    await store.save_document(document)
    assert await store.health() == ComponentStatus.HEALTHY
    await store.close()
    await store.close()
    assert await store.health() == ComponentStatus.UNAVAILABLE
    calls = [
        lambda: store.get_document(document.document_id),
        lambda: store.save_document(document),
        lambda: store.set_status(document.document_id, "fp-1", DocumentStatus.PENDING),
        lambda: store.pending_documents(10),
        lambda: store.count_documents(),
        lambda: store.count_pending(),
        lambda: store.text_search("zebra", SearchFilters(), 10),
        lambda: store.record_metrics([record(datetime.now(timezone.utc), "q")]),
        lambda: store.query_observations(datetime.now(timezone.utc)),
        lambda: store.metrics_rows(),
    ]
    for call in calls:
        with pytest.raises(DependencyError):
            await call()
    reopened = await MongoStore.open(mongo_server.uri, db_name, timeout_s=10.0)
    try:
        assert await reopened.count_documents() == 1
    finally:
        await reopened.close()
        raw.drop_database(db_name)


# --- document lifecycle (the shared checks of store_lifecycle.py)


async def test_find_document_ids(store: MongoStore) -> None:
    await store_lifecycle.check_find_document_ids(store)


async def test_delete_documents(store: MongoStore, raw, db_name: str) -> None:
    await store_lifecycle.check_delete_documents(store)
    # every chunk record of the deleted documents went: 13 chunks, 6 deleted, 1 of doc1 saved again
    assert raw_count(raw, db_name, CHUNKS) == 8
    deleted = [document_id_for("s1", "doc2.md"), document_id_for("s2", "doc6.md")]
    assert raw_count(raw, db_name, CHUNKS, {"documentId": {"$in": deleted}}) == 0


async def test_list_documents(store: MongoStore) -> None:
    await store_lifecycle.check_list_documents(store)


async def test_document_versions(store: MongoStore) -> None:
    await store_lifecycle.check_document_versions(store)


# --- replicas: the content version, the shared state, the leases (two store objects: two replicas)


@pytest.fixture
async def other(store: MongoStore, mongo_server: Server, db_name: str) -> MongoStore:
    second = await MongoStore.open(mongo_server.uri, db_name, timeout_s=10.0)
    yield second
    await second.close()


async def test_the_content_version_moves_with_every_visible_change(store: MongoStore, other: MongoStore) -> None:
    seen = [await other.content_version()]
    document = make_document("s", "a.md", ["one", "two"], status=DocumentStatus.PENDING)
    await store.save_document(document)
    seen.append(await other.content_version())
    await store.set_status(document.document_id, document.fingerprint, DocumentStatus.INDEXED)
    seen.append(await other.content_version())
    await store.record_metrics([MetricsRecord(datetime.now(timezone.utc), "q", 0, 1.0, False, 1, False, "a")])
    seen.append(await other.content_version())  # metrics are no content
    await store.delete_documents([document.document_id])
    seen.append(await other.content_version())
    assert seen == [0, 1, 2, 2, 3]


async def test_state_writes_are_compare_and_set(store: MongoStore, other: MongoStore) -> None:
    assert await store.write_state("k", {"v": 1}, 0)
    assert not await other.write_state("k", {"v": 2}, 0)
    assert await other.write_state("k", {"v": 3}, 1)
    assert not await store.write_state("k", {"v": 4}, 1)
    assert await store.read_state("k") == (2, {"v": 3})
    assert await store.read_state("missing") == (0, None)

    from rag_context.backends.generations import GenerationState, StoreGenerationRecord

    records = [StoreGenerationRecord(store), StoreGenerationRecord(other)]

    async def bump(record: StoreGenerationRecord) -> None:
        for _ in range(5):
            await record.update(lambda s: GenerationState(active=s.active + 1))

    await asyncio.gather(*(bump(record) for record in records))
    assert (await records[0].read()).active == 10


async def test_a_lease_is_one_owners_until_it_expires_or_is_released(store: MongoStore, other: MongoStore) -> None:
    holders = await asyncio.gather(*(s.take_lease("job", f"owner-{i}", 60) for i, s in enumerate([store, other] * 3)))
    winners = {holder for holder, _ in holders}
    assert len(winners) == 1  # six at once: one owner, and every other caller is told its name
    (winner,) = winners
    loser = next(f"owner-{i}" for i in range(6) if f"owner-{i}" != winner)
    assert (await store.take_lease("job", winner, 60))[0] == winner  # renewed
    await other.release_lease("job", loser)  # not the loser's to release
    assert (await other.take_lease("job", loser, 60))[0] == winner
    await store.release_lease("job", winner)
    assert (await other.take_lease("job", loser, 0.2))[0] == loser
    await asyncio.sleep(0.4)
    assert (await store.take_lease("job", winner, 60))[0] == winner  # expired: taken over


# --- batches (bulk indexing)


async def test_save_documents_saves_each_of_them(store: MongoStore) -> None:
    batch = [make_document("s", f"{number}.md", [f"marmot {number}", f"burrow {number}"]) for number in range(20)]
    await store.save_documents(batch)
    assert await store.count_documents() == 20
    assert len(await store.text_search("marmot", SearchFilters(), 50)) == 20
    found = await store.get_documents([document.document_id for document in batch])
    for document in batch:
        assert found[document.document_id] == await store.get_document(document.document_id)
        assert [chunk.text for chunk in found[document.document_id].chunks] == [chunk.text for chunk in document.chunks]


async def test_save_documents_stops_at_a_document_the_server_refuses(store: MongoStore) -> None:
    """One save after the other (each its careful revision switch): those before the refused one stay
    saved (pending, for the reconciler), the refused one and those after it are not stored."""
    before = make_document("s", "a.md", ["alpha text"], status=DocumentStatus.PENDING)
    other = make_document("s", "b.md", ["beta text", "gamma text"])
    clashing = dataclasses.replace(other.chunks[1], vector_id=other.chunks[0].vector_id)
    after = make_document("s", "c.md", ["delta text"])
    with pytest.raises(DependencyError):
        await store.save_documents([before, dataclasses.replace(other, chunks=(other.chunks[0], clashing)), after])
    assert set(await store.get_documents([before.document_id, other.document_id, after.document_id])) == {before.document_id}
    assert await store.text_search("beta", SearchFilters(), 10) == []


async def test_set_statuses_honours_the_fingerprint_and_bumps_the_content_version(store: MongoStore) -> None:
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
    documents = await store.get_documents([current.document_id, stale.document_id, failed.document_id, ghost])
    assert set(documents) == {current.document_id, stale.document_id, failed.document_id}  # the ghost is not created
    assert documents[current.document_id].status is DocumentStatus.INDEXED
    assert documents[stale.document_id].status is DocumentStatus.PENDING
    assert (documents[failed.document_id].status, documents[failed.document_id].reason) == (DocumentStatus.INDEXED, None)
    assert await store.content_version() == version + 1
    await store.set_statuses([], DocumentStatus.INDEXED)
    assert await store.content_version() == version + 1


async def test_get_documents_reads_what_get_document_reads_for_many_ids(store: MongoStore) -> None:
    from rag_context.backends.stores.mongo.records import DELETE_BATCH

    count = DELETE_BATCH + 7
    documents = [make_document("s", f"{number}.md", [f"text {number}", f"more {number}"]) for number in range(count)]
    await store.save_documents(documents)
    unknown = [document_id_for("s", f"missing-{number}.md") for number in range(10)]
    found = await store.get_documents([document.document_id for document in documents] + unknown)
    assert len(found) == count
    for document in documents[:: DELETE_BATCH // 5]:
        assert found[document.document_id] == await store.get_document(document.document_id)
    assert await store.get_documents([]) == {}
