"""The cluster overlay (`k8s/overlays/cluster`), rendered as kubectl renders it: every object
validates against the Kubernetes schemas offline, and its promises hold in what would be applied:
Qdrant in distributed mode with a volume per peer, a MongoDB replica set initiated idempotently,
several rag-context replicas that roll safely, the settings reaching the collection's layout.
(Hardening and exposure are checked for both deployments in test_manifests.py.)"""

from __future__ import annotations

from typing import Any

import kubernetes_validate
import pytest
from test_manifests import CLUSTER, REPO, kustomize_build

from rag_context.config import Settings, load_settings

HELPER_VARIABLES = {"MONGO_USER", "MONGO_PASSWORD"}  # the parts the URI is built from, not settings


@pytest.fixture(scope="module")
def cluster() -> list[dict[str, Any]]:
    return kustomize_build(CLUSTER)


def of(objects: list[dict[str, Any]], kind: str, name: str | None = None) -> list[dict[str, Any]]:
    return [o for o in objects if o["kind"] == kind and (name is None or o["metadata"]["name"] == name)]


def one(objects: list[dict[str, Any]], kind: str, name: str) -> dict[str, Any]:
    (found,) = of(objects, kind, name)
    return found


def env_of(container: dict[str, Any]) -> dict[str, Any]:
    return {item["name"]: item.get("value", item.get("valueFrom")) for item in container.get("env", [])}


def test_the_default_is_the_single_node_base() -> None:
    assert kustomize_build(REPO / "k8s") == kustomize_build(REPO / "k8s" / "base")


def test_every_object_of_the_cluster_validates_against_the_kubernetes_schemas(cluster: list[dict[str, Any]]) -> None:
    version = kubernetes_validate.latest_version()
    for obj in cluster:
        kubernetes_validate.validate(obj, version, strict=True)


def test_qdrant_runs_as_a_cluster_of_three_peers_each_with_its_volume(cluster: list[dict[str, Any]]) -> None:
    assert not of(cluster, "Deployment", "qdrant") and not of(cluster, "PersistentVolumeClaim", "qdrant-pvc")
    qdrant = one(cluster, "StatefulSet", "qdrant")
    assert qdrant["spec"]["replicas"] == 3 and qdrant["spec"]["serviceName"] == "qdrant-headless"
    (claim,) = qdrant["spec"]["volumeClaimTemplates"]
    (container,) = qdrant["spec"]["template"]["spec"]["containers"]
    assert claim["metadata"]["name"] in {m["name"] for m in container["volumeMounts"]}
    assert env_of(container)["QDRANT__CLUSTER__ENABLED"] == "true"
    script = container["args"][0]
    assert "--bootstrap" in script and "qdrant-0.qdrant-headless" in script and "--uri" in script
    key = env_of(container)["QDRANT__SERVICE__API_KEY"]["secretKeyRef"]
    assert key == {"name": "rag-context-secrets", "key": "QDRANT_API_KEY", "optional": True}
    headless = one(cluster, "Service", "qdrant-headless")
    assert headless["spec"]["clusterIP"] == "None" and 6335 in {p["port"] for p in headless["spec"]["ports"]}


def test_mongodb_is_a_replica_set_of_three_with_a_keyfile_and_an_idempotent_initiation(cluster: list[dict[str, Any]]) -> None:
    assert not of(cluster, "Deployment", "mongodb")
    mongo = one(cluster, "StatefulSet", "mongodb")
    assert mongo["spec"]["replicas"] == 3 and mongo["spec"]["volumeClaimTemplates"]
    spec = mongo["spec"]["template"]["spec"]
    (container,) = spec["containers"]
    args = container["args"]
    assert args[args.index("--replSet") + 1] == "rs0" and "--keyFile" in args
    secrets = {v["secret"]["secretName"] for v in spec["volumes"] if "secret" in v}
    assert secrets == {"mongodb-keyfile"}
    job = one(cluster, "Job", "mongodb-replicaset-init")
    (initiate,) = job["spec"]["template"]["spec"]["containers"]
    script = initiate["args"][-1]
    # initiates only a set that is not initiated yet, with the three members
    assert 'codeName !== "NotYetInitialized"' in script and "rs.initiate(" in script and "[0, 1, 2]" in script


