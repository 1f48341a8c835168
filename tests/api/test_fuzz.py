"""schemathesis against the app's own OpenAPI document, in-process (ASGI), on the real embedded
backends: valid and invalid requests for every operation, a bounded and derandomized number of
examples each, so that CI runs the same cases every time.

Checks: no 5xx; every 4xx answers a JSON object with an `error` message; and the document is
accurate: every status code, content type and response body is the one it declares (400s included).
"""

from __future__ import annotations

import json
from collections.abc import Iterator
from pathlib import Path
from typing import Any

import pytest
import schemathesis
from fastapi.testclient import TestClient
from hypothesis import HealthCheck, given, settings
from hypothesis import strategies as st
from schemathesis.checks import (
    content_type_conformance,
    not_a_server_error,
    response_schema_conformance,
    status_code_conformance,
)
from schemathesis.python.asgi import shutdown_lifespans

from rag_context.app import create_app
from rag_context.config import load_settings

MAX_EXAMPLES = 30


def error_body_is_json(ctx: Any, response: Any, case: Any) -> bool | None:
    """A 4xx carries a JSON object with a non-empty `error` string (the C# client and the scripts read it)."""
    if not 400 <= response.status_code < 500:
        return None
    content_type = response.headers.get("content-type", [""])
    content_type = content_type[0] if isinstance(content_type, list) else content_type
    assert content_type.startswith("application/json"), f"{response.status_code} answered {content_type!r}"
    try:
        body = json.loads(response.content)
    except ValueError as error:
        raise AssertionError(f"{response.status_code} body is not JSON: {response.content[:200]!r}") from error
    assert isinstance(body, dict), f"{response.status_code} body is not an object: {body!r}"
    assert isinstance(body.get("error"), str) and body["error"], f"{response.status_code} body has no error: {body!r}"
    return True


def openapi_document() -> dict[str, Any]:
    """The document the app serves at /openapi.json; building it starts no backend."""
    return create_app(load_settings(_env_file=None, rag_data_dir=Path("unused"))).openapi()


# Loaded from the document, not through a fixture (schemathesis' lazy fixture loader does not run
# under this pytest): collection stays cheap, and each test sends its cases to a fresh app.
schema = schemathesis.openapi.from_dict(openapi_document())


@pytest.fixture
def fuzzed_app(make_app: Any) -> Iterator[Any]:
    app = make_app()
    yield app
    shutdown_lifespans()  # schemathesis keeps an app's lifespan open for the process: close it here


@schema.parametrize()
@settings(
    max_examples=MAX_EXAMPLES,
    derandomize=True,
    deadline=None,
    database=None,
    suppress_health_check=list(HealthCheck),
)
def test_no_server_error_and_json_error_bodies(case: Any, fuzzed_app: Any) -> None:
    case.call_and_validate(
        app=fuzzed_app,
        # schemathesis' own default is 10 s; a fresh app's first request also starts it (the model,
        # the store, the shard), which on a loaded CI machine took longer
        timeout=120,
        checks=[
            not_a_server_error,
            error_body_is_json,
            status_code_conformance,
            content_type_conformance,
            response_schema_conformance,
        ],
    )


# --- what the schema-driven generator never sends: JSON escapes of lone surrogates (hypothesis'
# text leaves the surrogate category out), and any JSON value in any field, of the POST tools the
# generic `/tools/{name}` route dispatches by name.

VALID_BODIES = {
    "/tools/rag_context_search": {"query": "jackpot threshold", "limit": 3, "game": "FireKirin", "agent": "fuzz"},
    "/tools/rag_context_index": {
        "content": "FireKirin jackpot threshold is $500.",
        "contentType": "documentation",
        "sessionId": "fuzz",
        "source": "fuzz.md",
        "metadata": {"agent": "fuzz", "tags": ["casino"], "category": "casino", "game": "FireKirin", "decisionId": "d1"},
    },
    "/tools/rag_context_stats": {"timeRange": "1h"},
    "/tools/rag_context_health": {},
}
FIELDS = sorted(
    {(path, field) for path, body in VALID_BODIES.items() for field in [*body, "unknown"]}
    | {("/tools/rag_context_index", "metadata.tags")}
)

any_text = st.text(alphabet=st.characters(codec=None) | st.characters(categories=["Cs"]), max_size=12)  # lone surrogates often
json_values = st.recursive(
    st.none() | st.booleans() | st.integers() | st.floats(allow_nan=False, allow_infinity=False) | any_text,
    lambda children: st.lists(children, max_size=3) | st.dictionaries(any_text, children, max_size=3),
    max_leaves=8,
)


def replaced(body: dict[str, Any], field: str, value: Any) -> dict[str, Any]:
    body = json.loads(json.dumps(body))
    if "." in field:
        outer, inner = field.split(".")
        body.setdefault(outer, {})[inner] = value
    else:
        body[field] = value
    return body


@pytest.fixture
def fuzz_client(make_app: Any) -> Iterator[TestClient]:
    with TestClient(make_app(), raise_server_exceptions=False) as client:
        yield client


@settings(max_examples=MAX_EXAMPLES * 4, derandomize=True, deadline=None, database=None, suppress_health_check=list(HealthCheck))
@given(target=st.sampled_from(FIELDS), value=json_values)
def test_any_json_value_in_any_field_is_answered_without_a_server_error(
    fuzz_client: TestClient, target: tuple[str, str], value: Any
) -> None:
    path, field = target
    # ensure_ascii: a lone surrogate travels as its \uXXXX escape, as a client's JSON encoder sends it
    payload = json.dumps(replaced(VALID_BODIES[path], field, value), ensure_ascii=True)
    response = fuzz_client.post(path, content=payload, headers={"content-type": "application/json"})
    assert response.status_code < 500, (path, payload, response.text)
    if response.status_code >= 400:
        body = response.json()
        assert isinstance(body, dict) and isinstance(body.get("error"), str) and body["error"], body


@pytest.mark.parametrize(("path", "field"), [target for target in FIELDS if target[1] != "unknown"])
def test_a_lone_surrogate_in_a_string_field_is_a_400(fuzz_client: TestClient, path: str, field: str) -> None:
    value: Any = ["ok", "\ud800"] if field == "metadata.tags" else "x\udfff"
    payload = json.dumps(replaced(VALID_BODIES[path], field, value), ensure_ascii=True)
    response = fuzz_client.post(path, content=payload, headers={"content-type": "application/json"})
    if path == "/tools/rag_context_health":
        assert response.status_code == 200  # health reads no body
        return
    assert response.status_code == 400, response.text
    assert response.json()["code"] == "INVALID_INPUT"
