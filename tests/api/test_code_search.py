"""Code search through the API on the real embedded backends (Qdrant Edge, SQLite, MiniLM): chunks
named by their declaration (`symbol`), files by what they are for (`role`), identifiers that the
keyword side matches split into words, and results that stay the exact source."""

from __future__ import annotations

from typing import Any

import pytest
from api_support import Api
from fastapi.testclient import TestClient

from rag_context.config import load_settings

CONTROLLER = """using System;

namespace Polly.CircuitBreaker;

/// <summary>Thread-safe controller that holds and manages the circuit state transitions.</summary>
internal sealed class CircuitStateController<T> : IDisposable
{
    private readonly object _lock = new();
    private CircuitState _circuitState = CircuitState.Closed;
    private DateTimeOffset _blockedUntil;

    public ValueTask OnActionFailureAsync(Outcome<T> outcome, ResilienceContext context)
    {
        lock (_lock)
        {
            if (_circuitState == CircuitState.HalfOpen)
            {
                OpenCircuitFor_NeedsLock(outcome, _breakDuration, context, out var scheduledTask);
            }
            else if (_circuitState == CircuitState.Closed && _behavior.OnActionFailure(_circuitState, out var shouldBreak) && shouldBreak)
            {
                OpenCircuit_NeedsLock(outcome, context, out var scheduledTask);
            }
        }
        return default;
    }

    public void Dispose() => _disposed = true;
}
"""

HELPER = """namespace Polly.Retry;

internal static class RetryHelper
{
    public static TimeSpan GetRetryDelay(DelayBackoffType type, bool jitter, int attempt, TimeSpan baseDelay, TimeSpan? maxDelay)
    {
        var delay = type switch
        {
            DelayBackoffType.Constant => baseDelay,
            DelayBackoffType.Linear => TimeSpan.FromMilliseconds((attempt + 1) * baseDelay.TotalMilliseconds),
            _ => ExponentialWithJitter(attempt, baseDelay),
        };
        return maxDelay is { } max && delay > max ? max : delay;
    }
}
"""

# A test that repeats the question's words, as the tests did.
SPEC = """namespace Polly.Specs.CircuitBreaker;

public class CircuitBreakerSpecs
{
    [Fact]
    public void Should_open_circuit_when_action_fails_in_half_open_state()
    {
        // the circuit state controller opens the circuit on action failure in the half-open state
        var breaker = Policy.Handle<Exception>().CircuitBreaker(2, TimeSpan.FromMinutes(1));
        breaker.Invoking(b => b.RaiseException<DivideByZeroException>()).Should().Throw<DivideByZeroException>();
    }
}
"""

FILES = {
    "src/Polly.Core/CircuitBreaker/Controller/CircuitStateController.cs": CONTROLLER,
    "src/Polly.Core/Retry/RetryHelper.cs": HELPER,
    "test/Polly.Specs/CircuitBreaker/CircuitBreakerSpecs.cs": SPEC,
}


@pytest.fixture
def api(client: TestClient) -> Api:
    api = Api(client)
    for source, content in FILES.items():
        api.index(content, session_id="polly", source=source, content_type="code")
    return api


def results_of(payload: dict[str, Any]) -> list[dict[str, Any]]:
    return payload["results"]


def test_code_results_carry_their_symbol_and_role_and_the_exact_source(api: Api) -> None:
    results = results_of(api.search("circuit state controller action failure half open", contentType="code", limit=10))
    assert results
    for result in results:
        assert result["content"] in FILES[result["source"]]  # exact source: citations and lines hold
        assert result["role"] == ("test" if result["source"].startswith("test/") else "implementation")
        assert result["metadata"]["role"] == result["role"]
    symbols = {result["symbol"] for result in results if result["source"].endswith("CircuitStateController.cs")}
    assert "Polly.CircuitBreaker.CircuitStateController.OnActionFailureAsync" in symbols
    method = next(r for r in results if r.get("symbol") == "Polly.CircuitBreaker.CircuitStateController.OnActionFailureAsync")
    assert method["content"].lstrip().startswith("public ValueTask OnActionFailureAsync")


def test_an_identifier_and_its_words_find_the_same_file(api: Api) -> None:
    for query in ("retry helper delay", "RetryHelper", "get retry delay", "GetRetryDelay"):
        hits = results_of(api.search(query, contentType="code"))
        assert hits and hits[0]["source"] == "src/Polly.Core/Retry/RetryHelper.cs", (query, [h["source"] for h in hits])


