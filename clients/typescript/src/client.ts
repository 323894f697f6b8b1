/**
 * `MemoryCenterClient`: every endpoint of the contract has a method, named as in the Python SDK (in
 * camelCase). Requests and answers are the API's own objects, typed from its OpenAPI document
 * (`schema.ts`), with the API's field names (`user_id`, `token_budget`, ...). Lists have a `list*`
 * method (one page) and an `iter*` method (an async iterator over every item, page after page).
 */
import { Conflict } from "./errors.js";
import type * as S from "./schema.js";
import { delayMs, sleep } from "./retry.js";
import { Transport, segment, type Call, type ClientOptions } from "./transport.js";

export interface Page<T> {
  items: T[];
  next_cursor?: string | null;
}

/** An event as `createEvent` takes it: the API's `EventIn`, the idempotency key optional (one is made). */
export type EventInput = S.EventIn;

/** `remember`'s options: who else the turn belongs to, and the event's own fields. */
export interface RememberOptions {
  session_id?: string;
  task_id?: string;
  agent_id?: string;
  /** `user` (default) or `assistant`: the agent's own words are reported as the agent. */
  role?: string;
  source?: string;
  idempotency_key?: string;
  occurred_at?: string;
  extract?: boolean;
}

/** What `updateTask`'s function wants done to the task it was shown. With `to_status` it is a
 * transition (state and step may change in the same write); without, a state update. */
export interface TaskChange {
  /** The whole new state (absent: keep the current one). */
  state?: S.TaskState;
  /** The new step number; null clears it; absent keeps it. */
  current_step?: number | null;
  to_status?: S.TaskStatus;
  reason?: string;
  trace_id?: string;
}

export function newIdempotencyKey(): string {
  return "sdk-" + crypto.randomUUID().replaceAll("-", "");
}

/** The event with an idempotency key (a new one when it has none): retries are then safe. */
function withKey<E extends { idempotency_key?: string | null }>(event: E): E {
  return event.idempotency_key ? event : { ...event, idempotency_key: newIdempotencyKey() };
}

/** The fields that were given (undefined left out; null kept: it means "clear it"). */
function given<T extends object>(fields: T): Partial<T> {
  return Object.fromEntries(Object.entries(fields).filter(([, v]) => v !== undefined)) as Partial<T>;
}

export class MemoryCenterClient {
  private readonly transport: Transport;

  constructor(options: ClientOptions) {
    this.transport = new Transport(options);
  }

  /** Send one call as described (the escape hatch for an endpoint newer than this client). */
  run<T>(call: Call): Promise<T> {
    return this.transport.run<T>(call);
  }

  private async *pages<T>(path: string, filters: object | undefined): AsyncGenerator<T, void, undefined> {
    let cursor: string | null | undefined = (filters as { cursor?: string } | undefined)?.cursor;
    do {
      const page: Page<T> = await this.run<Page<T>>({ method: "GET", path, query: { ...filters, cursor }, idempotent: true });
      yield* page.items;
      cursor = page.next_cursor;
    } while (cursor);
  }

  // --- admin ---------------------------------------------------------------------------------------

  /** A new key (admin: own tenant; platform key: any tenant). `key` is shown only here. */
  createApiKey(tenantId: string, role: S.Role, name?: string): Promise<S.ApiKeyCreated> {
    return this.run({ method: "POST", path: "/v1/admin/api-keys", body: given({ tenant_id: tenantId, role, name }) });
  }

  async revokeApiKey(keyId: string): Promise<void> {
    await this.run({ method: "DELETE", path: `/v1/admin/api-keys/${segment(keyId)}`, idempotent: true });
  }

  indexStatus(): Promise<S.IndexStatusOut> {
    return this.run({ method: "GET", path: "/v1/index/status", idempotent: true });
  }

  // --- events and evidence -------------------------------------------------------------------------

  /** Report an event; without `idempotency_key` one is generated (and sent again by every retry). */
  createEvent(event: EventInput): Promise<S.IngestOut> {
    return this.run({ method: "POST", path: "/v1/events", body: withKey(event), idempotent: true });
  }

  /** Up to 500 events; the answers come in input order (a bad item fails alone). */
  createEvents(events: EventInput[]): Promise<S.BatchOut> {
    const body = { events: events.map(withKey) };
    return this.run({ method: "POST", path: "/v1/events/batch", body, idempotent: true });
  }

  /** Report one conversation turn (`event_type: "message"`); governance decides what is kept. */
  remember(userId: string, text: string, options: RememberOptions = {}): Promise<S.IngestOut> {
    const { role = "user", source = "sdk", session_id, task_id, agent_id, ...extra } = options;
    const byUser = role === "user";
    return this.createEvent({
      ...given({ session_id, task_id, agent_id, ...extra }),
      actor_type: byUser ? "USER" : "AGENT",
      actor_id: byUser ? userId : (agent_id ?? "agent"),
      user_id: userId,
      event_type: "message",
      source,
      payload: { role, text },
    });
  }

