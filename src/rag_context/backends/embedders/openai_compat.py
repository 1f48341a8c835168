"""The HTTP embedder: any server with an OpenAI-compatible `POST /v1/embeddings` (LM Studio, the
spec's choice; Ollama, vLLM, llama.cpp server).

Resilience follows the spec (§5.1, §5.3, §9.3):

- connection errors, timeouts, 429, 500, 502, 503 and 504 are retried (`max_attempts` in all,
  exponential backoff with jitter, capped; a `Retry-After` header is honoured, within the cap);
- any other 4xx is final at once; "model not loaded" says so;
- an input the server finds too long is truncated (to `max_tokens`, then by halves) and sent again,
  at most three times;
- a vector of the wrong dimension is a `ConfigurationError` (a model mismatch, never retried);
  a vector whose norm is outside [0.9, 1.1] is normalised.

Every other failure of the server is a `DependencyError`, for the domain to fall back on.
"""

from __future__ import annotations

import asyncio
import math
import random
import re
import time
from collections.abc import Callable, Sequence
from email.utils import parsedate_to_datetime
from typing import Any

import httpx
import structlog
from tenacity import AsyncRetrying, RetryCallState, retry_if_exception, stop_after_attempt

from rag_context.core.models import ComponentStatus
from rag_context.core.ports import ConfigurationError, DependencyError, DocumentRejected

log = structlog.get_logger(__name__)

# Connection pool as in spec §6.2 (maxSockets 50, maxFreeSockets 10).
POOL_LIMITS = httpx.Limits(max_connections=50, max_keepalive_connections=10)

# Document batches this process has at the server at once. The server works through its requests
# in turn (LM Studio and llama.cpp embed one batch after another), so a query sent while documents
# are being indexed waits there behind every document batch already sent: with one at a time it
# waits for one batch at most. Queries are never held back on this side (spec §6.2's pool of 50).
DOCUMENT_REQUESTS_IN_FLIGHT = 1

RETRYABLE_STATUSES = frozenset({429, 500, 502, 503, 504})
MAX_TRUNCATIONS = 3
NORM_LOW, NORM_HIGH = 0.9, 1.1

# LM Studio: "No models loaded. Please load a model ...", "Model 'x' not found";
# Ollama: 'model "x" not found, try pulling it first'; vLLM / OpenAI: "The model `x` does not exist".
_MODEL_NOT_LOADED = re.compile(
    r"no models?\b.{0,20}\bloaded|model\b.*\b(not found|does not exist|not loaded|not available)|not loaded",
    re.IGNORECASE | re.DOTALL,
)
# OpenAI: "maximum context length is 8192 tokens"; llama.cpp: "exceeds the available context size",
# "input is too large to process"; Ollama: "the input length exceeds the context length".
_TOO_LONG = re.compile(
    r"context[ _](length|size|window)|too[ _](long|large)|maximum|exceed|\btokens?\b",
    re.IGNORECASE,
)

# Retransmittable transport failures; UnsupportedProtocol or LocalProtocolError would fail again.
_RETRYABLE_TRANSPORT = (httpx.TimeoutException, httpx.NetworkError, httpx.RemoteProtocolError, httpx.ProxyError)

_WORD_END = re.compile(r"\S+")


async def _sleep(seconds: float) -> None:
    """The retry loop's pause (a module-level name, so that tests can replace it)."""
    await asyncio.sleep(seconds)


class _RetryableStatus(Exception):
    """An HTTP answer worth asking again (429, 5xx), with the server's Retry-After if any."""

    def __init__(self, status: int, message: str, retry_after: float | None) -> None:
        super().__init__(f"HTTP {status}: {message}" if message else f"HTTP {status}")
        self.status = status
        self.retry_after = retry_after


class _InputTooLong(Exception):
    """The server refused the batch as too long: truncate and send again."""


def _is_retryable(error: BaseException) -> bool:
    return isinstance(error, (_RetryableStatus, *_RETRYABLE_TRANSPORT))


def _describe(error: BaseException) -> str:
    text = str(error)
    if isinstance(error, _RetryableStatus):
        return text
    return f"{type(error).__name__}: {text}" if text else type(error).__name__


def _parse_retry_after(value: str | None) -> float | None:
    """Retry-After in seconds (or as an HTTP date); None when absent or unreadable."""
    if not value:
        return None
    value = value.strip()
    try:
        seconds = float(value)
    except ValueError:
        try:
            when = parsedate_to_datetime(value)
        except (TypeError, ValueError, IndexError):
            return None
        seconds = when.timestamp() - time.time()
    if not math.isfinite(seconds):
        return None
    return max(seconds, 0.0)


