"""The pure builders of the MongoDB store: every document, index, query and pipeline it sends.

No server needed: these pin the exact shapes (spec field names, index options) and show that no user
value can reach a query as an operator."""

from __future__ import annotations

import dataclasses

from datetime import datetime, timedelta, timezone
from typing import Any

import pytest
from backend_factories import make_document

from rag_context.backends.stores.mongo.indexes import (
    REQUIRED_INDEXES,
    chunk_indexes,
    document_indexes,
    error_indexes,
    metrics_indexes,
)
from rag_context.backends.stores.mongo.metrics import (
    error_record,
    metrics_record,
    metrics_row,
    observation_from_row,
    observations_pipeline,
    aggregates_from_groups,
    percentile_pipeline,
    stats_pipeline,
)
from rag_context.backends.stores.mongo.records import (
    chunk_line_updates,
    document_line_updates,
    without_lines_filter,
    CHUNKS,
    DOCUMENTS,
    ERRORS,
    METRICS,
    PENDING_SORT,
    chunk_documents,
    document_filter,
    document_from_record,
    document_record,
    from_micros,
    micros_since_epoch,
    pending_filter,
    stale_chunks_filter,
    status_filter,
    superseded_chunks_filter,
)
from rag_context.backends.stores.mongo.store import (
    client_options,
    supports_transactions,
)
from rag_context.backends.stores.mongo.text_search import (
    hit_from_record,
    text_search_pipeline,
    text_search_query,
)
from rag_context.core.models import (
    DocumentMetadata,
    DocumentStatus,
    FallbackLevel,
    MetricsRecord,
    QueryObservation,
    SearchFilters,
    document_id_for,
    vector_id_for,
)
from rag_context.core.stats import TOP_AGENTS, Stats, compute_stats

UTC = timezone.utc
MOMENT = datetime(2024, 5, 17, 14, 30, 15, 123456, tzinfo=timezone(timedelta(hours=2)))
MOMENT_UTC = datetime(2024, 5, 17, 12, 30, 15, 123456, tzinfo=UTC)
MOMENT_US = 1715949015123456  # microseconds since the epoch
META = DocumentMetadata(agent="planner", tags=("mongo", "retry"), category="bugfix", game="firekirin", decision_id="D-42")
REV = "rev0"


def sample_document(**overrides: Any):
    values = dict(content_type="decision", metadata=META, status=DocumentStatus.PENDING, fingerprint="abc123",
                  indexed_at=MOMENT, chunk_order=[1, 0])
    values.update(overrides)
    return make_document("sess-1", "notes/a.md", ["first chunk about pools", "second chunk about sockets"], **values)


DOC_ID = document_id_for("sess-1", "notes/a.md")
VID0, VID1 = vector_id_for(DOC_ID, 0), vector_id_for(DOC_ID, 1)


# --- documents


def test_micros_since_epoch_is_exact() -> None:
    assert micros_since_epoch(MOMENT) == MOMENT_US
    assert micros_since_epoch(MOMENT_UTC) == MOMENT_US
    assert from_micros(MOMENT_US) == MOMENT_UTC
    assert from_micros(MOMENT_US).utcoffset() == timedelta(0)
    naive = datetime(2024, 5, 17, 12, 30, 15, 123456)  # naive is read as UTC
    assert micros_since_epoch(naive) == MOMENT_US


def test_document_record_is_the_appendix_b_shape() -> None:
    record = document_record(sample_document(), REV)
    assert record == {
        "_id": DOC_ID,
        "sessionId": "sess-1",
        "timestamp": MOMENT_UTC,
        "contentType": "decision",
        "source": "notes/a.md",
        "content": "first chunk about pools\n\nsecond chunk about sockets",
        "chunks": [
            {"chunkId": f"{DOC_ID}:0", "vectorId": VID0, "text": "first chunk about pools", "chunkIndex": 0},
            {"chunkId": f"{DOC_ID}:1", "vectorId": VID1, "text": "second chunk about sockets", "chunkIndex": 1},
        ],
        "metadata": {"agent": "planner", "tags": ["mongo", "retry"], "category": "bugfix", "game": "firekirin",
                     "decisionId": "D-42"},
        "status": "pending",
        "fingerprint": "abc123",
        "revision": REV,
        "indexedAtUs": MOMENT_US,
    }
    assert record["timestamp"].utcoffset() == timedelta(0)
    assert list(record)[:6] == ["_id", "sessionId", "timestamp", "contentType", "source", "content"]


