"""Helpers of the HTTP contract tests: contract-schema validation and a thin client for the four tools.

Not a test module (pytest collects only test_*.py); the tests import it by name, since tests/api has
no __init__.py and pytest puts this directory on sys.path.
"""

from __future__ import annotations

import asyncio
import importlib.util
import re
import sys
import threading
import time
import uuid
from collections.abc import Callable
from concurrent.futures import ThreadPoolExecutor
from datetime import datetime, timedelta, timezone
from pathlib import Path
from types import ModuleType
from typing import Any

from fastapi.testclient import TestClient
from jsonschema import Draft7Validator, FormatChecker


def _shared_conftest() -> ModuleType:
    """tests/conftest.py as pytest loaded it (its module is named plain `conftest`, a name that another
    directory's conftest could take over, so it is found by its file)."""
    path = Path(__file__).resolve().parents[1] / "conftest.py"
    for module in list(sys.modules.values()):
        if getattr(module, "__file__", None) and Path(module.__file__).resolve() == path:
            return module
    spec = importlib.util.spec_from_file_location("_rag_tests_conftest", path)
    assert spec is not None and spec.loader is not None
    module = importlib.util.module_from_spec(spec)
    spec.loader.exec_module(module)
    return module


_conftest = _shared_conftest()
CONTRACT_DIR: Path = _conftest.CONTRACT_DIR
contract_schema = _conftest.contract_schema

SEARCH = "/tools/rag_context_search"
INDEX = "/tools/rag_context_index"
STATS = "/tools/rag_context_stats"
HEALTH = "/health"

CONTRACT_SCHEMAS = ("search.request", "search.response", "index.request", "index.response", "health.response", "stats.response")

# RFC 3339 date-time, as JSON Schema's `date-time` means it: a full date, a time and an offset.
_RFC3339 = re.compile(
    r"^\d{4}-\d{2}-\d{2}[Tt]\d{2}:\d{2}:\d{2}(?:\.\d+)?(?:[Zz]|[+-]\d{2}:\d{2})$"
)
_CAMEL_CASE = re.compile(r"^[a-z][a-zA-Z0-9]*$")


def _is_rfc3339(value: object) -> bool:
    if not isinstance(value, str):
        return True  # format applies to strings only; `type` catches the rest
    if not _RFC3339.match(value):
        raise ValueError(f"{value!r} is not an RFC 3339 date-time")
    datetime.fromisoformat(value.replace("z", "Z"))  # raises on an impossible date such as 2026-13-40
    return True


def format_checker() -> FormatChecker:
    """jsonschema checks `date-time` only when the optional rfc3339-validator package is installed,
    and it is not in this venv: without a checker of our own, `"format": "date-time"` passes anything."""
    checker = FormatChecker()
    checker.checks("date-time", raises=ValueError)(_is_rfc3339)
    return checker


FORMAT_CHECKER = format_checker()
VALIDATORS = {name: Draft7Validator(contract_schema(name), format_checker=FORMAT_CHECKER) for name in CONTRACT_SCHEMAS}


def contract_errors(schema_name: str, instance: Any) -> list[str]:
    return [
        f"{'/'.join(str(p) for p in error.absolute_path) or '<root>'}: {error.message}"
        for error in VALIDATORS[schema_name].iter_errors(instance)
    ]


def assert_contract(schema_name: str, instance: Any) -> None:
    errors = contract_errors(schema_name, instance)
    assert not errors, f"response breaks contract/{schema_name}.schema.json: {errors}\n{instance}"


def assert_camel_case_keys(payload: dict[str, Any], where: str = "response") -> None:
    bad = [key for key in payload if not _CAMEL_CASE.match(key)]
    assert not bad, f"{where} has non-camelCase field names: {bad}"


def assert_utc_timestamp(value: str, not_before: datetime | None = None) -> datetime:
    assert isinstance(value, str), value
    assert value.endswith("Z") or value.endswith("+00:00"), f"timestamp {value!r} is not marked UTC"
    parsed = datetime.fromisoformat(value.replace("Z", "+00:00"))
    assert parsed.tzinfo is not None and parsed.utcoffset() == timedelta(0), value
    now = datetime.now(timezone.utc)
    assert parsed <= now + timedelta(seconds=5), f"timestamp {value} is in the future (now {now.isoformat()})"
    if not_before is not None:
        assert parsed >= not_before - timedelta(seconds=5), f"timestamp {value} is before the document was indexed"
    return parsed


def unique(prefix: str = "tok") -> str:
    """A token no embedder or tokenizer has seen: what a search for it finds came from our document."""
    return f"{prefix}{uuid.uuid4().hex[:10]}"


def assert_invalid_input(response: Any, field: str | None = None) -> dict[str, Any]:
    """400, JSON, {"error": str, "code": "INVALID_INPUT", "details": [{"field", "message", ...}]}."""
    assert response.status_code == 400, f"expected 400, got {response.status_code}: {response.text}"
    assert response.headers["content-type"].startswith("application/json"), response.headers["content-type"]
    body = response.json()
    assert isinstance(body, dict), body
    assert isinstance(body.get("error"), str) and body["error"], body
    assert body.get("code") == "INVALID_INPUT", body
    details = body.get("details")
    assert isinstance(details, list) and details, body
    for detail in details:
        assert isinstance(detail, dict), body
        assert isinstance(detail.get("field"), str) and detail["field"], body
        assert isinstance(detail.get("message"), str) and detail["message"], body
    if field is not None:
        fields = [detail["field"] for detail in details]
        assert field in fields, f"no detail names the field {field!r}: {fields}"
    return body


