"""The pure parts of `rag-context scale`: sizes, derived chunks, documents."""

from __future__ import annotations

import argparse

import numpy as np
import pytest

from rag_context.commands.scale import CHUNKS_PER_DOCUMENT, SESSIONS, derive, distribution_check, documents_of, parse_sizes, search_body


def test_sizes_parse_with_suffixes_and_refuse_nonsense() -> None:
    assert parse_sizes("10k,100k,1m") == [10_000, 100_000, 1_000_000]
    assert parse_sizes("2500, 1.5k") == [2_500, 1_500]
    for bad in ("ten", "50", "1x"):
        with pytest.raises(argparse.ArgumentTypeError):
            parse_sizes(bad)


def unit_vectors(rng: np.random.Generator, count: int, dimension: int = 32) -> np.ndarray:
    vectors = rng.normal(size=(count, dimension)).astype(np.float32)
    return vectors / np.linalg.norm(vectors, axis=1, keepdims=True)


def test_derived_chunks_stay_near_real_ones_and_use_their_words() -> None:
    rng = np.random.default_rng(0)
    base = unit_vectors(rng, 50)
    texts = [f"alpha{i} first . beta{i} second . gamma{i} third . delta{i} fourth" for i in range(50)]
    derived_texts, vectors = derive(texts, base, 500, seed=1)
    assert len(derived_texts) == len(vectors) == 500
    assert derived_texts[:50] == texts and np.array_equal(vectors[:50], base)
    assert np.allclose(np.linalg.norm(vectors, axis=1), 1.0, atol=1e-5)
    # Each derived vector leans on one base vector: far closer to it than random vectors are.
    nearest = (vectors[50:] @ base.T).max(axis=1)
    assert nearest.min() > 0.7
    check = distribution_check(vectors, 50, seed=2)
    assert check["derived"]["nearestBaseCosine"]["mean"] > 0.8
    base_words = {word for text in texts for word in text.split()}
    assert all(set(text.split()) <= base_words for text in derived_texts[50:])


def test_documents_hold_ten_chunks_and_a_session_matches_one_percent() -> None:
    documents = documents_of([f"text {i}" for i in range(10_000)])
    assert len(documents) == 10_000 // CHUNKS_PER_DOCUMENT
    assert all(len(document.chunks) == CHUNKS_PER_DOCUMENT for document in documents)
    in_session = sum(len(document.chunks) for document in documents if document.session_id == "scale-7")
    assert in_session == 10_000 // SESSIONS


def test_the_filtered_search_body_names_only_fields_of_the_contract() -> None:
    """The service ignores unknown fields: a filter sent anywhere else would not filter (it did not,
    once, under "filters")."""
    import json
    from pathlib import Path

    import jsonschema

    schema = json.loads((Path(__file__).resolve().parents[2] / "contract" / "search.request.schema.json").read_text())
    for session in (None, "scale-7"):
        body = search_body("wing lift", session)
        jsonschema.validate(body, schema)
        assert set(body) <= set(schema["properties"])
    assert search_body("wing lift", "scale-7")["sessionId"] == "scale-7"
