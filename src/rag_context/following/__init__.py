"""A folder kept in step with its index: `rag-context index PATH` (and `--dry-run`, `--watch`),
`rag-context status PATH`, and the service's status tool.

- sync.py: the run over one folder (plan, then add / re-embed / move / remove) and its status,
  against a `FolderTarget`: where the documents are.
- local.py: the target in this process (the configured backends, or the service's own).
- remote.py: the target behind a running service's API (`--url`).
- targets.py: one of the two opened, as `rag-context index` (and `--watch`) asks.
- watch.py: `--watch`, one run per burst of changes.
"""
