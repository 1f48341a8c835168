"""The exit codes of `rag-context`: one meaning each, across commands (docs/cli.md, "Exit codes";
`status` alone reads 2 as "cannot tell"). A command stopped by an exception exits with `of_error`'s
code for it."""

from __future__ import annotations

from rag_context.config import SettingsError
from rag_context.core.ports import ConfigurationError, DataRootBusy

OK = 0
FAILED = 1  # the answer is no (stale, inconsistent, the gate failed), or the work failed (a dependency, the service at --url)
USAGE = 2  # nothing was done: an invalid argument, filter or setting (argparse's own code for a bad flag)
IN_USE = 3  # nothing was done: another process owns the data directory (a running service), or reembed's lock
INTERRUPTED = 130  # stopped at once by a second Ctrl-C (128 + SIGINT)


def of_error(error: BaseException) -> int:
    """The exit code of a command stopped by `error`: the data directory in use, a configuration
    the operator must fix, or a failure (a dependency, the network) that may pass."""
    if isinstance(error, DataRootBusy):
        return IN_USE
    if isinstance(error, (SettingsError, ConfigurationError)):
        return USAGE
    return FAILED