def test_document_record_omits_unset_metadata() -> None:
    record = document_record(sample_document(metadata=DocumentMetadata()), REV)
    assert record["metadata"] == {}


def test_chunk_documents_exact() -> None:
    records = chunk_documents(sample_document(), REV, 77)
    common = {
        "documentId": DOC_ID,
        "revision": REV,
        "tags": ["mongo", "retry"],
        "sessionId": "sess-1",
        "source": "notes/a.md",
        "contentType": "decision",
        "category": "bugfix",
        "game": "firekirin",
        "agent": "planner",
        "decisionId": "D-42",  # the filter language's fields at the top level, as the payload has them
        "metadata": META.as_dict(),
        "timestamp": MOMENT_UTC,
        "indexedAtUs": MOMENT_US,
        "savedAtUs": 77,
    }
    assert records == [
        {"_id": f"{VID0}@{REV}", "chunkId": f"{DOC_ID}:0", "vectorId": VID0, "chunkIndex": 0,
         "text": "first chunk about pools", **common},
        {"_id": f"{VID1}@{REV}", "chunkId": f"{DOC_ID}:1", "vectorId": VID1, "chunkIndex": 1,
         "text": "second chunk about sockets", **common},
    ]


def test_chunk_documents_omit_unset_filter_fields() -> None:
    (record,) = chunk_documents(make_document("s", "x.md", ["only"]), REV, 1)
    assert "category" not in record and "game" not in record and "agent" not in record
    assert record["tags"] == [] and record["metadata"] == {}


def test_document_round_trip_through_the_record() -> None:
    document = sample_document()
    loaded = document_from_record(document_record(document, REV))
    assert loaded.document_id == document.document_id
    assert loaded.metadata == META
    assert loaded.status is DocumentStatus.PENDING
    assert loaded.indexed_at == MOMENT and loaded.indexed_at.utcoffset() == timedelta(0)
    assert [c.chunk_index for c in loaded.chunks] == [0, 1]
    assert loaded.vector_ids == [VID0, VID1]
    assert all(c.metadata == META and c.indexed_at == MOMENT for c in loaded.chunks)
    assert loaded == document.__class__(**{**_fields(document), "chunks": tuple(sorted(document.chunks, key=lambda c: c.chunk_index))})


def _fields(document) -> dict[str, Any]:
    return {name: getattr(document, name) for name in document.__slots__}


def test_record_without_exact_instant_falls_back_to_timestamp() -> None:
    record = document_record(sample_document(), REV)
    del record["indexedAtUs"]
    assert document_from_record(record).indexed_at == MOMENT_UTC


def test_filters_of_the_document_writes() -> None:
    assert document_filter("d1") == {"_id": {"$eq": "d1"}}
    assert status_filter("d1", "fp") == {"_id": {"$eq": "d1"}, "fingerprint": {"$eq": "fp"}}
    assert stale_chunks_filter("d1", "r2") == {"documentId": {"$eq": "d1"}, "revision": {"$ne": "r2"}}
    assert superseded_chunks_filter("d1", "r2", "r1", 1000) == {
        "documentId": {"$eq": "d1"},
        "revision": {"$ne": "r2"},
        "$or": [{"revision": {"$eq": "r1"}}, {"savedAtUs": {"$lt": 1000}}],
    }
    assert superseded_chunks_filter("d1", "r2", None, 1000) == {
        "documentId": {"$eq": "d1"}, "revision": {"$ne": "r2"}, "$or": [{"savedAtUs": {"$lt": 1000}}]}
    assert pending_filter() == {"status": {"$eq": "pending"}}
    assert PENDING_SORT == [("indexedAtUs", 1), ("_id", 1)]
    for bad in ({"$gt": ""}, ["x"], 1, None):
        with pytest.raises(ValueError):
            document_filter(bad)  # type: ignore[arg-type]
        with pytest.raises(ValueError):
            status_filter("d1", bad)  # type: ignore[arg-type]
    # An operator-looking string is only ever the operand of $eq: a literal.
    assert status_filter("$where", "{'$ne': 1}") == {"_id": {"$eq": "$where"}, "fingerprint": {"$eq": "{'$ne': 1}"}}


