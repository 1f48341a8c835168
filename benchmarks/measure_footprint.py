"""The embedded default's footprint, as docs/performance.md reports it (issue 23, item 4):

1. `serve` to `/health/live` on an empty data directory (seconds, the process started cold);
2. `rag-context index` on Cranfield in-process (1,400 files of title + text), documents per second
   over the whole command, start-up included;
3. a service started on an empty data directory, Cranfield indexed through it (`rag-context index
   --url`), then 200 searches (Cranfield questions, cache misses): the server's VmRSS, and whether
   it maps libtorch (/proc/PID/maps);
4. the size of the interpreter's site-packages (the install).

Run with the interpreter of the install to measure: `.venv/bin/python benchmarks/measure_footprint.py`.
The figures move with the machine's load: report it with them.
"""

from __future__ import annotations

import argparse
import json
import os
import site
import subprocess
import sys
import tempfile
import time
from pathlib import Path

import httpx

from rag_context.datasets import CRANFIELD


def free_port() -> int:
    import socket

    with socket.socket() as sock:
        sock.bind(("127.0.0.1", 0))
        return int(sock.getsockname()[1])


def start_server(data_dir: Path, port: int, log: Path) -> subprocess.Popen[bytes]:
    command = [sys.executable, "-m", "rag_context.cli", "serve", "--data-dir", str(data_dir), "--port", str(port)]
    with log.open("wb") as out:
        return subprocess.Popen(command, stdout=out, stderr=subprocess.STDOUT)


def wait_live(port: int, process: subprocess.Popen[bytes], limit_s: float = 300) -> float:
    started = time.perf_counter()
    while time.perf_counter() - started < limit_s:
        if process.poll() is not None:
            raise SystemExit(f"the server exited with {process.returncode}")
        try:
            if httpx.get(f"http://127.0.0.1:{port}/health/live", timeout=1).status_code == 200:
                return time.perf_counter() - started
        except httpx.HTTPError:
            pass
        time.sleep(0.02)
    raise SystemExit("the server did not come up")


def stop(process: subprocess.Popen[bytes]) -> None:
    process.terminate()
    try:
        process.wait(60)
    except subprocess.TimeoutExpired:
        process.kill()
        process.wait()


def rss_mib(pid: int) -> float:
    for line in Path(f"/proc/{pid}/status").read_text().splitlines():
        if line.startswith("VmRSS:"):
            return int(line.split()[1]) / 1024
    raise RuntimeError("no VmRSS")


def maps_libtorch(pid: int) -> bool:
    return "libtorch" in Path(f"/proc/{pid}/maps").read_text()


def write_corpus(folder: Path, limit: int | None) -> int:
    count = 0
    with (CRANFIELD / "corpus.jsonl").open() as lines:
        for line in lines:
            document = json.loads(line)
            content = f"{document['title']}\n\n{document['text']}".strip()
            if not content:
                continue
            (folder / f"{document['_id']}.txt").write_text(content)
            count += 1
            if limit is not None and count >= limit:
                break
    return count


def site_packages_mib() -> float:
    total = 0
    for root in {Path(path) for path in site.getsitepackages()}:
        for path in root.rglob("*"):
            if path.is_file() and not path.is_symlink():
                total += path.stat().st_size
    return total / 2**20


def main() -> int:
    parser = argparse.ArgumentParser(description=__doc__.splitlines()[0])
    parser.add_argument("--documents", type=int, help="the first N Cranfield documents (default all)")
    parser.add_argument("--searches", type=int, default=200)
    parser.add_argument("--out", help="write the figures as JSON here")
    parser.add_argument("--no-size", action="store_true", help="skip the size of site-packages (slow on a big install)")
    args = parser.parse_args()
    figures: dict[str, object] = {"python": sys.executable, "load_average_start": os.getloadavg()}
    if not args.no_size:
        figures["site_packages_mib"] = round(site_packages_mib(), 1)
        print("site-packages MiB", figures["site_packages_mib"], flush=True)
    with tempfile.TemporaryDirectory(prefix="rag-footprint-") as temp:
        root = Path(temp)
        corpus = root / "cranfield"
        corpus.mkdir()
        documents = write_corpus(corpus, args.documents)

        # 1. serve to live, on an empty data directory
        port = free_port()
        server = start_server(root / "empty", port, root / "serve-empty.log")
        try:
            figures["serve_to_live_s"] = round(wait_live(port, server), 2)
        finally:
            stop(server)
        print("serve to /health/live s", figures["serve_to_live_s"], flush=True)

        # 2. `rag-context index` in-process
        env = dict(os.environ, RAG_DATA_DIR=str(root / "indexed"))
        started = time.perf_counter()
        result = subprocess.run(
            [sys.executable, "-m", "rag_context.cli", "index", str(corpus)], env=env, capture_output=True, text=True
        )
        took = time.perf_counter() - started
        if result.returncode != 0:
            raise SystemExit(f"rag-context index failed: {result.stderr[-2000:]}")
        figures["index_documents"] = documents
        figures["index_s"] = round(took, 1)
        figures["index_documents_per_s"] = round(documents / took, 2)
        figures["index_summary"] = result.stdout.strip().splitlines()[-1:]
        print("rag-context index docs/s", figures["index_documents_per_s"], f"({documents} in {took:.1f} s)", flush=True)

        # 3. the service indexes Cranfield and answers 200 searches
        port = free_port()
        server = start_server(root / "served", port, root / "serve-loaded.log")
        try:
            wait_live(port, server)
            figures["rss_after_start_mib"] = round(rss_mib(server.pid), 1)
            started = time.perf_counter()
            result = subprocess.run(
                [sys.executable, "-m", "rag_context.cli", "index", str(corpus), "--url", f"http://127.0.0.1:{port}"],
                capture_output=True,
                text=True,
            )
            if result.returncode != 0:
                raise SystemExit(f"rag-context index --url failed: {result.stderr[-2000:]}")
            figures["index_http_documents_per_s"] = round(documents / (time.perf_counter() - started), 2)
            questions = [json.loads(line)["text"] for line in (CRANFIELD / "queries.jsonl").open()]
            latencies = []
            with httpx.Client(base_url=f"http://127.0.0.1:{port}", timeout=30) as client:
                for number in range(args.searches):
                    query = f"{questions[number % len(questions)]} ({number})"
                    began = time.perf_counter()
                    answer = client.post("/tools/rag_context_search", json={"query": query, "limit": 5})
                    latencies.append((time.perf_counter() - began) * 1000)
                    answer.raise_for_status()
            latencies.sort()
            figures["search_p50_ms"] = round(latencies[len(latencies) // 2], 2)
            figures["rss_after_index_and_searches_mib"] = round(rss_mib(server.pid), 1)
            figures["server_maps_libtorch"] = maps_libtorch(server.pid)
        finally:
            stop(server)
        print("index through HTTP docs/s", figures["index_http_documents_per_s"], flush=True)
        print("RSS after Cranfield + searches MiB", figures["rss_after_index_and_searches_mib"], flush=True)
        print("server maps libtorch", figures["server_maps_libtorch"], flush=True)
    figures["load_average_end"] = os.getloadavg()
    if args.out:
        Path(args.out).write_text(json.dumps(figures, indent=2) + "\n")
    print(json.dumps(figures, indent=2))
    return 0


if __name__ == "__main__":
    raise SystemExit(main())
