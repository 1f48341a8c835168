"""OpenAICompatEmbedder against a mocked OpenAI-compatible server (respx): the success path, batching,
prefixes, every retry rule of the spec (§5.1, §5.3, §9.3), validation, health and the API key."""

from __future__ import annotations

import json
import math
import time
from collections.abc import AsyncIterator, Callable
from typing import Any

import httpx
import pytest
import respx
from structlog.testing import capture_logs

from rag_context.backends.embedders import openai_compat
from rag_context.backends.embedders.openai_compat import OpenAICompatEmbedder
from rag_context.core.models import ComponentStatus
from rag_context.core.ports import ConfigurationError, DependencyError

BASE = "http://lmstudio.test:1234"
MODEL = "nomic-embed-text-v1.5"
DIM = 8
SECRET = "sk-very-secret-key-123"


def words(text: str) -> int:
    return len(text.split())


def unit(seed: int, dim: int = DIM) -> list[float]:
    """A distinct unit vector per seed, so that order mistakes show."""
    raw = [float((seed * 7 + i * 3) % 11 + 1) for i in range(dim)]
    n = math.sqrt(sum(x * x for x in raw))
    return [x / n for x in raw]


def norm(vector: list[float]) -> float:
    return math.sqrt(sum(x * x for x in vector))


def ok_for(request: httpx.Request, dim: int = DIM, reverse: bool = False) -> httpx.Response:
    """An embeddings answer for the request's inputs: input i gets unit(seed of its text)."""
    inputs = json.loads(request.content)["input"]
    data = [{"object": "embedding", "index": i, "embedding": unit(len(text), dim)} for i, text in enumerate(inputs)]
    if reverse:
        data.reverse()
    return httpx.Response(200, json={"object": "list", "data": data, "model": MODEL, "usage": {}})


def sent_inputs(route: respx.Route, call: int) -> list[str]:
    return json.loads(route.calls[call].request.content)["input"]


@pytest.fixture
def router() -> respx.MockRouter:
    return respx.MockRouter(base_url=BASE, assert_all_called=False)


@pytest.fixture
async def make(router: respx.MockRouter) -> AsyncIterator[Callable[..., OpenAICompatEmbedder]]:
    created: list[OpenAICompatEmbedder] = []

    def factory(base_url: str = BASE, dimension: int = DIM, **kwargs: Any) -> OpenAICompatEmbedder:
        options: dict[str, Any] = {
            "backoff_base_s": 0.001,
            "backoff_max_s": 0.05,
            "token_counter": words,
            "transport": httpx.MockTransport(router.async_handler),
        }
        options.update(kwargs)
        embedder = OpenAICompatEmbedder(base_url, MODEL, dimension, **options)
        created.append(embedder)
        return embedder

    yield factory
    for embedder in created:
        await embedder.close()


@pytest.fixture
def sleeps(monkeypatch: pytest.MonkeyPatch) -> list[float]:
    """Record the retry loop's pauses instead of sleeping."""
    recorded: list[float] = []

    async def fake_sleep(seconds: float) -> None:
        recorded.append(seconds)

    monkeypatch.setattr(openai_compat, "_sleep", fake_sleep)
    return recorded


# ---------------------------------------------------------------------- success, order, batching