# --- indexes


def index_docs(models) -> dict[str, dict[str, Any]]:
    return {model.document["name"]: model.document for model in models}


def test_document_indexes_are_the_unified_spec_ones() -> None:
    indexes = index_docs(document_indexes())
    assert {name: dict(doc["key"]) for name, doc in indexes.items()} == {
        "session_timestamp_idx": {"sessionId": 1, "timestamp": -1},
        "tags_idx": {"metadata.tags": 1},
        "category_idx": {"metadata.category": 1},
        "content_type_timestamp_idx": {"contentType": 1, "timestamp": -1},
        "decision_id_idx": {"metadata.decisionId": 1},
        "content_text_index": {"content": "text", "metadata.tags": "text"},
        "game_idx": {"metadata.game": 1},
        "status_indexed_at_idx": {"status": 1, "indexedAtUs": 1},
        # the filter language's (issue 21)
        "source_idx": {"source": 1},
        "agent_idx": {"metadata.agent": 1},
        "role_idx": {"metadata.role": 1},
        "indexed_at_idx": {"indexedAtUs": 1},
        # issue 32's: the documents a deleted one replaced, those whose points have to learn their memory
        "superseded_by_idx": {"supersessions.newId": 1},
        "memory_revision_idx": {"memoryRevision": 1},
    }
    assert indexes["memory_revision_idx"]["partialFilterExpression"] == {"memoryRevision": {"$gt": 0}}
    text = indexes["content_text_index"]
    assert text["weights"] == {"content": 10, "metadata.tags": 5}
    assert text["default_language"] == "english"
    assert not any("expireAfterSeconds" in doc for doc in indexes.values())


def test_chunk_indexes() -> None:
    indexes = index_docs(chunk_indexes())
    assert set(indexes) == {"chunk_text_index", "document_revision_idx"}
    text = indexes["chunk_text_index"]
    assert dict(text["key"]) == {"text": "text", "tags": "text"}
    assert text["weights"] == {"text": 10, "tags": 5}
    assert text["default_language"] == "english"
    assert dict(indexes["document_revision_idx"]["key"]) == {"documentId": 1, "revision": 1}


def test_metrics_indexes_with_ttl() -> None:
    indexes = index_docs(metrics_indexes(30))
    assert {name: dict(doc["key"]) for name, doc in indexes.items()} == {
        "timestamp_idx": {"timestamp": -1},
        "agent_timestamp_idx": {"agent": 1, "timestamp": -1},
        "fallback_timestamp_idx": {"fallback": 1, "timestamp": -1},
    }
    assert indexes["timestamp_idx"]["expireAfterSeconds"] == 30 * 86400
    assert index_docs(metrics_indexes(7))["timestamp_idx"]["expireAfterSeconds"] == 7 * 86400
    assert sum("expireAfterSeconds" in doc for doc in indexes.values()) == 1


def test_error_indexes_with_ttl() -> None:
    indexes = index_docs(error_indexes(14))
    assert dict(indexes["timestamp_idx"]["key"]) == {"timestamp": -1}
    assert indexes["timestamp_idx"]["expireAfterSeconds"] == 14 * 86400
    assert dict(indexes["component_timestamp_idx"]["key"]) == {"component": 1, "timestamp": -1}


@pytest.mark.parametrize("days", [0, -1, 1.5, "30", True, None])
def test_retention_must_be_positive_whole_days(days: Any) -> None:
    with pytest.raises(ValueError):
        metrics_indexes(days)


def test_required_indexes_exist_in_the_plans() -> None:
    plans = {DOCUMENTS: document_indexes(), CHUNKS: chunk_indexes(), METRICS: metrics_indexes(1),
             ERRORS: error_indexes(1)}
    for collection, names in REQUIRED_INDEXES.items():
        assert names <= set(index_docs(plans[collection])), collection


# --- connection settings


def test_client_options_pool_and_timeouts() -> None:
    options = client_options(5.0)
    assert options["maxPoolSize"] == 50
    assert options["minPoolSize"] == 10
    assert options["maxIdleTimeMS"] == 30000
    assert options["waitQueueTimeoutMS"] == 5000
    assert options["serverSelectionTimeoutMS"] == options["connectTimeoutMS"] == options["socketTimeoutMS"] == 5000
    assert options["w"] == "majority" and options["retryWrites"] is True  # a replica set keeps acknowledged writes
    assert options["tz_aware"] is True
    fast = client_options(0.25)
    assert fast["serverSelectionTimeoutMS"] == fast["connectTimeoutMS"] == fast["socketTimeoutMS"] == 250
    assert fast["waitQueueTimeoutMS"] == 250  # never waits for a connection longer than the deadline
    with pytest.raises(ValueError):
        client_options(0)


