// The client against the live service: every area, its typed answers, and its errors.
import assert from "node:assert/strict";
import { test } from "node:test";
import {
  ApiError,
  AuthenticationError,
  Conflict,
  MemoryCenterClient,
  NotFound,
  PermissionDenied,
  ValidationError,
} from "../dist/index.js";
import { URL, collect, tenant } from "./helpers.js";

const USER = "u-ts";

const evidence = (content, source_type = "USER_STATED") => ({
  evidence_type: "CONVERSATION",
  source_type,
  source_system: "ts-test",
  user_id: USER,
  content,
});

const workplace = (mc, value, fields) =>
  mc.createCandidate({
    memory_type: "FACT",
    content: `Works at ${value}`,
    subject: "user",
    predicate: "workplace",
    object_value: value,
    scope: "USER",
    user_id: USER,
    confidence: 0.9,
    ...fields,
  });

test("remember, then context, retrieve and the trace", async () => {
  const mc = (await tenant()).client();
  const remembered = await mc.remember(USER, "I live in Munich", { session_id: "s-1" });
  assert.deepEqual(remembered.event.payload, { role: "user", text: "I live in Munich" });
  assert.equal(remembered.event.actor_type, "USER");
  assert.match(remembered.event.idempotency_key, /^sdk-[0-9a-f]{32}$/);
  assert.ok(remembered.candidates.some((c) => c.status === "ACCEPTED"));

  const context = await mc.context({ user_id: USER, query: "where do I live?", session_id: "s-1", token_budget: 400 });
  assert.match(context.text, /Munich/);
  assert.ok(context.tokens > 0 && context.tokens <= 400);
  const found = await mc.retrieve({ query: "Munich", user_id: USER, include_evidence: true, k: 5 });
  assert.ok(found.items.some((item) => item.content.includes("Munich")));
  const trace = await mc.getTrace(found.trace_id);
  assert.equal(trace.kind, "retrieve");
  assert.deepEqual(new Set(trace.items.map((i) => i.id)), new Set(found.items.map((i) => i.id)));

  const said = await mc.remember(USER, "Noted.", { role: "assistant", agent_id: "travel-bot" });
  assert.deepEqual([said.event.actor_type, said.event.actor_id], ["AGENT", "travel-bot"]);
});

test("events: idempotency, get, pages and the async iterator", async () => {
  const mc = (await tenant()).client();
  const event = { actor_type: "USER", actor_id: USER, user_id: USER, event_type: "message", source: "ts", payload: { role: "user", text: "hello" }, idempotency_key: "k-1" };
  const first = await mc.createEvent(event);
  const again = await mc.createEvent(event);
  assert.equal(first.duplicate, false);
  assert.equal(again.duplicate, true);
  assert.equal(again.event.id, first.event.id);
  assert.equal((await mc.getEvent(first.event.id)).id, first.event.id);
  for (const text of ["two", "three"]) await mc.remember(USER, text, { extract: false });
  const page = await mc.listEvents({ user_id: USER, limit: 2 });
  assert.equal(page.items.length, 2);
  assert.ok(page.next_cursor);
  const all = await collect(mc.iterEvents({ user_id: USER, limit: 1 }));
  assert.deepEqual(all.map((e) => e.payload.text), ["hello", "two", "three"]);

  const batch = await mc.createEvents([event, { ...event, idempotency_key: undefined, actor_type: "NOBODY" }]);
  assert.equal(batch.results[0].event.id, first.event.id);
  assert.equal(batch.results[1].error.code, "validation_error");
});

