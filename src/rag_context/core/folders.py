"""A folder indexed as a whole: what changed between its files and its documents, and what to do.

Pure: the file list and the stored documents come in, a plan comes out (`plan_folder`); the CLI
(`rag-context index`, `status`, `--watch`) and the service's status tool carry it out or report it.

- A file is one document, or several (parts) when it is longer than a document may be: each part
  under `MAX_PART_CHARS`, cut at line boundaries, with the file's path as `source`, `metadata.part`
  (1, 2, ...) telling them apart and `metadata.lineOffset` (the lines before the part) so that the
  lines a result cites are the file's.
- Which documents belong to the folder: the sources recorded for it (`FolderRecord.sources`) at the
  end of the last run. A document of the same session that the folder never indexed (another
  folder's, a client's) is never removed by a run over this one.
- A file whose content is that of a file gone since (same content type and text, part for part) was
  renamed or moved: its documents move to the new source, without an embedding.
"""

from __future__ import annotations

import hashlib
from collections.abc import Iterable, Mapping, Sequence
from dataclasses import dataclass, field
from datetime import datetime

from rag_context.core.indexing import with_role
from rag_context.core.models import DocumentMetadata, IndexRequest

# The contract's bound on a document's content: a file longer than this is indexed in parts.
MAX_PART_CHARS = 100_000
# A part's target size: below the bound with room for the line that crosses the target.
PART_TARGET_CHARS = 90_000


def split_parts(text: str, max_chars: int = MAX_PART_CHARS, target_chars: int = PART_TARGET_CHARS) -> list[tuple[int, str]]:
    """The text as (lines before the part, part) pieces, each under `max_chars`, cut after a newline:
    [(0, text)] when it fits. A line longer than the bound is cut inside (the rare minified file);
    the next part then starts within that line, so its offset counts the line once."""
    if len(text) < max_chars:
        return [(0, text)]
    parts: list[tuple[int, str]] = []
    start = 0
    lines_before = 0
    while start < len(text):
        end = min(start + target_chars, len(text))
        if end < len(text):
            newline = text.rfind("\n", start, end)
            if newline >= start:
                end = newline + 1
            else:  # one line longer than a part: cut it where the next newline or the bound is
                newline = text.find("\n", start, start + max_chars - 1)
                end = newline + 1 if newline >= 0 else start + max_chars - 1
        piece = text[start:end]
        parts.append((lines_before, piece))
        lines_before += piece.count("\n")
        start = end
    return parts


def file_requests(text: str, content_type: str, session_id: str, source: str) -> list[IndexRequest]:
    """The documents of one file: one, or one per part (see the module's docstring)."""
    pieces = split_parts(text)
    if len(pieces) == 1:
        return [IndexRequest(content=text, content_type=content_type, session_id=session_id, source=source)]
    return [
        IndexRequest(
            content=piece,
            content_type=content_type,
            session_id=session_id,
            source=source,
            metadata=DocumentMetadata(line_offset=offset, part=number),
        )
        for number, (offset, piece) in enumerate(pieces, start=1)
    ]


def content_key(parts: Iterable[tuple[str, str]]) -> str:
    """What a file's documents hold, whatever their source: (content type, content) of each part in
    order. Two files with the same key are indexed alike: one can move to the other's place."""
    digest = hashlib.sha256()
    for content_type, content in parts:
        digest.update(content_type.encode())
        digest.update(b"\x1f")
        digest.update(content.encode("utf-8", "surrogatepass"))
        digest.update(b"\x1e")
    return digest.hexdigest()


@dataclass(frozen=True, slots=True)
class StoredPart:
    """One stored document of a folder's file, as a listing shows it."""

    document_id: str
    source: str
    fingerprint: str
    part: int | None = None


