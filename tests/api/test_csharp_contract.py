"""The spec's C# client (`RagContextService`, technical spec §2 "C0MMON/Services/RagContextService.cs"),
reproduced on the wire: its requests serialized byte for byte as System.Text.Json writes them with
its options, and the answers read into its models, by their names and C# types, strictly.

Requests, as the C# code builds them:
- `JsonSerializerOptions { PropertyNamingPolicy = CamelCase, DefaultIgnoreCondition = WhenWritingNull }`:
  camelCase names, a null property left out (at every level), compact output, the default encoder
  (JavaScriptEncoder.Default: `"`, `&`, `'`, `+`, `<`, `>`, `` ` `` and every non-ASCII character
  escaped as \\uXXXX, upper-case hex), `Content-Type: application/json; charset=utf-8` (PostAsJsonAsync).
- SearchAsync: an anonymous object {query, limit = options?.Limit ?? 5, category, sessionId,
  contentType, game, agent}: the agent at the top level of the body.
- SearchFastAsync: SearchAsync with Limit = 3 and Game only.
- IndexAsync: {content, contentType, sessionId, source, metadata = {Agent, Tags, Category, Game,
  DecisionId} or null}. Its `agent` parameter is not sent: the C# code does not put it in the body.
- GetHealthAsync: GET /health. GetStatsAsync(TimeSpan): GET ?timeRange= with the C# switch on
  TotalHours (<= 1 "1h", <= 24 "24h", <= 168 "7d", else "30d").

Responses, read as `ReadFromJsonAsync<T>(_jsonOptions)` would, and stricter where C# is silent:
- case-sensitive camelCase names (the options do not set PropertyNameCaseInsensitive);
- `int` takes a JSON integer within Int32, never 1.0 or 1e3 (JsonException in C#); `double` any
  number; `bool` only true/false; `string` only a string (no number-to-string); `DateTime` an ISO
  8601 string, which must end in Z here (the spec says UTC; a Z makes DateTimeKind.Utc);
- a null where the C# type is not nullable fails (JsonException for value types; for a reference
  type C# would store the null and the client's code, e.g. `result.Results.Count`, would throw);
- a property the C# model has but the JSON lacks fails when its type is not nullable: C# would
  silently keep the default (0, false, empty), which is exactly the drift to catch;
- a JSON property the model lacks is ignored by C#, but here it must be one of the additions this
  service documents (EXTRAS): a new or renamed field is noticed.
"""

from __future__ import annotations

import json
import re
import typing
from dataclasses import dataclass, field, fields
from datetime import datetime, timedelta
from typing import Any, Optional

import pytest
from api_support import unique
from fastapi.testclient import TestClient

BASE_URL = ""  # the TestClient's; the C# client builds "{_baseUrl}/tools/..."
CONTENT_TYPE = "application/json; charset=utf-8"
INT32 = (-(2**31), 2**31 - 1)


# ----------------------------------------------------------------------------- C# type markers


class Int32(int):
    """C# int."""


class Double(float):
    """C# double."""


class DateTime(str):
    """C# DateTime."""


# ----------------------------------------------------------------------------- the spec's C# models
# Field names are the C# property names (PascalCase); Optional[...] marks a C# nullable (`?`).


@dataclass
class RagSearchOptions:
    Limit: Int32 = Int32(5)
    Category: Optional[str] = None
    SessionId: Optional[str] = None
    ContentType: Optional[str] = None
    Game: Optional[str] = None


@dataclass
class RagDocumentMetadata:
    Agent: Optional[str] = None
    Tags: Optional[list[str]] = None
    Category: Optional[str] = None
    Game: Optional[str] = None
    DecisionId: Optional[str] = None


@dataclass
class RagDocument:
    Content: str
    ContentType: str
    SessionId: str
    Source: str
    Metadata: Optional[RagDocumentMetadata] = None


@dataclass
class RagResultMetadata:
    Agent: Optional[str] = None
    Tags: Optional[list[str]] = None
    Category: Optional[str] = None
    Game: Optional[str] = None


