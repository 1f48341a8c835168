"""LocalEmbedder on the bundled all-MiniLM-L6-v2, int8 on onnxruntime (the session's instance, loaded once)."""

from __future__ import annotations

import math
import textwrap
from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import pytest
from backend_factories import run_python

from rag_context.core.models import ComponentStatus
from rag_context.core.ports import DependencyError


class PassesOfSeveral:
    """The bundled model presented as a model of several texts a pass on one document thread (as
    the torch extra's models are): the document lane's shared passes are tested on it, with real
    vectors. The bundled model itself runs one text a pass, on as many threads as it has CPUs."""

    parallel_runs = 1

    def __init__(self, model: Any) -> None:
        from rag_context.backends.embedders.local import FORWARD_PASS_SIZE

        self._model = model
        self.pass_size = FORWARD_PASS_SIZE

    def __getattr__(self, name: str) -> Any:
        return getattr(self._model, name)


@pytest.fixture(scope="module")
def lane_embedder(local_embedder: Any) -> Iterator[Any]:
    import asyncio

    from rag_context.backends.embedders.local import LocalEmbedder

    embedder = LocalEmbedder(PassesOfSeveral(local_embedder.model))
    yield embedder
    asyncio.run(embedder.close())  # its threads; the bundled model stays the session's


def cosine(a: list[float], b: list[float]) -> float:
    return sum(x * y for x, y in zip(a, b)) / (math.sqrt(sum(x * x for x in a)) * math.sqrt(sum(y * y for y in b)))


def norm(v: list[float]) -> float:
    return math.sqrt(sum(x * x for x in v))


def test_dimension_name_and_max_tokens(local_embedder: Any) -> None:
    assert local_embedder.dimension == 384
    assert local_embedder.model_name == "all-MiniLM-L6-v2"
    assert local_embedder.max_tokens == 254  # 256-piece window minus [CLS] and [SEP]


def test_count_tokens_counts_word_pieces_without_truncation(local_embedder: Any) -> None:
    assert local_embedder.count_tokens("") == 0
    assert local_embedder.count_tokens("hello world") == 2  # no [CLS]/[SEP]
    # A word the vocabulary splits into several pieces counts as several.
    assert local_embedder.count_tokens("FireKirin") > 1
    long_text = " ".join(f"word{i % 50} alpha" for i in range(500))  # 1000 words
    counted = local_embedder.count_tokens(long_text)
    assert counted > 256
    assert counted >= 1000
    # Counting is additive over whole-word concatenation: no hidden window.
    half = " ".join(f"word{i % 50} alpha" for i in range(250))
    assert local_embedder.count_tokens(f"{half} {half}") == 2 * local_embedder.count_tokens(half)


async def test_embed_documents_unit_norm_dimension_and_order(local_embedder: Any) -> None:
    texts = [
        "How do I retry a failed MongoDB connection?",
        "FireKirin jackpot threshold",
        "The gateway caches embeddings in Redis.",
        "",
    ]
    vectors = await local_embedder.embed_documents(texts)
    assert isinstance(vectors, list) and len(vectors) == len(texts)
    for vector in vectors:
        assert isinstance(vector, list) and len(vector) == 384
        assert all(isinstance(x, float) for x in vector)
        assert abs(norm(vector) - 1.0) < 1e-3
    # Input order: each vector is the one of its own text.
    for text, vector in zip(texts, vectors):
        (alone,) = await local_embedder.embed_documents([text])
        assert cosine(alone, vector) > 0.9999
    reversed_vectors = await local_embedder.embed_documents(list(reversed(texts)))
    for a, b in zip(vectors, reversed(reversed_vectors)):
        assert cosine(a, b) > 0.9999
    # Different texts, different vectors.
    assert cosine(vectors[0], vectors[1]) < 0.9
    assert await local_embedder.embed_documents([]) == []


async def test_semantic_similarity(local_embedder: Any) -> None:
    query, related, unrelated = await local_embedder.embed_documents(
        ["How do I retry a failed MongoDB connection?", "MongoDB reconnect with exponential backoff", "FireKirin jackpot threshold"]
    )
    close, far = cosine(query, related), cosine(query, unrelated)
    assert close > far + 0.2, (close, far)


