#!/usr/bin/env bash
# RAG-001 deployment (technical spec §8.2, for this service on Kubernetes):
#
#   1. kubectl apply -k k8s/                       (namespace, Qdrant, MongoDB, rag-context)
#   2. kubectl rollout status, for each deployment  (bounded by --timeout)
#   3. rag-context validate --url <the NodePort>    (the spec's pre-validation, its gate included)
#   4. on a failed rollout or validation: kubectl rollout undo deployment/rag-context, wait for it,
#      validate the version rolled back to, and exit 1.
#
# Only a rag-context deployment that this apply changed is rolled back: undoing one it did not
# change would replace the running version with an older one. A first deployment has nothing to
# roll back to; it is left as it is, and the script says so.
#
# Usage: scripts/deploy-rag.sh [options] [-- rag-context validate options]
#   -n, --namespace NS        namespace                            (RAG_NAMESPACE, default rag-context)
#   -u, --url URL             the service's NodePort URL           (RAG_URL, default http://localhost:30300)
#   -k, --kustomization DIR   the kustomization to apply           (RAG_KUSTOMIZATION, default k8s/ of this repository)
#   -t, --timeout DURATION    each rollout's wait, kubectl syntax  (RAG_ROLLOUT_TIMEOUT, default 600s)
#   --validate-timeout SECS   the whole validation's limit, 0: none (RAG_VALIDATE_TIMEOUT, default 900)
#   --no-rollback             report a failure, undo nothing
#   -h, --help
# Environment: RAG_DEPLOYMENTS (the workloads to wait for, default "qdrant mongodb rag-context"; a
# name alone is a Deployment, KIND/NAME names another kind: "statefulset/qdrant statefulset/mongodb
# rag-context" for k8s/overlays/cluster),
# RAG_DEPLOYMENT (the one to validate and roll back, default rag-context), KUBECTL (default
# kubectl), RAG_CONTEXT (the validator, default rag-context).
#
# Example: scripts/deploy-rag.sh -- --skip-accuracy --qdrant-url http://localhost:30333
# Exit: 0 deployed and validated; 1 failed (rolled back when possible); 2 bad usage.

set -euo pipefail

script_dir="$(cd "$(dirname "${BASH_SOURCE[0]}")" && pwd)"
namespace="${RAG_NAMESPACE:-rag-context}"
url="${RAG_URL:-http://localhost:30300}"
kustomization="${RAG_KUSTOMIZATION:-$script_dir/../k8s}"
rollout_timeout="${RAG_ROLLOUT_TIMEOUT:-600s}"
validate_timeout="${RAG_VALIDATE_TIMEOUT:-900}"
read -r -a deployments <<< "${RAG_DEPLOYMENTS:-qdrant mongodb rag-context}"
deployment="${RAG_DEPLOYMENT:-rag-context}"
kubectl="${KUBECTL:-kubectl}"
rag_context="${RAG_CONTEXT:-rag-context}"
rollback=true
validate_args=()

usage() { sed -n '2,/^$/{s/^# \{0,1\}//;p}' "${BASH_SOURCE[0]}"; }
die_usage() { echo "deploy-rag.sh: $1 (--help lists the options)" >&2; exit 2; }

while [[ $# -gt 0 ]]; do
    case "$1" in
        -n | --namespace) [[ $# -ge 2 ]] || die_usage "$1 needs a value"; namespace="$2"; shift 2 ;;
        -u | --url) [[ $# -ge 2 ]] || die_usage "$1 needs a value"; url="$2"; shift 2 ;;
        -k | --kustomization) [[ $# -ge 2 ]] || die_usage "$1 needs a value"; kustomization="$2"; shift 2 ;;
        -t | --timeout) [[ $# -ge 2 ]] || die_usage "$1 needs a value"; rollout_timeout="$2"; shift 2 ;;
        --validate-timeout) [[ $# -ge 2 ]] || die_usage "$1 needs a value"; validate_timeout="$2"; shift 2 ;;
        --no-rollback) rollback=false; shift ;;
        -h | --help) usage; exit 0 ;;
        --) shift; validate_args=("$@"); break ;;
        *) die_usage "unknown option $1" ;;
    esac
done
[[ -d "$kustomization" ]] || die_usage "no kustomization folder at $kustomization"
[[ "$validate_timeout" =~ ^[0-9]+$ ]] || die_usage "--validate-timeout takes whole seconds"

say() { printf '%s\n' "$*"; }

# The deployment's .metadata.generation, or "" when it does not exist: the API server raises it
# when (and only when) an apply changes the deployment's spec.
generation() {
    "$kubectl" get deployment "$deployment" -n "$namespace" -o 'jsonpath={.metadata.generation}' 2>/dev/null || true
}

validate() {
    local command=("$rag_context" validate --url "$url" "${validate_args[@]}")
    if [[ "$validate_timeout" != 0 ]] && command -v timeout > /dev/null; then
        command=(timeout "$validate_timeout" "${command[@]}")
    fi
    "${command[@]}"
}

wait_rollouts() {
    local name workload
    for name in "$@"; do
        workload="$name"
        [[ "$workload" == */* ]] || workload="deployment/$name"
        say "Waiting for $workload (timeout $rollout_timeout)..."
        if ! "$kubectl" rollout status "$workload" -n "$namespace" --timeout="$rollout_timeout"; then
            say "$workload did not roll out within $rollout_timeout."
            return 1
        fi
    done
}

# Called on a failure ($1 says which): undo the apply's change of the deployment when there is one.
fail() {
    local why="$1"
    say ""
    say "=== DEPLOYMENT FAILED: $why ==="
    if [[ "$rollback" != true ]]; then
        say "--no-rollback: deployment/$deployment is left as it is."
        exit 1
    fi
    if [[ -z "$before" ]]; then
        say "deployment/$deployment did not exist before this apply (or kubectl could not read it): no earlier version to roll back to."
        say "Inspect it: $kubectl -n $namespace describe deployment/$deployment; $kubectl -n $namespace logs deployment/$deployment"
        exit 1
    fi
    if [[ "$after" == "$before" ]]; then
        say "This apply did not change deployment/$deployment (generation $before): nothing to roll back."
        exit 1
    fi
    say "Rolling back deployment/$deployment (kubectl rollout undo)..."
    if ! "$kubectl" rollout undo "deployment/$deployment" -n "$namespace"; then
        say "ROLLBACK FAILED: kubectl rollout undo deployment/$deployment -n $namespace did not succeed."
        exit 1
    fi
    if ! wait_rollouts "$deployment"; then
        say "ROLLBACK FAILED: the previous version did not roll out either."
        exit 1
    fi
    say "Validating the version rolled back to..."
    if validate; then
        say "Rolled back: the previous version passes the validation."
    else
        say "Rolled back, but the previous version does not pass the validation either."
    fi
    exit 1
}

say "=== RAG-001 Deployment ==="
say "Namespace: $namespace; kustomization: $kustomization; service: $url"

before="$(generation)"
after="$before"

say ""
say "Step 1: kubectl apply -k $kustomization"
if ! "$kubectl" apply -k "$kustomization"; then
    after="$(generation)"
    fail "kubectl apply failed"
fi
after="$(generation)"

say ""
say "Step 2: waiting for the rollouts"
wait_rollouts "${deployments[@]}" || fail "a rollout did not complete"

say ""
say "Step 3: pre-validation against $url"
validate || fail "the pre-validation failed"

say ""
say "=== Deployment Complete ==="
say "rag-context: $url"
