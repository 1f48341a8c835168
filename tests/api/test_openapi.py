"""The OpenAPI document (GET /openapi.json) is complete enough to generate a client from, and true:
every operation declares its success and error responses with schemas, real responses of every
kind validate against the schema declared for their status, the declared models agree with
contract/*.schema.json, and the request bodies agree with the input schemas GET /tools lists."""

from __future__ import annotations

from collections.abc import Iterator
from typing import Any

import pytest
from api_support import FORMAT_CHECKER, INDEX, SEARCH, STATS, contract_schema
DELETE = "/tools/rag_context_delete"
from fastapi.testclient import TestClient
from jsonschema import Draft202012Validator

from rag_context.core.filters import FILTER_FIELDS
from rag_context.api.tools import (
    INDEX_INPUT_SCHEMA,
    OUTLINE_INPUT_SCHEMA,
    REFERENCES_INPUT_SCHEMA,
    REPO_MAP_INPUT_SCHEMA,
    SEARCH_INPUT_SCHEMA,
    STATS_INPUT_SCHEMA,
    SYMBOLS_INPUT_SCHEMA,
)
from rag_context.core.ports import DependencyError

API_KEY = "openapi-test-key-42"

# (path, method) -> the statuses it must declare
# (path, method) -> the statuses it must declare; 421 (the Host check) on every one of them.
EXPECTED_RESPONSES = {
    ("/tools/rag_context_search", "post"): {"200", "400", "401", "413", "421"},
    ("/tools/rag_context_index", "post"): {"200", "400", "401", "413", "421", "503"},
    ("/tools/rag_context_stats", "get"): {"200", "400", "401", "421"},
    ("/tools/{name}", "post"): {"200", "400", "401", "404", "413", "421"},
    ("/tools", "get"): {"200", "401", "421"},
    ("/health", "get"): {"200", "401", "421"},
    ("/health/ready", "get"): {"200", "421", "503"},
    ("/health/live", "get"): {"200", "421"},
}
PROBES = {("/health/live", "get"), ("/health/ready", "get")}  # public even with a key
RESPONSE_CONTRACTS = {
    "SearchResponse": "search.response",
    "IndexResponse": "index.response",
    "HealthResponse": "health.response",
    "StatsResponse": "stats.response",
}


@pytest.fixture
def document(client: TestClient) -> dict[str, Any]:
    response = client.get("/openapi.json")
    assert response.status_code == 200
    return response.json()


@pytest.fixture
def keyed_client(make_app, settings, tmp_path) -> Iterator[TestClient]:
    keyed = settings.model_copy(update={"rag_api_key": API_KEY, "rag_max_body_bytes": 4096, "rag_data_dir": tmp_path / "keyed"})
    with TestClient(make_app(keyed)) as client:
        yield client


def operations(document: dict[str, Any]) -> Iterator[tuple[str, str, dict[str, Any]]]:
    for path, methods in document["paths"].items():
        for method, operation in methods.items():
            yield path, method, operation


def response_schema(document: dict[str, Any], path: str, method: str, status: int) -> dict[str, Any]:
    declared = document["paths"][path][method]["responses"]
    assert str(status) in declared, f"{method.upper()} {path} answered {status}, which it does not declare: {sorted(declared)}"
    return declared[str(status)]["content"]["application/json"]["schema"]


def schema_errors(document: dict[str, Any], schema: dict[str, Any], instance: Any) -> list[str]:
    """Validate against a schema of the document, its $refs resolved in the document's components."""
    root = {**schema, "components": document["components"]}
    validator = Draft202012Validator(root, format_checker=FORMAT_CHECKER)
    return [f"{'/'.join(map(str, error.absolute_path)) or '<root>'}: {error.message}" for error in validator.iter_errors(instance)]


def assert_declared(document: dict[str, Any], path: str, method: str, response: Any) -> None:
    schema = response_schema(document, path, method, response.status_code)
    errors = schema_errors(document, schema, response.json())
    assert not errors, f"{method.upper()} {path} {response.status_code}: {errors}\n{response.text}"


def component(document: dict[str, Any], name: str) -> dict[str, Any]:
    return document["components"]["schemas"][name]


