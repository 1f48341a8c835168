"""Decisions as memory through the HTTP API and MCP (issue 32), on the real embedded backends:
supersession and validity recorded at indexing, current documents by default at every fallback
level, `asOf` and `includeSuperseded`, the listing, the refusals, and the store as the truth when
the vector index could not be told."""

from __future__ import annotations

import time
from collections.abc import Iterator
from datetime import datetime, timedelta, timezone
from pathlib import Path
from typing import Any

import pytest
from test_fallback_levels import Rig, Switchable, make_rig

from rag_context.api.mcp import call_tool
from rag_context.config import load_settings
from rag_context.core.ports import DependencyError

SEARCH = "/tools/rag_context_search"
INDEX = "/tools/rag_context_index"

CACHE = "Decision: cache the jackpot thresholds for five minutes in Redis to spare the database."
LIVE = "Decision: do not cache the jackpot thresholds; read them live from the database on every spin."
UNRELATED = "Selenium WebDriver timeout should be thirty seconds for page loads."


class Selective(Switchable):
    """A switchable backend whose named methods alone fail."""

    def __init__(self, inner: Any) -> None:
        super().__init__(inner)
        self.failing: set[str] = set()

    def __getattr__(self, name: str) -> Any:
        attribute = super().__getattr__(name)
        if name not in self.failing:
            return attribute

        async def failing(*args: Any, **kwargs: Any) -> Any:
            raise DependencyError(f"{name}: switched off by the test")

        return failing


@pytest.fixture
def rig(tmp_path: Path, local_embedder: Any) -> Iterator[Rig]:
    settings = load_settings(
        _env_file=None,
        rag_data_dir=tmp_path / "data",
        rag_dependency_cooldown_ms=0,
        rag_dependency_timeout_ms=5000,
        circuit_breaker_threshold=50,
        rag_cache_size=0,
    )
    yield from make_rig(settings, local_embedder)


def index(rig: Rig, content: str, source: str, **extra: Any) -> dict[str, Any]:
    body = {"content": content, "contentType": "decision", "sessionId": "oracle", "source": source, **extra}
    response = rig.client.post(INDEX, json=body)
    assert response.status_code == 200, response.text
    return response.json()


def sources(answer: dict[str, Any]) -> list[str]:
    return [result["source"] for result in answer["results"]]


def by_source(answer: dict[str, Any]) -> dict[str, dict[str, Any]]:
    return {result["source"]: result for result in answer["results"]}


def remembered(rig: Rig) -> tuple[str, str, str]:
    """The cache decision, then the live one that supersedes it; returns (old id, new id, the
    moment between them)."""
    old = index(rig, CACHE, "decisions/cache.md")["documentId"]
    index(rig, UNRELATED, "notes/selenium.md")
    time.sleep(0.01)
    between = datetime.now(timezone.utc).isoformat()
    time.sleep(0.01)
    new = index(rig, LIVE, "decisions/live.md", supersedes=[old])["documentId"]
    return old, new, between


def test_a_superseded_decision_is_left_out_by_default_and_kept_in_the_history(rig: Rig) -> None:
    old, new, between = remembered(rig)
    current = rig.search("should jackpot thresholds be cached?")
    assert current["fallbackLevel"] == 1
    assert "decisions/cache.md" not in sources(current)
    assert by_source(current)["decisions/live.md"]["supersedes"] == [old]

    history = by_source(rig.search("should jackpot thresholds be cached?", includeSuperseded=True))
    assert history["decisions/cache.md"]["supersededBy"] == new
    assert datetime.fromisoformat(history["decisions/cache.md"]["supersededAt"]) > datetime.fromisoformat(between)
    assert "supersededBy" not in history["decisions/live.md"]

    then = rig.search("should jackpot thresholds be cached?", asOf=between)
    assert "decisions/cache.md" in sources(then) and "decisions/live.md" not in sources(then)  # the new one did not exist yet
    assert by_source(then)["decisions/cache.md"]["supersededBy"] == new  # and it says what came after

    # The document itself stays whole and findable by id.
    document = rig.client.get(f"/documents/{old}").json()
    assert document["content"] == CACHE and document["supersededBy"] == new