@dataclass
class RagResultItem:
    Content: str = ""
    Score: Double = Double(0)
    Source: str = ""
    Timestamp: DateTime = DateTime("")
    Metadata: Optional[RagResultMetadata] = None


@dataclass
class RagSearchResult:
    Results: list[RagResultItem] = field(default_factory=list)
    Latency: Double = Double(0)
    Fallback: bool = False
    FallbackLevel: Int32 = Int32(0)
    CircuitBreakerOpen: bool = False
    TotalIndexed: Int32 = Int32(0)


@dataclass
class RagIndexResult:
    Success: bool = False
    ChunksIndexed: Int32 = Int32(0)
    VectorIds: list[str] = field(default_factory=list)
    LatencyMs: Double = Double(0)
    DocumentId: str = ""


@dataclass
class RagHealthStatus:
    Healthy: bool = False
    QdrantStatus: str = "unavailable"
    LmStudioStatus: str = "unavailable"
    MongoStatus: str = "unavailable"
    Latency: Double = Double(0)
    IndexedDocuments: Int32 = Int32(0)
    CircuitBreakerOpen: bool = False


@dataclass
class RagStats:
    TotalDocuments: Int32 = Int32(0)
    TotalQueries: Int32 = Int32(0)
    AvgLatency: Double = Double(0)
    P95Latency: Double = Double(0)
    P99Latency: Double = Double(0)
    CacheHitRate: Double = Double(0)
    FallbackRate: Double = Double(0)
    QueriesByAgent: dict[str, Int32] = field(default_factory=dict)


# The fields this service adds to the contract's responses (the C# client ignores them). Anything
# else the JSON carries that the C# model lacks is drift.
EXTRAS: dict[type, set[str]] = {
    RagSearchResult: {"cacheHit"},
    # Code search (issue 22): the declaration, what the file is for; citations (issue 21): where it is.
    RagResultItem: {"symbol", "role", "documentId", "chunkIndex", "contentType", "sessionId", "lineStart", "lineEnd", "citation",
                    # issue 32, only on a document that has them (none the C# client indexes does)
                    "supersedes", "supersededBy", "supersededAt", "validFrom", "validUntil"},
    RagResultMetadata: {"decisionId", "role"},
    RagIndexResult: {"status", "unchanged", "similar", "mayReplace"},  # issue 32: what is already known
    RagHealthStatus: {"pendingDocuments", "failedDocuments", "backends", "version", "vectorOptimizer"},
    # The embedding cache (issue 34): its hits, misses and entries.
    RagStats: {"degraded", "pendingDocuments", "failedDocuments", "errorsByDependency", "embeddingCache"},
}


# ----------------------------------------------------------------------------- System.Text.Json, writing


def camel_case(name: str) -> str:
    """JsonNamingPolicy.CamelCase: the leading run of upper-case letters lowered (the last of a run
    followed by a lower-case letter stays upper): DecisionId -> decisionId, ID -> id, URLPath -> urlPath."""
    if not name or not name[0].isupper():
        return name
    chars = list(name)
    for index, char in enumerate(chars):
        if index == 1 and not char.isupper():
            break
        following = chars[index + 1] if index + 1 < len(chars) else None
        if index > 0 and following is not None and not following.isupper():
            if following == " ":
                chars[index] = char.lower()
            break
        chars[index] = char.lower()
    return "".join(chars)


_SHORT_ESCAPES = {"\\": "\\\\", "\n": "\\n", "\r": "\\r", "\t": "\\t", "\b": "\\b", "\f": "\\f"}
_HTML_SENSITIVE = set("\"&'+<>`")


def _encode_string(value: str) -> str:
    out = []
    for char in value:
        code = ord(char)
        if char in _SHORT_ESCAPES:
            out.append(_SHORT_ESCAPES[char])
        elif char in _HTML_SENSITIVE or code < 0x20 or code > 0x7E:
            if code > 0xFFFF:  # a surrogate pair, each half escaped
                code -= 0x10000
                out.append(f"\\u{0xD800 + (code >> 10):04X}\\u{0xDC00 + (code & 0x3FF):04X}")
            else:
                out.append(f"\\u{code:04X}")
        else:
            out.append(char)
    return '"' + "".join(out) + '"'


