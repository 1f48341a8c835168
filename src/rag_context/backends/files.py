"""The files of a folder as documents to index: which files, read how, of which content type.

It stays inside the folders it is given: a symbolic link that leads out of the folder (to a file or
to a folder) is skipped and reported, never read, and folders are walked without following links.
In a git work tree the list is git's (backends/git.py: what git ignores is never seen); elsewhere
the folder is walked, without `.git`. A file's size is checked before it is read: one over the cap
(`max_file_bytes`) is skipped unread, and no read takes more than that. A file longer than a
document may be is indexed in parts (core/folders.py).
"""

from __future__ import annotations

import dataclasses
import hashlib
import os
from collections.abc import Iterator
from dataclasses import dataclass, field
from pathlib import Path

from rag_context.backends import git
from rag_context.core.code.roles import is_lock_file
from rag_context.core.folders import file_requests
from rag_context.core.models import IndexRequest

# The default cap on a file's size: larger files are skipped unread (and listed). Text this long is
# rarely written by hand (a lock file, a generated bundle); 4 MB is some 40 parts.
DEFAULT_MAX_FILE_BYTES = 4 * 1024 * 1024

SKIPPED_OUTSIDE = "link out of the folder"
SKIPPED_LINK_LOOP = "link loop"
SKIPPED_BINARY = "binary"
SKIPPED_UNKNOWN_TYPE = "type unknown (give --content-type)"
SKIPPED_EMPTY = "empty"
# A package manager's lock file (pnpm-lock.yaml, package-lock.json, Cargo.lock ...): resolved versions and
# hashes, no answer to a question, often the largest text of a repository (a quarter of a TypeScript
# monorepo's chunks). Left out of a folder unless asked for.
SKIPPED_LOCK_FILE = "lock file (index it with --lock-files or RAG_INDEX_LOCK_FILES=true)"


def skipped_too_large(max_file_bytes: int) -> str:
    return f"over {max_file_bytes:,} bytes (the cap: --max-file-mb or RAG_INDEX_MAX_FILE_MB)"


CODE_EXTENSIONS = frozenset(
    ".py .pyi .cs .ts .tsx .js .jsx .mjs .go .rs .java .kt .scala .c .h .cpp .hpp .cc .rb .php .swift .sh .bash "
    ".ps1 .psm1 .sql .lua .r .m .dart .vb .fs .fsx .yaml .yml .toml .json .xml .html .css .scss .proto .tf".split()
)
DOCUMENTATION_EXTENSIONS = frozenset(".md .markdown .mdx .txt .rst .adoc .org .text".split())


def content_type_for(path: Path) -> str | None:
    suffix = path.suffix.lower()
    if suffix in DOCUMENTATION_EXTENSIONS or path.name.upper() in ("README", "LICENSE", "CHANGELOG"):
        return "documentation"
    if suffix in CODE_EXTENSIONS or path.name in ("Dockerfile", "Makefile"):
        return "code"
    return None


@dataclass(frozen=True)
class Candidate:
    path: Path
    source: str


@dataclass
class FolderScan:
    """A folder's files as documents: source -> the file's documents (one, or its parts)."""

    root: Path | None  # None for files named one by one
    files: dict[str, list[IndexRequest]] = field(default_factory=dict)
    skipped: dict[str, list[str]] = field(default_factory=dict)  # reason -> sources
    failed: dict[str, str] = field(default_factory=dict)  # source -> error
    commit: str | None = None  # HEAD, in a git work tree
    in_git: bool = False
    seen: int = 0  # files looked at

    def skip(self, reason: str, source: str) -> None:
        self.skipped.setdefault(reason, []).append(source)


def _walk(folder: Path) -> Iterator[Path]:
    """Every file under `folder` and every link to a folder, without following links to folders
    (a link can make a loop, or lead anywhere) and without the .git folder."""
    for directory, subdirectories, names in os.walk(folder, followlinks=False):
        here = Path(directory)
        kept = []
        for name in subdirectories:
            if (here / name).is_symlink():
                yield here / name  # not walked: reported when it leads out, else its files are in the tree anyway
            elif name != ".git":
                kept.append(name)
        subdirectories[:] = kept
        for name in names:
            yield here / name


