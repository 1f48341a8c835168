"""The hostile archives of the review, as a corpus built from a genuine backup: each is the genuine
archive with one thing changed the way an attacker would change it, and, unless the change is the
manifest itself, a manifest that lists every file with its true size and checksum, so that the
archive is refused for what it is, not for a checksum a careless attacker left wrong.

`CORPUS` maps a name to a builder `(genuine, out, outside) -> Path`: `genuine` the real archive (or
its `compact` copy),
`out` the hostile one to write, `outside` a folder beside the restore's target that the archive
aims at (its files must still be there, unchanged, after the restore is refused).
"""

from __future__ import annotations

import gzip
import hashlib
import io
import json
import os
import sqlite3
import tarfile
from collections.abc import Callable
from pathlib import Path
from typing import Any

from rag_context.backup.archive import MANIFEST

Member = tuple[tarfile.TarInfo, bytes]
Builder = Callable[[Path, Path, Path], Path]
# Given the genuine manifest and the files as written (their true sizes and checksums): the manifest's bytes.
ManifestMaker = Callable[[dict[str, Any], list[dict[str, Any]]], bytes]

BOMB_BYTES = 64 * 1024 * 1024  # 'A's: 64 MiB that gzip makes some 64 KiB of


def regular(name: str, data: bytes) -> Member:
    info = tarfile.TarInfo(name)
    info.size = len(data)
    return info, data


def special(name: str, kind: bytes, linkname: str = "") -> Member:
    info = tarfile.TarInfo(name)
    info.type, info.linkname = kind, linkname
    if kind in (tarfile.CHRTYPE, tarfile.BLKTYPE):
        info.devmajor, info.devminor = 1, 3
    return info, b""


def entry(name: str, data: bytes) -> dict[str, Any]:
    return {"path": name, "size": len(data), "sha256": hashlib.sha256(data).hexdigest()}


def true_listing(manifest: dict[str, Any], files: list[dict[str, Any]]) -> bytes:
    return json.dumps({**manifest, "files": files}).encode()


def genuine_listing(manifest: dict[str, Any], files: list[dict[str, Any]]) -> bytes:
    """The genuine manifest, whatever was changed in the members."""
    return json.dumps(manifest).encode()


def manifest_of(archive: Path) -> dict[str, Any]:
    with tarfile.open(archive, "r|gz") as tar:
        for info in tar:
            if info.name == MANIFEST:
                return dict(json.load(tar.extractfile(info)))  # type: ignore[arg-type]
    raise AssertionError(f"{archive} has no manifest")


def transform(
    genuine: Path,
    out: Path,
    member: Callable[[tarfile.TarInfo, bytes], list[Member]] = lambda info, data: [(info, data)],
    extra: list[Member] = (),  # type: ignore[assignment]
    manifest: ManifestMaker = true_listing,
    after: list[Member] = (),  # type: ignore[assignment]
) -> Path:
    """The genuine archive streamed member by member (the shard's preallocated files make some
    300 MB, never held at once) through `member`, then `extra`, the manifest `manifest` makes, and `after`."""
    files: list[dict[str, Any]] = []
    genuine_manifest: dict[str, Any] = {}
    with tarfile.open(genuine, "r|gz") as source, tarfile.open(out, "w:gz", compresslevel=1, format=tarfile.PAX_FORMAT) as tar:

        def add(info: tarfile.TarInfo, data: bytes) -> None:
            tar.addfile(info, io.BytesIO(data) if info.isfile() else None)
            if info.isfile():
                files.append(entry(info.name, data))

        for info in source:
            data = source.extractfile(info).read()  # type: ignore[union-attr]
            if info.name == MANIFEST:
                genuine_manifest = json.loads(data)
                continue
            for changed_info, changed_data in member(info, data):
                add(changed_info, changed_data)
        for info, data in extra:
            add(info, data)
        body = manifest(genuine_manifest, files)
        info = tarfile.TarInfo(MANIFEST)
        info.size = len(body)
        tar.addfile(info, io.BytesIO(body))
        for info, data in after:
            tar.addfile(info, io.BytesIO(data) if info.isfile() else None)
    return out


def is_store(info: tarfile.TarInfo) -> bool:
    return info.name.startswith("store/")


def a_segment_folder(archive: Path) -> str:
    return next(item["path"] for item in manifest_of(archive)["files"] if item["path"].startswith("vectors/segments/")).rsplit("/", 1)[0]