def test_roles_and_excluded_globs_keep_the_tests_out(api: Api) -> None:
    query = "circuit state controller opens the circuit on action failure in the half-open state"
    everything = {result["source"] for result in results_of(api.search(query, limit=10))}
    assert "test/Polly.Specs/CircuitBreaker/CircuitBreakerSpecs.cs" in everything
    for narrowing in ({"roles": ["implementation"]}, {"excludeSourceGlobs": ["test/**"]}):
        results = results_of(api.search(query, limit=10, filter=narrowing))
        assert results and all(result["role"] == "implementation" for result in results), narrowing


def test_prose_results_are_unchanged(api: Api) -> None:
    api.index("The kraken release moves the ledger service to the new cluster.", session_id="notes", source="kraken-note")
    result = results_of(api.search("kraken release ledger", sessionId="notes"))[0]
    assert "symbol" not in result
    assert result["role"] == "docs" and result["metadata"] == {"role": "docs"}
    chat = api.index("[user] where is the ledger", session_id="chat-1", source="chat-1", content_type="chat")
    assert chat["success"]
    chat_result = results_of(api.search("where is the ledger", sessionId="chat-1"))[0]
    assert "symbol" not in chat_result and "role" not in chat_result


def test_the_client_role_wins_over_the_path(api: Api) -> None:
    api.index(HELPER.replace("RetryHelper", "SampleRetryHelper"), session_id="own", source="src/Retry/SampleRetryHelper.cs", content_type="code", metadata={"role": "sample"})
    result = results_of(api.search("sample retry helper", sessionId="own"))[0]
    assert result["role"] == "sample"


def test_with_the_levers_off_code_is_indexed_as_before(make_app, tmp_path) -> None:
    settings = load_settings(
        _env_file=None, rag_data_dir=tmp_path / "off", rag_code_syntax_chunks=False, rag_code_identifier_words=False, rag_code_embed_header=False
    )
    with TestClient(make_app(settings)) as client:
        api = Api(client)
        api.index(HELPER, session_id="polly", source="src/Polly.Core/Retry/RetryHelper.cs", content_type="code")
        result = results_of(api.search("get retry delay", contentType="code"))[0]
        assert "symbol" not in result and result["role"] == "implementation"
        # No split words on the keyword side: "get retry delay" meets only `delay` of the text, and
        # the query is not split either.
        services = client.app.state.services
        assert services.search._tuning.split_identifiers is False


def test_without_a_roles_filter_the_implementation_comes_before_a_test_that_repeats_the_question(api: Api) -> None:
    # The spec's comment is this question word for word; the controller only has its identifiers.
    query = "the circuit state controller opens the circuit on action failure in the half-open state"
    ranked = results_of(api.search(query, filter={"contentTypes": ["code"]}, maxPerDocument=1, explain=True))
    sources = [result["source"] for result in ranked]
    spec = "test/Polly.Specs/CircuitBreaker/CircuitBreakerSpecs.cs"
    assert sources.index("src/Polly.Core/CircuitBreaker/Controller/CircuitStateController.cs") < sources.index(spec)
    for result in ranked:  # the prior says where it acted
        assert ("roleFactor" in result["explain"]) == (result["role"] != "implementation"), result
    lowered = next(result for result in ranked if result["source"] == spec)
    assert lowered["explain"]["roleFactor"] == 0.6
    # A question that asks for the tests keeps them as ranked.
    tests = results_of(api.search("which tests cover the half-open state of the circuit", contentType="code", explain=True))
    assert all("roleFactor" not in result["explain"] for result in tests)
    # So does a search that filters on roles.
    narrowed = results_of(api.search(query, filter={"roles": ["test", "implementation"]}, explain=True))
    assert narrowed and all("roleFactor" not in result["explain"] for result in narrowed)


def test_with_the_role_prior_off_results_keep_the_fused_ranking(make_app, tmp_path) -> None:
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "no-prior", rag_code_role_prior=False)
    with TestClient(make_app(settings)) as client:
        api = Api(client)
        for source, content in FILES.items():
            api.index(content, session_id="polly", source=source, content_type="code")
        query = "the circuit state controller opens the circuit on action failure in the half-open state"
        ranked = results_of(api.search(query, filter={"contentTypes": ["code"]}, maxPerDocument=1, explain=True))
        assert ranked and all("roleFactor" not in result["explain"] for result in ranked)
        # The spec, which says the question word for word, is first as fused: the prior is what moves it.
        assert ranked[0]["source"] == "test/Polly.Specs/CircuitBreaker/CircuitBreakerSpecs.cs"


