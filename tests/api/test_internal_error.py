"""A bug the service did not foresee answers the spec's 500 body (technical spec, global error
handler): an error and a code, `fallback: true` and `fallbackLevel: 3`, and nothing of the
exception's text, which stays in the log."""

from __future__ import annotations

from typing import Any, NoReturn

import pytest
from fastapi.testclient import TestClient
from structlog.testing import capture_logs

from rag_context.api import tool_calls

SECRET = "db-7.internal:27017"


@pytest.mark.parametrize(
    ("tool", "method", "path", "body"),
    [
        ("search", "post", "/tools/rag_context_search", {"query": "wind tunnel"}),
        ("stats", "get", "/tools/rag_context_stats", None),
    ],
)
def test_an_unforeseen_failure_answers_the_specs_500_body(
    make_app: Any, monkeypatch: pytest.MonkeyPatch, tool: str, method: str, path: str, body: dict[str, Any] | None
) -> None:
    async def broken(*args: Any, **kwargs: Any) -> NoReturn:
        raise RuntimeError(f"unforeseen: {SECRET}")

    monkeypatch.setattr(tool_calls, tool, broken)
    with TestClient(make_app(), raise_server_exceptions=False) as client, capture_logs() as logs:
        response = client.request(method, path, json=body)
    assert response.status_code == 500
    payload = response.json()
    assert payload == {"error": "Internal error", "code": "INTERNAL_ERROR", "fallback": True, "fallbackLevel": 3}
    assert SECRET not in response.text
    assert any(SECRET in str(entry.get("error")) for entry in logs if entry["event"] == "request.unexpected_error")