def store_replaced(data_of: Callable[[bytes], bytes]) -> Callable[[tarfile.TarInfo, bytes], list[Member]]:
    return lambda info, data: [regular(info.name, data_of(data)) if is_store(info) else (info, data)]


def compact(genuine: Path, out: Path) -> Path:
    """The genuine archive with each of the shard's files cut to its first 4 KiB (the same paths,
    a manifest true to them): a base for the corpus, whose archives are refused whatever the
    shard holds, that does not stream the shard's 300 MB of preallocated files for each case."""
    return transform(genuine, out, lambda info, data: [(info, data) if is_store(info) else regular(info.name, data[:4096])])


def traversal(genuine: Path, out: Path, outside: Path) -> Path:
    relative = os.path.relpath(outside / "planted.txt", out.parent / "target")
    return transform(genuine, out, extra=[regular(relative, b"planted")])


def absolute(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, extra=[regular(str(outside / "planted.txt"), b"planted")])


def symlink(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, extra=[special("vectors/wal/link", tarfile.SYMTYPE, str(outside)), regular("vectors/wal/link/planted.txt", b"planted")])


def hardlink(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, extra=[special("vectors/wal/hard", tarfile.LNKTYPE, str(outside / "precious.txt"))])


def device(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, extra=[special("vectors/wal/dev", tarfile.CHRTYPE)])


def fifo(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, extra=[special("vectors/wal/fifo", tarfile.FIFOTYPE)])


def bad_checksum(genuine: Path, out: Path, outside: Path) -> Path:
    """The store with one byte changed; the genuine manifest (its true checksum of the original)."""
    return transform(genuine, out, store_replaced(lambda data: data[:-1] + bytes([data[-1] ^ 0xFF])), manifest=genuine_listing)