def test_every_fallback_level_leaves_the_superseded_out(rig: Rig) -> None:
    remembered(rig)
    rig.embedder.mode = "fail"  # level 2: the vector index's BM25
    keyword = rig.search("jackpot thresholds cache database")
    assert keyword["fallbackLevel"] == 2 and sources(keyword) == ["decisions/live.md"]
    rig.vectors.mode = "fail"  # level 2: the store's text search
    store = rig.search("jackpot thresholds cache database")
    assert store["fallbackLevel"] == 2 and sources(store) == ["decisions/live.md"]
    history = rig.search("jackpot thresholds cache database", includeSuperseded=True)
    assert sorted(sources(history)) == ["decisions/cache.md", "decisions/live.md"]


def test_a_pending_supersession_is_read_back_at_once(rig: Rig) -> None:
    """Read your writes: the superseding decision waits for its vectors (the embedder is down), the
    superseded one is already out of the primary answer, the pending one in it."""
    old = index(rig, CACHE, "decisions/cache.md")["documentId"]
    rig.embedder.mode = "fail"
    answer = index(rig, LIVE, "decisions/live.md", supersedes=[old])
    assert answer["status"] == "pending"
    rig.embedder.mode = None
    found = rig.search("jackpot thresholds cached database")
    assert found["fallbackLevel"] == 1
    assert sources(found) == ["decisions/live.md"]


def test_when_the_index_cannot_be_told_the_store_decides(rig: Rig, local_embedder: Any) -> None:
    """The payload update fails: the supersession is acknowledged (the store has it), level-1
    results are checked against the store until the reconciler tells the index."""
    rig.vectors.__class__ = Selective  # the same backend, now with selective failures
    rig.vectors.failing = set()
    old = index(rig, CACHE, "decisions/cache.md")["documentId"]
    rig.vectors.failing = {"set_memory"}
    new = index(rig, LIVE, "decisions/live.md", supersedes=[old])["documentId"]
    services = rig.client.app.state.services
    assert services.counter.memory_changes >= 1
    found = rig.search("jackpot thresholds cached database")
    assert found["fallbackLevel"] == 1 and sources(found) == ["decisions/live.md"]
    history = by_source(rig.search("jackpot thresholds cached database", includeSuperseded=True))
    assert history["decisions/cache.md"]["supersededBy"] == new  # the history's marks are the store's too
    rig.vectors.failing = set()
    assert rig.client.portal.call(services.reconcile_once, services.owner) is not None  # a reconciler round tells it
    assert services.counter.memory_changes == 0
    assert sources(rig.search("jackpot thresholds cached database")) == ["decisions/live.md"]


def test_deleting_the_superseding_decision_makes_the_old_one_current_again(rig: Rig) -> None:
    old, new, _ = remembered(rig)
    response = rig.client.post("/tools/rag_context_delete", json={"documentId": new})
    assert response.status_code == 200 and response.json()["documentsDeleted"] == 1
    found = by_source(rig.search("jackpot thresholds cached database"))
    assert "decisions/cache.md" in found and "supersededBy" not in found["decisions/cache.md"]


def test_validity_bounds_what_is_current(rig: Rig) -> None:
    now = datetime.now(timezone.utc)
    index(rig, CACHE, "decisions/expired.md", validUntil=(now - timedelta(days=1)).isoformat())
    index(rig, LIVE, "decisions/future.md", validFrom=(now + timedelta(days=1)).isoformat())
    assert sources(rig.search("jackpot thresholds")) == []
    week_ago = rig.search("jackpot thresholds", asOf=(now - timedelta(days=7)).isoformat())
    assert sources(week_ago) == []  # valid then, but not yet indexed
    history = by_source(rig.search("jackpot thresholds", includeSuperseded=True))
    assert set(history) == {"decisions/expired.md", "decisions/future.md"}
    assert history["decisions/expired.md"]["validUntil"].endswith("Z")


def test_the_listing_shows_what_is_current_unless_asked(rig: Rig) -> None:
    old, new, between = remembered(rig)
    decisions = {"contentType": "decision", "sourcePrefix": "decisions/"}
    listed = {document["id"]: document for document in rig.client.get("/documents", params=decisions).json()["documents"]}
    assert set(listed) == {new}
    history = rig.client.get("/documents", params={**decisions, "includeSuperseded": "true"}).json()["documents"]
    assert {document["id"]: document.get("supersededBy") for document in history} == {old: new, new: None}
    then = rig.client.post("/documents/search", json={"contentType": "decision", "filter": {"sourcePrefix": "decisions/"}, "asOf": between})
    assert [document["id"] for document in then.json()["documents"]] == [old]