test("candidates: the review queue, accept and reject", async () => {
  const t = await tenant();
  const agent = t.client("agent");
  const reviewer = t.client("reviewer");
  const stated = await workplace(agent, "Contoso", { evidence: evidence("I work at Contoso") });
  assert.equal(stated.candidate.status, "ACCEPTED");
  const tool = await agent.createEvidence(evidence("HR system: Fabrikam", "TOOL_RESULT"));
  assert.equal((await agent.getEvidence(tool.id)).content, "HR system: Fabrikam");
  const waiting = await workplace(agent, "Fabrikam", { evidence_ids: [tool.id] });
  assert.equal(waiting.candidate.status, "NEEDS_CONFIRMATION");
  const other = await workplace(agent, "Northwind", { evidence_ids: [tool.id] });

  const queue = await agent.listCandidates({ status: "NEEDS_CONFIRMATION", user_id: USER });
  assert.deepEqual(queue.items.map((c) => c.id), [waiting.candidate.id, other.candidate.id]);
  const every = await collect(agent.iterCandidates({ user_id: USER, limit: 1 }));
  assert.deepEqual(every.map((c) => c.id), [stated.candidate.id, waiting.candidate.id, other.candidate.id]);
  const detail = await agent.getCandidate(waiting.candidate.id);
  assert.deepEqual(new Set(detail.evidence.map((e) => e.relation)), new Set(["SUPPORT", "CONFLICT"]));

  await assert.rejects(agent.acceptCandidate(waiting.candidate.id), PermissionDenied);
  const accepted = await reviewer.acceptCandidate(waiting.candidate.id, { reason: "confirmed with the user" });
  assert.equal(accepted.fact.object_value, "Fabrikam");
  const rejected = await reviewer.rejectCandidate(other.candidate.id, "the user never said that");
  assert.equal(rejected.candidate.status, "REJECTED");
  await assert.rejects(reviewer.rejectCandidate(other.candidate.id, "twice"), (error) => {
    assert.ok(error instanceof Conflict);
    assert.equal(error.status, 409);
    assert.equal(error.currentVersion, null);
    return true;
  });
});

test("facts: get, correct, revisions, as of, invalidate and forget", async () => {
  const t = await tenant();
  const agent = t.client("agent");
  const reviewer = t.client("reviewer");
  const { fact } = await workplace(agent, "Contoso", { evidence: evidence("I work at Contoso") });
  const beforePatch = new Date();
  const patched = await agent.patchFact(fact.id, { object_value: "Contoso Berlin", reason: "user corrected the office" });
  assert.deepEqual([patched.revision, patched.supersedes_id, patched.source_type], [2, fact.id, "USER_CONFIRMED"]);
  assert.deepEqual((await agent.factRevisions(patched.id)).map((r) => r.revision), [1, 2]);
  assert.equal((await agent.getFact(fact.id)).status, "SUPERSEDED");
  assert.deepEqual((await agent.listFacts({ user_id: USER })).items.map((f) => f.id), [patched.id]);
  assert.deepEqual((await agent.factsAsOf(beforePatch, { user_id: USER })).map((f) => f.id), [fact.id]);

  await assert.rejects(agent.invalidateFact(patched.id, "agents may not"), PermissionDenied);
  assert.equal((await reviewer.invalidateFact(patched.id, "no longer works there")).status, "INVALIDATED");
  await agent.deleteFact(patched.id, "the user asked");
  for (const gone of [fact.id, patched.id]) await assert.rejects(agent.getFact(gone), NotFound);
  await assert.rejects(agent.patchFact(fact.id, { reason: "no change given" }), (error) => {
    assert.ok(error instanceof ValidationError);
    assert.equal(error.code, "validation_error");
    return true;
  });
});

