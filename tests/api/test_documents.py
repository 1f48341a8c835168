"""The document lifecycle over HTTP, on the real embedded backends: delete (gone from every level
of the fallback chain and from the cache, idempotent, counted), listing pages and inspection."""

from __future__ import annotations

from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
from api_support import Api, a_search_racing_a_change, assert_invalid_input, sources
from fastapi.testclient import TestClient
from test_fallback_levels import Rig, make_rig

from rag_context.config import Settings, load_settings
from rag_context.core.models import document_id_for

DELETE = "/tools/rag_context_delete"

DOCUMENTS = {
    "mongo.md": "MongoDB connections should use retry logic with exponential backoff. Max retries: 5.",
    "selenium.md": "Selenium WebDriver timeout should be 30 seconds for page loads.",
    "firekirin.md": "FireKirin jackpot threshold is set at $500. Major jackpot at $250.",
}
SESSION = "levels"  # the session Rig.index uses


@pytest.fixture
def rig(tmp_path: Path, local_embedder: Any) -> Iterator[Rig]:
    settings = load_settings(
        _env_file=None,
        rag_data_dir=tmp_path / "data",
        rag_dependency_cooldown_ms=0,
        circuit_breaker_threshold=100,
        rag_cache_size=100,  # the result cache on: a delete must not leave a stale hit behind
        rag_cache_ttl=300,
    )
    yield from make_rig(settings, local_embedder)


def index_all(rig: Rig) -> None:
    for source, content in DOCUMENTS.items():
        assert rig.index(content, source)["status"] == "indexed"


def delete(client: TestClient, **body: Any) -> dict[str, Any]:
    response = client.post(DELETE, json=body)
    assert response.status_code == 200, response.text
    return response.json()


def found_sources(rig: Rig, query: str) -> list[str]:
    return [result["source"] for result in rig.search(query, limit=20)["results"]]


def test_a_deleted_document_is_gone_from_every_level_and_from_the_cache(rig: Rig) -> None:
    index_all(rig)
    query = "mongodb retry logic exponential backoff"
    # Each level finds the document first, and the primary answer is cached.
    assert found_sources(rig, query)[0] == "mongo.md"
    cached = rig.search(query, limit=20)
    assert cached["cacheHit"] is True and sources(cached)[0] == "mongo.md"
    rig.embedder.mode = "fail"
    assert rig.search("mongodb retry logic with backoff")["fallbackLevel"] == 2
    assert found_sources(rig, "mongodb retry logic with backoff")[0] == "mongo.md"
    rig.embedder.mode, rig.vectors.mode = None, "fail"
    assert found_sources(rig, "mongodb backoff retries")[0] == "mongo.md"
    rig.vectors.mode = None

    outcome = delete(rig.client, sessionId=SESSION, source="mongo.md")
    assert outcome == {
        "success": True,
        "documentsDeleted": 1,
        "chunksDeleted": 1,
        "documentIds": [document_id_for(SESSION, "mongo.md")],
    }

    after = rig.search(query, limit=20)  # the cached query: no stale hit
    assert after["cacheHit"] is False and "mongo.md" not in sources(after)
    assert after["totalIndexed"] == 2
    assert "mongo.md" not in found_sources(rig, "mongodb retry logic")  # level 1, hybrid
    rig.embedder.mode = "fail"  # level 2 from Qdrant's BM25
    bm25 = rig.search("mongodb retry logic backoff", limit=20)
    assert bm25["fallbackLevel"] == 2 and "mongo.md" not in sources(bm25)
    rig.embedder.mode, rig.vectors.mode = None, "fail"  # level 2 from the store's text index
    text = rig.search("mongodb retry logic backoff", limit=20)
    assert text["fallbackLevel"] == 2 and "mongo.md" not in sources(text)
    assert "selenium.md" in found_sources(rig, "selenium timeout")  # the others are still there
    rig.vectors.mode = None

    listed = rig.client.get("/documents").json()["documents"]
    assert sorted(document["source"] for document in listed) == ["firekirin.md", "selenium.md"]
    assert rig.client.get(f"/documents/{document_id_for(SESSION, 'mongo.md')}").status_code == 404
    health = rig.client.get("/health").json()
    assert health["indexedDocuments"] == 2
    assert rig.client.get("/tools/rag_context_stats").json()["totalDocuments"] == 2


