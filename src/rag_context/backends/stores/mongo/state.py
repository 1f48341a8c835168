"""The records that keep several services on one database in step, in the `rag_state` collection:

- ``{"_id": "content-version", "value": n}``: bumped (``$inc``) after every change a search can see
  (a save, a status change, a delete); a service serves a cached result only while this is the
  value it was cached under.
- ``{"_id": "state:<key>", "revision": r, "value": {...}}``: a shared state record (the vector
  generations), replaced only by a writer that read revision r (compare-and-set).
- ``{"_id": "lease:<name>", "owner": "...", "expiresAt": date}``: a lease (the lock of
  `rag-context reembed`): taken when free, expired or already the taker's; renewed by taking it again.

Pure functions: what `MongoStore` sends, tested without a server.
"""

from __future__ import annotations

from collections.abc import Mapping
from datetime import datetime, timedelta, timezone
from typing import Any

from rag_context.backends.stores.mongo.records import require_str

STATE = "rag_state"
CONTENT_VERSION_ID = "content-version"


def content_version_filter() -> dict[str, Any]:
    return {"_id": {"$eq": CONTENT_VERSION_ID}}


def content_version_bump() -> dict[str, Any]:
    return {"$inc": {"value": 1}}


def content_version_from_record(record: Mapping[str, Any] | None) -> int:
    return 0 if record is None else int(record.get("value", 0))


def state_id(key: str) -> str:
    return f"state:{require_str('key', key)}"


def state_record_filter(key: str) -> dict[str, Any]:
    return {"_id": {"$eq": state_id(key)}}


def new_state_record(key: str, value: Mapping[str, Any]) -> dict[str, Any]:
    return {"_id": state_id(key), "revision": 1, "value": dict(value)}


def state_swap(key: str, value: Mapping[str, Any], revision: int) -> tuple[dict[str, Any], dict[str, Any]]:
    """(filter, update) that replace the value only if the record is still at `revision`."""
    return (
        {"_id": {"$eq": state_id(key)}, "revision": {"$eq": int(revision)}},
        {"$set": {"value": dict(value), "revision": int(revision) + 1}},
    )


def state_from_record(record: Mapping[str, Any] | None) -> tuple[int, dict[str, Any] | None]:
    if record is None:
        return 0, None
    return int(record["revision"]), dict(record["value"])


def lease_id(name: str) -> str:
    return f"lease:{require_str('name', name)}"


def lease_take(name: str, owner: str, now: datetime, ttl_s: float) -> tuple[dict[str, Any], dict[str, Any]]:
    """(filter, update) of a findOneAndUpdate with upsert: it matches the lease when it is the
    owner's or has expired, and sets the owner and a new expiry. When another owner holds it
    unexpired nothing matches, the upsert tries to insert the same `_id`, and the server refuses
    it (duplicate key): the lease is taken."""
    require_str("owner", owner)
    expires = now + timedelta(seconds=ttl_s)
    return (
        {"_id": {"$eq": lease_id(name)}, "$or": [{"owner": {"$eq": owner}}, {"expiresAt": {"$lte": now}}]},
        {"$set": {"owner": owner, "expiresAt": expires}},
    )


def lease_release(name: str, owner: str) -> dict[str, Any]:
    return {"_id": {"$eq": lease_id(name)}, "owner": {"$eq": require_str("owner", owner)}}


def lease_record_filter(name: str) -> dict[str, Any]:
    return {"_id": {"$eq": lease_id(name)}}


def lease_from_record(record: Mapping[str, Any]) -> tuple[str, float]:
    """(owner, expiry as Unix seconds)."""
    expires = record["expiresAt"]
    if expires.tzinfo is None:
        expires = expires.replace(tzinfo=timezone.utc)
    return str(record["owner"]), expires.timestamp()
