"""The optimizer's child process: `python -m rag_context.backends.vectors.edge optimize SHARD_DIR`
(started by `optimizer.optimize_in_child`; a module of its own so that the package's import does not
run it)."""

import sys

from rag_context.backends.vectors.edge.optimizer import main

main(sys.argv[1:])