  getEvent(eventId: string): Promise<S.EventOut> {
    return this.run({ method: "GET", path: `/v1/events/${segment(eventId)}`, idempotent: true });
  }

  listEvents(filters: S.ListEventsQuery = {}): Promise<S.EventPage> {
    return this.run({ method: "GET", path: "/v1/events", query: filters, idempotent: true });
  }

  /** Every event matching `listEvents`' filters, oldest first. */
  iterEvents(filters: S.ListEventsQuery = {}): AsyncGenerator<S.EventOut, void, undefined> {
    return this.pages("/v1/events", filters);
  }

  createEvidence(evidence: S.EvidenceIn): Promise<S.EvidenceOut> {
    return this.run({ method: "POST", path: "/v1/evidence", body: evidence });
  }

  getEvidence(evidenceId: string): Promise<S.EvidenceOut> {
    return this.run({ method: "GET", path: `/v1/evidence/${segment(evidenceId)}`, idempotent: true });
  }

  // --- candidates (the review queue) ---------------------------------------------------------------

  /** Propose a memory resting on evidence; governance decides at once. */
  createCandidate(candidate: S.CandidateIn): Promise<S.SubmittedOut> {
    return this.run({ method: "POST", path: "/v1/candidates", body: candidate });
  }

  /** `{ status: "NEEDS_CONFIRMATION" }` is the review queue. */
  listCandidates(filters: S.ListCandidatesQuery = {}): Promise<S.CandidatePage> {
    return this.run({ method: "GET", path: "/v1/candidates", query: filters, idempotent: true });
  }

  iterCandidates(filters: S.ListCandidatesQuery = {}): AsyncGenerator<S.CandidateOut, void, undefined> {
    return this.pages("/v1/candidates", filters);
  }

  getCandidate(candidateId: string): Promise<S.CandidateDetailOut> {
    return this.run({ method: "GET", path: `/v1/candidates/${segment(candidateId)}`, idempotent: true });
  }

  /** Reviewer: the candidate becomes a fact (optionally corrected first). */
  acceptCandidate(candidateId: string, decision: S.AcceptIn = {}): Promise<S.AcceptedOut> {
    const path = `/v1/candidates/${segment(candidateId)}/accept`;
    return this.run({ method: "POST", path, body: given(decision) });
  }

  rejectCandidate(candidateId: string, reason: string): Promise<S.RejectedOut> {
    return this.run({ method: "POST", path: `/v1/candidates/${segment(candidateId)}/reject`, body: { reason } });
  }

  // --- facts ---------------------------------------------------------------------------------------

  /** Equality filters on the facts' own columns; ACTIVE by default; `as_of` replays an instant. */
  listFacts(filters: S.ListFactsQuery = {}): Promise<S.FactPage> {
    return this.run({ method: "GET", path: "/v1/facts", query: filters, idempotent: true });
  }

  iterFacts(filters: S.ListFactsQuery = {}): AsyncGenerator<S.FactOut, void, undefined> {
    return this.pages("/v1/facts", filters);
  }

  /** The facts as they were at `asOf` (validity and status judged at that instant). */
  async factsAsOf(asOf: string | Date, filters: S.ListFactsQuery = {}): Promise<S.FactOut[]> {
    const at = asOf instanceof Date ? asOf.toISOString() : asOf;
    const facts: S.FactOut[] = [];
    for await (const fact of this.iterFacts({ ...filters, as_of: at })) facts.push(fact);
    return facts;
  }

  getFact(factId: string): Promise<S.FactDetailOut> {
    return this.run({ method: "GET", path: `/v1/facts/${segment(factId)}`, idempotent: true });
  }

  /** Every revision of the memory's chain, oldest first. */
  async factRevisions(factId: string): Promise<S.FactRevisionOut[]> {
    const path = `/v1/facts/${segment(factId)}/revisions`;
    return (await this.run<S.FactRevisionPage>({ method: "GET", path, idempotent: true })).items;
  }

  /** Correct a fact: the answer is the new revision (USER_CONFIRMED). */
  patchFact(factId: string, patch: S.FactPatchIn): Promise<S.FactDetailOut> {
    return this.run({ method: "PATCH", path: `/v1/facts/${segment(factId)}`, body: given(patch) });
  }

  invalidateFact(factId: string, reason: string): Promise<S.FactDetailOut> {
    return this.run({ method: "POST", path: `/v1/facts/${segment(factId)}/invalidate`, body: { reason } });
  }

  /** Delete the memory and every copy of it (all revisions). The reason goes in the body: the
   * service refuses it in the URL (URLs end up in access logs). */
  async deleteFact(factId: string, reason?: string): Promise<void> {
    const body = reason === undefined ? undefined : { reason };
    await this.run({ method: "DELETE", path: `/v1/facts/${segment(factId)}`, body, idempotent: true });
  }