def test_a_request_without_memory_keeps_it(rig: Rig) -> None:
    """Indexed again without the fields (a client that does not know them, a file re-indexed), a
    decision keeps what it superseded; `supersedes: []` undoes it."""
    old, new, _ = remembered(rig)
    again = index(rig, LIVE + " Reviewed.", "decisions/live.md")
    assert again["documentId"] == new
    assert sources(rig.search("jackpot thresholds cached database")) == ["decisions/live.md"]
    index(rig, LIVE + " Reviewed.", "decisions/live.md", supersedes=[])
    assert sorted(sources(rig.search("jackpot thresholds cached database"))) == ["decisions/cache.md", "decisions/live.md"]


@pytest.mark.parametrize(
    "extra, field",
    [
        ({"supersedes": ["no-such-document"]}, "supersedes"),
        ({"validFrom": "2026-02-01T00:00:00Z", "validUntil": "2026-01-01T00:00:00Z"}, "body"),
        ({"validFrom": "yesterday"}, "validFrom"),
        ({"validUntil": "1969-12-31T00:00:00Z"}, "validUntil"),
        ({"supersedes": ["x"] * 33}, "supersedes"),
        ({"supersedes": ["a\u0000b"]}, "supersedes.0"),
    ],
)
def test_bad_memory_is_a_400_that_changes_nothing(rig: Rig, extra: dict[str, Any], field: str) -> None:
    body = {"content": CACHE, "contentType": "decision", "sessionId": "oracle", "source": "decisions/x.md", **extra}
    response = rig.client.post(INDEX, json=body)
    assert response.status_code == 400, response.text
    assert response.json()["code"] == "INVALID_INPUT"
    assert any(detail["field"].startswith(field) for detail in response.json()["details"]), response.json()
    assert rig.client.get("/documents", params={"includeSuperseded": "true"}).json()["documents"] == []


def test_unknown_targets_are_named_and_a_document_cannot_supersede_itself(rig: Rig) -> None:
    old = index(rig, CACHE, "decisions/cache.md")["documentId"]
    response = rig.client.post(INDEX, json={"content": LIVE, "contentType": "decision", "sessionId": "oracle", "source": "decisions/live.md", "supersedes": [old, "gone-1"]})
    assert response.status_code == 400 and response.json()["documentIds"] == ["gone-1"]
    own = rig.client.post(INDEX, json={"content": CACHE, "contentType": "decision", "sessionId": "oracle", "source": "decisions/cache.md", "supersedes": [old]})
    assert own.status_code == 400 and "itself" in own.json()["error"]


def test_a_cycle_of_supersessions_is_refused(rig: Rig) -> None:
    first = index(rig, CACHE, "decisions/a.md")["documentId"]
    second = index(rig, LIVE, "decisions/b.md", supersedes=[first])["documentId"]
    third = index(rig, UNRELATED, "decisions/c.md", supersedes=[second])["documentId"]
    response = rig.client.post(INDEX, json={"content": CACHE, "contentType": "decision", "sessionId": "oracle", "source": "decisions/a.md", "supersedes": [third]})
    assert response.status_code == 400, response.text
    assert response.json()["documentIds"] == [third] or second in response.json()["documentIds"] or third in response.json()["error"]
    assert rig.client.get(f"/documents/{first}").json().get("supersedes") is None  # nothing changed


@pytest.mark.parametrize(
    "body",
    [
        {"asOf": "last tuesday"},
        {"asOf": "1969-01-01T00:00:00Z"},
        {"recency": {"halfLifeDays": 0}},
        {"recency": {"weight": 0.5}},
        {"recency": {"halfLifeDays": 10, "weight": 1.5}},
        {"diversity": 1.5},
        {"diversity": -0.1},
        {"weights": {"dense": 0, "keyword": 0}},
        {"weights": {"dense": 11}},
        {"includeSuperseded": "yes"},
    ],
)
def test_bad_search_options_are_a_400(rig: Rig, body: dict[str, Any]) -> None:
    response = rig.client.post(SEARCH, json={"query": "jackpot", **body})
    assert response.status_code == 400, response.text
    assert response.json()["code"] == "INVALID_INPUT"


