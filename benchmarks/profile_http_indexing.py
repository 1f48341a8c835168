"""Where an index request's CPU goes: `rag-context serve` indexing Cranfield through HTTP, profiled by py-spy.

A fresh data directory (so every text is embedded: the embedding cache is empty), `--clients`
closed-loop clients each sending one Cranfield document a request (`POST /tools/rag_context_index`),
while `py-spy record` samples the server (every thread, native frames off, idle threads left out).
Each sample is put in the first part of the path its stack shows (the model's run, its tokenizer,
chunking and token counting, code symbols, keyword text, the store's transaction, the vector
upsert, the durability sync, the embedding cache, the HTTP edge and JSON, the event loop), and the
shares are printed: what is not the model is what stands between the service and the model's rate.

    pip install py-spy                          # a profiler from PyPI; nothing in the service needs it
    PYTHONPATH=src python benchmarks/profile_http_indexing.py [--documents 400] [--clients 4] [--out profile.txt]

py-spy needs to attach to the server (ptrace: root, or kernel.yama.ptrace_scope=0).
"""

from __future__ import annotations

import argparse
import asyncio
import collections
import shutil
import subprocess
import sys
import tempfile
import time
from pathlib import Path

# (part, substrings of a frame that mark it), looked for from the innermost frame outwards: the
# first frame that matches a part names the sample's part.
PARTS: list[tuple[str, tuple[str, ...]]] = [
    ("model: onnxruntime run", ("onnxruntime_inference_collection.py",)),
    ("model: tokenizer and pooling", ("onnx_minilm.py",)),
    ("embedding cache", ("embedding_cache.py",)),
    ("code symbols", ("core/code/",)),
    ("chunking and token counting", ("core/chunking.py",)),
    ("store transaction (SQLite)", ("stores/sqlite.py",)),
    ("vector durability sync", ("group_commit.py", "sync (rag_context/backends/vectors")),
    ("vector upsert (Qdrant Edge)", ("backends/vectors/",)),
    ("indexing (core/indexing.py)", ("core/indexing.py",)),
    ("embedder lanes and hand-offs", ("embedders/local.py", "concurrent/futures")),
    ("HTTP edge, validation and JSON", ("rag_context/api/", "fastapi/", "starlette/", "pydantic", "orjson", "json/")),
    ("uvicorn and the event loop", ("uvicorn/", "asyncio/", "uvloop")),
    ("logging and metrics", ("structlog", "prometheus_client", "metrics_queue.py", "observability.py")),
]


def part_of(stack: str) -> str:
    frames = stack.split(";")
    for frame in reversed(frames):
        for part, marks in PARTS:
            if any(mark in frame for mark in marks):
                return part
    return "other"


def thread_cpu(pid: int) -> dict[int, tuple[str, float]]:
    """Each thread of `pid`: its name as the kernel knows it and its CPU seconds (user + system)."""
    import os

    ticks = os.sysconf("SC_CLK_TCK")
    found: dict[int, tuple[str, float]] = {}
    for task in Path(f"/proc/{pid}/task").iterdir():
        try:
            fields = (task / "stat").read_text().rsplit(")", 1)[1].split()
            found[int(task.name)] = ((task / "comm").read_text().strip(), (int(fields[11]) + int(fields[12])) / ticks)
        except (OSError, IndexError, ValueError):
            continue
    return found


def python_thread_names(spy: str, pid: int) -> dict[int, str]:
    """Thread id -> the Python thread's name, from `py-spy dump` (the kernel calls them all python)."""
    import re

    dump = subprocess.run([spy, "dump", "--pid", str(pid)], capture_output=True, text=True, timeout=120).stdout
    return {int(tid): name for tid, name in re.findall(r'^Thread (\d+) \((?:idle|active)\): "([^"]+)"', dump, flags=re.MULTILINE)}


def thread_group(name: str) -> str:
    for prefix, group in (
        ("embedder-documents", "the model's document threads (runs, tokenizer, pooling)"),
        ("embedder-queries", "the model's query thread"),
        ("MainThread", "the event loop (HTTP, JSON, indexing's steps)"),
        ("sqlite-", "the store's threads (SQLite)"),
        ("asyncio_", "worker threads (Qdrant Edge calls, the embedding cache)"),
        ("uvloop_", "worker threads (Qdrant Edge calls, the embedding cache)"),
    ):
        if name.startswith(prefix):
            return group
    return f"other threads ({name})"


def shares(collapsed: Path) -> tuple[collections.Counter[str], int]:
    counts: collections.Counter[str] = collections.Counter()
    total = 0
    for line in collapsed.read_text(errors="replace").splitlines():
        stack, _, count = line.rpartition(" ")
        if not count.isdigit():
            continue
        counts[part_of(stack)] += int(count)
        total += int(count)
    return counts, total