  // --- retrieval -----------------------------------------------------------------------------------

  /** Ranked memories visible to the given ids, with reasons and a trace id. */
  retrieve(query: S.RetrieveIn): Promise<S.RetrieveOut> {
    return this.run({ method: "POST", path: "/v1/retrieve", body: given(query), idempotent: true });
  }

  /** A prompt-ready block (`text`) within `token_budget`, its sections and a trace id. */
  context(query: S.ContextIn): Promise<S.ContextOut> {
    return this.run({ method: "POST", path: "/v1/context", body: given(query), idempotent: true });
  }

  getTrace(traceId: string): Promise<S.TraceOut> {
    return this.run({ method: "GET", path: `/v1/traces/${segment(traceId)}`, idempotent: true });
  }

  // --- tasks ---------------------------------------------------------------------------------------

  createTask(
    taskId: string,
    userId: string,
    goal: string,
    options: Omit<S.TaskIn, "task_id" | "user_id" | "goal"> = {},
  ): Promise<S.TaskOut> {
    const body = { ...given(options), task_id: taskId, user_id: userId, goal };
    return this.run({ method: "POST", path: "/v1/tasks", body });
  }

  getTask(taskId: string): Promise<S.TaskOut> {
    return this.run({ method: "GET", path: `/v1/tasks/${segment(taskId)}`, idempotent: true });
  }

  /** Move the task; a stale `expectedVersion` throws `Conflict` (see `updateTask`). */
  transitionTask(
    taskId: string,
    toStatus: S.TaskStatus,
    expectedVersion: number,
    options: Omit<S.TransitionIn, "to_status" | "expected_version"> = {},
  ): Promise<S.TaskOut> {
    const body = { ...given(options), to_status: toStatus, expected_version: expectedVersion };
    // expected_version makes a repeat harmless: it answers 409 instead of moving twice.
    return this.run({ method: "POST", path: `/v1/tasks/${segment(taskId)}/transitions`, body, idempotent: true });
  }

  updateTaskState(
    taskId: string,
    expectedVersion: number,
    state: S.TaskState,
    options: Omit<S.StateIn, "state" | "expected_version"> = {},
  ): Promise<S.TaskOut> {
    const body = { ...given(options), expected_version: expectedVersion, state };
    return this.run({ method: "PUT", path: `/v1/tasks/${segment(taskId)}/state`, body, idempotent: true });
  }

  /** One page of the task's log, oldest first. */
  taskTransitions(taskId: string, page: S.ListTaskTransitionsQuery = {}): Promise<S.TransitionPage> {
    const path = `/v1/tasks/${segment(taskId)}/transitions`;
    return this.run({ method: "GET", path, query: page, idempotent: true });
  }

  iterTaskTransitions(
    taskId: string,
    page: S.ListTaskTransitionsQuery = {},
  ): AsyncGenerator<S.TransitionOut, void, undefined> {
    return this.pages(`/v1/tasks/${segment(taskId)}/transitions`, page);
  }

  /** Read the task, apply `fn(task)`'s change at that version; on a lost race read and ask again.
   * `fn` answering null or undefined changes nothing. Throws `Conflict` after `attempts` lost races. */
  async updateTask(
    taskId: string,
    fn: (task: S.TaskOut) => TaskChange | null | undefined | Promise<TaskChange | null | undefined>,
    { attempts = 10 }: { attempts?: number } = {},
  ): Promise<S.TaskOut> {
    for (let attempt = 1; ; attempt++) {
      const task = await this.getTask(taskId);
      const change = await fn(task);
      if (!change) return task;
      try {
        const { state, current_step, to_status, reason, trace_id } = change;
        if (to_status !== undefined) {
          const options = given({ state, current_step, reason, trace_id });
          return await this.transitionTask(task.task_id, to_status, task.version, options);
        }
        return await this.updateTaskState(task.task_id, task.version, state ?? task.state, given({ current_step }));
      } catch (error) {
        const stale = error instanceof Conflict && (error.code === "version_conflict" || error.currentVersion !== null);
        if (attempt >= attempts || !stale) throw error;
        await sleep(delayMs(this.transport.retry, attempt) / 4);
      }
    }
  }

  // --- users ---------------------------------------------------------------------------------------

  /** Admin: everything held about the user. */
  exportUser(userId: string): Promise<S.UserExportOut> {
    return this.run({ method: "GET", path: `/v1/users/${segment(userId)}/export`, idempotent: true });
  }

  /** Admin: erase everything about the user; answers the rows removed per table. */
  eraseUser(userId: string): Promise<S.ErasedOut> {
    return this.run({ method: "DELETE", path: `/v1/users/${segment(userId)}`, idempotent: true });
  }
}