@pytest.mark.parametrize(
    ("hello", "expected"),
    [
        ({"isWritablePrimary": True, "maxWireVersion": 21, "logicalSessionTimeoutMinutes": 30}, False),  # standalone
        ({"isWritablePrimary": True, "setName": "rs0", "logicalSessionTimeoutMinutes": 30}, True),
        ({"isWritablePrimary": True, "msg": "isdbgrid", "logicalSessionTimeoutMinutes": 30}, True),  # mongos
        ({"isWritablePrimary": True, "setName": "rs0"}, False),  # no sessions
    ],
)
def test_supports_transactions(hello: dict[str, Any], expected: bool) -> None:
    assert supports_transactions(hello) is expected


# --- text search


def test_text_query_for_normal_text() -> None:
    assert text_search_query("How do I retry MongoDB connections?", SearchFilters()) == {
        "$text": {"$search": "retry mongodb connections"}
    }


def test_text_query_same_tokens_as_sqlite() -> None:
    from rag_context.backends.stores.sqlite import fts_query

    for text in ("Pool exhausted: too many open connections", "the CONNECTING of it, again and again", "naïve café_au_lait 42"):
        words = text_search_query(text, SearchFilters())["$text"]["$search"].split(" ")
        assert fts_query(text) == " OR ".join(f'"{word}"' for word in words)


def test_text_query_dedupes_words() -> None:
    assert text_search_query(" ".join(["gizmo"] * 500), SearchFilters()) == {"$text": {"$search": "gizmo"}}


@pytest.mark.parametrize("text", ["the of and with", "$where", "", "   ", "\x00", "-", '""', "$", "?!."])
def test_text_query_without_words_is_none(text: str) -> None:
    assert text_search_query(text, SearchFilters()) is None
    assert text_search_pipeline(text, SearchFilters(), 5) is None


def test_text_query_with_every_filter() -> None:
    filters = SearchFilters(category="bugfix", session_id="s1", content_type="code", game="firekirin")
    assert text_search_query("pool", filters) == {
        "$text": {"$search": "pool"},
        "category": {"$eq": "bugfix"},
        "sessionId": {"$eq": "s1"},
        "contentType": {"$eq": "code"},
        "game": {"$eq": "firekirin"},
    }


HOSTILE_TEXT = [
    ("-gizmo", "gizmo"),
    ("gizmo -keyword", "gizmo keyword"),
    ('"gizmo keyword"', "gizmo keyword"),
    ('"unbalanced', "unbalanced"),
    ("\\\"escaped\\\" -\\-x", "escaped x"),
    ("$where $regex", "regex"),  # "where" is a stop word
    ('{"$gt": ""}', "gt"),
    ("{$ne: null}", "ne null"),
    ("$text $search $meta", "text search meta"),
    ("this.a == 1 || sleep(5000)", "1 sleep 5000"),
    ("'; DROP TABLE documents; --", "drop table documents"),
    ("$$ROOT.password", "root password"),
    ("\u2212gizmo \u201cquoted\u201d", "gizmo quoted"),  # unicode minus and quotes
]


@pytest.mark.parametrize(("text", "search"), HOSTILE_TEXT)
def test_hostile_text_ends_up_as_plain_words(text: str, search: str) -> None:
    query = text_search_query(text, SearchFilters())
    assert query == {"$text": {"$search": search}}
    words = query["$text"]["$search"].split(" ")
    assert all(word and all(ch.isalnum() or ch == "_" for ch in word) for word in words)


def all_keys(value: Any) -> set[str]:
    keys: set[str] = set()
    if isinstance(value, dict):
        for key, item in value.items():
            keys.add(key)
            keys |= all_keys(item)
    elif isinstance(value, list):
        for item in value:
            keys |= all_keys(item)
    return keys