def test_deleting_twice_is_not_an_error(rig: Rig) -> None:
    index_all(rig)
    document_id = document_id_for(SESSION, "selenium.md")
    first = delete(rig.client, documentId=document_id)
    assert (first["documentsDeleted"], first["chunksDeleted"]) == (1, 1)
    second = delete(rig.client, documentId=document_id)
    assert second == {"success": True, "documentsDeleted": 0, "chunksDeleted": 0, "documentIds": [document_id]}
    never = delete(rig.client, sessionId="no-such-session")
    assert never == {"success": True, "documentsDeleted": 0, "chunksDeleted": 0, "documentIds": []}
    assert rig.client.get("/health").json()["indexedDocuments"] == 2


def test_a_whole_session_is_deleted_and_other_sessions_stay(rig: Rig) -> None:
    index_all(rig)
    api = Api(rig.client)
    api.index("Another session also keeps its jackpot threshold notes.", session_id="other", source="firekirin.md")
    long_text = "\n\n".join(f"Paragraph {i} about jackpot thresholds and payouts. " * 30 for i in range(6))
    chunks = api.index(long_text, session_id=SESSION, source="long.md")["chunksIndexed"]
    assert chunks > 1
    outcome = delete(rig.client, sessionId=SESSION)
    assert outcome["documentsDeleted"] == 4
    assert outcome["chunksDeleted"] == 3 + chunks
    assert sorted(outcome["documentIds"]) == sorted(document_id_for(SESSION, s) for s in [*DOCUMENTS, "long.md"])
    remaining = rig.search("jackpot threshold", limit=20)
    assert sources(remaining) == ["firekirin.md"] and remaining["totalIndexed"] == 1
    assert rig.client.app.state.services.vectors is rig.vectors
    assert rig.client.portal.call(rig.vectors.count) == 1  # no point of the session is left


def test_a_delete_while_the_vector_index_is_down_changes_nothing(rig: Rig) -> None:
    index_all(rig)
    rig.vectors.mode = "fail"
    response = rig.client.post(DELETE, json={"sessionId": SESSION, "source": "mongo.md"})
    assert response.status_code == 503
    assert response.json()["code"] == "SERVICE_UNAVAILABLE"
    rig.vectors.mode = None
    assert found_sources(rig, "mongodb retry logic")[0] == "mongo.md"
    assert rig.client.get("/health").json()["indexedDocuments"] == 3
    assert delete(rig.client, sessionId=SESSION, source="mongo.md")["documentsDeleted"] == 1  # the retry works


def test_a_search_in_flight_during_a_delete_does_not_cache_the_deleted_document(make_app, settings: Settings, local_embedder) -> None:
    def delete_hangar(client: TestClient) -> None:
        assert delete(client, sessionId="race", source="hangar.md")["documentsDeleted"] == 1

    held, after = a_search_racing_a_change(make_app, settings, local_embedder.dimension, delete_hangar)
    assert sources(held) == ["hangar.md"]  # it started before the delete
    assert after["results"] == [] and after["cacheHit"] is False


def test_delete_is_listed_in_tools(client: TestClient) -> None:
    tools = {tool["name"]: tool for tool in client.get("/tools").json()["tools"]}
    schema = tools["rag_context_delete"]["inputSchema"]
    assert schema["type"] == "object"
    assert set(schema["properties"]) == {"documentId", "sessionId", "source", "filter", "all", "confirm"}


@pytest.mark.parametrize(
    ("body", "field"),
    [
        ({}, "body"),
        ({"documentId": "x", "sessionId": "s"}, "body"),
        ({"source": "a.md"}, "body"),
        ({"documentId": 5}, "documentId"),
        ({"sessionId": ""}, "sessionId"),
        ({"sessionId": "s", "source": ""}, "source"),
    ],
)
def test_delete_input_is_validated_with_400(client: TestClient, body: dict[str, Any], field: str) -> None:
    assert_invalid_input(client.post(DELETE, json=body), field=field)


def test_delete_rejects_a_body_that_is_not_json(client: TestClient) -> None:
    assert_invalid_input(client.post(DELETE, content=b"{not json", headers={"content-type": "application/json"}))


# --- listing and inspection


def index_many(api: Api, count: int) -> list[str]:
    ids = []
    for i in range(count):
        session = "alpha" if i % 2 == 0 else "beta"
        content_type = "code" if i % 3 == 0 else "documentation"
        payload = api.index(f"Document number {i} about the kraken's {i} tentacles.", session_id=session, source=f"doc{i}.md", content_type=content_type, metadata={"tags": ["t"], "category": "casino"})
        ids.append(payload["documentId"])
    return ids