async def test_embed_documents_keeps_input_order_by_index(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings").mock(side_effect=lambda request: ok_for(request, reverse=True))
    embedder = make()
    texts = ["a", "bb", "ccc"]
    vectors = await embedder.embed_documents(texts)
    assert route.call_count == 1
    assert vectors == [pytest.approx(unit(len(text))) for text in texts]
    body = json.loads(route.calls[0].request.content)
    assert body == {"model": MODEL, "input": texts}
    assert (embedder.model_name, embedder.dimension, embedder.max_tokens) == (MODEL, DIM, 2048)


async def test_empty_input_sends_nothing(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings").mock(side_effect=ok_for)
    assert await make().embed_documents([]) == []
    assert route.call_count == 0


async def test_batches_of_32(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings").mock(side_effect=ok_for)
    texts = [f"text {'x ' * (i % 9)}{i}" for i in range(70)]
    vectors = await make().embed_documents(texts)
    assert [len(sent_inputs(route, i)) for i in range(route.call_count)] == [32, 32, 6]
    assert sum((sent_inputs(route, i) for i in range(3)), []) == texts
    assert vectors == [pytest.approx(unit(len(text))) for text in texts]


async def test_prefixes_are_sent(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings").mock(side_effect=ok_for)
    embedder = make(query_prefix="search_query: ", document_prefix="search_document: ")
    await embedder.embed_documents(["alpha", "beta"])
    vector = await embedder.embed_query("gamma")
    assert sent_inputs(route, 0) == ["search_document: alpha", "search_document: beta"]
    assert sent_inputs(route, 1) == ["search_query: gamma"]
    assert vector == pytest.approx(unit(len("search_query: gamma")))


async def test_base_url_with_v1_suffix_is_accepted(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings").mock(side_effect=ok_for)
    await make(base_url=BASE + "/v1/").embed_query("x")
    assert route.call_count == 1
    assert str(route.calls[0].request.url) == BASE + "/v1/embeddings"


# ---------------------------------------------------------------------- retries


async def test_503_then_200_succeeds_with_two_calls(make: Any, router: respx.MockRouter, sleeps: list[float]) -> None:
    route = router.post("/v1/embeddings")
    route.side_effect = [httpx.Response(503, json={"error": "busy"}), ok_for]
    vector = await make().embed_query("hello")
    assert route.call_count == 2
    assert vector == pytest.approx(unit(len("hello")))
    assert len(sleeps) == 1 and 0 < sleeps[0] <= 0.05


@pytest.mark.parametrize("status", [429, 500, 502, 504])
async def test_other_transient_statuses_are_retried(
    make: Any, router: respx.MockRouter, sleeps: list[float], status: int
) -> None:
    route = router.post("/v1/embeddings")
    route.side_effect = [httpx.Response(status), ok_for]
    await make().embed_query("hello")
    assert route.call_count == 2


async def test_429_retry_after_is_honoured(make: Any, router: respx.MockRouter, sleeps: list[float]) -> None:
    route = router.post("/v1/embeddings")
    route.side_effect = [httpx.Response(429, headers={"Retry-After": "2"}), ok_for]
    await make(backoff_max_s=5.0).embed_query("hello")
    assert route.call_count == 2
    assert sleeps == [2.0]


async def test_retry_after_is_capped_by_backoff_max(make: Any, router: respx.MockRouter, sleeps: list[float]) -> None:
    route = router.post("/v1/embeddings")
    route.side_effect = [httpx.Response(503, headers={"Retry-After": "120"}), ok_for]
    await make(backoff_max_s=0.5).embed_query("hello")
    assert sleeps == [0.5]


async def test_retry_after_really_waits(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings")
    route.side_effect = [httpx.Response(429, headers={"Retry-After": "0.2"}), ok_for]
    started = time.perf_counter()
    await make(backoff_max_s=1.0).embed_query("hello")
    assert time.perf_counter() - started >= 0.19
    assert route.call_count == 2


async def test_backoff_grows_and_stays_capped(make: Any, router: respx.MockRouter, sleeps: list[float]) -> None:
    router.post("/v1/embeddings").mock(return_value=httpx.Response(503))
    with pytest.raises(DependencyError):
        await make(max_attempts=6, backoff_base_s=0.01, backoff_max_s=0.1).embed_query("x")
    assert len(sleeps) == 5
    assert 0.01 <= sleeps[0] <= 0.02 and 0.02 <= sleeps[1] <= 0.03 and 0.04 <= sleeps[2] <= 0.05
    assert sleeps[4] == 0.1


@pytest.mark.parametrize(
    ("error", "name"), [(httpx.ConnectError, "ConnectError"), (httpx.ReadTimeout, "ReadTimeout")]
)
async def test_transport_errors_retried_then_dependency_error(
    make: Any, router: respx.MockRouter, sleeps: list[float], error: type[Exception], name: str
) -> None:
    route = router.post("/v1/embeddings").mock(side_effect=error)
    with pytest.raises(DependencyError, match=f"3 attempts.*{name}"):
        await make().embed_documents(["a"])
    assert route.call_count == 3
    assert len(sleeps) == 2


async def test_persistent_503_gives_dependency_error_after_max_attempts(
    make: Any, router: respx.MockRouter, sleeps: list[float]
) -> None:
    route = router.post("/v1/embeddings").mock(return_value=httpx.Response(503, json={"error": "overloaded"}))
    with pytest.raises(DependencyError, match="3 attempts.*503.*overloaded"):
        await make().embed_query("x")
    assert route.call_count == 3


async def test_400_bad_request_not_retried(make: Any, router: respx.MockRouter, sleeps: list[float]) -> None:
    route = router.post("/v1/embeddings").mock(
        return_value=httpx.Response(400, json={"error": {"message": "'input' field is required", "type": "invalid_request_error"}})
    )
    with pytest.raises(DependencyError, match="400"):
        await make().embed_query("x")
    assert route.call_count == 1 and sleeps == []


@pytest.mark.parametrize("status", [401, 403, 422])
async def test_other_4xx_not_retried(make: Any, router: respx.MockRouter, sleeps: list[float], status: int) -> None:
    route = router.post("/v1/embeddings").mock(return_value=httpx.Response(status, json={"error": "nope"}))
    with pytest.raises(DependencyError, match=str(status)):
        await make().embed_query("x")
    assert route.call_count == 1 and sleeps == []


@pytest.mark.parametrize(
    ("status", "body"),
    [
        (404, {"error": {"message": "No models loaded. Please load a model in the developer page.", "type": "invalid_request_error"}}),
        (400, {"error": "Model 'nomic-embed-text-v1.5' not found"}),
        (404, {"error": 'model "nomic-embed-text" not found, try pulling it first'}),  # Ollama
        (404, {"object": "error", "message": "The model `x` does not exist.", "type": "NotFoundError", "code": 404}),  # vLLM
    ],
)
async def test_model_not_loaded_fails_at_once(
    make: Any, router: respx.MockRouter, sleeps: list[float], status: int, body: dict[str, Any]
) -> None:
    route = router.post("/v1/embeddings").mock(return_value=httpx.Response(status, json=body))
    with pytest.raises(DependencyError, match="not loaded"):
        await make().embed_documents(["a", "b"])
    assert route.call_count == 1 and sleeps == []


async def test_unknown_404_is_dependency_error(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings").mock(return_value=httpx.Response(404, text="Not Found"))
    with pytest.raises(DependencyError, match="404"):
        await make().embed_query("x")
    assert route.call_count == 1


# ---------------------------------------------------------------------- input too long


TOO_LONG = {"error": {"message": "This model's maximum context length is 10 tokens", "type": "invalid_request_error"}}


async def test_input_too_long_is_truncated_and_retried(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings")
    route.side_effect = [httpx.Response(400, json=TOO_LONG), ok_for]
    long_text = " ".join(f"w{i}" for i in range(50))
    with capture_logs() as logs:
        vectors = await make(max_tokens=10).embed_documents([long_text, "short one"])
    assert route.call_count == 2 and len(vectors) == 2
    first, second = sent_inputs(route, 0), sent_inputs(route, 1)
    assert first[0] == long_text
    assert len(second[0]) < len(first[0]) and words(second[0]) <= 10
    assert long_text.startswith(second[0])
    assert second[1] == "short one"  # inputs that fit are left alone
    assert any("too long" in entry["event"] and entry["log_level"] == "warning" for entry in logs)


async def test_truncation_keeps_the_prefix_and_uses_the_real_tokenizer(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings")
    route.side_effect = [httpx.Response(413), ok_for]  # 413 needs no message
    embedder = make(max_tokens=20, token_counter=None, document_prefix="search_document: ")
    text = "The circuit breaker opens after five consecutive failures " * 20
    await embedder.embed_documents([text])
    sent = sent_inputs(route, 1)[0]
    assert sent.startswith("search_document: The circuit")
    assert embedder.count_tokens(sent) <= 20
    assert embedder.count_tokens(sent) >= 15  # cut by whole words, not far below the limit


async def test_input_within_max_tokens_is_halved(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings")
    too_long = httpx.Response(400, json={"error": "the input length exceeds the context length"})  # Ollama
    route.side_effect = [too_long, too_long, ok_for]
    text = " ".join(f"w{i}" for i in range(40))
    await make(max_tokens=100).embed_query(text)
    counts = [words(sent_inputs(route, i)[0]) for i in range(3)]
    assert counts == [40, 20, 10]


async def test_too_long_gives_up_after_three_truncations(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings").mock(return_value=httpx.Response(400, json=TOO_LONG))
    with pytest.raises(DependencyError, match="too long after 3 truncations"):
        await make(max_tokens=10).embed_query(" ".join(["w"] * 50))
    assert route.call_count == 4


async def test_llama_cpp_500_too_large_is_truncated_not_retried_blindly(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings")
    route.side_effect = [
        httpx.Response(500, json={"error": {"code": 500, "message": "input is too large to process. increase the physical batch size", "type": "server_error"}}),
        ok_for,
    ]
    await make(max_tokens=10).embed_query(" ".join(["w"] * 30))
    assert words(sent_inputs(route, 1)[0]) <= 10


def test_count_tokens_default_is_bert_wordpiece(make: Any) -> None:
    embedder = make(token_counter=None)
    assert embedder.count_tokens("") == 0
    assert embedder.count_tokens("hello world") == 2  # no [CLS]/[SEP]
    assert embedder.count_tokens("FireKirin") > 1
    assert embedder.count_tokens("word " * 3000) == 3000  # no truncation


def test_count_tokens_uses_given_counter(make: Any) -> None:
    assert make(token_counter=lambda text: 42).count_tokens("anything") == 42


# ---------------------------------------------------------------------- validation


async def test_dimension_mismatch_is_configuration_error(make: Any, router: respx.MockRouter, sleeps: list[float]) -> None:
    route = router.post("/v1/embeddings").mock(side_effect=lambda request: ok_for(request, dim=384))
    with pytest.raises(ConfigurationError, match="expected 768 dimensions, got 384"):
        await make(dimension=768).embed_query("x")
    assert route.call_count == 1 and sleeps == []


async def test_unnormalised_vector_is_normalised(make: Any, router: respx.MockRouter) -> None:
    router.post("/v1/embeddings").mock(
        return_value=httpx.Response(200, json={"data": [
            {"index": 0, "embedding": [3.0, 4.0] + [0.0] * (DIM - 2)},
            {"index": 1, "embedding": [0.95] + [0.0] * (DIM - 1)},  # within [0.9, 1.1]: kept as is
        ]})
    )
    with capture_logs() as logs:
        first, second = await make().embed_documents(["a", "b"])
    assert norm(first) == pytest.approx(1.0)
    assert first[:2] == pytest.approx([0.6, 0.8])
    assert second[0] == pytest.approx(0.95)
    assert any("normalised" in entry["event"] and entry["log_level"] == "warning" for entry in logs)


@pytest.mark.parametrize(
    "response",
    [
        httpx.Response(200, text="{not json"),
        httpx.Response(200, json={"object": "list"}),
        httpx.Response(200, json={"data": "nope"}),
        httpx.Response(200, json={"data": []}),
        httpx.Response(200, json={"data": [{"index": 0}]}),
        httpx.Response(200, json={"data": [{"index": 0, "embedding": ["a"] * DIM}]}),
        httpx.Response(200, json={"data": [{"index": 0, "embedding": [0.0] * DIM}]}),
        httpx.Response(200, json={"data": [{"index": 5, "embedding": unit(1)}]}),
    ],
)
async def test_malformed_answers_are_dependency_errors(
    make: Any, router: respx.MockRouter, response: httpx.Response
) -> None:
    route = router.post("/v1/embeddings").mock(return_value=response)
    with pytest.raises(DependencyError):
        await make().embed_query("x")
    assert route.call_count == 1


async def test_answer_without_index_keeps_position(make: Any, router: respx.MockRouter) -> None:
    router.post("/v1/embeddings").mock(
        return_value=httpx.Response(200, json={"data": [{"embedding": unit(1)}, {"embedding": unit(2)}]})
    )
    assert await make().embed_documents(["a", "b"]) == [pytest.approx(unit(1)), pytest.approx(unit(2))]


# ---------------------------------------------------------------------- health


def models(*ids: str) -> httpx.Response:
    return httpx.Response(200, json={"object": "list", "data": [{"id": i, "object": "model"} for i in ids]})


@pytest.mark.parametrize(
    "listed",
    [
        ("nomic-embed-text-v1.5",),
        ("qwen2.5-7b-instruct", "text-embedding-nomic-embed-text-v1.5"),  # LM Studio's id
        ("nomic-ai/Nomic-Embed-Text-v1.5",),  # publisher prefix, other case
        ("nomic-embed-text-v1.5:latest",),  # Ollama tag
    ],
)
async def test_health_healthy_when_model_listed(make: Any, router: respx.MockRouter, listed: tuple[str, ...]) -> None:
    router.get("/v1/models").mock(return_value=models(*listed))
    assert await make().health() == ComponentStatus.HEALTHY


async def test_health_degraded_when_model_missing(make: Any, router: respx.MockRouter) -> None:
    router.get("/v1/models").mock(return_value=models("qwen2.5-7b-instruct", "bge-m3"))
    assert await make().health() == ComponentStatus.DEGRADED


@pytest.mark.parametrize(
    "outcome", [httpx.ConnectError("refused"), httpx.Response(500), httpx.Response(200, text="garbage")]
)
async def test_health_unavailable_on_errors(make: Any, router: respx.MockRouter, outcome: Any) -> None:
    route = router.get("/v1/models")
    if isinstance(outcome, Exception):
        route.side_effect = outcome
    else:
        route.return_value = outcome
    assert await make().health() == ComponentStatus.UNAVAILABLE


async def test_health_is_bounded_by_the_timeout(make: Any, router: respx.MockRouter) -> None:
    import asyncio

    async def slow(request: httpx.Request) -> httpx.Response:
        await asyncio.sleep(5)
        return models(MODEL)

    router.get("/v1/models").mock(side_effect=slow)
    started = time.perf_counter()
    assert await make(timeout_s=0.1).health() == ComponentStatus.UNAVAILABLE
    assert time.perf_counter() - started < 1.0


# ---------------------------------------------------------------------- API key, close


async def test_authorization_only_with_api_key_and_never_logged(
    make: Any, router: respx.MockRouter, sleeps: list[float]
) -> None:
    route = router.post("/v1/embeddings")
    route.side_effect = [httpx.Response(503), ok_for, ok_for, httpx.ConnectError("refused"), httpx.ConnectError("refused"), httpx.ConnectError("refused")]
    router.get("/v1/models").mock(side_effect=httpx.ConnectError("refused"))
    with capture_logs() as logs:
        keyed = make(api_key=SECRET)
        await keyed.embed_query("x")
        plain = make()
        await plain.embed_query("y")
        with pytest.raises(DependencyError) as caught:
            await keyed.embed_query("z")
        await keyed.health()
    assert route.calls[0].request.headers["Authorization"] == f"Bearer {SECRET}"
    assert route.calls[1].request.headers["Authorization"] == f"Bearer {SECRET}"
    assert "Authorization" not in route.calls[2].request.headers
    assert logs, "the retries and failures were logged"
    assert SECRET not in repr(logs)
    assert SECRET not in str(caught.value)


async def test_credentials_in_url_not_logged(make: Any, router: respx.MockRouter, sleeps: list[float]) -> None:
    router.post("/v1/embeddings").mock(side_effect=httpx.ConnectError("refused"))
    with capture_logs() as logs:
        with pytest.raises(DependencyError) as caught:
            await make(base_url="http://user:hunter2@lmstudio.test:1234").embed_query("x")
    assert "hunter2" not in repr(logs) and "hunter2" not in str(caught.value)


async def test_close_closes_the_client(make: Any, router: respx.MockRouter) -> None:
    route = router.post("/v1/embeddings").mock(side_effect=ok_for)
    router.get("/v1/models").mock(return_value=models(MODEL))
    embedder = make()
    await embedder.embed_query("x")
    await embedder.close()
    assert embedder._client.is_closed
    with pytest.raises(DependencyError, match="closed"):
        await embedder.embed_documents(["a"])
    with pytest.raises(DependencyError, match="closed"):
        await embedder.embed_query("a")
    assert await embedder.health() == ComponentStatus.UNAVAILABLE
    assert route.call_count == 1
    await embedder.close()  # closing twice is harmless


def test_pool_limits_follow_the_spec(make: Any) -> None:
    pool = make(transport=None)._client._transport._pool
    assert pool._max_connections == 50
    assert pool._max_keepalive_connections == 10


def test_invalid_configuration_is_rejected() -> None:
    with pytest.raises(ConfigurationError):
        OpenAICompatEmbedder(BASE, MODEL, 0)


# ---------------------------------------------------------------------- queries before bulk work


async def test_one_document_batch_at_the_server_at_a_time_and_queries_never_wait_for_them(
    make: Any, router: respx.MockRouter
) -> None:
    import asyncio

    release = asyncio.Event()
    in_flight: list[str] = []  # document batches the server holds now
    most_in_flight = 0

    async def server(request: httpx.Request) -> httpx.Response:
        nonlocal most_in_flight
        inputs = json.loads(request.content)["input"]
        if inputs[0].startswith("query"):
            return ok_for(request)
        in_flight.append(inputs[0])
        most_in_flight = max(most_in_flight, len(in_flight))
        await release.wait()
        in_flight.remove(inputs[0])
        return ok_for(request)

    router.post("/v1/embeddings").mock(side_effect=server)
    embedder = make()
    indexing = [asyncio.create_task(embedder.embed_documents([f"document {n}-{k}" for k in range(40)])) for n in range(3)]
    for _ in range(100):
        if in_flight:
            break
        await asyncio.sleep(0.01)
    assert len(await embedder.embed_query("query while documents are at the server")) == DIM  # answered while held
    assert in_flight and most_in_flight == 1
    release.set()
    results = await asyncio.gather(*indexing)
    assert [len(vectors) for vectors in results] == [40, 40, 40]
    assert most_in_flight == openai_compat.DOCUMENT_REQUESTS_IN_FLIGHT == 1