def stj_serialize(value: Any) -> bytes:
    """JsonSerializer.Serialize(value, _jsonOptions) for the shapes RagContextService sends: objects
    are (name, value) pairs in declaration order, named as C# names them (camelCase applied here)."""

    def write(item: Any) -> str:
        if item is None:
            return "null"
        if isinstance(item, bool):
            return "true" if item else "false"
        if isinstance(item, int):
            return str(item)
        if isinstance(item, str):
            return _encode_string(item)
        if isinstance(item, list):
            return "[" + ",".join(write(element) for element in item) + "]"
        if isinstance(item, CSharpObject):
            members = [(camel_case(name), member) for name, member in item.members if member is not None]  # WhenWritingNull
            return "{" + ",".join(f"{_encode_string(name)}:{write(member)}" for name, member in members) + "}"
        raise TypeError(f"RagContextService sends no {type(item).__name__}")

    return write(value).encode("utf-8")


@dataclass
class CSharpObject:
    """An anonymous object `new { ... }`: its members in declaration order, with their C# names."""

    members: list[tuple[str, Any]]


# ----------------------------------------------------------------------------- RagContextService


class RagContextService:
    """The spec's C# client, call for call, over a TestClient."""

    def __init__(self, client: TestClient) -> None:
        self.client = client
        self.sent: list[bytes] = []

    def _post(self, path: str, request: CSharpObject) -> Any:
        body = stj_serialize(request)
        self.sent.append(body)
        response = self.client.post(f"{BASE_URL}{path}", content=body, headers={"Content-Type": CONTENT_TYPE})
        assert response.status_code == 200, f"EnsureSuccessStatusCode: {response.status_code} {response.text}"  # EnsureSuccessStatusCode
        return response.json()

    def search(self, query: str, options: RagSearchOptions | None = None, agent: str | None = None) -> RagSearchResult:
        request = CSharpObject(
            [
                ("query", query),
                ("limit", options.Limit if options is not None else 5),
                ("category", options.Category if options else None),
                ("sessionId", options.SessionId if options else None),
                ("contentType", options.ContentType if options else None),
                ("game", options.Game if options else None),
                ("agent", agent),
            ]
        )
        return read(RagSearchResult, self._post("/tools/rag_context_search", request))

    def search_fast(self, query: str, game: str | None = None, agent: str | None = None) -> RagSearchResult:
        return self.search(query, RagSearchOptions(Limit=Int32(3), Game=game), agent)

    def index(self, document: RagDocument, agent: str | None = None) -> RagIndexResult:
        metadata = document.Metadata
        request = CSharpObject(
            [
                ("content", document.Content),
                ("contentType", document.ContentType),
                ("sessionId", document.SessionId),
                ("source", document.Source),
                (
                    "metadata",
                    None
                    if metadata is None
                    else CSharpObject(
                        [
                            ("Agent", metadata.Agent),
                            ("Tags", metadata.Tags),
                            ("Category", metadata.Category),
                            ("Game", metadata.Game),
                            ("DecisionId", metadata.DecisionId),
                        ]
                    ),
                ),
            ]
        )
        return read(RagIndexResult, self._post("/tools/rag_context_index", request))

    def get_health(self) -> RagHealthStatus:
        response = self.client.get(f"{BASE_URL}/health")
        assert response.status_code == 200, response.text
        return read(RagHealthStatus, response.json())

    @staticmethod
    def stats_time_range(time_range: timedelta) -> str:
        hours = time_range.total_seconds() / 3600
        if hours <= 1:
            return "1h"
        if hours <= 24:
            return "24h"
        if hours <= 168:
            return "7d"
        return "30d"

    def get_stats(self, time_range: timedelta) -> RagStats:
        response = self.client.get(f"{BASE_URL}/tools/rag_context_stats?timeRange={self.stats_time_range(time_range)}")
        assert response.status_code == 200, response.text
        return read(RagStats, response.json())


# ----------------------------------------------------------------------------- System.Text.Json, reading


