"""MongoStore on mongomock: the slice of pymongo's async API that MongoStore calls, over mongomock's
synchronous collections, so that the store's own code (its queries, pipelines, updates and write
order) runs in-process where no MongoDB server does. A standalone server: no transactions.

Two ways in: `Client()` for `MongoStore.open(..., client=Client())` (the store creates its indexes:
recorded, and built where mongomock can, a text index being beyond it; the keyword search's `$text`
cannot run here either: test_filter_backends.py runs its chunk query), and `mongomock_store()` for
a store on a fresh database without that start-up.

A call this lacks fails loudly (AttributeError), not silently. mongomock is not MongoDB: what it
accepts here is what pymongo would send; behaviour only a server has (transactions, text indexes,
write concerns) is tested against one where Docker runs (test_mongo_store.py).

Not a test module: the suites import it by name (pytest puts this folder on sys.path)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from typing import Any

import mongomock
from pymongo import UpdateMany, UpdateOne

from rag_context.backends.stores.mongo.store import MongoStore


class AsyncCursor:
    def __init__(self, items: Iterable[Any]) -> None:
        self._items = list(items)

    async def to_list(self, length: int | None = None) -> list[Any]:
        return self._items if length is None else self._items[:length]

    def __aiter__(self) -> AsyncIterator[Any]:
        async def iterate() -> AsyncIterator[Any]:
            for item in self._items:
                yield item

        return iterate()


def _upsert_filter(filter: Any) -> Any:
    """`{"_id": {"$eq": x}}` as `{"_id": x}`: the same query, but mongomock's upsert copies the
    operator into the new record instead of the value (MongoDB takes the value)."""
    if not isinstance(filter, dict):
        return filter
    return {key: value["$eq"] if isinstance(value, dict) and set(value) == {"$eq"} else value for key, value in filter.items()}


def _driver_only(kwargs: dict[str, Any]) -> dict[str, Any]:
    """The keyword arguments mongomock takes: a session, a batch size and allowDiskUse are the driver's."""
    return {key: value for key, value in kwargs.items() if key not in ("session", "allowDiskUse", "batch_size")}


def _upserting(args: tuple[Any, ...], kwargs: dict[str, Any]) -> tuple[Any, ...]:
    if kwargs.get("upsert") and args:
        return (_upsert_filter(args[0]), *args[1:])
    return args


class AsyncCollection:
    def __init__(self, collection: Any) -> None:
        self._collection = collection
        self.name = collection.name
        self.indexes: list[Any] = []

    async def create_indexes(self, models: list[Any], **_: Any) -> list[str]:
        """Recorded, and built where mongomock can (it has no text index)."""
        self.indexes.extend(models)
        for model in models:
            spec = dict(model.document)
            keys = list(spec.pop("key").items())
            if "text" not in [kind for _, kind in keys]:
                self._collection.create_index(keys, **spec)
        return [model.document["name"] for model in models]

    def find(self, *args: Any, **kwargs: Any) -> AsyncCursor:
        return AsyncCursor(self._collection.find(*args, **_driver_only(kwargs)))

    async def find_one(self, *args: Any, **kwargs: Any) -> Any:
        return self._collection.find_one(*args, **_driver_only(kwargs))

    async def insert_one(self, *args: Any, **kwargs: Any) -> Any:
        return self._collection.insert_one(*args, **_driver_only(kwargs))

    async def insert_many(self, *args: Any, **kwargs: Any) -> Any:
        return self._collection.insert_many(*args, **_driver_only(kwargs))

    async def find_one_and_update(self, *args: Any, **kwargs: Any) -> Any:
        return self._collection.find_one_and_update(*_upserting(args, kwargs), **_driver_only(kwargs))

    async def find_one_and_replace(self, *args: Any, **kwargs: Any) -> Any:
        return self._collection.find_one_and_replace(*_upserting(args, kwargs), **_driver_only(kwargs))

    async def update_one(self, *args: Any, **kwargs: Any) -> Any:
        return self._collection.update_one(*_upserting(args, kwargs), **_driver_only(kwargs))

    async def update_many(self, *args: Any, **kwargs: Any) -> Any:
        return self._collection.update_many(*_upserting(args, kwargs), **_driver_only(kwargs))

    async def replace_one(self, *args: Any, **kwargs: Any) -> Any:
        return self._collection.replace_one(*_upserting(args, kwargs), **_driver_only(kwargs))

    async def delete_one(self, *args: Any, **kwargs: Any) -> Any:
        return self._collection.delete_one(*args, **_driver_only(kwargs))

    async def delete_many(self, *args: Any, **kwargs: Any) -> Any:
        return self._collection.delete_many(*args, **_driver_only(kwargs))

    async def bulk_write(self, requests: list[Any], **_: Any) -> Any:
        """One operation at a time (mongomock's bulk_write predates this pymongo's operations)."""
        for request in requests:
            if isinstance(request, UpdateOne):
                self._collection.update_one(request._filter, request._doc, upsert=bool(request._upsert))
            elif isinstance(request, UpdateMany):
                self._collection.update_many(request._filter, request._doc, upsert=bool(request._upsert))
            else:
                raise NotImplementedError(type(request).__name__)
        return None

    async def count_documents(self, *args: Any, **kwargs: Any) -> int:
        return self._collection.count_documents(*args, **_driver_only(kwargs))

    async def aggregate(self, pipeline: list[dict[str, Any]], **kwargs: Any) -> AsyncCursor:
        return AsyncCursor(self._collection.aggregate(pipeline, **_driver_only(kwargs)))


class AsyncDatabase:
    def __init__(self, database: Any) -> None:
        self._database = database
        self.name = database.name
        self._collections: dict[str, AsyncCollection] = {}

    def get_collection(self, name: str, **_: Any) -> AsyncCollection:
        if name not in self._collections:
            self._collections[name] = AsyncCollection(self._database.get_collection(name))
        return self._collections[name]

    async def command(self, name: str, *args: Any, **kwargs: Any) -> dict[str, Any]:
        if name == "hello":
            return {"isWritablePrimary": True, "maxWireVersion": 21}  # standalone: no transactions
        return {"ok": 1.0}

    @property
    def raw(self) -> Any:
        return self._database


class Client:
    """What `MongoStore.open(..., client=...)` takes: a client of mongomock databases."""

    def __init__(self) -> None:
        self._client = mongomock.MongoClient()
        self._databases: dict[str, AsyncDatabase] = {}

    def get_database(self, name: str, **_: Any) -> AsyncDatabase:
        if name not in self._databases:
            self._databases[name] = AsyncDatabase(self._client.get_database(name))
        return self._databases[name]

    async def close(self) -> None:
        return None


def mongomock_store() -> tuple[MongoStore, Any]:
    """A MongoStore on a fresh mongomock database (no transactions: the revision switch), and the
    database itself (synchronous) to look at."""
    database = mongomock.MongoClient().get_database("rag")
    store = MongoStore(None, AsyncDatabase(database), owns_client=False, timeout_s=5.0, metrics_retention_days=30)
    return store, database
