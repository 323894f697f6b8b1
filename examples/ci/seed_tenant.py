"""Seed a tenant for a CI run: one key per role, the conversations of seed.json remembered through the
SDK, its tasks created. The keys are written as a dotenv file for the steps that follow.

    MC_API_URL=http://api:8000 MC_ADMIN_API_KEY=<platform key> \
    python examples/ci/seed_tenant.py --tenant ci --seed examples/ci/seed.json --env-out .ci-tenant.env

Running it again is harmless: messages carry fixed idempotency keys and existing tasks are kept.
"""

import argparse
import json
import os
import time
from pathlib import Path

from memory_center_client import Conflict, MemoryCenter, NetworkError


def wait_for(mc: MemoryCenter, seconds: float) -> None:
    """A freshly started service may still be migrating: wait until it answers."""
    deadline = time.monotonic() + seconds
    while True:
        try:
            mc.list_facts(limit=1)
            return
        except NetworkError:
            if time.monotonic() > deadline:
                raise
            time.sleep(1)


def seed(url: str, platform_key: str, tenant: str, data: dict[str, object]) -> dict[str, str]:
    with MemoryCenter(url, platform_key) as platform:
        keys = {
            role: platform.create_api_key(tenant, role, name=f"ci-{role}").key
            for role in ("admin", "agent", "reviewer")
        }
    with MemoryCenter(url, keys["agent"]) as agent:
        wait_for(agent, 60)
        users = data.get("users", {})
        assert isinstance(users, dict)
        for user_id, messages in users.items():
            for n, text in enumerate(messages):
                result = agent.remember(
                    user_id, text, session_id="seed", idempotency_key=f"seed-{user_id}-{n}"
                )
                decisions = ", ".join(c.status for c in result.candidates) or "no memory"
                print(f"{user_id}: {text!r} -> {decisions}")
        tasks = data.get("tasks", [])
        assert isinstance(tasks, list)
        for task in tasks:
            try:
                agent.create_task(task["task_id"], task["user_id"], task["goal"], state=task.get("state"))
            except Conflict:
                print(f"task {task['task_id']} exists; kept")
    return {"MC_TENANT": tenant, **{f"MC_{role.upper()}_KEY": key for role, key in keys.items()}}


def main() -> None:
    parser = argparse.ArgumentParser(description="Seed a Memory Center tenant for CI.")
    parser.add_argument("--tenant", default="ci")
    parser.add_argument("--seed", type=Path, default=Path(__file__).with_name("seed.json"))
    parser.add_argument("--env-out", type=Path, default=Path(".ci-tenant.env"))
    args = parser.parse_args()
    url = os.environ.get("MC_API_URL", "http://127.0.0.1:8000")
    values = seed(url, os.environ["MC_ADMIN_API_KEY"], args.tenant, json.loads(args.seed.read_text()))
    args.env_out.write_text("".join(f"{name}={value}\n" for name, value in values.items()))
    args.env_out.chmod(0o600)
    print(f"keys for tenant {args.tenant} written to {args.env_out}")


if __name__ == "__main__":
    main()