def folder_candidates(folder: Path, scan: FolderScan, submodules: bool = False) -> Iterator[Candidate]:
    root = folder.resolve()
    files = git.visible_files(folder, submodules)  # git lists a link as itself, never what is behind it
    scan.in_git = files is not None
    if files is None:  # not a git work tree
        files = list(_walk(folder))
    else:
        scan.commit = git.head_commit(folder)
    for path in sorted(files):
        source = path.relative_to(folder).as_posix()
        try:
            target = path.resolve()
        except (OSError, RuntimeError):  # a loop of links (RuntimeError before Python 3.13)
            scan.skip(SKIPPED_LINK_LOOP, source)
            continue
        if not target.is_relative_to(root):
            scan.skip(SKIPPED_OUTSIDE, source)
        elif path.is_file():
            yield Candidate(path, source)


class FileTooLarge(Exception):
    """The file holds more than the bytes allowed (it grew after its size was checked)."""


def read_text(path: Path, max_bytes: int = DEFAULT_MAX_FILE_BYTES) -> str | None:
    """The file's text, or None when it is binary (a NUL byte, or not UTF-8). Reads at most
    `max_bytes` + 1 bytes: FileTooLarge beyond."""
    with path.open("rb") as file:
        data = file.read(max_bytes + 1)
    if len(data) > max_bytes:
        raise FileTooLarge(path)
    if b"\0" in data[:8192]:
        return None
    try:
        return data.decode("utf-8")
    except UnicodeDecodeError:
        return None


def add_file(
    scan: FolderScan, candidate: Candidate, session_id: str, content_type: str | None, max_file_bytes: int, lock_files: bool = True
) -> None:
    """Read one file into the scan: its documents, or the reason it is skipped, or its error. A lock
    file is skipped unread unless `lock_files`."""
    scan.seen += 1
    if not lock_files and is_lock_file(candidate.source):
        scan.skip(SKIPPED_LOCK_FILE, candidate.source)
        return
    too_large = skipped_too_large(max_file_bytes)
    try:
        if candidate.path.stat().st_size > max_file_bytes:  # never read
            scan.skip(too_large, candidate.source)
            return
        text = read_text(candidate.path, max_file_bytes)
    except FileTooLarge:
        scan.skip(too_large, candidate.source)
        return
    except OSError as error:
        scan.failed[candidate.source] = str(error)
        return
    kind = content_type or content_type_for(candidate.path)
    if text is None:
        scan.skip(SKIPPED_BINARY, candidate.source)
    elif kind is None:
        scan.skip(SKIPPED_UNKNOWN_TYPE, candidate.source)
    elif not text.strip():
        scan.skip(SKIPPED_EMPTY, candidate.source)
    else:
        scan.files[candidate.source] = file_requests(text, kind, session_id, candidate.source)


def scan_folder(
    folder: Path,
    session_id: str,
    content_type: str | None = None,
    max_file_bytes: int = DEFAULT_MAX_FILE_BYTES,
    submodules: bool = False,
    lock_files: bool = False,
) -> FolderScan:
    """A folder's files; its lock files only with `lock_files`."""
    scan = FolderScan(root=folder.resolve())
    for candidate in folder_candidates(folder, scan, submodules):
        add_file(scan, candidate, session_id, content_type, max_file_bytes, lock_files)
    mark_copies(scan)
    return scan


# Three or more code files of one folder with the same content are a generator's copies (or a
# vendored file copied around): all but one are `generated`, so that they do not fill an answer's
# places. Two are not enough: a re-export and its alias, a file kept in two packages on purpose.
MIN_COPIES = 3


def mark_copies(scan: FolderScan) -> None:
    """The role `generated` for every copy but one (the shallowest path, then the first by name) of
    a code file whose content three or more files of the scan share, unless a role is set."""
    by_content: dict[str, list[str]] = {}
    for source, requests in scan.files.items():
        if len(requests) == 1 and requests[0].content_type == "code" and requests[0].metadata.role is None:
            by_content.setdefault(hashlib.sha256(requests[0].content.encode("utf-8", "surrogatepass")).hexdigest(), []).append(source)
    for sources in by_content.values():
        if len(sources) < MIN_COPIES:
            continue
        for source in sorted(sources, key=lambda s: (s.count("/"), s))[1:]:
            (request,) = scan.files[source]
            scan.files[source] = [dataclasses.replace(request, metadata=dataclasses.replace(request.metadata, role="generated"))]


def scan_files(paths: list[Path], session_id: str, content_type: str | None = None, max_file_bytes: int = DEFAULT_MAX_FILE_BYTES) -> FolderScan:
    """Files named one by one (the user chose them, link or not, lock files too): each's source is its name."""
    scan = FolderScan(root=None)
    for path in paths:
        if path.is_file():
            add_file(scan, Candidate(path, path.name), session_id, content_type, max_file_bytes)
        else:
            scan.failed[str(path)] = "no such file or folder"
    return scan
