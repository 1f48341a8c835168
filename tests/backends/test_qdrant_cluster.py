"""A real Qdrant cluster: three peers of QDRANT_SERVER_IMAGE in distributed mode on one Docker
network, bootstrapped as the cluster overlay of k8s/ bootstraps them (peer 0 starts the cluster, the
others join it on the peer port 6335). The service's index creates its collection with the cluster
layout of the settings and its writes are read back through another peer.

Where no Docker engine answers, the tests are skipped, saying why. (The MongoDB replica set is the
`replica-set` parameter of the whole MongoStore suite in test_mongo_store.py.)"""

from __future__ import annotations

import time
from collections.abc import Iterator

import httpx
import pytest
from backend_factories import make_chunks
from qdrant_container import docker_unavailable_reason, unique_collection

from rag_context.backends.vectors.qdrant_server import QDRANT_SERVER_IMAGE, ClusterLayout, QdrantServerIndex
from rag_context.core.models import SearchFilters

PEERS = 3
STARTUP_TIMEOUT_S = 180.0
DIM = 4


def wait_until(check, what: str) -> None:
    deadline = time.monotonic() + STARTUP_TIMEOUT_S
    last: Exception | None = None
    while time.monotonic() < deadline:
        try:
            if check():
                return
        except Exception as error:  # noqa: BLE001 - the peers are still starting
            last = error
        time.sleep(1.0)
    raise RuntimeError(f"the Qdrant cluster did not become {what} within {STARTUP_TIMEOUT_S}s: {last}")


@pytest.fixture(scope="module")
def peer_urls() -> Iterator[list[str]]:
    reason = docker_unavailable_reason()
    if reason:
        pytest.skip(reason)
    from testcontainers.core.container import DockerContainer
    from testcontainers.core.network import Network

    network = Network()
    network.create()
    peers: list[DockerContainer] = []
    try:
        for ordinal in range(PEERS):
            name = f"qdrant-{ordinal}"
            command = ["./qdrant", "--uri", f"http://{name}:6335"]
            if ordinal:
                command = ["./qdrant", "--bootstrap", "http://qdrant-0:6335", "--uri", f"http://{name}:6335"]
            peer = (
                DockerContainer(QDRANT_SERVER_IMAGE)
                .with_network(network)
                .with_network_aliases(name)
                .with_env("QDRANT__CLUSTER__ENABLED", "true")
                .with_env("QDRANT__CLUSTER__P2P__PORT", "6335")
                .with_env("QDRANT__TELEMETRY_DISABLED", "true")
                .with_exposed_ports(6333)
                .with_command(command)
            )
            peer.start()
            peers.append(peer)
            if ordinal == 0:  # the others bootstrap from it: it must answer first
                url0 = f"http://{peer.get_container_host_ip()}:{peer.get_exposed_port(6333)}"
                wait_until(lambda: httpx.get(f"{url0}/readyz", timeout=2).status_code == 200, "ready (peer 0)")
        urls = [f"http://{p.get_container_host_ip()}:{p.get_exposed_port(6333)}" for p in peers]
        wait_until(lambda: all(httpx.get(f"{url}/readyz", timeout=2).status_code == 200 for url in urls), "ready")
        wait_until(lambda: len(httpx.get(f"{urls[0]}/cluster", timeout=2).json()["result"]["peers"]) == PEERS, "three peers")
        yield urls
    finally:
        for peer in peers:
            peer.stop()
        network.remove()


async def test_the_collection_is_sharded_and_replicated_as_configured_and_writes_reach_every_peer(peer_urls: list[str]) -> None:
    collection = unique_collection("cluster")
    layout = ClusterLayout(shard_number=3, replication_factor=2, write_consistency_factor=2)
    index = await QdrantServerIndex.open(peer_urls[0], collection, DIM, cluster=layout)
    try:
        info = httpx.get(f"{peer_urls[0]}/collections/{collection}", timeout=10).json()["result"]["config"]["params"]
        assert (info["shard_number"], info["replication_factor"], info["write_consistency_factor"]) == (3, 2, 2)
        chunks = [c for n in range(12) for c in make_chunks("cluster", f"note-{n}.md", [f"cluster note {n} about replicated shards"])]
        await index.upsert(chunks, [[1.0, float(n), 0.5, 0.25] for n in range(12)])
    finally:
        await index.close()
    # Acknowledged writes are there through another peer (it forwards to the shards' owners).
    other = await QdrantServerIndex.open(peer_urls[2], collection, DIM, cluster=layout)
    try:
        assert await other.count() == 12
        hits = await other.keyword_search("replicated shards", SearchFilters(session_id="cluster"), 20)
        assert {hit.source for hit in hits} == {f"note-{n}.md" for n in range(12)}
    finally:
        await other.close()
    cluster = httpx.get(f"{peer_urls[0]}/collections/{collection}/cluster", timeout=10).json()["result"]
    copies = len(cluster["local_shards"]) + len(cluster["remote_shards"])
    assert copies == 3 * 2  # every shard twice, over the peers