def _error_message(response: httpx.Response) -> str:
    """The server's own words: OpenAI `{"error": {"message", "type"}}`, Ollama/LM Studio
    `{"error": "..."}`, vLLM `{"message": ...}`; else the start of the body."""
    try:
        body = response.json()
    except ValueError:
        return response.text[:500].strip()
    if isinstance(body, dict):
        error = body.get("error")
        if isinstance(error, str):
            return error[:500]
        if isinstance(error, dict):
            parts = [str(error.get(key)) for key in ("message", "type", "code") if error.get(key)]
            if parts:
                return " | ".join(parts)[:500]
        for key in ("message", "detail"):
            if body.get(key):
                return str(body[key])[:500]
    return response.text[:500].strip()


def _redacted(url: str) -> str:
    """The URL without any user:password, for logs and messages."""
    try:
        return str(httpx.URL(url).copy_with(username=None, password=None))
    except Exception:  # noqa: BLE001 - only ever used for display
        return "<invalid url>"


class OpenAICompatEmbedder:
    def __init__(
        self,
        base_url: str,
        model: str,
        dimension: int,
        *,
        api_key: str | None = None,
        timeout_s: float = 30.0,
        max_tokens: int = 2048,
        query_prefix: str = "",
        document_prefix: str = "",
        batch_size: int = 32,
        max_attempts: int = 3,
        backoff_base_s: float = 0.1,
        backoff_max_s: float = 5.0,
        token_counter: Callable[[str], int] | None = None,
        transport: httpx.AsyncBaseTransport | None = None,
    ) -> None:
        if dimension < 1:
            raise ConfigurationError(f"embedding dimension must be positive, got {dimension}")
        if batch_size < 1 or max_attempts < 1 or max_tokens < 1:
            raise ConfigurationError("batch_size, max_attempts and max_tokens must be positive")
        self.model_name = model
        self.dimension = dimension
        self.max_tokens = max_tokens
        self._query_prefix = query_prefix
        self._document_prefix = document_prefix
        self._batch_size = batch_size
        self._max_attempts = max_attempts
        self._backoff_base_s = backoff_base_s
        self._backoff_max_s = backoff_max_s
        self._timeout_s = timeout_s
        self._token_counter = token_counter
        self._tokenizer: Any = None
        # The conventional OpenAI base URL ends in /v1; the paths below add it themselves.
        root = base_url.rstrip("/")
        if root.endswith("/v1"):
            root = root[: -len("/v1")]
        self._endpoint = _redacted(root)
        # What a vector depends on beyond the text (the embedding cache's key): the server's model and how texts are sent.
        self.identity = f"{model} at {self._endpoint}, document prefix {document_prefix!r} ({dimension})"
        headers = {"Accept": "application/json"}
        if api_key:
            headers["Authorization"] = f"Bearer {api_key}"
        self._client = httpx.AsyncClient(
            base_url=root,
            headers=headers,
            timeout=httpx.Timeout(timeout_s),
            limits=POOL_LIMITS,
            transport=transport,
        )
        self._closed = False
        self._document_requests = asyncio.Semaphore(DOCUMENT_REQUESTS_IN_FLIGHT)

    # ------------------------------------------------------------------ tokens

    def count_tokens(self, text: str) -> int:
        if self._token_counter is not None:
            return self._token_counter(text)
        return len(self._encode(text).ids)

    def token_offsets(self, text: str) -> list[tuple[int, int]]:
        """Always the bundled tokenizer's: a `token_counter` counts tokens, it cannot place them."""
        return self._encode(text).offsets

    def _encode(self, text: str) -> Any:
        if self._tokenizer is None:
            self._tokenizer = self._load_tokenizer()
        return self._tokenizer.encode(text, add_special_tokens=False)

    @staticmethod
    def _load_tokenizer() -> Any:
        """bert-base-uncased WordPiece (all-MiniLM-L6-v2's, shipped with this package): exact for
        nomic-embed-text, which uses the same vocabulary, and a fair estimate for other models."""
        from rag_context.backends.embedders.onnx_minilm import load_counter

        return load_counter()

    def _truncate(self, text: str, limit: int) -> str:
        """The longest prefix of whole words within `limit` tokens (by characters for one huge word)."""
        if self.count_tokens(text) <= limit:
            return text
        ends = [match.end() for match in _WORD_END.finditer(text)]
        low, high = 0, len(ends)  # the first `low` words fit; more than `high` do not
        while low < high:
            middle = (low + high + 1) // 2
            if self.count_tokens(text[: ends[middle - 1]]) <= limit:
                low = middle
            else:
                high = middle - 1
        if low > 0:
            return text[: ends[low - 1]]
        low, high = 0, len(text)
        while low < high:
            middle = (low + high + 1) // 2
            if self.count_tokens(text[:middle]) <= limit:
                low = middle
            else:
                high = middle - 1
        return text[: max(low, 1)]

    # ------------------------------------------------------------------ embeddings

    async def embed_documents(self, texts: Sequence[str]) -> list[list[float]]:
        inputs = [self._document_prefix + text for text in texts]
        vectors: list[list[float]] = []
        for start in range(0, len(inputs), self._batch_size):
            async with self._document_requests:
                vectors.extend(await self._embed_batch(inputs[start : start + self._batch_size]))
        return vectors

    async def embed_query(self, text: str) -> list[float]:
        return (await self._embed_batch([self._query_prefix + text]))[0]

    async def _embed_batch(self, inputs: list[str]) -> list[list[float]]:
        limit = self.max_tokens
        truncations = 0
        while True:
            try:
                response = await self._request("POST", "/v1/embeddings", {"model": self.model_name, "input": inputs})
            except _InputTooLong as error:
                if truncations >= MAX_TRUNCATIONS:
                    raise DocumentRejected(
                        f"embedding server at {self._endpoint} still finds the input too long after "
                        f"{MAX_TRUNCATIONS} truncations: {error}"
                    ) from error
                truncations += 1
                counts = [self.count_tokens(text) for text in inputs]
                longest = max(counts, default=0)
                # Cut to max_tokens; when everything already fits, the server's window is smaller
                # than configured: halve the limit below the longest input.
                limit = limit if longest > limit else max(longest // 2, 1)
                inputs = [self._truncate(text, limit) for text in inputs]
                log.warning(
                    "embedding input too long, truncating",
                    endpoint=self._endpoint,
                    model=self.model_name,
                    truncation=truncations,
                    token_limit=limit,
                    longest_tokens=longest,
                    reason=str(error),
                )
                continue
            return self._vectors_from(response, len(inputs))

    def _vectors_from(self, response: httpx.Response, expected: int) -> list[list[float]]:
        try:
            body = response.json()
        except ValueError as error:
            raise DependencyError(f"embedding server at {self._endpoint} answered malformed JSON: {error}") from error
        data = body.get("data") if isinstance(body, dict) else None
        if not isinstance(data, list) or not all(isinstance(item, dict) for item in data):
            raise DependencyError(f"embedding server at {self._endpoint} answered without a `data` list")
        if len(data) != expected:
            raise DependencyError(
                f"embedding server at {self._endpoint} answered {len(data)} embeddings for {expected} inputs"
            )
        if all("index" in item for item in data):
            try:
                data = sorted(data, key=lambda item: int(item["index"]))
                ordered = [int(item["index"]) for item in data] == list(range(expected))
            except (TypeError, ValueError):
                ordered = False
            if not ordered:
                raise DependencyError(f"embedding server at {self._endpoint} answered inconsistent `index` values")
        vectors: list[list[float]] = []
        normalised = 0
        for item in data:
            raw = item.get("embedding")
            if not isinstance(raw, list):
                raise DependencyError(f"embedding server at {self._endpoint} answered an item without an `embedding` list")
            if len(raw) != self.dimension:
                raise ConfigurationError(
                    f"embedding model {self.model_name!r} at {self._endpoint}: expected {self.dimension} "
                    f"dimensions, got {len(raw)} (EMBEDDING_DIM and the served model disagree)"
                )
            try:
                vector = [float(x) for x in raw]
            except (TypeError, ValueError) as error:
                raise DependencyError(f"embedding server at {self._endpoint} answered a non-numeric vector") from error
            norm = math.sqrt(math.fsum(x * x for x in vector))
            if not math.isfinite(norm) or norm == 0.0:
                raise DependencyError(f"embedding server at {self._endpoint} answered a zero or non-finite vector")
            if not NORM_LOW <= norm <= NORM_HIGH:
                vector = [x / norm for x in vector]
                normalised += 1
            vectors.append(vector)
        if normalised:
            log.warning(
                "embedding vectors not unit length, normalised",
                endpoint=self._endpoint,
                model=self.model_name,
                count=normalised,
                of=expected,
            )
        return vectors

    # ------------------------------------------------------------------ HTTP

    def _wait(self, state: RetryCallState) -> float:
        error = state.outcome.exception() if state.outcome else None
        if isinstance(error, _RetryableStatus) and error.retry_after is not None:
            return min(error.retry_after, self._backoff_max_s)
        delay = self._backoff_base_s * 2 ** (state.attempt_number - 1) + random.uniform(0, self._backoff_base_s)
        return min(delay, self._backoff_max_s)

    def _log_retry(self, state: RetryCallState) -> None:
        error = state.outcome.exception() if state.outcome else None
        log.warning(
            "embedding request failed, retrying",
            endpoint=self._endpoint,
            model=self.model_name,
            attempt=state.attempt_number,
            max_attempts=self._max_attempts,
            wait_s=round(state.next_action.sleep, 3) if state.next_action else None,
            error=_describe(error) if error else None,
        )

    async def _request(self, method: str, path: str, payload: dict[str, Any]) -> httpx.Response:
        retrying = AsyncRetrying(
            stop=stop_after_attempt(self._max_attempts),
            wait=self._wait,
            retry=retry_if_exception(_is_retryable),
            sleep=lambda seconds: _sleep(seconds),
            before_sleep=self._log_retry,
            reraise=True,
        )
        try:
            async for attempt in retrying:
                with attempt:
                    return await self._send_once(method, path, payload)
        except _RETRYABLE_TRANSPORT + (_RetryableStatus,) as error:
            log.error(
                "embedding request failed",
                endpoint=self._endpoint,
                model=self.model_name,
                attempts=self._max_attempts,
                error=_describe(error),
            )
            raise DependencyError(
                f"embedding server at {self._endpoint} failed after {self._max_attempts} attempts: {_describe(error)}"
            ) from error
        raise AssertionError("unreachable")  # pragma: no cover - the loop returns or raises

    async def _send_once(self, method: str, path: str, payload: dict[str, Any]) -> httpx.Response:
        if self._closed:
            raise DependencyError("embedder is closed")
        try:
            response = await self._client.request(method, path, json=payload)
        except _RETRYABLE_TRANSPORT:
            raise
        except httpx.HTTPError as error:
            raise DependencyError(f"embedding server at {self._endpoint}: {_describe(error)}") from error
        except RuntimeError as error:  # the client was closed under us
            raise DependencyError(f"embedder: {error}") from error
        status = response.status_code
        if 200 <= status < 300:
            return response
        message = _error_message(response)
        if status in (400, 404) and _MODEL_NOT_LOADED.search(message):
            log.error("embedding model not loaded", endpoint=self._endpoint, model=self.model_name, status=status)
            raise DependencyError(
                f"embedding model {self.model_name!r} is not loaded on {self._endpoint} (HTTP {status}: {message})"
            )
        if status == 413 or (status in (400, 500) and _TOO_LONG.search(message)):
            raise _InputTooLong(f"HTTP {status}: {message}")
        if status in RETRYABLE_STATUSES:
            raise _RetryableStatus(status, message, _parse_retry_after(response.headers.get("Retry-After")))
        if status in (401, 403):
            raise DependencyError(f"embedding server at {self._endpoint} refused the credentials (HTTP {status}: {message})")
        if status == 404:
            raise DependencyError(
                f"embedding server at {self._endpoint} has no {path} (HTTP 404: {message}); "
                "is it an OpenAI-compatible server?"
            )
        rejected = f"embedding server at {self._endpoint} rejected the request (HTTP {status}: {message})"
        if 400 <= status < 500 and status != 408:
            raise DocumentRejected(rejected)  # this input, refused: the reconciler marks its document failed
        raise DependencyError(rejected)

    # ------------------------------------------------------------------ lifecycle

    async def health(self) -> ComponentStatus:
        if self._closed:
            return ComponentStatus.UNAVAILABLE
        try:
            response = await asyncio.wait_for(self._client.get("/v1/models"), timeout=self._timeout_s)
            response.raise_for_status()
            body = response.json()
            models = [str(item.get("id", "")) for item in body["data"] if isinstance(item, dict)]
        except Exception as error:  # noqa: BLE001 - any failure means the server cannot serve
            log.warning("embedding server health check failed", endpoint=self._endpoint, error=_describe(error))
            return ComponentStatus.UNAVAILABLE
        wanted = self.model_name.lower()
        # LM Studio ids may carry a publisher or kind prefix ("nomic-ai/...", "text-embedding-..."),
        # Ollama a tag ("nomic-embed-text:latest").
        if any(wanted in model.lower() for model in models):
            return ComponentStatus.HEALTHY
        log.warning(
            "embedding model not listed by the server", endpoint=self._endpoint, model=self.model_name, listed=models[:20]
        )
        return ComponentStatus.DEGRADED

    async def close(self) -> None:
        self._closed = True
        await self._client.aclose()