@dataclass(frozen=True, slots=True)
class FolderRecord:
    """What the store keeps about a folder indexed as a whole, per (sessionId, root)."""

    session_id: str
    root: str  # the folder's absolute path, on the machine that indexed it
    indexed_at: datetime
    commit: str | None = None  # HEAD when it was indexed, in a git work tree
    sources: tuple[str, ...] = ()  # the files whose documents the run left in the index

    def to_json(self) -> dict[str, object]:
        return {
            "sessionId": self.session_id,
            "root": self.root,
            "indexedAt": self.indexed_at.isoformat(),
            "commit": self.commit,
            "sources": list(self.sources),
        }

    @classmethod
    def from_json(cls, data: Mapping[str, object]) -> "FolderRecord":
        sources = data.get("sources") or []
        commit = data.get("commit")
        return cls(
            session_id=str(data["sessionId"]),
            root=str(data["root"]),
            indexed_at=datetime.fromisoformat(str(data["indexedAt"])),
            commit=str(commit) if commit else None,
            sources=tuple(str(source) for source in sources),  # type: ignore[union-attr]
        )


def folder_state_key(session_id: str, root: str) -> str:
    """The key of a folder's record among the store's shared state records."""
    return "folder:" + hashlib.sha256(f"{session_id}\x1f{root}".encode("utf-8", "surrogatepass")).hexdigest()


@dataclass(frozen=True, slots=True)
class Move:
    old_source: str
    new_source: str


@dataclass
class FolderPlan:
    """What a run does: sources to add, to embed again (changed), to move, to remove; and those
    left as they are. `stale_parts`: documents of changed files that the new version no longer has
    (a file with fewer parts than before), removed after the file is indexed."""

    add: list[str] = field(default_factory=list)
    reembed: list[str] = field(default_factory=list)
    moves: list[Move] = field(default_factory=list)
    remove: list[str] = field(default_factory=list)
    unchanged: list[str] = field(default_factory=list)
    stale_parts: list[str] = field(default_factory=list)

    @property
    def current(self) -> bool:
        return not (self.add or self.reembed or self.moves or self.remove)

    def counts(self) -> dict[str, int]:
        return {
            "new": len(self.add),
            "changed": len(self.reembed),
            "moved": len(self.moves),
            "deleted": len(self.remove),
            "unchanged": len(self.unchanged),
        }

    def describe(self) -> str:
        counts = self.counts()
        return ", ".join(f"{value} {name}" for name, value in counts.items())

    def lines(self) -> list[str]:
        """One line per change, as `--dry-run` prints them."""
        return [
            *(f"add {source}" for source in self.add),
            *(f"re-embed {source}" for source in self.reembed),
            *(f"move {move.old_source} -> {move.new_source}" for move in self.moves),
            *(f"remove {source}" for source in self.remove),
        ]


def plan_folder(
    files: Mapping[str, Sequence[IndexRequest]],
    stored: Mapping[str, Sequence[StoredPart]],
    owned: Iterable[str],
    stored_keys: Mapping[str, str] | None = None,
) -> FolderPlan:
    """Compare the folder's files (source -> its documents to index) with the stored documents of
    the session (source -> its parts). `owned`: the sources the folder's record says are its own
    (only those may be removed or moved away). `stored_keys`: the content keys of the owned sources
    that are gone (source -> content_key), when the caller read them; without them nothing is seen
    as moved."""
    plan = FolderPlan()
    gone = sorted(source for source in set(owned) if source not in files and source in stored)
    new: list[str] = []
    for source, requests in sorted(files.items()):
        parts = stored.get(source)
        if not parts:
            new.append(source)
            continue
        # As the indexing service computes them: with the role the path gives (core/indexing.py).
        wanted = {request.document_id: with_role(request).fingerprint() for request in requests}
        have = {part.document_id: part.fingerprint for part in parts}
        if wanted == have:
            plan.unchanged.append(source)
        else:
            plan.reembed.append(source)
            plan.stale_parts.extend(sorted(set(have) - set(wanted)))
    by_key: dict[str, list[str]] = {}
    for source in gone:
        key = (stored_keys or {}).get(source)
        if key is not None:
            by_key.setdefault(key, []).append(source)
    moved_away: set[str] = set()
    for source in new:
        key = content_key((request.content_type, request.content) for request in files[source])
        candidates = by_key.get(key)
        if candidates:
            old = candidates.pop(0)
            moved_away.add(old)
            plan.moves.append(Move(old, source))
        else:
            plan.add.append(source)
    plan.remove = [source for source in gone if source not in moved_away]
    return plan
