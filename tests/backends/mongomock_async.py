"""mongomock behind the slice of pymongo's async API that MongoStore calls, so that the store's own
code (its queries, pipelines and write order) runs in-process where no MongoDB server does.

Only what the symbol-table tests reach is here; a call it lacks fails loudly (AttributeError), not
silently. mongomock is not MongoDB: what it accepts here is what pymongo would send; behaviour only
a server has (transactions, text indexes, write concerns) is tested against one where Docker runs
(test_mongo_store.py).

Not a test module: the suites import it by name (pytest puts this folder on sys.path)."""

from __future__ import annotations

from collections.abc import AsyncIterator, Iterable
from typing import Any

import mongomock

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


class AsyncCollection:
    def __init__(self, collection: Any) -> None:
        self._collection = collection
        self.name = collection.name

    def find(self, filter: Any = None, projection: Any = None, *, sort: Any = None, limit: int = 0, session: Any = None, batch_size: Any = None) -> AsyncCursor:
        cursor = self._collection.find(filter or {}, projection)
        if sort:
            cursor = cursor.sort(sort)
        if limit:
            cursor = cursor.limit(limit)
        return AsyncCursor(cursor)

    async def find_one(self, filter: Any = None, projection: Any = None, session: Any = None) -> Any:
        return self._collection.find_one(filter or {}, projection)

    async def insert_many(self, documents: list[Any], ordered: bool = True, session: Any = None) -> Any:
        return self._collection.insert_many(documents, ordered=ordered)

    async def insert_one(self, document: Any, session: Any = None) -> Any:
        return self._collection.insert_one(document)

    async def delete_many(self, filter: Any, session: Any = None) -> Any:
        return self._collection.delete_many(filter)

    async def delete_one(self, filter: Any, session: Any = None) -> Any:
        return self._collection.delete_one(filter)

    async def update_one(self, filter: Any, update: Any, upsert: bool = False, session: Any = None) -> Any:
        return self._collection.update_one(_upsert_filter(filter) if upsert else filter, update, upsert=upsert)

    async def replace_one(self, filter: Any, replacement: Any, upsert: bool = False, session: Any = None) -> Any:
        return self._collection.replace_one(_upsert_filter(filter) if upsert else filter, replacement, upsert=upsert)

    async def find_one_and_replace(self, filter: Any, replacement: Any, projection: Any = None, upsert: bool = False, return_document: Any = False, session: Any = None) -> Any:
        filter = _upsert_filter(filter) if upsert else filter
        return self._collection.find_one_and_replace(filter, replacement, projection=projection, upsert=upsert, return_document=return_document)

    async def find_one_and_update(self, filter: Any, update: Any, projection: Any = None, upsert: bool = False, return_document: Any = False, session: Any = None) -> Any:
        return self._collection.find_one_and_update(filter, update, projection=projection, upsert=upsert, return_document=return_document)

    async def count_documents(self, filter: Any, session: Any = None) -> int:
        return self._collection.count_documents(filter)

    async def aggregate(self, pipeline: list[Any], allowDiskUse: bool = False, session: Any = None) -> AsyncCursor:  # noqa: N803 - pymongo's name
        return AsyncCursor(self._collection.aggregate(pipeline))

    async def create_indexes(self, models: list[Any]) -> None:
        for model in models:
            spec = dict(model.document)
            keys = list(spec.pop("key").items())
            self._collection.create_index(keys, **spec)


class AsyncDatabase:
    def __init__(self, database: Any) -> None:
        self._database = database
        self.name = database.name

    def get_collection(self, name: str, **_: Any) -> AsyncCollection:
        return AsyncCollection(self._database.get_collection(name))

    @property
    def raw(self) -> Any:
        return self._database


def mongomock_store() -> tuple[MongoStore, Any]:
    """A MongoStore on a fresh mongomock database (no transactions: the revision switch), and the
    database itself (synchronous) to look at."""
    database = mongomock.MongoClient().get_database("rag")
    store = MongoStore(None, AsyncDatabase(database), owns_client=False, timeout_s=5.0, metrics_retention_days=30)
    return store, database
