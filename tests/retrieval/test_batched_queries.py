"""Many concurrent requests of one process share their query embeddings (embedding/batching.py), and
each request ranks with exactly the vector it would get alone (the tolerance: tests/embedding/
test_batching.py)."""

import asyncio

import numpy as np
from memory_factory import add_fact, index_everything, retrieve, runtime_of

from conftest import Tenant

TOLERANCE = 1e-6


async def test_concurrent_requests_through_the_service_share_query_embeddings(tenant: Tenant) -> None:
    target = await add_fact(tenant, "The user is allergic to peanuts", user_id="u1")
    await add_fact(tenant, "The user drives a white Tesla", user_id="u1")
    await add_fact(tenant, "用户每天早上喝一杯美式咖啡", user_id="u1")
    await index_everything(tenant)
    encoder = runtime_of(tenant.client).read_path.encoder
    assert encoder.queries is not None and encoder.embedder is not None
    marker = tenant.id[-6:]  # queries no other test asked: the LRU cannot answer them
    queries = [f"Which foods can make this person sick? ({marker} {i})" for i in range(12)]
    queries += [f"他早上喝什么？（{marker} {i}）" for i in range(12)]
    calls = encoder.queries.calls

    answers = await asyncio.gather(*(retrieve(tenant, query=q, user_id="u1") for q in queries))

    assert all(answer["degraded"] == [] for answer in answers)
    assert all(answer["items"][0]["id"] == str(target) for answer in answers[:12])
    assert encoder.queries.calls - calls < len(queries)
    for query in queries:
        served = await encoder.encode(query)  # the vector the request used (from the LRU)
        (alone,) = await encoder.embedder.embed([query], kind="query")
        assert served is not None
        assert np.abs(np.array(served) - np.array(alone)).max() <= TOLERANCE