async def test_embed_query_equals_embed_documents(local_embedder: Any) -> None:
    text = "MongoDB reconnect with exponential backoff"
    query_vector = await local_embedder.embed_query(text)
    (document_vector,) = await local_embedder.embed_documents([text])
    assert query_vector == document_vector
    # In a batch with longer texts (padding) it is the same vector up to float noise.
    batch = await local_embedder.embed_documents(["short", text, "a considerably longer sentence " * 10])
    assert batch[1] == pytest.approx(query_vector, abs=1e-5)


async def test_the_bundled_model_runs_each_text_alone_on_as_many_document_threads_as_it_has_runs(
    local_embedder: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    """One text a pass, several passes at once (one per CPU: `parallel_runs`), and each text's vector
    bitwise the one it gets alone, whatever the call it came in and whoever ran beside it."""
    import asyncio
    import threading

    model = local_embedder.model
    assert model.pass_size == 1 and model.parallel_runs >= 1
    sizes: list[int] = []
    running, most = [0], [0]
    lock = threading.Lock()
    forward = model.encode

    def recording(texts: list[str]) -> list[list[float]]:
        with lock:
            sizes.append(len(texts))
            running[0] += 1
            most[0] = max(most[0], running[0])
        try:
            return forward(texts)
        finally:
            with lock:
                running[0] -= 1

    alone = {text: forward([text])[0] for text in ["wing", "shock wave on a cone " * 20, "heat transfer at mach 7", ""]}
    monkeypatch.setattr(model, "encode", recording)
    calls = [list(alone) * 3, list(reversed(alone)) * 2, ["boundary layer " * 40, *alone]]
    results = await asyncio.gather(*(local_embedder.embed_documents(texts) for texts in calls))
    assert set(sizes) == {1}
    assert most[0] <= model.parallel_runs
    if model.parallel_runs > 1:
        assert most[0] > 1, "the document threads never ran side by side"
    for texts, vectors in zip(calls, results, strict=True):
        for text, vector in zip(texts, vectors, strict=True):
            if text in alone:
                assert vector == alone[text]


async def test_a_call_of_many_texts_runs_in_short_forward_passes_each_padded_to_its_own_longest(
    lane_embedder: Any, monkeypatch: pytest.MonkeyPatch
) -> None:
    from rag_context.backends.embedders.local import FORWARD_PASS_SIZE

    model = lane_embedder.model
    passes: list[tuple[int, int]] = []  # (texts, longest text in word pieces) of each forward pass
    forward = model.encode

    def recording(texts: list[str]) -> list[list[float]]:
        passes.append((len(texts), max(model.count_tokens(text) for text in texts)))
        return forward(texts)

    monkeypatch.setattr(model, "encode", recording)
    short = [f"wing {n}" for n in range(12)]
    long = [f"boundary layer transition on a swept wing at supersonic speed, case {n} " * 4 for n in range(12)]
    texts = [text for pair in zip(long, short) for text in pair]  # interleaved: the embedder must sort them
    vectors = await lane_embedder.embed_documents(texts)

    assert len(vectors) == len(texts)
    assert sum(size for size, _ in passes) == len(texts)
    assert max(size for size, _ in passes) == FORWARD_PASS_SIZE < len(texts)
    # Sorted by length: the short texts' passes are not padded to the long texts' length.
    lengths = sorted(length for _, length in passes)
    assert lengths[0] * 4 < lengths[-1], passes
    # And each text still gets its own vector, as when embedded alone.
    monkeypatch.setattr(model, "encode", forward)
    (alone,) = await lane_embedder.embed_documents([short[3]])
    assert vectors[7] == pytest.approx(alone, abs=1e-5)


async def test_concurrent_document_calls_share_forward_passes(lane_embedder: Any) -> None:
    """Four index requests of two chunks each, made while the document lane is busy, go in one
    pass of 8 (not four passes of 2), and each caller gets its own texts' vectors."""
    import asyncio

    from rag_context.backends.embedders.local import FORWARD_PASS_SIZE

    requests = [[f"document {n} part {part}: shock wave on a cone at mach {n + 2}" for part in range(2)] for n in range(4)]
    expected = [await lane_embedder.embed_documents(texts) for texts in requests]
    with model_calls_in_order(lane_embedder, hold="document") as record:
        blocker = asyncio.create_task(lane_embedder.embed_documents(["document keeping the lane busy"]))
        await asyncio.to_thread(record["entered"].wait, 60)
        calls = [asyncio.create_task(lane_embedder.embed_documents(texts)) for texts in requests]
        await _until(lambda: lane_embedder._document_lane.waiting == 8)
        record["release"].set()
        results = await asyncio.gather(*calls)
        await blocker
    assert record["ended"] == [("document", 1), ("document", FORWARD_PASS_SIZE)]
    for vectors, reference in zip(results, expected, strict=True):
        for vector, alone in zip(vectors, reference, strict=True):
            assert vector == pytest.approx(alone, abs=1e-5)


async def test_a_pass_takes_the_oldest_waiting_text_and_those_nearest_its_length(lane_embedder: Any) -> None:
    """A long call waiting does not starve a short one behind it, and a pass is not padded for
    nothing: with 8 long and 8 short texts waiting, the passes are all long, then all short."""
    import asyncio

    long = [f"document long {n}: " + "the boundary layer thickens downstream of the shock " * 5 for n in range(8)]
    short = [f"document short {n}" for n in range(8)]
    lengths: list[list[int]] = []
    with model_calls_in_order(lane_embedder, hold="document") as record:
        original = lane_embedder.encode

        def measuring(batch: list[str]) -> list[list[float]]:
            lengths.append(sorted(len(text) for text in batch))
            return original(batch)

        lane_embedder.encode = measuring
        blocker = asyncio.create_task(lane_embedder.embed_documents(["document keeping the lane busy"]))
        await asyncio.to_thread(record["entered"].wait, 60)
        mixed = [text for pair in zip(short[:4], long[:4]) for text in pair]
        first = asyncio.create_task(lane_embedder.embed_documents(mixed))
        await _until(lambda: lane_embedder._document_lane.waiting == 8)
        second = asyncio.create_task(lane_embedder.embed_documents(short[4:] + long[4:]))
        await _until(lambda: lane_embedder._document_lane.waiting == 16)
        record["release"].set()
        await asyncio.gather(first, second, blocker)
    long_length = min(len(text) for text in long)
    assert [all(length >= long_length for length in pass_) for pass_ in lengths[1:]] == [True, False]
    assert all(length < long_length for length in lengths[2])


async def test_health_of_open_embedder(local_embedder: Any) -> None:
    assert await local_embedder.health() == ComponentStatus.HEALTHY


def test_the_default_embedder_loads_no_torch_and_nothing_from_a_hub() -> None:
    """The embedded default runs on onnxruntime: building it imports neither torch nor
    sentence-transformers nor huggingface_hub, even where the torch extra is installed."""
    code = textwrap.dedent(
        """
        import sys
        from rag_context.backends.embedders.local import LocalEmbedder
        embedder = LocalEmbedder()
        print(len(embedder.encode(["a wing"])[0]))
        print(sorted(name for name in ("torch", "sentence_transformers", "transformers", "huggingface_hub") if name in sys.modules))
        """
    )
    result = run_python(code)
    assert result.returncode == 0, result.stderr
    assert result.stdout.splitlines() == ["384", "[]"]


async def test_close_makes_embedder_unavailable() -> None:
    from rag_context.backends.embedders.local import LocalEmbedder

    embedder = LocalEmbedder()
    assert await embedder.health() == ComponentStatus.HEALTHY
    (vector,) = await embedder.embed_documents(["before close"])
    assert len(vector) == 384
    await embedder.close()
    assert await embedder.health() == ComponentStatus.UNAVAILABLE
    with pytest.raises(DependencyError):
        await embedder.embed_documents(["after close"])
    with pytest.raises(DependencyError):
        await embedder.embed_query("after close")
    await embedder.close()  # idempotent
    # Counting tokens does not need the model thread.
    assert embedder.count_tokens("hello world") == 2


@contextmanager
def counting_model_calls(embedder: Any) -> Iterator[list[int]]:
    """The number of texts in each model call the embedder makes inside the block."""
    calls: list[int] = []
    original = embedder.encode

    def counting(batch: list[str]) -> list[list[float]]:
        calls.append(len(batch))
        return original(batch)

    embedder.encode = counting
    try:
        yield calls
    finally:
        del embedder.encode


async def test_concurrent_queries_share_model_calls_and_get_their_own_vectors(local_embedder) -> None:
    import asyncio

    texts = [f"question number {n} about wing flutter" for n in range(24)]
    expected = await local_embedder.embed_documents(texts)
    with counting_model_calls(local_embedder) as calls:
        vectors = await asyncio.gather(*(local_embedder.embed_query(text) for text in texts))
    assert sum(calls) == len(texts)
    assert len(calls) < len(texts)  # batched: the first goes alone, the rest wait together
    for vector, reference in zip(vectors, expected, strict=True):
        assert sum(a * b for a, b in zip(vector, reference)) > 0.9999


async def test_a_query_that_timed_out_is_skipped_and_the_others_answered(local_embedder) -> None:
    import asyncio

    slow = asyncio.create_task(local_embedder.embed_query("first query keeps the model busy"))
    abandoned = asyncio.create_task(local_embedder.embed_query("abandoned query"))
    kept = asyncio.create_task(local_embedder.embed_query("kept query"))
    await asyncio.sleep(0)
    abandoned.cancel()
    assert len(await slow) == local_embedder.dimension
    assert len(await kept) == local_embedder.dimension
    assert abandoned.cancelled()


async def test_after_a_shared_call_queries_arriving_a_moment_apart_share_the_next(local_embedder, monkeypatch) -> None:
    import asyncio

    from rag_context.backends.embedders import local

    monkeypatch.setattr(local, "QUERY_GATHER_S", 0.5)  # wide, so that a busy test machine cannot split the pair
    with counting_model_calls(local_embedder) as calls:
        await asyncio.gather(*(local_embedder.embed_query(f"concurrent query {n}") for n in range(6)))
        assert max(calls) > 1  # load seen: the last call took several queries
        calls.clear()
        first = asyncio.create_task(local_embedder.embed_query("a straggler"))
        await asyncio.sleep(0.05)  # the model is idle, and the first has not gone alone
        second = asyncio.create_task(local_embedder.embed_query("another straggler"))
        first_vector, second_vector = await asyncio.gather(first, second)
        assert calls == [2]
        calls.clear()
        await local_embedder.embed_query("a lone client")  # waits once (the last call took two) ...
        await local_embedder.embed_query("the same lone client")  # ... then, after a call of one, goes alone
        assert calls == [1, 1]
    assert first_vector != second_vector


@contextmanager
def model_calls_in_order(embedder: Any, hold: str | None = None) -> Iterator[dict[str, Any]]:
    """Record each model call as it ends ("query" or "document", its texts); optionally hold the
    first call of the kind `hold` on its thread until `release` is set (a long pass in progress)."""
    import threading

    record: dict[str, Any] = {"ended": [], "entered": threading.Event(), "release": threading.Event()}
    original = embedder.encode
    held = [hold is None]

    def recording(batch: list[str]) -> list[list[float]]:
        kind = "document" if batch[0].startswith("document") else "query"
        if kind == hold and not held[0]:
            held[0] = True
            record["entered"].set()
            record["release"].wait(60)
        vectors = original(batch)
        record["ended"].append((kind, len(batch)))
        return vectors

    embedder.encode = recording
    try:
        yield record
    finally:
        record["release"].set()
        del embedder.encode


async def _until(condition: Any) -> None:
    import asyncio

    for _ in range(6000):  # a bound against a hang, not a speed limit
        if condition():
            return
        await asyncio.sleep(0.01)
    raise AssertionError("condition never met")


async def test_a_query_does_not_wait_for_the_forward_passes_of_a_long_document_call(lane_embedder) -> None:
    import asyncio

    from rag_context.backends.embedders.local import FORWARD_PASS_SIZE

    documents = [f"document chunk {n}: boundary layer transition on a swept wing " * 6 for n in range(6 * FORWARD_PASS_SIZE)]
    with model_calls_in_order(lane_embedder, hold="document") as record:
        indexing = asyncio.create_task(lane_embedder.embed_documents(documents))
        await asyncio.to_thread(record["entered"].wait, 60)  # the first pass is with the model, held
        await _until(lambda: lane_embedder._document_lane.waiting == 5 * FORWARD_PASS_SIZE)  # the rest wait behind it
        query_vector = await lane_embedder.embed_query("query about wing flutter")  # while the pass is held
        record["release"].set()
        vectors = await indexing

    assert record["ended"] == [("query", 1)] + [("document", FORWARD_PASS_SIZE)] * 6
    (alone,) = await lane_embedder.embed_documents([documents[17]])
    assert vectors[17] == pytest.approx(alone, abs=1e-5)  # split into passes, still in input order
    assert query_vector == await lane_embedder.embed_query("query about wing flutter")


async def test_started_is_set_when_the_thread_takes_the_query_not_while_it_waits(local_embedder) -> None:
    import asyncio

    with model_calls_in_order(local_embedder, hold="query") as record:
        first = asyncio.create_task(local_embedder.embed_query("a query that keeps the query thread busy"))
        await asyncio.to_thread(record["entered"].wait, 60)
        started = asyncio.Event()
        waiting = asyncio.create_task(local_embedder.embed_query_queued("a waiting query", started))
        queued = local_embedder._queued[asyncio.get_running_loop()]
        await _until(lambda: [query.text for query in queued] == ["a waiting query"])
        await asyncio.sleep(0.05)
        assert not started.is_set()  # waiting in this process's own queue
        record["release"].set()
        await started.wait()
        assert len(await waiting) == local_embedder.dimension
        await first


async def test_passes_of_a_cancelled_document_call_that_the_model_has_not_taken_are_dropped(lane_embedder) -> None:
    import asyncio

    from rag_context.backends.embedders.local import FORWARD_PASS_SIZE

    with model_calls_in_order(lane_embedder, hold="document") as record:
        indexing = asyncio.create_task(lane_embedder.embed_documents([f"document {n}" for n in range(4 * FORWARD_PASS_SIZE)]))
        await asyncio.to_thread(record["entered"].wait, 60)
        indexing.cancel()
        await asyncio.sleep(0)
        record["release"].set()
        await _until(lambda: record["ended"] and lane_embedder._document_lane.waiting == 0)
        assert len(await lane_embedder.embed_documents(["document after"])) == 1
    assert record["ended"] == [("document", FORWARD_PASS_SIZE), ("document", 1)]


def test_a_model_file_with_another_sha256_is_refused_before_it_is_loaded(tmp_path: Path) -> None:
    import hashlib

    from rag_context.backends.embedders.onnx_minilm import MODEL_SHA256, ModelFileError, OnnxMiniLM, bundled_onnx_path

    original = bundled_onnx_path().read_bytes()
    assert hashlib.sha256(original).hexdigest() == MODEL_SHA256
    damaged = tmp_path / "model.onnx"
    damaged.write_bytes(original[:-1] + bytes([original[-1] ^ 1]))  # one bit off
    with pytest.raises(ModelFileError, match=rf"sha256 .* not {MODEL_SHA256[:8]}.*reinstall"):
        OnnxMiniLM(damaged)
    with pytest.raises(ModelFileError, match="cannot be read"):
        OnnxMiniLM(tmp_path / "missing.onnx")


def test_the_model_runs_on_the_threads_the_setting_gives_else_on_every_cpu_the_process_may_use() -> None:
    from rag_context.backends.embedders.onnx_minilm import available_cpus
    from rag_context.backends.factory import build_local_embedder
    from rag_context.config import load_settings

    configured = build_local_embedder(load_settings(_env_file=None, rag_embed_threads=3))
    assert configured.model.parallel_runs == 3 == len(configured._document_lane._threads)
    default = build_local_embedder(load_settings(_env_file=None))
    assert default.model.parallel_runs == available_cpus() >= 1
    for embedder in (configured, default):  # each run on its caller's thread alone
        assert embedder.model._session.get_session_options().intra_op_num_threads == 1
    assert configured.encode(["a wing"])[0] == default.encode(["a wing"])[0]


def test_a_thread_count_below_one_is_refused_naming_the_variable(monkeypatch: pytest.MonkeyPatch) -> None:
    from rag_context.config import SettingsError, load_settings

    monkeypatch.setenv("RAG_EMBED_THREADS", "0")
    with pytest.raises(SettingsError, match="RAG_EMBED_THREADS"):
        load_settings(_env_file=None)


def test_a_damaged_model_file_stops_start_up_with_the_reason(tmp_path: Path, monkeypatch: pytest.MonkeyPatch) -> None:
    from fastapi.testclient import TestClient

    from rag_context.app import create_app
    from rag_context.backends.embedders import onnx_minilm
    from rag_context.config import load_settings

    damaged = tmp_path / "model.onnx"
    damaged.write_bytes(b"not the model")
    monkeypatch.setattr(onnx_minilm, "bundled_onnx_path", lambda: damaged)
    app = create_app(load_settings(_env_file=None, rag_data_dir=tmp_path / "data"))
    with pytest.raises(onnx_minilm.ModelFileError, match="sha256"):
        with TestClient(app):
            pass


def test_mean_pooling_averages_the_masked_tokens_only_and_normalises() -> None:
    import numpy as np

    from rag_context.backends.embedders.onnx_minilm import mean_pooled_unit_vectors

    rng = np.random.default_rng(7)
    tokens = rng.standard_normal((3, 5, 4)).astype(np.float32)
    mask = np.array([[1, 1, 1, 1, 1], [1, 1, 0, 0, 0], [1, 0, 0, 0, 0]])
    pooled = mean_pooled_unit_vectors(tokens, mask)
    for row in range(3):
        kept = tokens[row][mask[row] == 1]
        expected = kept.mean(axis=0) / np.linalg.norm(kept.mean(axis=0))
        assert pooled[row] == pytest.approx(expected, abs=1e-6)
    tokens[1, 2:] = 1000.0  # padding changes nothing
    assert mean_pooled_unit_vectors(tokens, mask)[1] == pytest.approx(pooled[1], abs=1e-6)


def test_the_session_keeps_no_memory_pattern_per_input_shape(local_embedder: Any) -> None:
    assert local_embedder.model._session.get_session_options().enable_mem_pattern is False


def test_an_idle_release_runs_once_after_passes_end_and_never_during_one() -> None:
    import threading
    import time

    from rag_context.backends.embedders.local import IdleRelease

    released = threading.Event()
    during: list[bool] = []
    in_pass = threading.Event()
    idle = IdleRelease(lambda: (during.append(in_pass.is_set()), released.set()), idle_s=0.05)
    try:
        time.sleep(0.2)
        assert idle.releases == 0  # no pass yet: nothing to give back

        def long_pass() -> str:
            in_pass.set()
            time.sleep(0.4)  # far longer than the idle time: a release now would be during a pass
            in_pass.clear()
            return "vectors"

        assert idle.run(long_pass) == "vectors"
        assert released.wait(10)
        assert during == [False]
        time.sleep(0.2)
        assert idle.releases == 1  # once per burst, not again while nothing runs
        with pytest.raises(ValueError):
            idle.run(lambda: (_ for _ in ()).throw(ValueError("a failed pass")))
        deadline = time.monotonic() + 10
        while idle.releases < 2 and time.monotonic() < deadline:
            time.sleep(0.02)
        assert idle.releases == 2  # a failed pass used memory too
    finally:
        idle.shutdown()


async def test_a_release_of_the_models_memory_changes_no_vector(local_embedder: Any) -> None:
    texts = ["The boundary layer thickens downstream of the leading edge. " * 20, "shock wave", "heat transfer"]
    before = await local_embedder.embed_documents(texts)
    local_embedder.model.release_memory()
    after = await local_embedder.embed_documents(texts)
    for a, b in zip(before, after, strict=True):
        assert cosine(a, b) == pytest.approx(1.0, abs=1e-6)


async def test_the_embedder_releases_the_models_memory_after_document_passes_not_after_queries(monkeypatch: pytest.MonkeyPatch) -> None:
    import asyncio
    import time

    from rag_context.backends.embedders import local

    class TinyModel:
        model_name, dimension, max_tokens = "tiny", 2, 16

        def __init__(self) -> None:
            self.released = 0

        def count_tokens(self, text: str) -> int:
            return len(text.split())

        def token_offsets(self, text: str) -> list[tuple[int, int]]:
            return [(0, len(text))]

        def encode(self, texts: list[str]) -> list[list[float]]:
            return [[1.0, 0.0] for _ in texts]

        def release_memory(self) -> None:
            self.released += 1

    monkeypatch.setattr(local, "RELEASE_IDLE_S", 0.05)
    model = TinyModel()
    embedder = local.LocalEmbedder(model)
    try:
        for _ in range(5):
            await embedder.embed_query("a search")
        await asyncio.sleep(0.5)
        assert model.released == 0  # query passes leave the arena as it is
        await embedder.embed_documents(["a document", "another"])
        deadline = time.monotonic() + 10
        while model.released == 0 and time.monotonic() < deadline:
            await asyncio.sleep(0.02)
        assert model.released == 1
    finally:
        await embedder.close()