class Api:
    """The four tools over a TestClient; every successful response is checked against its schema."""

    def __init__(self, client: TestClient) -> None:
        self.client = client

    # --- raw calls

    def post(self, path: str, body: Any) -> Any:
        return self.client.post(path, json=body)

    # --- checked calls

    def index(
        self,
        content: str,
        session_id: str = "session-1",
        source: str | None = None,
        content_type: str = "documentation",
        metadata: dict[str, Any] | None = None,
    ) -> dict[str, Any]:
        body: dict[str, Any] = {
            "content": content,
            "contentType": content_type,
            "sessionId": session_id,
            "source": source or f"{unique('src')}.md",
        }
        if metadata is not None:
            body["metadata"] = metadata
        return self.index_body(body)

    def index_body(self, body: dict[str, Any]) -> dict[str, Any]:
        response = self.client.post(INDEX, json=body)
        assert response.status_code == 200, f"index answered {response.status_code}: {response.text}"
        payload = response.json()
        assert_contract("index.response", payload)
        assert payload["success"] is True
        return payload

    def search(self, query: str, **fields: Any) -> dict[str, Any]:
        response = self.client.post(SEARCH, json={"query": query, **fields})
        assert response.status_code == 200, f"search answered {response.status_code}: {response.text}"
        payload = response.json()
        assert_contract("search.response", payload)
        return payload

    def total_indexed(self) -> int:
        return self.search(unique("count"), sessionId=unique("nosuchsession"))["totalIndexed"]

    def health(self) -> dict[str, Any]:
        response = self.client.get(HEALTH)
        assert response.status_code == 200, response.text
        payload = response.json()
        assert_contract("health.response", payload)
        return payload

    def stats(self, time_range: str | None = None) -> dict[str, Any]:
        params = {} if time_range is None else {"timeRange": time_range}
        response = self.client.get(STATS, params=params)
        assert response.status_code == 200, response.text
        payload = response.json()
        assert_contract("stats.response", payload)
        return payload

    def wait_for_queries(self, expected: int, time_range: str = "1h", timeout_s: float = 5.0) -> dict[str, Any]:
        """Metrics leave the request path on a background task: poll until `expected` are counted."""
        deadline = time.monotonic() + timeout_s
        while True:
            stats = self.stats(time_range)
            if stats["totalQueries"] >= expected or time.monotonic() > deadline:
                return stats
            time.sleep(0.05)


def sources(search_payload: dict[str, Any]) -> list[str]:
    return [hit["source"] for hit in search_payload["results"]]


def contents(search_payload: dict[str, Any]) -> list[str]:
    return [hit["content"] for hit in search_payload["results"]]


__all__ = [
    "CONTRACT_DIR",
    "Api",
    "assert_camel_case_keys",
    "assert_contract",
    "assert_invalid_input",
    "assert_utc_timestamp",
    "contract_errors",
    "contract_schema",
    "a_search_racing_a_change",
    "contents",
    "sources",
    "unique",
]


class GatedVectors:
    """The real vector index, but the next hybrid search, once it has its hits, waits for a gate:
    a search that is in flight while a document is indexed, made deterministic."""

    def __init__(self, inner: Any) -> None:
        self._inner = inner
        self.gate: threading.Event | None = None
        self.entered = threading.Event()

    def __getattr__(self, name: str) -> Any:
        return getattr(self._inner, name)

    async def hybrid_search(self, *args: Any, **kwargs: Any) -> Any:
        hits = await self._inner.hybrid_search(*args, **kwargs)
        gate, self.gate = self.gate, None
        if gate is not None:
            self.entered.set()
            await asyncio.to_thread(gate.wait, 30)
        return hits


def a_search_racing_a_change(
    make_app: Callable[..., Any], settings: Any, dimension: int, change: Callable[[TestClient], None]
) -> tuple[dict[str, Any], dict[str, Any]]:
    """Index hangar.md (session "race"), hold a search for it once it has its hits from the vector
    index, run `change` meanwhile, then let the search finish. Returns that search's answer and the
    answer of the same search made afterwards, which nothing the held one cached may hide."""
    from rag_context.backends.vectors.edge import EdgeVectorIndex

    # One hybrid query per search (no feedback pass), so that the gated query is the one whose
    # result the search returns and would cache.
    single_pass = settings.model_copy(update={"rag_feedback_chunks": 0})
    vectors = GatedVectors(EdgeVectorIndex.open(settings.vectors_dir, dimension, settings.fusion))
    with TestClient(make_app(single_pass, vectors=vectors)) as client:
        api = Api(client)
        api.index("The zeppelin hangar doors open at dawn.", session_id="race", source="hangar.md")
        query = {"query": "zeppelin hangar", "sessionId": "race", "limit": 20}
        release = threading.Event()
        vectors.gate = release
        with ThreadPoolExecutor(max_workers=1) as pool:
            in_flight = pool.submit(api.search, **query)
            assert vectors.entered.wait(30), "the gated search never reached the vector index"
            change(client)
            release.set()
            held = in_flight.result(timeout=30)
        return held, api.search(**query)
