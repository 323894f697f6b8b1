"""Shutdown never waits forever for a background job, even one that lost a cancellation."""

import asyncio

from memory_center.main import stop_background_jobs


async def test_a_job_that_swallows_one_cancellation_is_cancelled_again() -> None:
    rounds = 0

    async def stubborn() -> None:
        nonlocal rounds
        while True:
            try:
                await asyncio.sleep(0.01)
            except asyncio.CancelledError:
                rounds += 1
                if rounds == 1:
                    continue  # what a lost cancellation looks like to the loop
                raise

    job = asyncio.create_task(stubborn())
    await asyncio.sleep(0.02)
    await stop_background_jobs([job], grace_seconds=0.2)
    assert job.done() and job.cancelled()
    assert rounds == 2


async def test_well_behaved_jobs_stop_at_once() -> None:
    jobs = [asyncio.create_task(asyncio.sleep(60)) for _ in range(3)]
    await stop_background_jobs(jobs, grace_seconds=5)
    assert all(job.cancelled() for job in jobs)