def truncated(genuine: Path, out: Path, outside: Path) -> Path:
    data = genuine.read_bytes()
    out.write_bytes(data[: len(data) * 6 // 10])
    return out


def member_after_the_manifest(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, after=[regular("vectors/wal/late", b"after the manifest")])


def active_outside(genuine: Path, out: Path, outside: Path) -> Path:
    """The review's: `vectors/ACTIVE` naming a folder outside, listed with its true checksum."""
    return transform(genuine, out, extra=[regular("vectors/ACTIVE", str(outside).encode())])


def active_up(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, extra=[regular("vectors/ACTIVE", b"../../outside")])


def optimizer_record_and_lock(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, extra=[regular("vectors/optimizer.json", b'{"notBefore": 1e12}'), regular("vectors/rag-context.lock", b"1\n")])


def another_shard(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, extra=[regular("vectors/shard-7/edge_config.json", b"{}")])


def hidden_name(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, extra=[regular("vectors/segments/.hidden", b"x")])


def duplicate(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, lambda info, data: [(info, data), (info, data)] if is_store(info) else [(info, data)], manifest=genuine_listing)


def bomb_listed(genuine: Path, out: Path, outside: Path) -> Path:
    """A member listed with its true (large) size but a checksum of other data: written up to its
    declared size at most, then refused."""
    name = f"{a_segment_folder(genuine)}/bomb.dat"

    def listed(manifest: dict[str, Any], files: list[dict[str, Any]]) -> bytes:
        return json.dumps({**manifest, "files": [*manifest["files"], {"path": name, "size": BOMB_BYTES, "sha256": "0" * 64}]}).encode()

    return transform(genuine, out, extra=[regular(name, b"A" * BOMB_BYTES)], manifest=listed)


def bomb_unlisted(genuine: Path, out: Path, outside: Path) -> Path:
    """The review's: a member its manifest does not list (2.9 MB wrote 2.5 GB before the refusal)."""
    return transform(genuine, out, extra=[regular(f"{a_segment_folder(genuine)}/bomb.dat", b"A" * BOMB_BYTES)], manifest=genuine_listing)


def bomb_larger_than_listed(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, store_replaced(lambda data: data + b"A" * BOMB_BYTES), manifest=genuine_listing)


def manifest_edit(edit: Callable[[dict[str, Any]], Any]) -> Builder:
    """The manifest (with its true listing) changed by `edit` (in place, or returning what to write)."""

    def build(genuine: Path, out: Path, outside: Path) -> Path:
        def made(manifest: dict[str, Any], files: list[dict[str, Any]]) -> bytes:
            manifest = {**manifest, "files": files}
            edited = edit(manifest)
            return edited if isinstance(edited, bytes) else json.dumps(manifest if edited is None else edited).encode()

        return transform(genuine, out, manifest=made)

    return build


def _set(path: str, value: Any) -> Callable[[dict[str, Any]], None]:
    def edit(manifest: dict[str, Any]) -> None:
        *parents, last = path.split(".")
        target = manifest
        for part in parents:
            target = target[part]
        if value is DELETE:
            del target[last]
        else:
            target[last] = value

    return edit


DELETE = object()


def garbage_store(genuine: Path, out: Path, outside: Path) -> Path:
    return transform(genuine, out, store_replaced(lambda data: os.urandom(len(data))))


def damaged_store(genuine: Path, out: Path, outside: Path) -> Path:
    """A SQLite file whose header and first pages are whole and whose other pages are not."""

    def damage(data: bytes) -> bytes:
        page = int.from_bytes(data[16:18], "big") or 65536
        return data[: page * 2] + os.urandom(len(data) - page * 2)

    return transform(genuine, out, store_replaced(damage))


def foreign_store(genuine: Path, out: Path, outside: Path) -> Path:
    """A sound SQLite database that is not a rag-context store."""
    path = out.with_suffix(".db")
    with sqlite3.connect(path) as connection:
        connection.execute("CREATE TABLE notes (text TEXT)")
    data = path.read_bytes()
    path.unlink()
    return transform(genuine, out, store_replaced(lambda _: data))


def planted_trigger(genuine: Path, out: Path, outside: Path) -> Path:
    """The genuine store with a trigger of its own: every document indexed later would be deleted."""

    def plant(data: bytes) -> bytes:
        path = out.with_suffix(".db")
        path.write_bytes(data)
        connection = sqlite3.connect(path)
        try:
            connection.execute("CREATE TRIGGER wipe AFTER INSERT ON documents BEGIN DELETE FROM documents; END")
            connection.commit()
        finally:
            connection.close()  # the last connection: the write-ahead log is folded into the file
        planted = path.read_bytes()
        path.unlink()
        return planted

    return transform(genuine, out, store_replaced(plant))


def not_gzip(genuine: Path, out: Path, outside: Path) -> Path:
    with gzip.open(out, "wb") as file:
        file.write(b"not a tar at all" * 100)
    return out


CORPUS: dict[str, Builder] = {
    "traversal": traversal,
    "absolute path": absolute,
    "symlink": symlink,
    "hardlink": hardlink,
    "device": device,
    "FIFO": fifo,
    "bad checksum": bad_checksum,
    "truncated": truncated,
    "member after the manifest": member_after_the_manifest,
    "ACTIVE outside": active_outside,
    "ACTIVE through ..": active_up,
    "optimizer record and lock": optimizer_record_and_lock,
    "another shard": another_shard,
    "hidden name": hidden_name,
    "duplicate member": duplicate,
    "bomb listed with a wrong checksum": bomb_listed,
    "bomb not listed": bomb_unlisted,
    "bomb larger than listed": bomb_larger_than_listed,
    "manifest not JSON": manifest_edit(lambda manifest: b"{not json"),
    "manifest an array": manifest_edit(lambda manifest: [manifest]),
    "manifest files not a list": manifest_edit(_set("files", {"store/x": 1})),
    "manifest size a string": manifest_edit(lambda manifest: manifest["files"][0].update(size=str(manifest["files"][0]["size"]))),
    "manifest checksum not hex": manifest_edit(lambda manifest: manifest["files"][0].update(sha256="z" * 64)),
    "manifest lists a path outside": manifest_edit(lambda manifest: manifest["files"].append({"path": "../x", "size": 0, "sha256": "0" * 64})),
    "manifest without model": manifest_edit(_set("model", DELETE)),
    "manifest dimension negative": manifest_edit(_set("dimension", -1)),
    "manifest generation a string": manifest_edit(_set("generation", "../..")),
    "manifest store not an object": manifest_edit(_set("store", "sqlite")),
    "manifest vectors kind unknown": manifest_edit(_set("vectors.kind", "../qdrant")),
    "manifest snapshot file a path": manifest_edit(_set("vectors.file", "../../etc/passwd")),
    "garbage store": garbage_store,
    "damaged store": damaged_store,
    "foreign store": foreign_store,
    "planted trigger": planted_trigger,
    "not a tar": not_gzip,
}