class ContractDrift(AssertionError):
    pass


_ISO_UTC = re.compile(r"^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}(:\d{2}(\.\d{1,16})?)?Z$")


def read(model: type, value: Any, path: str = "$") -> Any:
    """`value` (parsed JSON) read into `model` by the rules in the module's docstring."""
    if not isinstance(value, dict):
        raise ContractDrift(f"{path}: {model.__name__} expects a JSON object, got {value!r}")
    hints = typing.get_type_hints(model)
    by_json_name = {camel_case(item.name): item.name for item in fields(model)}
    unexpected = set(value) - set(by_json_name) - EXTRAS.get(model, set())
    if unexpected:
        raise ContractDrift(f"{path}: {sorted(unexpected)} are not properties of {model.__name__} nor documented additions")
    arguments = {}
    for json_name, name in by_json_name.items():
        declared = hints[name]
        if json_name not in value:
            if _nullable(declared):
                continue
            raise ContractDrift(f"{path}.{json_name}: missing; C# would silently leave {model.__name__}.{name} at its default")
        arguments[name] = _read_value(declared, value[json_name], f"{path}.{json_name}")
    return model(**arguments)


def _nullable(declared: Any) -> bool:
    return typing.get_origin(declared) is typing.Union and type(None) in typing.get_args(declared)


def _read_value(declared: Any, value: Any, path: str) -> Any:
    if _nullable(declared):
        if value is None:
            return None
        (declared,) = [arg for arg in typing.get_args(declared) if arg is not type(None)]
    elif value is None:
        raise ContractDrift(f"{path}: null for a non-nullable {getattr(declared, '__name__', declared)}")
    origin = typing.get_origin(declared)
    if origin is list:
        (item_type,) = typing.get_args(declared)
        if not isinstance(value, list):
            raise ContractDrift(f"{path}: expected a JSON array, got {value!r}")
        return [_read_value(item_type, item, f"{path}[{index}]") for index, item in enumerate(value)]
    if origin is dict:
        key_type, value_type = typing.get_args(declared)
        assert key_type is str
        if not isinstance(value, dict):
            raise ContractDrift(f"{path}: expected a JSON object, got {value!r}")
        return {key: _read_value(value_type, item, f"{path}.{key}") for key, item in value.items()}
    if declared is Int32:
        if isinstance(value, bool) or not isinstance(value, int):
            raise ContractDrift(f"{path}: C# int cannot read {value!r}")
        if not INT32[0] <= value <= INT32[1]:
            raise ContractDrift(f"{path}: {value} overflows a C# int")
        return Int32(value)
    if declared is Double:
        if isinstance(value, bool) or not isinstance(value, (int, float)):
            raise ContractDrift(f"{path}: C# double cannot read {value!r}")
        return Double(value)
    if declared is bool:
        if not isinstance(value, bool):
            raise ContractDrift(f"{path}: C# bool cannot read {value!r}")
        return value
    if declared is str:
        if not isinstance(value, str):
            raise ContractDrift(f"{path}: C# string cannot read {value!r} (no number-to-string handling)")
        return value
    if declared is DateTime:
        if not isinstance(value, str) or not _ISO_UTC.match(value):
            raise ContractDrift(f"{path}: {value!r} is not an ISO 8601 UTC DateTime")
        datetime.fromisoformat(value.replace("Z", "+00:00"))
        return DateTime(value)
    if isinstance(declared, type) and hasattr(declared, "__dataclass_fields__"):
        return read(declared, value, path)
    raise AssertionError(f"no reader for {declared!r}")


# ----------------------------------------------------------------------------- the emulation itself