def test_listing_pages_through_every_document_once_in_a_stable_order(client: TestClient) -> None:
    api = Api(client)
    ids = index_many(api, 7)
    pages, cursor = [], None
    while True:
        params: dict[str, Any] = {"limit": 3}
        if cursor:
            params["cursor"] = cursor
        response = client.get("/documents", params=params)
        assert response.status_code == 200, response.text
        body = response.json()
        pages.append(body["documents"])
        cursor = body["nextCursor"]
        if cursor is None:
            break
    assert [len(page) for page in pages] == [3, 3, 1]
    listed = [document["id"] for page in pages for document in page]
    assert listed == sorted(ids)
    first = pages[0][0]
    assert set(first) == {"id", "sessionId", "source", "contentType", "metadata", "chunkCount", "indexedAt", "status", "fingerprint"}
    assert first["chunkCount"] == 1 and first["status"] == "indexed" and first["indexedAt"].endswith("Z")
    # what was sent, and the role the service infers for a documentation file (issue 22)
    assert first["metadata"] == {"tags": ["t"], "category": "casino", "role": "docs"}
    # the default page is 20: everything, and no next page
    everything = client.get("/documents").json()
    assert len(everything["documents"]) == 7 and everything["nextCursor"] is None


def test_listing_filters(client: TestClient) -> None:
    api = Api(client)
    index_many(api, 7)
    alpha = client.get("/documents", params={"sessionId": "alpha"}).json()["documents"]
    assert sorted(d["source"] for d in alpha) == ["doc0.md", "doc2.md", "doc4.md", "doc6.md"]
    code = client.get("/documents", params={"contentType": "code"}).json()["documents"]
    assert sorted(d["source"] for d in code) == ["doc0.md", "doc3.md", "doc6.md"]
    both = client.get("/documents", params={"sessionId": "beta", "contentType": "code"}).json()["documents"]
    assert [d["source"] for d in both] == ["doc3.md"]
    one = client.get("/documents", params={"sessionId": "beta", "source": "doc5.md"}).json()["documents"]
    assert [d["source"] for d in one] == ["doc5.md"]
    assert client.get("/documents", params={"source": "nothing.md"}).json() == {"documents": [], "nextCursor": None}


@pytest.mark.parametrize(
    ("params", "field"),
    [
        ({"limit": 0}, "limit"),
        ({"limit": 101}, "limit"),
        ({"limit": "many"}, "limit"),
        ({"contentType": "poem"}, "contentType"),
        ({"cursor": "!!!"}, "cursor"),
        ({"cursor": "YQ=="}, "cursor"),  # base64 of "a", but not as this service writes it (no padding)
        ({"cursor": "_w"}, "cursor"),  # base64 of a byte that is not UTF-8
    ],
)
def test_listing_rejects_bad_parameters_with_400(client: TestClient, params: dict[str, Any], field: str) -> None:
    assert_invalid_input(client.get("/documents", params=params), field=field)


def test_one_document_with_its_chunks(client: TestClient) -> None:
    api = Api(client)
    long_text = "\n\n".join(f"Section {i}: the kraken guards the jackpot vault. " * 30 for i in range(4))
    payload = api.index(long_text, session_id="inspect", source="kraken.md", metadata={"agent": "WindFixer"})
    response = client.get(f"/documents/{payload['documentId']}")
    assert response.status_code == 200
    document = response.json()
    assert document["id"] == payload["documentId"]
    assert (document["sessionId"], document["source"], document["contentType"]) == ("inspect", "kraken.md", "documentation")
    assert document["content"] == long_text
    assert document["chunkCount"] == len(document["chunks"]) == payload["chunksIndexed"]
    assert [chunk["index"] for chunk in document["chunks"]] == list(range(payload["chunksIndexed"]))
    assert [chunk["vectorId"] for chunk in document["chunks"]] == payload["vectorIds"]
    assert document["metadata"] == {"agent": "WindFixer", "role": "docs"}  # the role inferred from the path


def test_a_missing_document_is_a_json_404(client: TestClient) -> None:
    response = client.get("/documents/no-such-document")
    assert response.status_code == 404
    assert response.json() == {"error": "Document no-such-document not found", "code": "NOT_FOUND"}


# --- access control


KEY = "lifecycle-k3y-0d9f"


@pytest.mark.parametrize(
    ("method", "path", "body"),
    [
        ("POST", DELETE, {"sessionId": "s"}),
        ("GET", "/documents", None),
        ("GET", "/documents/some-id", None),
    ],
)
def test_the_lifecycle_routes_need_the_api_key_when_one_is_set(make_app, settings: Settings, method: str, path: str, body: Any) -> None:
    with TestClient(make_app(settings.model_copy(update={"rag_api_key": KEY}))) as client:
        denied = client.request(method, path, json=body)
        assert denied.status_code == 401, denied.text
        assert denied.json()["code"] == "UNAUTHORIZED"
        allowed = client.request(method, path, json=body, headers={"X-API-Key": KEY})
        assert allowed.status_code in (200, 404), allowed.text
