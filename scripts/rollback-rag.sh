#!/usr/bin/env bash
# RAG-001 rollback (technical spec §8.3, for this service on Kubernetes):
#
#   1. kubectl rollout undo deployment/rag-context  (the previous revision, or --to-revision N)
#   2. kubectl rollout status                       (bounded by --timeout)
#   3. rag-context validate --url <the NodePort>    (the spec's pre-validation)
#
# Qdrant and MongoDB are left running: they hold the data, and agents that cannot reach the
# service go on without RAG augmentation (the spec's point of a rollback).
#
# Usage: scripts/rollback-rag.sh [options] [-- rag-context validate options]
#   -n, --namespace NS        namespace                            (RAG_NAMESPACE, default rag-context)
#   -u, --url URL             the service's NodePort URL           (RAG_URL, default http://localhost:30300)
#   -t, --timeout DURATION    the rollout's wait, kubectl syntax   (RAG_ROLLOUT_TIMEOUT, default 600s)
#   -r, --to-revision N       roll back to this revision (kubectl rollout history lists them)
#   --validate-timeout SECS   the whole validation's limit, 0: none (RAG_VALIDATE_TIMEOUT, default 900)
#   --no-validate             roll back and wait, without the validation
#   -h, --help
# Environment: RAG_DEPLOYMENT (default rag-context), KUBECTL (default kubectl), RAG_CONTEXT (the
# validator, default rag-context).
#
# Exit: 0 rolled back (and validated); 1 the undo, the rollout or the validation failed; 2 bad usage.

set -euo pipefail

namespace="${RAG_NAMESPACE:-rag-context}"
url="${RAG_URL:-http://localhost:30300}"
rollout_timeout="${RAG_ROLLOUT_TIMEOUT:-600s}"
validate_timeout="${RAG_VALIDATE_TIMEOUT:-900}"
deployment="${RAG_DEPLOYMENT:-rag-context}"
kubectl="${KUBECTL:-kubectl}"
rag_context="${RAG_CONTEXT:-rag-context}"
to_revision=""
run_validation=true
validate_args=()

usage() { sed -n '2,/^$/{s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}"; }
die_usage() { echo "rollback-rag.sh: $1 (--help lists the options)" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
    case "$1" in
        -n | --namespace) [[ $# -ge 2 ]] || die_usage "$1 needs a value"; namespace="$2"; shift 2 ;;
        -u | --url) [[ $# -ge 2 ]] || die_usage "$1 needs a value"; url="$2"; shift 2 ;;
        -t | --timeout) [[ $# -ge 2 ]] || die_usage "$1 needs a value"; rollout_timeout="$2"; shift 2 ;;
        -r | --to-revision) [[ $# -ge 2 ]] || die_usage "$1 needs a value"; to_revision="$2"; shift 2 ;;
        --validate-timeout) [[ $# -ge 2 ]] || die_usage "$1 needs a value"; validate_timeout="$2"; shift 2 ;;
        --no-validate) run_validation=false; shift ;;
        -h | --help) usage; exit 0 ;;
        --) shift; validate_args=("$@"); break ;;
        *) die_usage "unknown option $1" ;;
    esac
done
[[ -z "$to_revision" || "$to_revision" =~ ^[0-9]+$ ]] || die_usage "--to-revision takes a revision number"
[[ "$validate_timeout" =~ ^[0-9]+$ ]] || die_usage "--validate-timeout takes whole seconds"

say() { printf '%s\n' "$*"; }

say "=== RAG-001 Rollback ==="
say "Namespace: $namespace; deployment/$deployment; service: $url"

undo=("$kubectl" rollout undo "deployment/$deployment" -n "$namespace")
if [[ -n "$to_revision" ]]; then
    undo+=("--to-revision=$to_revision")
fi

say ""
say "Step 1: ${undo[*]}"
if ! "${undo[@]}"; then
    say "ROLLBACK FAILED: kubectl rollout undo did not succeed (no earlier revision? see: $kubectl -n $namespace rollout history deployment/$deployment)."
    exit 1
fi

say ""
say "Step 2: waiting for deployment/$deployment (timeout $rollout_timeout)"
if ! "$kubectl" rollout status "deployment/$deployment" -n "$namespace" --timeout="$rollout_timeout"; then
    say "ROLLBACK FAILED: deployment/$deployment did not roll out within $rollout_timeout."
    exit 1
fi

if [[ "$run_validation" == true ]]; then
    say ""
    say "Step 3: pre-validation against $url"
    command=("$rag_context" validate --url "$url" "${validate_args[@]}")
    if [[ "$validate_timeout" != 0 ]] && command -v timeout > /dev/null; then
        command=(timeout "$validate_timeout" "${command[@]}")
    fi
    if ! "${command[@]}"; then
        say "ROLLED BACK, BUT THE VALIDATION FAILED: the version rolled back to does not pass either."
        exit 1
    fi
fi

say ""
say "=== Rollback Complete ==="