def plain(property_schema: dict[str, Any]) -> dict[str, Any]:
    """A property's schema without pydantic's `anyOf [..., null]` wrapper for optional fields."""
    variants = [variant for variant in property_schema.get("anyOf", []) if variant.get("type") != "null"]
    if len(variants) == 1:
        return {**{k: v for k, v in property_schema.items() if k != "anyOf"}, **variants[0]}
    return property_schema


# --- the document


def test_every_operation_declares_its_responses_with_schemas_and_no_422(document: dict[str, Any]) -> None:
    seen = {(path, method): operation for path, method, operation in operations(document)}
    for key, statuses in EXPECTED_RESPONSES.items():
        assert key in seen, f"no operation {key}"
        declared = seen[key]["responses"]
        assert statuses <= declared.keys(), (key, sorted(declared))
        if key in PROBES:
            assert "401" not in declared, f"{key} needs no key: it must not declare 401"
        assert "422" not in declared, f"{key}: invalid input is a 400 here, never a 422"
        for status, response in declared.items():
            assert response.get("description"), (key, status)
            assert "schema" in response["content"]["application/json"], (key, status)
        assert seen[key].get("summary"), key
    ids = [operation["operationId"] for _, _, operation in operations(document)]
    assert len(ids) == len(set(ids)), ids
    assert {"rag_context_search", "rag_context_index", "rag_context_stats", "health"} <= set(ids)
    assert "HTTPValidationError" not in document["components"]["schemas"]
    assert "/mcp" not in document["paths"] and "/metrics" not in document["paths"]


def test_the_document_is_a_valid_openapi_document(document: dict[str, Any]) -> None:
    from openapi_spec_validator import validate

    validate(document)  # raises on anything a client generator would choke on
    assert document["openapi"].startswith("3.1")


def test_the_error_shapes_are_declared(document: dict[str, Any]) -> None:
    invalid = response_schema(document, "/tools/rag_context_search", "post", 400)
    assert invalid == {"$ref": "#/components/schemas/InvalidInputError"}
    assert set(component(document, "InvalidInputError")["required"]) == {"error", "code", "details"}
    assert component(document, "InvalidInputError")["properties"]["code"]["const"] == "INVALID_INPUT"
    for path, method, status in (("/tools/rag_context_search", "post", 401), ("/tools/rag_context_index", "post", 413), ("/tools/rag_context_index", "post", 503)):
        assert response_schema(document, path, method, status) == {"$ref": "#/components/schemas/ErrorBody"}
    assert response_schema(document, "/tools/{name}", "post", 404) == {"$ref": "#/components/schemas/ToolNotFound"}


def test_the_spec_examples_are_in_the_document_and_valid(document: dict[str, Any]) -> None:
    search = document["paths"]["/tools/rag_context_search"]["post"]
    examples = search["requestBody"]["content"]["application/json"]["examples"]
    assert examples["spec"]["value"] == {"query": "mongodb retry logic", "limit": 3, "category": "architecture", "agent": "orchestrator"}
    for example in examples.values():
        assert not schema_errors(document, {"$ref": "#/components/schemas/SearchBody"}, example["value"])
    index_examples = document["paths"]["/tools/rag_context_index"]["post"]["requestBody"]["content"]["application/json"]["examples"]
    for example in index_examples.values():
        assert not schema_errors(document, {"$ref": "#/components/schemas/IndexBody"}, example["value"])
    response_example = search["responses"]["200"]["content"]["application/json"]["example"]
    assert not schema_errors(document, response_schema(document, "/tools/rag_context_search", "post", 200), response_example)
    assert not schema_errors(document, {"$ref": "#/components/schemas/SearchResponse"}, response_example)


@pytest.mark.parametrize("model, contract", sorted(RESPONSE_CONTRACTS.items()))
def test_the_declared_response_models_agree_with_the_contract(document: dict[str, Any], model: str, contract: str) -> None:
    declared = component(document, model)
    expected = contract_schema(contract)
    assert set(expected.get("required", [])) <= set(declared.get("required", [])), model
    for name, property_schema in expected["properties"].items():
        assert name in declared["properties"], f"{model} lacks {name}"
        ours = plain(declared["properties"][name])
        expected_type = property_schema["type"]
        if "$ref" in ours or "items" in ours and "$ref" in ours["items"]:
            continue  # a nested model: checked through the real responses
        our_type = ours.get("type", "string" if "enum" in ours or "const" in ours else None)
        assert our_type == expected_type or (expected_type == "number" and our_type in ("number", "integer")), (model, name, ours)
        if "enum" in property_schema:
            assert sorted(ours["enum"]) == sorted(property_schema["enum"]), (model, name)


