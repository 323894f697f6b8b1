/**
 * Memory Center's TypeScript client: `new MemoryCenterClient({ baseUrl, apiKey })`.
 *
 * No runtime dependency beyond `fetch` (Node 20+, Deno, Bun, browsers). Errors are `ApiError`
 * subclasses carrying `status`, `code` and `details`; retries keep the idempotency key; lists are
 * async iterators.
 */
export { MemoryCenterClient, newIdempotencyKey } from "./client.js";
export type { EventInput, Page, RememberOptions, TaskChange } from "./client.js";
export {
  ApiError,
  AuthenticationError,
  BadRequest,
  Conflict,
  MemoryCenterError,
  NetworkError,
  NotFound,
  PayloadTooLarge,
  PermissionDenied,
  RateLimited,
  ServerError,
  ServiceUnavailable,
  ValidationError,
} from "./errors.js";
export { DEFAULT_RETRY, NO_RETRY } from "./retry.js";
export type { RetryPolicy } from "./retry.js";
export { VERSION } from "./transport.js";
export type { Call, ClientOptions } from "./transport.js";
export type * from "./schema.js";
