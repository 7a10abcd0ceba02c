import type { PlatformContext } from '../core/context';
import { signedHeaders } from './signing';
import { classifyTarget, deliveryUrl } from './targets';
import { attemptTimeout, retryDelay } from './retrySchedule';

/** Bodies and header values kept per attempt: enough to debug, bounded whatever a receiver answers. */
export const STORED_BODY_LIMIT = 4096;
const USER_AGENT = 'LocalPlatform-Webhooks/1.0';

/** A delivery due now, with everything an attempt needs. */
export interface DueDelivery {
  id: string;
  owner_id: string;
  event_id: string;
  attempts: number;
  url: string;
  enabled: boolean;
  project_state: string;
  delivery_on: boolean;
  secret: string;
  previous_secret: string | null;
  body: string;
}

export async function loadDueDelivery(ctx: PlatformContext, id: string): Promise<DueDelivery | null> {
  const { rows } = await ctx.db.query<DueDelivery>(
    `select d.id, d.owner_id, d.event_id, d.attempts, w.url, w.enabled, p.state as project_state,
            coalesce((p.settings #>> '{features,webhookDelivery}')::boolean, true) as delivery_on,
            s.secret, case when s.previous_expires_at > now() then s.previous_secret end as previous_secret, e.body
       from public.webhook_deliveries d
       join public.webhooks w on w.id = d.webhook_id
       join public.projects p on p.id = d.project_id
       join private.webhook_secrets s on s.webhook_id = d.webhook_id
       join private.webhook_events e on e.id = d.event_id
      where d.id = $1 and d.status in ('PENDING', 'RETRYING') and d.next_attempt_at <= now()`,
    [id],
  );
  return rows[0] ?? null;
}

interface Outcome {
  startedAt: Date;
  durationMs: number;
  statusCode: number | null;
  error: string | null;
  requestHeaders: Record<string, string> | null;
  responseHeaders: Record<string, string> | null;
  responseBody: string | null;
  /** No retry whatever the schedule says (410 Gone, a target no longer allowed, delivery turned off). */
  final: boolean;
}

/** Text Postgres can store: NUL characters (which hostile receivers may answer with) become U+FFFD. */
const storable = (text: string) => text.replaceAll('\u0000', '\uFFFD');

async function readBounded(response: Response): Promise<string> {
  if (!response.body) return '';
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let size = 0;
  while (size <= STORED_BODY_LIMIT) {
    const { done, value } = await reader.read();
    if (done) break;
    chunks.push(value);
    size += value.byteLength;
  }
  await reader.cancel().catch(() => undefined);
  return storable(new TextDecoder().decode(Buffer.concat(chunks)).slice(0, STORED_BODY_LIMIT));
}

function notSent(delivery: DueDelivery, ctx: PlatformContext): string | null {
  if (!delivery.enabled) return 'Not sent: the webhook is disabled';
  if (delivery.project_state !== 'active') return `Not sent: the project is ${delivery.project_state}`;
  if (!delivery.delivery_on) return 'Not sent: webhook delivery is turned off for this project';
  if (classifyTarget(delivery.url, ctx.options) === 'refused') return 'Not sent: the target is not allowed on this platform';
  return null;
}

/**
 * What a tenant learns of a failed request: timed out or not reached, never the socket error, whose text
 * (refused, reset, unreachable) would map which ports of the host are open.
 */
function failureText(error: unknown, ctx: PlatformContext): string {
  const timedOut = error instanceof Error && error.name === 'TimeoutError';
  return timedOut
    ? `Timed out after ${attemptTimeout(ctx.options.speed)} ms`
    : 'Request failed: the target could not be reached or closed the connection';
}

/** Sends one signed POST (redirects not followed, bounded time) and describes what happened. */
export async function send(ctx: PlatformContext, delivery: DueDelivery, signal: AbortSignal): Promise<Outcome> {
  const startedAt = new Date();
  const refused = notSent(delivery, ctx);
  const base = {
    startedAt,
    durationMs: 0,
    statusCode: null,
    requestHeaders: null,
    responseHeaders: null,
    responseBody: null,
  };
  if (refused) return { ...base, error: refused, final: true };
  const secrets = [delivery.secret, ...(delivery.previous_secret ? [delivery.previous_secret] : [])];
  const requestHeaders = {
    'content-type': 'application/json',
    'user-agent': USER_AGENT,
    ...signedHeaders(secrets, delivery.event_id, Math.floor(startedAt.getTime() / 1000), delivery.body),
  };
  const started = performance.now();
  const elapsed = () => Math.round(performance.now() - started);
  try {
    const response = await fetch(deliveryUrl(delivery.url, ctx.options), {
      method: 'POST',
      headers: requestHeaders,
      body: delivery.body,
      redirect: 'manual',
      signal: AbortSignal.any([signal, AbortSignal.timeout(attemptTimeout(ctx.options.speed))]),
    });
    const responseBody = await readBounded(response);
    const redirect = response.status >= 300 && response.status < 400;
    return {
      startedAt,
      durationMs: elapsed(),
      statusCode: response.status,
      error: redirect ? `Redirects are not followed (Location: ${response.headers.get('location') ?? 'none'})` : null,
      requestHeaders,
      responseHeaders: Object.fromEntries([...response.headers].map(([k, v]) => [k, storable(v).slice(0, 1000)])),
      responseBody,
      final: response.status === 410,
    };
  } catch (error) {
    return { ...base, durationMs: elapsed(), requestHeaders, error: failureText(error, ctx), final: false };
  }
}

/**
 * Records the attempt and moves the delivery on: SUCCEEDED on 2xx, RETRYING on the schedule, FAILED when
 * it is over. A resend that arrived during the attempt (next_attempt_at after its start) stays queued.
 */
export async function recordOutcome(ctx: PlatformContext, delivery: DueDelivery, outcome: Outcome): Promise<void> {
  const ok = outcome.statusCode !== null && outcome.statusCode >= 200 && outcome.statusCode < 300;
  const attempt = delivery.attempts + 1;
  const delay = ok || outcome.final ? null : retryDelay(ctx.options.speed, attempt);
  const status = ok ? 'SUCCEEDED' : delay === null ? 'FAILED' : 'RETRYING';
  const next = delay === null ? null : new Date(Date.now() + delay);
  await ctx.asService(async (tx) => {
    const { rows } = await tx.query<{ attempts: number }>(
      `update public.webhook_deliveries
          set attempts = attempts + 1, last_status_code = $2,
              status = case when next_attempt_at > $5 then 'PENDING' else $3 end,
              next_attempt_at = case when next_attempt_at > $5 then next_attempt_at else $4 end
        where id = $1 returning attempts`,
      [delivery.id, outcome.statusCode, status, next, outcome.startedAt],
    );
    if (!rows[0]) return;
    await tx.query(
      `insert into public.webhook_delivery_attempts (owner_id, delivery_id, attempt, started_at, duration_ms,
         status_code, error, request_headers, request_body, response_headers, response_body)
       values ($1, $2, $3, $4, $5, $6, $7, $8, $9, $10, $11)`,
      [
        delivery.owner_id,
        delivery.id,
        rows[0].attempts,
        outcome.startedAt,
        outcome.durationMs,
        outcome.statusCode,
        outcome.error,
        outcome.requestHeaders,
        outcome.requestHeaders ? delivery.body.slice(0, STORED_BODY_LIMIT) : null,
        outcome.responseHeaders,
        outcome.responseBody,
      ],
    );
  });
}
