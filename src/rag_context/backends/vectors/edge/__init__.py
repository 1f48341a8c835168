"""The embedded vector index: Qdrant Edge, the Qdrant engine in-process, on disk.

One shard holds every chunk: the dense vector, and the chunk text under a full-text index with BM25
scoring, so that hybrid search (dense + BM25, fused by RRF) and keyword-only search (when the
embedder is down) both happen inside Qdrant. One promise a file:

- `index`: `EdgeVectorIndex`, the port (search, upsert, delete, sync) and the optimization's swap;
- `payload`: chunk -> point payload, point -> `Hit`, filters -> Edge `Filter`, payload indexes;
- `layout`: `EdgeLayout`, the layout record, the configuration given at load and at creation;
- `shards`: the shard directories under the root, `ACTIVE`, the copy and the clean-up;
- `optimizer`: the child process that optimizes a copy, and the journal replayed onto it;
- `durability`: the write-ahead log's fsync and atomic, durable small files;
- `readahead`: the shard's files into the page cache after a start or a swap.
"""

from rag_context.backends.vectors.edge.index import EdgeVectorIndex, IndexInfo
from rag_context.backends.vectors.edge.layout import EdgeLayout

__all__ = ["EdgeLayout", "EdgeVectorIndex", "IndexInfo"]