# Issue 35: what is not code is not ranked as code. A YAML map of the domain and a project file repeat
# the question's words more than the implementation does.
NOT_CODE = {
    "src/Retry/RetryStrategy.cs": """namespace Acme.Retry;

/// <summary>Retries a failed call with a backoff delay until the maximum attempts are used.</summary>
internal sealed class RetryStrategy
{
    public TimeSpan NextDelay(int attempt) => TimeSpan.FromMilliseconds(Math.Pow(2, attempt) * 100);
}
""",
    "config/retry-policies.yaml": "retry:\n  backoff: exponential\n  delay: 100ms\n  maximum attempts: 5\n  retries a failed call with a backoff delay\n",
    "src/Retry/Retry.csproj": "<Project Sdk=\"Microsoft.NET.Sdk\">\n  <PropertyGroup><Description>Retry with backoff delay and maximum attempts</Description></PropertyGroup>\n</Project>\n",
    "src/Retry/RetryOptions.Generated.cs": "// <auto-generated/>\nnamespace Acme.Retry;\n// retries a failed call with a backoff delay until the maximum attempts\npublic partial class RetryOptions { public int MaximumAttempts { get; set; } }\n",
    "src/Retry/RetryDefaults.cs": "// <auto-generated>\n// This code was generated by a tool: retry backoff delay maximum attempts\n// </auto-generated>\nnamespace Acme.Retry;\npublic static class RetryDefaults { public const int MaximumAttempts = 5; }\n",
}


def test_lock_config_data_and_generated_files_stay_out_of_a_code_only_answer(client: TestClient) -> None:
    api = Api(client)
    for source, content in NOT_CODE.items():
        api.index(content, session_id="acme", source=source, content_type="code")
    roles = {r["source"]: r["role"] for r in results_of(api.search("retry backoff delay maximum attempts", sessionId="acme", limit=10))}
    assert roles == {
        "src/Retry/RetryStrategy.cs": "implementation",
        "config/retry-policies.yaml": "data",
        "src/Retry/Retry.csproj": "config",
        "src/Retry/RetryOptions.Generated.cs": "generated",  # by its name
        "src/Retry/RetryDefaults.cs": "generated",  # by its header
    }
    question = "How is the retry backoff delay computed until the maximum attempts are used?"
    for body in ({"filter": {"contentTypes": ["code"]}, "maxPerDocument": 1}, {"contentType": "code"}):
        sources = [r["source"] for r in results_of(api.search(question, sessionId="acme", **body))]
        assert sources and set(sources) == {"src/Retry/RetryStrategy.cs"}, body
    # Asked for by a roles filter, or named by the question, they are there.
    config = results_of(api.search(question, sessionId="acme", filter={"contentTypes": ["code"], "roles": ["config", "data"]}))
    assert {r["source"] for r in config} == {"config/retry-policies.yaml", "src/Retry/Retry.csproj"}
    named = [r["source"] for r in results_of(api.search("which YAML files set the retry backoff delay?", sessionId="acme", contentType="code"))]
    assert "config/retry-policies.yaml" in named and not {"src/Retry/RetryOptions.Generated.cs", "src/Retry/RetryDefaults.cs"} & set(named)
    # Without the code-only filter (the RAG-001 request) nothing is left out.
    assert len({r["source"] for r in results_of(api.search(question, sessionId="acme", limit=10))}) == 5


def test_with_the_setting_off_a_code_only_answer_keeps_every_file(make_app, tmp_path) -> None:
    settings = load_settings(_env_file=None, rag_data_dir=tmp_path / "keep", rag_code_leave_out_not_code=False)
    with TestClient(make_app(settings)) as client:
        api = Api(client)
        for source, content in NOT_CODE.items():
            api.index(content, session_id="acme", source=source, content_type="code")
        sources = {r["source"] for r in results_of(api.search("retry backoff delay maximum attempts", contentType="code", limit=10))}
        assert sources == set(NOT_CODE)