PIPELINE_OPERATORS = {
    "$match", "$text", "$search", "$eq", "$ne", "$addFields", "$meta", "$sort", "$lookup", "$expr", "$project",
    "$limit", "$arrayElemAt",  # the joined document's memory (issue 32)
}


@pytest.mark.parametrize("value", ["$where", "$gt", "{'$gt': ''}", "$$ROOT", "a.b", "$function", "' OR '1'='1", "%"])
def test_operator_looking_filter_values_are_literals(value: str) -> None:
    filters = SearchFilters(category=value, session_id=value, content_type=value, game=value)
    query = text_search_query("gizmo", filters)
    assert query == {"$text": {"$search": "gizmo"}, "category": {"$eq": value}, "sessionId": {"$eq": value},
                     "contentType": {"$eq": value}, "game": {"$eq": value}}
    pipeline = text_search_pipeline(f"gizmo {value}", filters, 5)
    # A user string is never a key anywhere in the pipeline; every $-key is one of ours.
    assert value not in all_keys(pipeline)
    assert {key for key in all_keys(pipeline) if key.startswith("$")} <= PIPELINE_OPERATORS


@pytest.mark.parametrize("value", [{"$gt": ""}, {"$ne": None}, ["a", "b"], 1, 2.5, True, b"bytes"])
@pytest.mark.parametrize("field", ["category", "session_id", "content_type", "game"])
def test_non_string_filter_values_are_refused(field: str, value: Any) -> None:
    filters = SearchFilters(**{field: value})
    with pytest.raises(ValueError):
        text_search_query("gizmo", filters)
    with pytest.raises(ValueError):
        text_search_pipeline("gizmo", filters, 5)


@pytest.mark.parametrize("text", [{"$gt": ""}, ["gizmo"], None, 5])
def test_non_string_text_is_refused(text: Any) -> None:
    with pytest.raises(ValueError):
        text_search_query(text, SearchFilters())


def test_text_search_pipeline_stages() -> None:
    pipeline = text_search_pipeline("retry pool", SearchFilters(game="g1"), 7)
    assert [next(iter(stage)) for stage in pipeline] == [
        "$match", "$addFields", "$sort", "$lookup", "$match", "$limit", "$project"
    ]
    assert pipeline[0] == {"$match": {"$text": {"$search": "retry pool"}, "game": {"$eq": "g1"}}}
    assert pipeline[1] == {"$addFields": {"score": {"$meta": "textScore"}}}
    assert pipeline[2] == {"$sort": {"score": -1, "documentId": 1, "chunkIndex": 1}}
    lookup = pipeline[3]["$lookup"]
    assert (lookup["from"], lookup["localField"], lookup["foreignField"], lookup["as"]) == (
        DOCUMENTS, "documentId", "_id", "current")
    assert lookup["let"] == {"revision": "$revision"}
    assert lookup["pipeline"][0] == {"$match": {"$expr": {"$eq": ["$revision", "$$revision"]}}}
    assert pipeline[4] == {"$match": {"current": {"$ne": []}}}
    assert pipeline[5] == {"$limit": 7}
    assert pipeline[6]["$project"]["_id"] == 0 and pipeline[6]["$project"]["score"] == 1


def test_text_search_pipeline_limit() -> None:
    assert text_search_pipeline("gizmo", SearchFilters(), 0) is None  # $limit 0 is an error in MongoDB
    assert text_search_pipeline("gizmo", SearchFilters(), -3) is None
    for bad in (True, 2.0, "5", None):
        with pytest.raises(ValueError):
            text_search_pipeline("gizmo", SearchFilters(), bad)  # type: ignore[arg-type]


def test_hit_from_record_scores_in_unit_interval_and_keep_order() -> None:
    base = {"vectorId": "v", "documentId": "d", "text": "t", "source": "s.md", "indexedAtUs": MOMENT_US,
            "metadata": {"category": "bugfix"}}
    raw = [0.0, 0.55, 5.5, 10.0, 66.7, 1e9]
    hits = [hit_from_record({**base, "score": score}) for score in raw]
    scores = [hit.score for hit in hits]
    assert all(0.0 <= score <= 1.0 for score in scores)
    assert scores == sorted(scores)
    assert hits[0].score == 0.0
    hit = hits[2]
    assert (hit.vector_id, hit.document_id, hit.text, hit.source) == ("v", "d", "t", "s.md")
    assert hit.timestamp == MOMENT_UTC and hit.timestamp.utcoffset() == timedelta(0)
    assert hit.metadata == {"category": "bugfix"}


