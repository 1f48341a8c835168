"""Read-ahead of the shard's files into the page cache, after a start and after an optimization.

Contract: best effort and harmless. `warm_page_cache` only advises the kernel (POSIX_FADV_WILLNEED)
about the ranges of the segment files that hold data; it maps nothing into this process, changes
nothing on disk, and a file that disappears meanwhile (an optimization's swap removed the shard)
is skipped. Nothing here can lose or corrupt data, whatever cuts in.

Why: Edge drops a cold file from the page cache when it closes it, so without this the first
searches after a start or a swap wait for the disk (at 1,000,000 chunks, hybrid p99 93 ms over the
first 300 searches against 7.7 ms over the next 300, measured).
"""

from __future__ import annotations

import os
import stat
from pathlib import Path


def warm_page_cache(shard_dir: Path) -> int:
    """Ask the kernel to read the shard's segment files into its page cache (POSIX_FADV_WILLNEED:
    read ahead in the background; nothing is mapped into this process, so its resident set does
    not grow). Only the ranges that hold data: the engine preallocates its files (sparse), and
    reading their holes would fill the page cache with zeros. Returns the bytes asked for."""
    asked = 0
    for path in (shard_dir / "segments").rglob("*"):
        try:
            descriptor = os.open(path, os.O_RDONLY)
        except (IsADirectoryError, FileNotFoundError, PermissionError):
            continue
        try:
            for start, length in data_ranges(descriptor):
                os.posix_fadvise(descriptor, start, length, os.POSIX_FADV_WILLNEED)
                asked += length
        except OSError:
            pass
        finally:
            os.close(descriptor)
    return asked


def data_ranges(descriptor: int) -> list[tuple[int, int]]:
    """(offset, length) of the parts of a file that hold data, its holes left out (SEEK_DATA)."""
    status = os.fstat(descriptor)
    if not stat.S_ISREG(status.st_mode):
        return []  # a directory opens too
    size = status.st_size
    ranges: list[tuple[int, int]] = []
    position = 0
    while position < size:
        try:
            start = os.lseek(descriptor, position, os.SEEK_DATA)
        except OSError:  # ENXIO: only a hole from here to the end
            break
        end = os.lseek(descriptor, start, os.SEEK_HOLE)
        ranges.append((start, end - start))
        position = end
    return ranges