def test_the_request_bytes_are_system_text_jsons() -> None:
    search = CSharpObject(
        [("query", "FireKirin \"Grand\" <jackpot> & +500 'é'"), ("limit", 3), ("category", None), ("sessionId", None), ("contentType", None), ("game", "FireKirin"), ("agent", "casino-bot")]
    )
    assert stj_serialize(search) == (
        b'{"query":"FireKirin \\u0022Grand\\u0022 \\u003Cjackpot\\u003E \\u0026 \\u002B500 \\u0027\\u00E9\\u0027",'
        b'"limit":3,"game":"FireKirin","agent":"casino-bot"}'
    )
    metadata = CSharpObject([("Agent", None), ("Tags", ["a", "b"]), ("Category", None), ("Game", None), ("DecisionId", "D-1")])
    assert stj_serialize(CSharpObject([("metadata", metadata), ("emoji", "\U0001F3B0\n")])) == (
        b'{"metadata":{"tags":["a","b"],"decisionId":"D-1"},"emoji":"\\uD83C\\uDFB0\\n"}'
    )
    assert [camel_case(name) for name in ("DecisionId", "ID", "URLPath", "query", "LmStudioStatus", "P95Latency")] == [
        "decisionId", "id", "urlPath", "query", "lmStudioStatus", "p95Latency",
    ]  # fmt: skip
    assert RagContextService.stats_time_range(timedelta(minutes=30)) == "1h"


def test_the_reader_fails_on_every_kind_of_drift() -> None:
    good = {
        "results": [{"content": "c", "score": 0.5, "source": "s", "timestamp": "2026-02-18T10:30:00.123456Z", "metadata": {"agent": "a", "decisionId": "D"}}],
        "latency": 12,
        "fallback": False,
        "fallbackLevel": 1,
        "circuitBreakerOpen": False,
        "totalIndexed": 3,
        "cacheHit": False,
    }
    parsed = read(RagSearchResult, good)
    assert parsed.Results[0].Metadata == RagResultMetadata(Agent="a")
    assert parsed.Latency == 12.0 and parsed.FallbackLevel == 1

    def drifted(change: Any) -> dict[str, Any]:
        copy = json.loads(json.dumps(good))
        change(copy)
        return copy

    for description, change in [
        ("renamed", lambda d: d.__setitem__("fallback_level", d.pop("fallbackLevel"))),
        ("missing", lambda d: d.pop("totalIndexed")),
        ("PascalCase", lambda d: d.__setitem__("Latency", d.pop("latency"))),
        ("int as float", lambda d: d.__setitem__("totalIndexed", 3.0)),
        ("int as string", lambda d: d.__setitem__("fallbackLevel", "1")),
        ("bool as int", lambda d: d.__setitem__("fallback", 0)),
        ("double as string", lambda d: d.__setitem__("latency", "12")),
        ("null value type", lambda d: d.__setitem__("circuitBreakerOpen", None)),
        ("null list", lambda d: d.__setitem__("results", None)),
        ("unknown field", lambda d: d.__setitem__("score", 1)),
        ("local time", lambda d: d["results"][0].__setitem__("timestamp", "2026-02-18T10:30:00")),
        ("not a date", lambda d: d["results"][0].__setitem__("timestamp", "yesterday")),
        ("string as number", lambda d: d["results"][0].__setitem__("source", 7)),
        ("tags not strings", lambda d: d["results"][0]["metadata"].__setitem__("tags", [1])),
        ("int overflow", lambda d: d.__setitem__("totalIndexed", 2**31)),
    ]:
        with pytest.raises(ContractDrift):
            read(RagSearchResult, drifted(change))
            pytest.fail(f"{description} passed")


# ----------------------------------------------------------------------------- against the service


@pytest.fixture
def service(client: TestClient) -> RagContextService:
    return RagContextService(client)


