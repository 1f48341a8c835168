"""The embedded default (MiniLM int8 on onnxruntime) against the torch extra's float32 MiniLM
(sentence-transformers, the model that wrote every data directory before the default changed):
their vectors agree on real text, and a data directory written by either is searched by the other
with the same results, without embedding its documents again.

Needs the torch extra (`pip install '.[torch]'`; `make test` installs it)."""

from __future__ import annotations

from collections.abc import Iterator
from contextlib import contextmanager
from pathlib import Path
from typing import Any

import numpy as np
import pytest

pytest.importorskip("sentence_transformers", reason="the torch extra is not installed: pip install '.[torch]'")

from rag_context.backends.embedders.local import LocalEmbedder  # noqa: E402
from rag_context.backends.embedders.torch_model import SentenceTransformerModel  # noqa: E402
from rag_context.commands.evaluate import (  # noqa: E402
    document_text,
    documents_ranked,
    index_corpus,
    load_dataset,
    score_run,
    search_service_for,
)
from rag_context.config import load_settings  # noqa: E402
from rag_context.core.search import SearchQuery  # noqa: E402
from rag_context.datasets import CRANFIELD, CRANFIELD_QRELS  # noqa: E402
from rag_context.services import build_services  # noqa: E402
from tests.conftest import KeepOpenEmbedder  # noqa: E402

DOCUMENTS = 150  # the first 150 Cranfield abstracts, and the development questions judged on them


@pytest.fixture(scope="module")
def float32_embedder() -> LocalEmbedder:
    return LocalEmbedder(SentenceTransformerModel("all-MiniLM-L6-v2"))


@pytest.fixture(scope="module")
def cranfield() -> Any:
    return load_dataset(CRANFIELD, CRANFIELD_QRELS).sliced(DOCUMENTS)


def test_the_torch_path_is_minilm_under_the_same_name_window_and_tokenizer(local_embedder: Any, float32_embedder: LocalEmbedder) -> None:
    assert (float32_embedder.model_name, float32_embedder.dimension, float32_embedder.max_tokens) == (
        local_embedder.model_name,
        local_embedder.dimension,
        local_embedder.max_tokens,
    )
    text = "Boundary-layer transition on a swept wing at Mach 2.5 (NACA TN-4321)."
    assert local_embedder.token_offsets(text) == float32_embedder.token_offsets(text)


async def test_document_vectors_agree_with_the_float32_model_on_cranfield(
    local_embedder: Any, float32_embedder: LocalEmbedder, cranfield: Any
) -> None:
    texts = [document_text(title, text) for title, text in cranfield.corpus.values()]
    int8 = np.array(await local_embedder.embed_documents(texts))
    float32 = np.array(await float32_embedder.embed_documents(texts))
    cosines = (int8 * float32).sum(axis=1)  # both unit vectors
    assert cosines.min() >= 0.99, cosines.min()
    assert cosines.mean() >= 0.996, cosines.mean()  # 0.997 measured on Cranfield (int8 arithmetic)
    # Queries too (short texts: the int8 rounding weighs more).
    queries = list(cranfield.queries.values())
    query_cosines = [
        float(np.dot(await local_embedder.embed_query(query), await float32_embedder.embed_query(query))) for query in queries[:40]
    ]
    assert min(query_cosines) >= 0.99, min(query_cosines)


@contextmanager
def counting_document_calls(embedder: LocalEmbedder) -> Iterator[list[int]]:
    """The texts of each `embed_documents` call made inside the block."""
    calls: list[int] = []
    original = embedder.embed_documents

    async def counting(texts: Any) -> list[list[float]]:
        calls.append(len(texts))
        return await original(texts)

    embedder.embed_documents = counting  # type: ignore[method-assign]
    try:
        yield calls
    finally:
        del embedder.embed_documents


async def ranked_on(data_dir: Path, embedder: Any, cranfield: Any, index: bool) -> tuple[dict[str, list[str]], float]:
    settings = load_settings(_env_file=None, rag_data_dir=data_dir, rag_cache_size=0, rag_check_at_start=False)
    services = await build_services(settings, embedder=KeepOpenEmbedder(embedder))
    try:
        if index:
            await index_corpus(services, cranfield)
        search = search_service_for("hybrid", services)
        run = {qid: documents_ranked((await search.search(SearchQuery(text=text, limit=20))).hits, 10) for qid, text in cranfield.queries.items()}
    finally:
        await services.close()
    return run, score_run(cranfield.qrels, run)["ndcg_at_10"]


@pytest.mark.parametrize("writer_name", ["float32", "int8"])
async def test_a_data_directory_written_by_one_is_searched_alike_by_the_other(
    tmp_path: Path, local_embedder: Any, float32_embedder: LocalEmbedder, cranfield: Any, writer_name: str
) -> None:
    writer, reader = (float32_embedder, local_embedder) if writer_name == "float32" else (local_embedder, float32_embedder)
    data_dir = tmp_path / "data"
    written_run, written_ndcg = await ranked_on(data_dir, writer, cranfield, index=True)
    with counting_document_calls(reader) as calls:
        read_run, read_ndcg = await ranked_on(data_dir, reader, cranfield, index=False)
    assert calls == [], "the reader embedded documents again"
    assert abs(read_ndcg - written_ndcg) <= 0.02, (written_ndcg, read_ndcg)
    first_same = sum(written_run[qid][:1] == read_run[qid][:1] for qid in written_run)
    overlap = np.mean([len(set(written_run[qid][:10]) & set(read_run[qid][:10])) / 10 for qid in written_run])
    assert first_same >= 0.9 * len(written_run), (first_same, len(written_run))
    assert overlap >= 0.85, overlap
