"""Model files shipped with the package (provenance: each folder's README.md), so the embedded
embedder runs from an installed copy with nothing downloaded."""

from __future__ import annotations

from pathlib import Path

MINILM = Path(__file__).resolve().parent / "minilm"
MINILM_TOKENIZER = MINILM / "tokenizer.json"
MINILM_MODEL = MINILM / "model-int8-rows.onnx"