def test_the_mcp_tools_remember_alike(rig: Rig) -> None:
    services = rig.client.app.state.services

    def tool(name: str, arguments: dict[str, Any]) -> Any:
        return rig.client.portal.call(call_tool, name, arguments, services)

    old = index(rig, CACHE, "decisions/cache.md")["documentId"]
    indexed = tool("rag_context_index", {"content": LIVE, "contentType": "decision", "sessionId": "oracle", "source": "decisions/live.md", "supersedes": [old]})
    assert not indexed.is_error
    found = tool("rag_context_search", {"query": "jackpot thresholds cached database"})
    assert [result["source"] for result in found.structured_content["results"]] == ["decisions/live.md"]
    history = tool("rag_context_documents", {"contentType": "decision", "includeSuperseded": True})
    assert len(history.structured_content["documents"]) == 2
    refused = tool("rag_context_index", {"content": LIVE, "contentType": "decision", "sessionId": "oracle", "source": "decisions/x.md", "supersedes": ["nope"]})
    assert refused.is_error and refused.structured_content["documentIds"] == ["nope"]


def test_a_moved_file_keeps_its_supersessions(rig: Rig) -> None:
    """The repository follower moves a renamed file's documents: what replaced the old id replaces
    the new one, and what the renamed document replaced stays replaced."""
    old, new, _ = remembered(rig)
    moved = rig.client.post("/documents/move", json={"sessionId": "oracle", "source": "decisions/cache.md", "newSource": "decisions/archive/cache.md"})
    assert moved.status_code == 200, moved.text
    moved_id = moved.json()["documentIds"][0]
    assert sources(rig.search("jackpot thresholds cached database")) == ["decisions/live.md"]
    history = by_source(rig.search("jackpot thresholds cached database", includeSuperseded=True))
    assert history["decisions/archive/cache.md"]["supersededBy"] == new
    assert history["decisions/live.md"]["supersedes"] == [moved_id]
    assert "decisions/cache.md" not in history


def test_an_index_answer_says_what_is_already_known(rig: Rig) -> None:
    old = index(rig, CACHE, "decisions/cache.md")
    assert "similar" not in old and "mayReplace" not in old  # the first decision of the session: nothing to say
    again = index(rig, CACHE.replace("five", "ten"), "decisions/cache-ten.md")
    assert [item["documentId"] for item in again["similar"]] == [old["documentId"]]
    assert again["similar"][0]["source"] == "decisions/cache.md" and 0.72 <= again["similar"][0]["score"] <= 1.0
    stated = index(rig, "# Live thresholds\n\nThis replaces decisions/cache.md and decisions/cache-ten.md: " + LIVE, "decisions/live.md")
    assert {item["source"] for item in stated["mayReplace"]} == {"decisions/cache.md", "decisions/cache-ten.md"}
    # Confirmed with one more request: the suggestions become supersessions.
    index(rig, "# Live thresholds\n\nThis replaces decisions/cache.md and decisions/cache-ten.md: " + LIVE, "decisions/live.md",
          supersedes=[item["documentId"] for item in stated["mayReplace"]])
    assert sources(rig.search("jackpot thresholds cached")) == ["decisions/live.md"]


def test_only_a_decision_is_told_what_it_may_replace(rig: Rig) -> None:
    body = {"content": CACHE, "contentType": "chat", "sessionId": "oracle", "source": "chats/1.txt"}
    first = rig.client.post(INDEX, json=body).json()
    second = rig.client.post(INDEX, json={**body, "source": "chats/2.txt"}).json()
    assert "mayReplace" not in first and [item["source"] for item in second["similar"]] == ["chats/1.txt"]
    # Another session, another kind: not "already known" here.
    other = rig.client.post(INDEX, json={**body, "sessionId": "fixer", "source": "chats/3.txt"}).json()
    assert "similar" not in other
    assert "similar" not in index(rig, CACHE, "decisions/cache.md")


def test_without_vectors_the_stated_replacement_is_still_found(rig: Rig) -> None:
    index(rig, CACHE, "decisions/cache.md")
    rig.embedder.mode = "fail"
    answer = index(rig, "This supersedes decisions/cache.md. " + LIVE, "decisions/live.md")
    assert answer["status"] == "pending"
    assert "similar" not in answer  # no vectors yet: not worked out
    assert [item["source"] for item in answer["mayReplace"]] == ["decisions/cache.md"]