test("tasks: create, transitions, state, the log and optimistic updates", async () => {
  const mc = (await tenant()).client();
  const taskId = "T-ts order 17?x=1#frag";
  const task = await mc.createTask(taskId, USER, "Book a trip to Lisbon", { state: { pending_steps: ["dates"] } });
  assert.deepEqual([task.task_id, task.status, task.version], [taskId, "CREATED", 1]);
  await assert.rejects(mc.createTask(taskId, USER, "again"), Conflict);
  const planning = await mc.transitionTask(taskId, "PLANNING", 1, { reason: "dates known" });
  assert.deepEqual([planning.status, planning.version], ["PLANNING", 2]);
  const updated = await mc.updateTaskState(taskId, 2, { done_steps: ["dates"], pending_steps: ["flights"] });
  assert.equal(updated.version, 3);

  await assert.rejects(mc.transitionTask(taskId, "WAITING_CONFIRMATION", 2), (error) => {
    assert.ok(error instanceof Conflict);
    assert.deepEqual([error.code, error.currentVersion], ["version_conflict", 3]);
    return true;
  });
  await assert.rejects(mc.transitionTask(taskId, "COMPLETED", 3), (error) => {
    assert.ok(error instanceof ValidationError);
    assert.equal(error.code, "illegal_transition");
    assert.ok(error.details.allowed_transitions.includes("WAITING_CONFIRMATION"));
    return true;
  });
  const log = await mc.taskTransitions(taskId);
  assert.deepEqual(log.items.map((t) => [t.from_status, t.to_status]), [[null, "CREATED"], ["CREATED", "PLANNING"]]);
  assert.deepEqual((await collect(mc.iterTaskTransitions(taskId, { limit: 1 }))).map((t) => t.version), [1, 2]);

  // Two writers race through updateTask: each lost race reads again, so both steps land.
  const step = (name) => (current) => ({ state: { ...current.state, done_steps: [...current.state.done_steps, name] } });
  await Promise.all([mc.updateTask(taskId, step("hotel")), mc.updateTask(taskId, step("car"))]);
  const after = await mc.getTask(taskId);
  assert.deepEqual(new Set(after.state.done_steps), new Set(["dates", "hotel", "car"]));
  assert.equal(after.version, 5);
  await assert.rejects(mc.getTask("T-none"), NotFound);
});

test("users and keys: export, erase, revoke; another tenant's data is invisible", async () => {
  const t = await tenant();
  const agent = t.client("agent");
  const admin = t.client("admin");
  await agent.remember(USER, "I live in Munich");
  const exported = await admin.exportUser(USER);
  assert.equal(exported.events.length, 1);
  const stranger = (await tenant()).client("admin");
  assert.equal((await stranger.exportUser(USER)).events.length, 0);
  const facts = (await agent.listFacts({ user_id: USER })).items;
  if (facts.length) await assert.rejects(stranger.getFact(facts[0].id), NotFound);
  await assert.rejects(agent.eraseUser(USER), PermissionDenied);
  const erased = await admin.eraseUser(USER);
  assert.ok(Object.values(erased.deleted).some((n) => n > 0));
  assert.equal((await admin.exportUser(USER)).events.length, 0);
  assert.equal(typeof (await admin.indexStatus()).pending, "number");

  const made = await admin.createApiKey(t.id, "agent", "short-lived");
  const shortLived = new MemoryCenterClient({ baseUrl: URL, apiKey: made.key });
  await shortLived.listFacts();
  await admin.revokeApiKey(made.id);
  await assert.rejects(shortLived.listFacts(), (error) => {
    assert.ok(error instanceof AuthenticationError && error instanceof ApiError);
    assert.equal(error.status, 401);
    assert.ok(error.code);
    return true;
  });
});

test("errors carry the status, the code, the message and the details", async () => {
  const mc = (await tenant()).client();
  await assert.rejects(mc.retrieve({ user_id: USER, k: -1 }), (error) => {
    assert.ok(error instanceof ValidationError);
    assert.equal(error.status, 422);
    assert.equal(error.code, "validation_error");
    assert.ok(error.details);
    assert.match(error.message, /^422 validation_error: /);
    return true;
  });
  await assert.rejects(mc.getEvent("00000000-0000-0000-0000-000000000000"), (error) => {
    assert.ok(error instanceof NotFound);
    assert.deepEqual([error.status, error.code], [404, "not_found"]);
    return true;
  });
  assert.throws(() => new MemoryCenterClient({ baseUrl: URL }), /apiKey/);
});
