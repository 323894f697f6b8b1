/**
 * When to send a request again, and how long to wait first (the Python SDK's rules):
 *
 * - 503 (a dependency is down; the service wrote nothing) and 429 are retried for every call.
 * - A connection that could not be opened is retried for every call: nothing was sent.
 * - A connection that broke after the request left (timeout, reset) is retried only for calls that are
 *   safe to repeat: reads, events (they always carry an idempotency key, sent again unchanged, so a
 *   repeat answers the first event with `duplicate: true`) and task writes (their `expected_version`
 *   turns a repeat into a 409).
 */

export interface RetryPolicy {
  /** Tries in all, the first included (1: never retry). Default 4. */
  attempts: number;
  /** The first wait in milliseconds; doubled each time, with jitter. Default 250. */
  backoffMs: number;
  /** The longest wait in milliseconds. Default 8000. */
  maxBackoffMs: number;
}

export const DEFAULT_RETRY: RetryPolicy = { attempts: 4, backoffMs: 250, maxBackoffMs: 8000 };
export const NO_RETRY: RetryPolicy = { ...DEFAULT_RETRY, attempts: 1 };

const RETRY_STATUSES = new Set([429, 503]);
const NOT_SENT = new Set(["ECONNREFUSED", "ENOTFOUND", "EAI_AGAIN", "EHOSTUNREACH", "ENETUNREACH"]);

export function retryStatus(status: number): boolean {
  return RETRY_STATUSES.has(status);
}

/** Whether a failed fetch never reached the service (its cause names a connection error). */
export function notSent(error: unknown): boolean {
  let cause: unknown = error;
  for (let depth = 0; depth < 4 && cause; depth++) {
    const code = (cause as { code?: unknown }).code;
    if (typeof code === "string" && NOT_SENT.has(code)) return true;
    cause = (cause as { cause?: unknown }).cause;
  }
  return false;
}

/** Milliseconds to wait before try `attempt + 1` (attempt counts from 1); honours Retry-After. */
export function delayMs(policy: RetryPolicy, attempt: number, retryAfter?: string | null): number {
  let wait = Math.min(policy.maxBackoffMs, policy.backoffMs * 2 ** (attempt - 1));
  wait *= 0.5 + Math.random() / 2;
  if (retryAfter && /^\d+(\.\d+)?$/.test(retryAfter)) {
    wait = Math.max(wait, Math.min(policy.maxBackoffMs, Number(retryAfter) * 1000));
  }
  return wait;
}

export function sleep(ms: number): Promise<void> {
  return new Promise((done) => setTimeout(done, ms));
}