# --- metrics


SPEC_METRICS_FIELDS = ["timestamp", "query", "resultsCount", "latencyMs", "embeddingLatencyMs", "vectorLatencyMs",
                       "fallback", "fallbackLevel", "cacheHit", "agent", "contentType", "category", "game", "error"]


def full_record(**overrides: Any) -> MetricsRecord:
    values = dict(timestamp=MOMENT, query="how to retry mongo", results_count=2, latency_ms=12.5, fallback=True,
                  fallback_level=FallbackLevel.KEYWORD, cache_hit=True, agent="planner", embedding_latency_ms=3,
                  vector_latency_ms=7.5, content_type="code", category="bugfix", game="firekirin",
                  error="vectors: timeout")
    values.update(overrides)
    return MetricsRecord(**values)


def test_metrics_record_has_exactly_the_spec_fields() -> None:
    doc = metrics_record(full_record())
    assert doc == {
        "timestamp": MOMENT_UTC,
        "query": "how to retry mongo",
        "resultsCount": 2,
        "latencyMs": 12.5,
        "embeddingLatencyMs": 3.0,
        "vectorLatencyMs": 7.5,
        "fallback": True,
        "fallbackLevel": 2,
        "cacheHit": True,
        "agent": "planner",
        "contentType": "code",
        "category": "bugfix",
        "game": "firekirin",
        "error": "vectors: timeout",
    }
    assert list(doc) == SPEC_METRICS_FIELDS
    # Plain BSON types: the IntEnum goes in as an int, the latencies as doubles.
    assert type(doc["fallbackLevel"]) is int and type(doc["embeddingLatencyMs"]) is float
    assert doc["timestamp"].utcoffset() == timedelta(0)


def test_metrics_record_omits_nulls() -> None:
    doc = metrics_record(MetricsRecord(timestamp=MOMENT_UTC, query="q", results_count=0, latency_ms=1.0,
                                       fallback=False, fallback_level=1, cache_hit=False, agent="unknown"))
    assert doc == {"timestamp": MOMENT_UTC, "query": "q", "resultsCount": 0, "latencyMs": 1.0, "fallback": False,
                   "fallbackLevel": 1, "cacheHit": False, "agent": "unknown"}


def test_metrics_record_truncates_the_query() -> None:
    assert metrics_record(full_record(query="x" * 1000))["query"] == "x" * 200
    assert metrics_record(full_record(query="$where: {'$gt': ''}"))["query"] == "$where: {'$gt': ''}"  # a value


def test_metrics_row_keeps_stored_names() -> None:
    stored = {"_id": "oid", **metrics_record(full_record())}
    row = metrics_row(stored)
    assert row["id"] == "oid" and "_id" not in row
    assert {key for key in row if key != "id"} == set(SPEC_METRICS_FIELDS)


def test_observations_pipeline() -> None:
    since = datetime(2024, 6, 1, 8, 0, tzinfo=timezone(timedelta(hours=-4)))
    assert observations_pipeline(since) == [
        {"$match": {"timestamp": {"$gte": datetime(2024, 6, 1, 12, 0, tzinfo=UTC)}}},
        {"$project": {"_id": 0, "latencyMs": 1, "fallback": 1, "cacheHit": 1, "agent": 1}},
    ]
    assert observation_from_row({"latencyMs": 3, "fallback": True, "cacheHit": False, "agent": "b"}) == \
        QueryObservation(latency_ms=3.0, fallback=True, cache_hit=False, agent="b")


def test_stats_pipeline_groups_per_agent() -> None:
    since = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
    pipeline = stats_pipeline(since)
    assert pipeline[0] == {"$match": {"timestamp": {"$gte": since}}}
    group = pipeline[1]["$group"]
    assert group["_id"] == "$agent"
    assert group["queries"] == {"$sum": 1}
    assert group["latencySum"] == {"$sum": "$latencyMs"}
    assert group["cacheHits"] == {"$sum": {"$cond": [{"$eq": ["$cacheHit", True]}, 1, 0]}}
    assert group["fallbacks"] == {"$sum": {"$cond": [{"$eq": ["$fallback", True]}, 1, 0]}}
    assert pipeline[2] == {"$sort": {"queries": -1, "_id": 1}}