@pytest.mark.parametrize(
    "body_model, input_schema",
    [
        ("SearchBody", SEARCH_INPUT_SCHEMA), ("IndexBody", INDEX_INPUT_SCHEMA), ("SymbolsBody", SYMBOLS_INPUT_SCHEMA),
        ("ReferencesBody", REFERENCES_INPUT_SCHEMA), ("OutlineBody", OUTLINE_INPUT_SCHEMA), ("RepoMapBody", REPO_MAP_INPUT_SCHEMA),
    ],
)
def test_request_bodies_agree_with_the_input_schemas_get_tools_lists(document: dict[str, Any], body_model: str, input_schema: dict[str, Any]) -> None:
    declared = component(document, body_model)
    assert set(declared["properties"]) == set(input_schema["properties"])
    assert sorted(declared.get("required", [])) == sorted(input_schema["required"])
    for name, listed in input_schema["properties"].items():
        ours = plain(declared["properties"][name])
        for keyword in ("enum", "minLength", "maxLength", "minimum", "maximum", "pattern", "maxItems"):
            if keyword in listed:
                assert ours.get(keyword) == listed[keyword], (body_model, name, keyword)


def test_the_declared_index_metadata_carries_the_bounds_get_tools_lists(document: dict[str, Any]) -> None:
    declared = component(document, "IndexMetadataBody")["properties"]
    listed = INDEX_INPUT_SCHEMA["properties"]["metadata"]["properties"]
    assert set(declared) == set(listed)
    for name, schema in listed.items():
        ours = plain(declared[name])
        for keyword in ("maxLength", "pattern", "maxItems"):
            if keyword in schema:
                assert ours.get(keyword) == schema[keyword], (name, keyword)
    assert plain(declared["tags"])["items"]["maxLength"] == listed["tags"]["items"]["maxLength"] == 64


def test_the_stats_time_range_parameter_agrees_with_get_tools(document: dict[str, Any]) -> None:
    parameters = {parameter["name"]: parameter for parameter in document["paths"]["/tools/rag_context_stats"]["get"]["parameters"]}
    assert set(parameters) == {"timeRange", *FILTER_FIELDS}, "timeRange and the filter language's fields"
    parameter = parameters["timeRange"]
    assert parameter["in"] == "query"
    listed = STATS_INPUT_SCHEMA["properties"]["timeRange"]
    assert sorted(plain(parameter["schema"])["enum"]) == sorted(listed["enum"])
    assert parameter["schema"]["default"] == listed["default"]


def test_the_api_key_schemes_are_declared_and_required_when_the_service_has_a_key(document: dict[str, Any], keyed_client: TestClient) -> None:
    assert document["components"]["securitySchemes"]["apiKey"] == {
        "type": "apiKey",
        "in": "header",
        "name": "X-API-Key",
        "description": "The RAG_API_KEY, when the service has one",
    }
    assert all("security" not in operation for _, _, operation in operations(document))  # no key configured
    keyed = keyed_client.get("/openapi.json", headers={"X-API-Key": API_KEY}).json()
    for path, method, operation in operations(keyed):
        expected = [] if (path, method) in PROBES else [{"apiKey": []}, {"bearer": []}]
        assert operation["security"] == expected, (path, method)


# --- real responses against the declared schemas


