/** Sending one call: the URL, the headers, the retries, and turning error answers into errors. */
import { MemoryCenterError, NetworkError, errorFromResponse } from "./errors.js";
import { DEFAULT_RETRY, delayMs, notSent, retryStatus, sleep, type RetryPolicy } from "./retry.js";

export const VERSION = "0.1.0";

/** A plain description of one API call; the client only executes it. */
export interface Call {
  method: "GET" | "POST" | "PUT" | "PATCH" | "DELETE";
  path: string;
  query?: object | undefined;
  body?: unknown;
  /** Safe to send again when the first attempt's outcome is unknown (a read, or a write that carries
   * an idempotency key or an expected version). */
  idempotent?: boolean;
}

export interface ClientOptions {
  /** Where the service listens, e.g. `http://127.0.0.1:8000`. */
  baseUrl: string;
  /** An API key (`mc_...`): it decides the tenant and the role. */
  apiKey: string;
  /** Per-attempt timeout in milliseconds (default 30000). */
  timeoutMs?: number;
  /** Retries (default: 4 tries, 250 ms doubling to at most 8 s); `NO_RETRY` never retries. */
  retry?: Partial<RetryPolicy>;
  /** Another `fetch` (a proxy agent, a test double of the network); default: the global one. */
  fetch?: typeof fetch;
}

/** One path segment, escaped (task and user ids are the caller's own strings). */
export function segment(value: string): string {
  return encodeURIComponent(value);
}

function queryString(query: object | undefined): string {
  const params = new URLSearchParams();
  for (const [name, value] of Object.entries(query ?? {})) {
    if (value === undefined || value === null) continue;
    params.append(name, value instanceof Date ? value.toISOString() : String(value));
  }
  const text = params.toString();
  return text ? `?${text}` : "";
}

export class Transport {
  readonly retry: RetryPolicy;
  private readonly baseUrl: string;
  private readonly headers: Record<string, string>;
  private readonly timeoutMs: number;
  private readonly fetcher: typeof fetch;

  constructor(options: ClientOptions) {
    if (!options?.baseUrl) throw new MemoryCenterError("baseUrl is required");
    if (!options.apiKey) throw new MemoryCenterError("apiKey is required");
    this.baseUrl = options.baseUrl.replace(/\/+$/, "");
    this.retry = { ...DEFAULT_RETRY, ...options.retry };
    this.timeoutMs = options.timeoutMs ?? 30_000;
    this.fetcher = options.fetch ?? globalThis.fetch;
    this.headers = {
      Authorization: `Bearer ${options.apiKey}`,
      Accept: "application/json",
      "User-Agent": `memory-center-client-js/${VERSION}`,
    };
  }

  /** Send one call, retrying per `this.retry`; throw an `ApiError` subclass on an error answer. The
   * body is serialised once, so every retry sends the same bytes (and the same idempotency key). */
  async run<T>(call: Call): Promise<T> {
    const url = this.baseUrl + call.path + queryString(call.query);
    const body = call.body === undefined ? undefined : JSON.stringify(call.body);
    const headers = body === undefined ? this.headers : { ...this.headers, "Content-Type": "application/json" };
    for (let attempt = 1; ; attempt++) {
      const last = attempt >= this.retry.attempts;
      let response: Response;
      let text: string;
      try {
        response = await this.fetcher(url, {
          method: call.method,
          headers,
          body,
          signal: AbortSignal.timeout(this.timeoutMs),
        });
        text = await response.text();
      } catch (error) {
        if (last || !(call.idempotent || notSent(error))) {
          throw new NetworkError(`${call.method} ${call.path}: ${String(error)}`, { cause: error });
        }
        await sleep(delayMs(this.retry, attempt));
        continue;
      }
      if (response.ok) return (text ? JSON.parse(text) : null) as T;
      if (last || !retryStatus(response.status)) {
        throw errorFromResponse(response.status, response.statusText, text);
      }
      await sleep(delayMs(this.retry, attempt, response.headers.get("Retry-After")));
    }
  }
}
