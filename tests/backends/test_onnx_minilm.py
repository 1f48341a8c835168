"""The bundled MiniLM (int8, activations quantized per token): a text's vector does not depend on what
it is embedded with, on the threads that run it, or on when."""

from __future__ import annotations

import random
from typing import Any

import numpy as np
import pytest

from rag_context.commands.evaluate import document_text, load_dataset
from rag_context.datasets import CRANFIELD, CRANFIELD_QRELS

BUCKETS = (16, 32, 64, 128, 256)  # padded lengths, in word pieces with [CLS] and [SEP]


@pytest.fixture(scope="module")
def texts_by_length(local_embedder: Any) -> dict[int, list[str]]:
    """Cranfield questions and abstracts (and the abstracts' first words), by the smallest bucket
    they fit, so that every bucket has texts of several lengths."""
    dataset = load_dataset(CRANFIELD, CRANFIELD_QRELS)
    abstracts = [document_text(title, text) for title, text in list(dataset.corpus.values())[:120]]
    pool = list(dataset.queries.values())[:60] + abstracts + [" ".join(text.split()[:25]) for text in abstracts[:40]]
    model = local_embedder.model
    by_bucket: dict[int, list[str]] = {bucket: [] for bucket in BUCKETS}
    for text in pool:
        pieces = min(model.count_tokens(text) + 2, 256)
        by_bucket[next(bucket for bucket in BUCKETS if pieces <= bucket)].append(text)
    return by_bucket


def test_a_texts_vector_is_bitwise_the_same_alone_and_in_batches_of_other_neighbours(local_embedder: Any, texts_by_length: dict[int, list[str]]) -> None:
    """Padded to one length, a text run alone and run in a batch of 1 to 7 random neighbours (of
    that length or shorter, before and after it) gets exactly the same vector: the activations are
    quantized per token, not over the batch (the previous model: 0 of 30 equal, cosine 0.995)."""
    model = local_embedder.model
    rng = random.Random(34)
    trials = 0
    for bucket in BUCKETS:
        fitting = [text for size in BUCKETS if size <= bucket for text in texts_by_length[size]]
        own = texts_by_length[bucket]
        assert len(own) >= 3 and len(fitting) >= 8, (bucket, len(own))
        alone_once: dict[str, np.ndarray] = {}
        for _ in range(8):
            text = rng.choice(own)
            neighbours = rng.sample([other for other in fitting if other != text], rng.randint(1, 7))
            position = rng.randint(0, len(neighbours))
            batch = [*neighbours[:position], text, *neighbours[position:]]
            alone = model._forward([text], length=bucket)[0]
            together = model._forward(batch, length=bucket)
            assert np.array_equal(alone, together[position]), (bucket, text[:60])
            # and run again alone, later, after other shapes: the same
            if text in alone_once:
                assert np.array_equal(alone, alone_once[text])
            alone_once[text] = alone
            trials += 1
    assert trials == 8 * len(BUCKETS)


def test_padding_changes_a_vector_by_rounding_only(local_embedder: Any, texts_by_length: dict[int, list[str]]) -> None:
    """Unpadded (as the embedder runs it) and padded to 256, a text's vectors agree to float32's
    rounding: the padding is masked out of the attention and the pooling."""
    model = local_embedder.model
    for text in texts_by_length[32][:5] + texts_by_length[128][:5]:
        unpadded, padded = model._forward([text])[0], model._forward([text], length=256)[0]
        assert float(unpadded @ padded) > 0.99999


async def test_through_the_embedder_a_text_gets_its_vector_whatever_call_it_comes_in(local_embedder: Any, texts_by_length: dict[int, list[str]]) -> None:
    import asyncio

    rng = random.Random(7)
    pool = [text for texts in texts_by_length.values() for text in texts]
    chosen = rng.sample(pool, 6)
    alone = {text: (await local_embedder.embed_documents([text]))[0] for text in chosen}
    calls = [rng.sample(pool, rng.randint(2, 12)) + [text] for text in chosen]
    for call in calls:
        rng.shuffle(call)
    results = await asyncio.gather(*(local_embedder.embed_documents(call) for call in calls))
    for call, vectors in zip(calls, results, strict=True):
        for text, vector in zip(call, vectors, strict=True):
            if text in alone:
                assert vector == alone[text]
    assert [await local_embedder.embed_query(text) for text in chosen] == [alone[text] for text in chosen]


def test_the_thread_count_changes_no_vector(texts_by_length: dict[int, list[str]]) -> None:
    """The integer products are exact and the float operators split their work by rows: one, two or
    four intra-op threads give the same bits (the embedder runs one; a cached vector stays right)."""
    import onnxruntime

    from rag_context.backends.embedders.onnx_minilm import OnnxMiniLM, bundled_onnx_path

    model = OnnxMiniLM()
    texts = texts_by_length[256][:3] + texts_by_length[32][:3]
    reference = [model._forward([text])[0] for text in texts]
    for threads in (2, 4):
        options = onnxruntime.SessionOptions()
        options.intra_op_num_threads = threads
        model._session = onnxruntime.InferenceSession(str(bundled_onnx_path()), sess_options=options, providers=["CPUExecutionProvider"])
        for text, expected in zip(texts, reference, strict=True):
            assert np.array_equal(model._forward([text])[0], expected), threads