async def load(url: str, documents: list[tuple[str, str]], clients: int) -> tuple[float, int]:
    import aiohttp

    pending = iter(documents)
    chunks = 0

    async def client(session: aiohttp.ClientSession) -> None:
        nonlocal chunks
        for source, content in pending:
            body = {"content": content, "contentType": "documentation", "sessionId": "profile", "source": source}
            async with session.post("/tools/rag_context_index", json=body) as response:
                response.raise_for_status()
                chunks += int((await response.json())["chunksIndexed"])

    started = time.perf_counter()
    async with aiohttp.ClientSession(base_url=url, timeout=aiohttp.ClientTimeout(total=600)) as session:
        await asyncio.gather(*(client(session) for _ in range(clients)))
    return time.perf_counter() - started, chunks


def main() -> int:
    from rag_context.commands.bench import ServerProcess, free_port
    from rag_context.commands.evaluate import document_text, load_dataset
    from rag_context.datasets import CRANFIELD, CRANFIELD_QRELS

    parser = argparse.ArgumentParser(description=(__doc__ or "").splitlines()[0])
    parser.add_argument("--documents", type=int, default=400, help="Cranfield documents indexed (default 400)")
    parser.add_argument("--clients", type=int, default=4, help="concurrent clients, one document a request (default 4)")
    parser.add_argument("--rate", type=int, default=100, help="py-spy samples a second (default 100)")
    parser.add_argument("--out", help="keep py-spy's collapsed stacks in this file")
    parser.add_argument("--native", action="store_true", help="native frames too (py-spy then tells waiting threads from working ones better)")
    args = parser.parse_args()
    if shutil.which("py-spy") is None and not (Path(sys.executable).parent / "py-spy").exists():
        print("py-spy is not installed: pip install py-spy", file=sys.stderr)
        return 2
    spy = shutil.which("py-spy") or str(Path(sys.executable).parent / "py-spy")
    dataset = load_dataset(CRANFIELD, CRANFIELD_QRELS)
    documents = [(doc_id, document_text(title, text)) for doc_id, (title, text) in list(dataset.corpus.items())[: args.documents] if text.strip()]
    work = Path(tempfile.mkdtemp(prefix="profile-indexing-"))
    collapsed = Path(args.out) if args.out else work / "stacks.txt"
    server = ServerProcess(work / "data", free_port(), work / "server.log")
    try:
        server.start()
        assert server.process is not None
        # warm-up: the first requests load what a steady load does not
        asyncio.run(load(server.url, [(f"warm-{n}", text) for n, (_, text) in enumerate(documents[:8])], args.clients))
        recorder = subprocess.Popen(
            [spy, "record", "--pid", str(server.process.pid), "--rate", str(args.rate), "--format", "raw", "--output", str(collapsed), *(["--native"] if args.native else ["--nonblocking"])],
            stdout=subprocess.DEVNULL, stderr=subprocess.PIPE,
        )  # fmt: skip
        time.sleep(1.0)  # attached
        before = thread_cpu(server.process.pid)
        seconds, chunks = asyncio.run(load(server.url, documents, args.clients))
        after = thread_cpu(server.process.pid)
        names = python_thread_names(spy, server.process.pid)
        recorder.send_signal(2)  # SIGINT: py-spy writes what it sampled
        _, errors = recorder.communicate(timeout=120)
        if not collapsed.exists():
            print(f"py-spy wrote nothing: {errors.decode(errors='replace')[-2000:]}", file=sys.stderr)
            return 1
    finally:
        server.stop()
    groups: collections.Counter[str] = collections.Counter()
    for tid, (comm, cpu) in after.items():
        groups[thread_group(names.get(tid, comm))] += cpu - before.get(tid, (comm, 0.0))[1]
    spent = sum(groups.values())
    print(f"{len(documents)} documents, {chunks} chunks in {seconds:.1f} s ({chunks / seconds:.1f} chunks/s), {args.clients} clients")
    print(f"server CPU by thread, {spent:.1f} s in all ({spent / max(chunks, 1) * 1000:.1f} ms a chunk):")
    for group, cpu in groups.most_common():
        print(f"  {group:<60} {cpu:7.2f} s {100 * cpu / max(spent, 1e-9):5.1f} %")
    counts, total = shares(collapsed)
    print(f"py-spy samples by the part of the path their stack is in ({total} samples; threads waiting count too):")  # fmt: skip
    for part, count in counts.most_common():
        print(f"  {part:<36} {100 * count / max(total, 1):5.1f} %")
    if not args.out:
        shutil.rmtree(work, ignore_errors=True)
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
