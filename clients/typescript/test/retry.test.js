// Retries through a local proxy in front of the live service that loses answers on purpose: a retry
// sends the same idempotency key, so a repeated event is answered as the first one; a write that is not
// safe to repeat is not sent twice.
import assert from "node:assert/strict";
import { createServer } from "node:http";
import { test } from "node:test";
import { NetworkError, ServiceUnavailable } from "../dist/index.js";
import { URL, collect, tenant } from "./helpers.js";

/** A proxy to the service; `plan` says, per request number, what to do: "forward", "503", or
 * "forward-then-drop" (the service gets it, the caller never sees the answer). */
async function proxy(plan) {
  const seen = [];
  const server = createServer(async (request, response) => {
    const chunks = [];
    for await (const chunk of request) chunks.push(chunk);
    const body = Buffer.concat(chunks).toString();
    seen.push({ method: request.method, path: request.url, body });
    const step = plan[seen.length - 1] ?? "forward";
    if (step === "503") {
      response.writeHead(503, { "Content-Type": "application/json", "Retry-After": "0" });
      response.end(JSON.stringify({ error: { code: "unavailable", message: "try again" } }));
      return;
    }
    const answer = await fetch(URL + request.url, {
      method: request.method,
      headers: { authorization: request.headers.authorization, "content-type": "application/json" },
      body: body || undefined,
    });
    const text = await answer.text();
    if (step === "forward-then-drop") {
      request.socket.destroy();
      return;
    }
    response.writeHead(answer.status, { "Content-Type": "application/json" });
    response.end(text);
  });
  await new Promise((ready) => server.listen(0, "127.0.0.1", ready));
  return { url: `http://127.0.0.1:${server.address().port}`, seen, close: () => server.close() };
}

const fast = { attempts: 3, backoffMs: 10, maxBackoffMs: 50 };

test("a 503 is retried with the same idempotency key", async () => {
  const t = await tenant();
  const p = await proxy(["503"]);
  try {
    const mc = t.client("agent", { baseUrl: p.url, retry: fast });
    const result = await mc.remember("u-retry", "I live in Oslo", { extract: false });
    assert.equal(result.duplicate, false);
    assert.equal(p.seen.length, 2);
    const keys = p.seen.map((r) => JSON.parse(r.body).idempotency_key);
    assert.equal(keys[0], keys[1]);
    assert.equal(result.event.idempotency_key, keys[0]);
  } finally {
    p.close();
  }
});

test("a lost answer to an event is retried and the service answers it as a duplicate", async () => {
  const t = await tenant();
  const p = await proxy(["forward-then-drop"]);
  try {
    const mc = t.client("agent", { baseUrl: p.url, retry: fast });
    const result = await mc.remember("u-retry", "I live in Oslo", { extract: false });
    assert.equal(result.duplicate, true);
    const events = await collect(t.client().iterEvents({ user_id: "u-retry" }));
    assert.equal(events.length, 1);
    assert.equal(events[0].id, result.event.id);
  } finally {
    p.close();
  }
});

test("a lost answer to a write that is not safe to repeat is not sent again", async () => {
  const t = await tenant();
  const p = await proxy(["forward-then-drop"]);
  try {
    const mc = t.client("agent", { baseUrl: p.url, retry: fast });
    const evidence = { evidence_type: "CONVERSATION", source_type: "USER_STATED", source_system: "ts", content: "x" };
    await assert.rejects(mc.createEvidence(evidence), NetworkError);
    assert.equal(p.seen.length, 1);
  } finally {
    p.close();
  }
});

test("retries end: a lasting 503 is thrown as ServiceUnavailable with its code", async () => {
  const t = await tenant();
  const p = await proxy(["503", "503", "503"]);
  try {
    const mc = t.client("agent", { baseUrl: p.url, retry: fast });
    await assert.rejects(mc.listFacts(), (error) => {
      assert.ok(error instanceof ServiceUnavailable);
      assert.equal(error.code, "unavailable");
      return true;
    });
    assert.equal(p.seen.length, 3);
  } finally {
    p.close();
  }
});

test("a service that cannot be reached is a NetworkError after the retries", async () => {
  const t = await tenant();
  const p = await proxy([]);
  const closed = p.url;
  p.close();
  const mc = t.client("agent", { baseUrl: closed, retry: fast });
  await assert.rejects(mc.createEvidence({ evidence_type: "CONVERSATION", source_type: "USER_STATED", source_system: "ts", content: "x" }), NetworkError);
});