def test_successful_responses_validate_against_the_declared_schemas(client: TestClient, document: dict[str, Any]) -> None:
    index_body = {
        "content": "FireKirin jackpot threshold is set at $500.",
        "contentType": "decision",
        "sessionId": "openapi",
        "source": "firekirin.md",
        "metadata": {"agent": "oracle", "tags": ["jackpot"], "category": "casino", "game": "FireKirin", "decisionId": "D-7"},
    }
    assert_declared(document, INDEX, "post", client.post(INDEX, json=index_body))
    assert_declared(document, INDEX, "post", client.post(INDEX, json=index_body))  # unchanged
    found = client.post(SEARCH, json={"query": "FireKirin jackpot threshold"})
    assert found.json()["results"]
    assert_declared(document, SEARCH, "post", found)
    assert_declared(document, STATS, "get", client.get(STATS, params={"timeRange": "1h"}))
    for path in ("/health", "/health/live", "/health/ready", "/tools"):
        assert_declared(document, path, "get", client.get(path))
    for tool, body in (("rag_context_health", None), ("rag_context_stats", {"timeRange": "7d"})):
        assert_declared(document, "/tools/{name}", "post", client.post(f"/tools/{tool}", json=body))
    listed = client.get("/documents", params={"limit": 1})
    assert listed.json()["documents"]
    assert_declared(document, "/documents", "get", listed)
    document_id = listed.json()["documents"][0]["id"]
    assert_declared(document, "/documents/{document_id}", "get", client.get(f"/documents/{document_id}"))
    deleted = client.post(DELETE, json={"documentId": document_id})
    assert deleted.json()["documentsDeleted"] == 1
    assert_declared(document, DELETE, "post", deleted)


def test_error_responses_validate_against_the_declared_schemas(client: TestClient, document: dict[str, Any], monkeypatch: pytest.MonkeyPatch) -> None:
    assert_declared(document, SEARCH, "post", client.post(SEARCH, json={"query": ""}))
    assert_declared(document, SEARCH, "post", client.post(SEARCH, content=b"{not json", headers={"Content-Type": "application/json"}))
    assert_declared(document, INDEX, "post", client.post(INDEX, json={"content": "x"}))
    assert_declared(document, STATS, "get", client.get(STATS, params={"timeRange": "2h"}))
    assert_declared(document, "/tools/{name}", "post", client.post("/tools/rag_context_stats", json={"timeRange": "2h"}))
    assert_declared(document, "/tools/{name}", "post", client.post("/tools/rag_context_unknown", json={}))
    assert_declared(document, DELETE, "post", client.post(DELETE, json={"sessionId": "s", "documentId": "d"}))
    assert_declared(document, "/documents", "get", client.get("/documents", params={"cursor": "not-a-cursor"}))
    assert_declared(document, "/documents/{document_id}", "get", client.get("/documents/missing"))

    async def store_down(_request: Any) -> Any:
        raise DependencyError("connection refused")

    monkeypatch.setattr(client.app.state.services.indexing, "index", store_down)
    unavailable = client.post(INDEX, json={"content": "text", "contentType": "chat", "sessionId": "s", "source": "x"})
    assert unavailable.status_code == 503
    assert_declared(document, INDEX, "post", unavailable)


def test_401_and_413_validate_against_the_declared_schemas(keyed_client: TestClient, document: dict[str, Any]) -> None:
    unauthorized = keyed_client.post(SEARCH, json={"query": "x"})
    assert unauthorized.status_code == 401
    assert_declared(document, SEARCH, "post", unauthorized)
    too_large = keyed_client.post(INDEX, json={"content": "x" * 5000}, headers={"X-API-Key": API_KEY})
    assert too_large.status_code == 413
    assert_declared(document, INDEX, "post", too_large)


def test_421_validates_against_the_declared_schema_on_every_operation(client: TestClient, document: dict[str, Any]) -> None:
    for path, method, operation in operations(document):
        concrete = path.replace("{name}", "rag_context_health").replace("{document_id}", "some-id")
        response = client.request(method.upper(), concrete, headers={"Host": "attacker.example"})
        assert response.status_code == 421, (method, path, response.text)
        assert_declared(document, path, method, response)


def test_no_421_is_declared_when_any_host_is_answered(make_app, settings, tmp_path) -> None:
    """0.0.0.0 with a key and no RAG_ALLOWED_HOSTS checks no Host: the document says so."""
    public = settings.model_copy(update={"host": "0.0.0.0", "rag_allowed_hosts": None, "rag_api_key": API_KEY, "rag_data_dir": tmp_path / "public"})
    with TestClient(make_app(public)) as client:
        keyed = client.get("/openapi.json", headers={"X-API-Key": API_KEY, "Host": "rag-context:3000"}).json()
    assert all("421" not in operation["responses"] for _, _, operation in operations(keyed))