def test_index_search_and_fast_search_as_the_csharp_client_sends_them(service: RagContextService) -> None:
    marker = unique("grand")
    session_id = f"csharp-{marker}"
    indexed = service.index(
        RagDocument(
            Content=f"FireKirin jackpot threshold is set at $500 ({marker}). Major jackpot at $250 & the mini's at <$50>.",
            ContentType="decision",
            SessionId=session_id,
            Source="decisions/firekirin.md",
            Metadata=RagDocumentMetadata(Agent="oracle", Tags=["jackpot", "threshold"], Category="casino", Game="FireKirin", DecisionId="D-42"),
        ),
        agent="oracle",
    )
    assert service.sent[-1].startswith(b'{"content":"FireKirin jackpot threshold is set at $500 (')
    assert b'"metadata":{"agent":"oracle","tags":["jackpot","threshold"],"category":"casino","game":"FireKirin","decisionId":"D-42"}}' in service.sent[-1]
    assert indexed.Success is True and indexed.ChunksIndexed == len(indexed.VectorIds) == 1 and indexed.DocumentId

    without_metadata = service.index(
        RagDocument(Content="Selenium WebDriver timeout should be 30 seconds.", ContentType="documentation", SessionId=session_id, Source="docs/selenium.md")
    )
    assert b"metadata" not in service.sent[-1]  # a null Metadata is left out, not sent as null
    assert without_metadata.Success is True

    found = service.search(
        f"FireKirin jackpot threshold {marker}",
        RagSearchOptions(Limit=Int32(3), Category="casino", SessionId=session_id, ContentType="decision", Game="FireKirin"),
        agent="csharp-agent",
    )
    assert service.sent[-1] == (
        b'{"query":"FireKirin jackpot threshold ' + marker.encode() + b'","limit":3,"category":"casino","sessionId":"' + session_id.encode()
        + b'","contentType":"decision","game":"FireKirin","agent":"csharp-agent"}'
    )  # fmt: skip
    assert found.FallbackLevel == 1 and found.Fallback is False and found.CircuitBreakerOpen is False
    assert [item.Source for item in found.Results] == ["decisions/firekirin.md"]
    top = found.Results[0]
    assert marker in top.Content and "& the mini's at <$50>" in top.Content  # the escapes decoded
    assert 0 <= top.Score <= 1
    assert top.Metadata == RagResultMetadata(Agent="oracle", Tags=["jackpot", "threshold"], Category="casino", Game="FireKirin")

    fast = service.search_fast(f"FireKirin jackpot {marker}", game="FireKirin", agent="csharp-agent")
    assert service.sent[-1] == b'{"query":"FireKirin jackpot ' + marker.encode() + b'","limit":3,"game":"FireKirin","agent":"csharp-agent"}'
    assert fast.Results and fast.Results[0].Source == "decisions/firekirin.md"

    bare = service.search("selenium timeout")  # options null: limit 5, nothing else
    assert service.sent[-1] == b'{"query":"selenium timeout","limit":5}'
    assert bare.TotalIndexed == 2


def test_health_reads_into_rag_health_status(service: RagContextService) -> None:
    health = service.get_health()
    assert health.Healthy is True
    assert (health.QdrantStatus, health.LmStudioStatus, health.MongoStatus) == ("healthy", "healthy", "healthy")
    assert health.IndexedDocuments == 0 and health.CircuitBreakerOpen is False


@pytest.mark.parametrize(
    ("time_range", "expected"),
    [
        (timedelta(minutes=30), "1h"),
        (timedelta(hours=1), "1h"),
        (timedelta(hours=1, minutes=1), "24h"),
        (timedelta(hours=24), "24h"),
        (timedelta(days=3), "7d"),
        (timedelta(days=7), "7d"),
        (timedelta(days=8), "30d"),
        (timedelta(days=365), "30d"),
    ],
)
def test_get_stats_maps_every_timespan_to_a_range_the_service_takes(service: RagContextService, time_range: timedelta, expected: str) -> None:
    assert RagContextService.stats_time_range(time_range) == expected
    stats = service.get_stats(time_range)
    assert stats.TotalDocuments == 0 and stats.TotalQueries == 0 and stats.QueriesByAgent == {}


def test_the_agent_sent_at_the_top_level_is_counted_per_agent(service: RagContextService) -> None:
    from api_support import Api

    service.search("jackpot thresholds", agent="csharp-agent")
    service.search_fast("jackpot thresholds", agent="csharp-agent")
    Api(service.client).wait_for_queries(2)
    stats = service.get_stats(timedelta(hours=1))
    assert stats.TotalQueries == 2
    assert stats.QueriesByAgent == {"csharp-agent": 2}
    assert isinstance(stats.QueriesByAgent["csharp-agent"], Int32)