def test_percentile_pipeline_takes_one_latency_at_its_rank_from_the_top() -> None:
    since = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
    assert percentile_pipeline(since, 7) == [
        {"$match": {"timestamp": {"$gte": since}}},
        {"$sort": {"latencyMs": -1}},
        {"$skip": 7},
        {"$limit": 1},
        {"$project": {"_id": 0, "latencyMs": 1}},
    ]


def test_aggregates_from_groups_match_compute_stats() -> None:
    observations = [QueryObservation(latency_ms=float(i), fallback=i % 4 == 0, cache_hit=i % 3 == 0,
                                     agent="a" if i % 2 else "b") for i in range(1, 101)]
    expected = compute_stats(observations, total_documents=9)
    groups = [
        {"_id": "a", "queries": 50, "latencySum": 2500.0, "cacheHits": 17, "fallbacks": 0},
        {"_id": "b", "queries": 50, "latencySum": 2550.0, "cacheHits": 16, "fallbacks": 25},
    ]
    aggregates = dataclasses.replace(aggregates_from_groups(groups), p95_latency=95.0, p99_latency=99.0)
    assert aggregates.to_stats(9) == expected


def test_aggregates_without_queries() -> None:
    assert aggregates_from_groups([]).to_stats(3) == Stats(total_documents=3)


def test_the_aggregates_name_the_busiest_agents_and_sum_the_rest() -> None:
    groups = [{"_id": f"agent-{n:02d}", "queries": 30 - n} for n in range(25)]  # 25 agents, as the pipeline groups them
    total = sum(item["queries"] for item in groups)
    stats = aggregates_from_groups(groups).to_stats(0)
    assert list(stats.queries_by_agent)[:TOP_AGENTS] == [f"agent-{n:02d}" for n in range(TOP_AGENTS)]
    assert stats.queries_by_agent["other"] == sum(30 - n for n in range(TOP_AGENTS, 25))
    assert sum(stats.queries_by_agent.values()) == total


# --- errors


def test_error_record_shape_and_sanitising() -> None:
    now = datetime(2024, 6, 1, 12, 0, tzinfo=UTC)
    doc = error_record("search", "text_search", "boom", {"query": "q" * 500, "agent": "a1", "fallbackLevel": 3,
                                                         "$where": "x", "a.b": [1], "none": None},
                       stack="trace", now=now)
    assert doc == {
        "timestamp": now,
        "level": "error",
        "component": "search",
        "operation": "text_search",
        "error": "boom",
        "stack": "trace",
        "context": {"query": "q" * 200, "agent": "a1", "fallbackLevel": 3, "_where": "x", "a_b": "[1]"},
    }
    assert "stack" not in error_record("c", "o", "e", None, now=now)
    assert error_record("c", "o", "e", None, now=now)["context"] == {}


def test_chunk_lines_round_trip_and_the_backfill_finds_only_chunks_without_them() -> None:
    document = make_document("s", "x.md", ["first", "second"])
    with_lines = dataclasses.replace(
        document, chunks=tuple(dataclasses.replace(chunk, line_start=2 * n + 1, line_end=2 * n + 1) for n, chunk in enumerate(document.chunks))
    )
    loaded = document_from_record(document_record(with_lines, REV))
    assert [(chunk.line_start, chunk.line_end) for chunk in loaded.chunks] == [(1, 1), (3, 3)]
    assert [record["lineStart"] for record in chunk_documents(with_lines, REV, 1)] == [1, 3]
    # A chunk stored before lines has no field at all: the backfill's filters match it (null or
    # missing), and only while it has none.
    old = document_record(document, REV)
    assert "lineStart" not in old["chunks"][0]
    assert without_lines_filter() == {"chunks": {"$elemMatch": {"lineStart": None}}}
    rows = [(chunk.vector_id, 5, 9) for chunk in document.chunks]
    assert document_line_updates(rows)[0] == (
        {"chunks": {"$elemMatch": {"vectorId": document.chunks[0].vector_id, "lineStart": None}}},
        {"$set": {"chunks.$.lineStart": 5, "chunks.$.lineEnd": 9}},
    )
    assert chunk_line_updates(rows)[1] == (
        {"vectorId": document.chunks[1].vector_id, "lineStart": None},
        {"$set": {"lineStart": 5, "lineEnd": 9}},
    )