def test_rag_context_runs_replicated_rolls_safely_and_names_the_replica_set(cluster: list[dict[str, Any]]) -> None:
    deployment = one(cluster, "Deployment", "rag-context")
    spec = deployment["spec"]
    assert spec["replicas"] >= 2
    # a data directory per pod: one ReadWriteOnce volume cannot serve replicas on several nodes
    assert {"name": "data", "emptyDir": {}} in spec["template"]["spec"]["volumes"]
    # the only claim left is the backups' (their CronJob's), never a data directory's
    assert [claim["metadata"]["name"] for claim in of(cluster, "PersistentVolumeClaim")] == ["rag-context-backups-pvc"]
    assert spec["strategy"]["rollingUpdate"]["maxUnavailable"] == 0
    pod = spec["template"]["spec"]
    assert pod["topologySpreadConstraints"][0]["topologyKey"] == "kubernetes.io/hostname"
    (container,) = pod["containers"]
    assert container["readinessProbe"]["httpGet"]["path"] == "/health/ready"
    uri = env_of(container)["MONGODB_URI"]
    assert "replicaSet=rs0" in uri and "w=majority" in uri and all(f"mongodb-{i}.mongodb-headless" in uri for i in range(3))
    autoscaler = one(cluster, "HorizontalPodAutoscaler", "rag-context")
    assert autoscaler["spec"]["minReplicas"] >= 2 and autoscaler["spec"]["scaleTargetRef"]["name"] == "rag-context"
    budget = one(cluster, "PodDisruptionBudget", "rag-context")
    assert budget["spec"]["selector"]["matchLabels"] == pod.get("labels", deployment["spec"]["selector"]["matchLabels"])


def test_the_cluster_settings_reach_the_collection_layout(cluster: list[dict[str, Any]], monkeypatch: pytest.MonkeyPatch) -> None:
    from rag_context.backends.vectors.qdrant_server import ClusterLayout

    data = one(cluster, "ConfigMap", "rag-context-config")["data"]
    (container,) = one(cluster, "Deployment", "rag-context")["spec"]["template"]["spec"]["containers"]
    names = set(data) | set(env_of(container))
    known = {(f.validation_alias.choices[0] if f.validation_alias else n).upper() for n, f in Settings.model_fields.items()}
    assert names - HELPER_VARIABLES <= known
    for name, value in data.items():
        monkeypatch.setenv(name, value)
    settings = load_settings(_env_file=None)
    layout = ClusterLayout(settings.qdrant_shards, settings.qdrant_replication_factor, settings.qdrant_write_consistency_factor)
    assert layout == ClusterLayout(shard_number=6, replication_factor=2, write_consistency_factor=2)


def test_the_backup_cronjob_asks_the_service_for_a_checked_snapshot_and_keeps_seven(cluster: list[dict[str, Any]]) -> None:
    job = one(cluster, "CronJob", "rag-context-backup")
    assert job["spec"]["concurrencyPolicy"] == "Forbid"
    pod = job["spec"]["jobTemplate"]["spec"]["template"]["spec"]
    (container,) = pod["containers"]
    script = container["args"][-1]
    assert "rag-context backup --url http://rag-context:3000" in script and "-o /backups/" in script
    assert "tail -n +8" in script  # the newest 7 kept
    (key,) = [variable for variable in container["env"] if variable["name"] == "RAG_API_KEY"]
    assert key["valueFrom"]["secretKeyRef"]["name"] == "rag-context-secrets"
    service = one(cluster, "Service", "rag-context")
    assert 3000 in {port["port"] for port in service["spec"]["ports"]}
    (volume,) = [v for v in pod["volumes"] if v["name"] == "backups"]
    assert one(cluster, "PersistentVolumeClaim", volume["persistentVolumeClaim"]["claimName"])
