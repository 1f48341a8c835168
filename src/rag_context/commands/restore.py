"""`rag-context restore FILE --data-dir DIR`: an archive of `rag-context backup` into a new data directory
(the embedded default), or, with MONGODB_URI and QDRANT_URL set, into those servers (empty).

The archive is read back whole against its manifest's checksums first (a damaged or truncated one,
or one holding anything a backup does not write, is refused with one line, nothing written), its
model checked against the configuration (a mismatch says what to do), its parts laid out beside DIR,
the store checked by SQLite, and renamed into place (backup/archive.py, backup/restore.py); then the consistency sweep
(`rag-context check`) runs on the restored directory and its result is printed. Documents that were
pending in the archive stay pending: the service embeds them when it starts on DIR.

Exit code (commands/exit_codes.py): 0 restored and consistent, 1 refused, failed or inconsistent,
2 a configuration error.
"""

from __future__ import annotations

import argparse
import asyncio
import json
import sys
from pathlib import Path

from rag_context.commands import data_dir_settings, exit_codes
from rag_context.terminal import shown

HELP = "restore a backup archive into a new data directory, then check it"


def run(args: argparse.Namespace) -> int:
    from rag_context.backup.archive import ArchiveError
    from rag_context.backup.restore import EMBEDDED_KINDS, SERVER_KINDS, configured_kinds, restore_data_dir, restore_servers
    from rag_context.commands.check import check, summary
    from rag_context.core.ports import ConfigurationError, DependencyError

    settings = data_dir_settings(args)
    archive = Path(args.archive)
    kinds = configured_kinds(settings)
    try:
        if kinds == EMBEDDED_KINDS:
            manifest = restore_data_dir(archive, settings, settings.embedding_dim, args.allow_model_mismatch)
        elif kinds == SERVER_KINDS:
            manifest = asyncio.run(restore_servers(archive, settings, settings.embedding_dim, args.allow_model_mismatch))
        else:
            raise ArchiveError(
                f"the configuration mixes an embedded and a server backend ({kinds}); restore supports the embedded "
                "default and the production servers (MONGODB_URI and QDRANT_URL both set)"
            )
    except (DependencyError, ConfigurationError) as error:
        print(f"rag-context: restore failed: {shown(error)}", file=sys.stderr)
        return exit_codes.of_error(error)
    except ArchiveError as error:
        print(f"rag-context: restore refused: {shown(error)}", file=sys.stderr)
        return 1
    except OSError as error:
        print(f"rag-context: restore failed: {shown(error)}", file=sys.stderr)
        return 1
    store = manifest.get("store", {})
    print(shown(  # the manifest's text, from the archive
        f"restored {manifest.get('id', archive.name)} (taken {manifest.get('snapshotAt')}): "
        f"{store.get('documents')} documents ({store.get('pending')} pending), {store.get('chunks')} chunks "
        f"-> {settings.rag_data_dir if kinds == EMBEDDED_KINDS else 'the configured servers'}"
    ))
    try:
        report = asyncio.run(check(settings, repair=False))
    except (DependencyError, ConfigurationError) as error:
        print(f"rag-context: the restored directory could not be checked: {shown(error)}", file=sys.stderr)
        return exit_codes.of_error(error)
    print(json.dumps(report.as_dict(), indent=2) if args.json else summary(report))
    return 0 if report.consistent else 1


def add_arguments(parser: argparse.ArgumentParser) -> None:
    parser.add_argument("archive", help="the archive written by `rag-context backup`")
    parser.add_argument("--data-dir", help="the data directory to restore into: new or empty (env RAG_DATA_DIR)")
    parser.add_argument(
        "--allow-model-mismatch", action="store_true",
        help="restore an archive made with another embedding model (then run `rag-context reembed`)",
    )
    parser.add_argument("--json", action="store_true", help="print the check's counts as JSON")
