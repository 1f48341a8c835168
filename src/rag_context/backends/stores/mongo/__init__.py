"""The production context store: MongoDB through pymongo's async API (`AsyncMongoClient`).

Same behaviour as the embedded twin (`sqlite.SqliteStore`), on these collections:

- ``C0N7EXT``: one record per document, in the shape of technical spec Appendix B (``_id`` is our
  document id, ``sessionId``, ``timestamp``, ``contentType``, ``source``, ``content``, the embedded
  ``chunks`` array, ``metadata``) plus ``status``, ``fingerprint``, ``revision`` and ``indexedAtUs``.
  It is the source of truth: a document and all its chunks are ONE MongoDB record, and a
  single-record write is atomic, so ``save_document`` replaces everything in one step on any
  topology (standalone included); content is at most 100,000 characters, far below the 16 MB
  record limit even with its chunks. It carries every index of unified spec §3, ``content_text_index``
  among them, for whoever queries the spec's shape.
- ``C0N7EXT_chunks``: one record per chunk, the search projection of the level-2 fallback. MongoDB
  ranks ``$text`` matches per record, and the fallback must return CHUNKS, so chunk-level ranking
  needs chunk-level records. Each carries the filter fields (denormalised, fixed names) and the
  text index on ``text`` (weight 10) + ``tags`` (weight 5), english, as the spec's index.
- ``R4G_M37R1C5``: the metrics of unified spec §6 (exactly its field names, nulls omitted), with a
  TTL on ``timestamp`` so that it does not grow forever.
- ``errors``: the structured error log of technical spec §5.4, with the same TTL.

Keeping the projection consistent without relying on transactions: every save has a fresh
``revision``. The new chunk records (tagged with it) are written first, then the document record is
replaced (one atomic ``findOneAndReplace``, which also returns the revision it superseded), then the
chunk records of that superseded revision are deleted. A search only returns chunks whose revision
is the one the document record names (a ``$lookup`` by ``_id``), so a save that dies halfway, or a
concurrent reader, never sees a mix of two versions or an orphan. Deleting exactly the superseded
revision (not "everything but mine") keeps two services that save the same document at once from
deleting each other's current chunks; records of a save that died before its switch are removed by
a later save of the document once they are older than ``ORPHAN_GRACE``. Where the server supports
transactions (replica set or mongos) the three writes run in one transaction instead, which removes
every other revision at once (a concurrent save of the same document is a write conflict, retried).
A revision rather than the fingerprint marks the version because two saves with the same
fingerprint may still carry different chunks (the fingerprint keeps its own job: guarding
``set_status``).

No user value ever reaches a query as an operator: filters are ``{"field": {"$eq": value}}`` on fixed
field names with ``str`` values only (anything else is a ``ValueError``), and the ``$text`` search
string is rebuilt from plain word tokens (so no ``-negation`` and no ``"phrase"`` can be formed).

Server: MongoDB 5.0 or newer (``$lookup`` with ``localField`` and a pipeline). Every driver failure
surfaces as ``DependencyError``.

The modules: `store` speaks to the server (`MongoStore`); `records`, `text_search`, `metrics` and
`indexes` build what it sends, pure functions tested without a server.
"""

from rag_context.backends.stores.mongo.store import MongoStore

__all__ = ["MongoStore"]
