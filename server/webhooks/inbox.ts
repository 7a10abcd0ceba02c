import { setTimeout as sleep } from 'node:timers/promises';
import { Hono, type Context } from 'hono';
import { bodyLimit } from 'hono/body-limit';
import { getCookie, setCookie } from 'hono/cookie';
import { getConnInfo } from '@hono/node-server/conninfo';
import { z } from 'zod';
import { escapeHtml, page, PAGE_HEADERS } from '../core/html';
import { detached, INBOX_LIMITS, InboxStore, type InboxResponse, type ReceivedRequest } from './inboxStore';

/** Largest delivery the inbox accepts; it keeps the first INBOX_LIMITS.bodyBytes of it. */
export const MAX_INBOX_REQUEST = 64 * 1024;
const TOKEN_HEADER = 'X-Inbox-Token';
const TOKEN_COOKIE = 'inbox_token';

const inboxId = z.string().regex(/^[A-Za-z0-9_-]{8,64}$/);
const responseBody = z.strictObject({
  status: z.coerce.number().int().min(200).max(599),
  delayMs: z.coerce.number().int().min(0).max(30_000).default(0),
});

function idOf(c: Context): string | null {
  const parsed = inboxId.safeParse(c.req.param('inboxId'));
  return parsed.success ? parsed.data : null;
}

/** Who first used an inbox: its client address (each has its own quota of inboxes). */
const creatorOf = (c: Context) => getConnInfo(c).remote.address ?? 'unknown';

const notOwner = (c: Context) =>
  c.json(
    {
      errorCode: 'INBOX_OWNED',
      error: `Only whoever first set this inbox's answer may change it: send the ownerToken it got as ${TOKEN_HEADER}`,
    },
    403,
  );

const notFound = (c: Context) =>
  c.json({ errorCode: 'NOT_FOUND', error: 'Inbox ids are 8–64 letters, digits, "-" or "_"' }, 404);

function inboxPage(id: string, response: InboxResponse, requests: ReceivedRequest[]): string {
  const items = requests
    .map(
      (r) => `<h2>#${r.id} ${escapeHtml(r.method)} at ${escapeHtml(r.received_at)}</h2>
<pre>${escapeHtml(
        Object.entries(r.headers)
          .map(([k, v]) => `${k}: ${v}`)
          .join('\n'),
      )}</pre>
<pre>${escapeHtml(r.body)}</pre>`,
    )
    .join('\n');
  return page(
    `Webhook inbox ${id}`,
    `<h1>Webhook inbox</h1>
<p>Deliveries sent to this address are listed here, newest first. It answers with status ${response.status}
after ${response.delayMs} ms.</p>
<form method="post" action="/local/webhook-inbox/${escapeHtml(id)}/response">
<label>Answer with status <input name="status" type="number" min="200" max="599" value="${response.status}"></label>
<label>after (ms) <input name="delayMs" type="number" min="0" max="30000" value="${response.delayMs}"></label>
<div class="actions"><button class="primary" type="submit">Save</button></div>
</form>
${items || '<p>Nothing received yet.</p>'}`,
    { wide: true },
  );
}

/**
 * /local/webhook-inbox/:inboxId — a receiver on the platform itself, so deliveries can be watched end to end
 * on one machine: POST records the request and answers with the chosen status after the chosen delay; GET
 * lists what arrived (HTML, or JSON when asked for); PUT (JSON) or POST (form) …/response sets the answer:
 * the first to set it gets the inbox's owner token (JSON `ownerToken`, and a cookie for the form), which
 * every later change must send (X-Inbox-Token or the cookie).
 */
export function inboxRoutes(): Hono {
  const store = new InboxStore();
  const app = new Hono();
  app.use(
    bodyLimit({
      maxSize: MAX_INBOX_REQUEST,
      onError: (c) => c.json({ errorCode: 'PAYLOAD_TOO_LARGE', error: `The inbox accepts bodies of up to ${MAX_INBOX_REQUEST} bytes` }, 413),
    }),
  );

  app.post('/:inboxId', async (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    // Only copies of bounded slices are kept, so nothing holds on to the whole request.
    const bytes = new Uint8Array(await c.req.arrayBuffer());
    const body = new TextDecoder().decode(bytes.subarray(0, INBOX_LIMITS.bodyBytes));
    const headers = Object.fromEntries(
      [...c.req.raw.headers].slice(0, INBOX_LIMITS.headers).map(([k, v]) => [detached(k, 100), detached(v, INBOX_LIMITS.headerChars)]),
    );
    const { status, delayMs } = store.receive(id, creatorOf(c), { method: 'POST', headers, body });
    if (delayMs > 0) await sleep(delayMs, undefined, { signal: c.req.raw.signal }).catch(() => undefined);
    // 204, 205 and 304 answers cannot carry a body.
    if ([204, 205, 304].includes(status)) return c.body(null, status as 204);
    return c.json({ received: status < 300 }, status as 200);
  });

  app.get('/:inboxId', (c) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    const { response, requests } = store.view(id, creatorOf(c));
    if (c.req.query('format') === 'json' || c.req.header('accept')?.includes('application/json')) {
      return c.json({ data: { inboxId: id, response, requests } });
    }
    return c.body(inboxPage(id, response, requests), 200, PAGE_HEADERS);
  });

  const setResponse = async (c: Context, input: unknown) => {
    const id = idOf(c);
    if (!id) return notFound(c);
    const parsed = responseBody.safeParse(input);
    if (!parsed.success) {
      return c.json({ errorCode: 'INVALID_RESPONSE', error: 'status must be 200–599 and delayMs 0–30000' }, 400);
    }
    const token = c.req.header(TOKEN_HEADER) ?? getCookie(c, TOKEN_COOKIE);
    const outcome = store.setResponse(id, creatorOf(c), parsed.data, token);
    if (!outcome) return notOwner(c);
    // The page's form sends the token back as a cookie only this inbox's path sees.
    setCookie(c, TOKEN_COOKIE, outcome.token, { path: `/local/webhook-inbox/${id}`, httpOnly: true, sameSite: 'Strict' });
    return { id, ...outcome };
  };

  app.put('/:inboxId/response', async (c) => {
    const result = await setResponse(c, await c.req.json().catch(() => null));
    if (result instanceof Response) return result;
    const { response } = store.view(result.id, creatorOf(c));
    return c.json({ data: { ...response, ...(result.claimed ? { ownerToken: result.token } : {}) } });
  });

  app.post('/:inboxId/response', async (c) => {
    const result = await setResponse(c, Object.fromEntries(Object.entries(await c.req.parseBody())));
    return result instanceof Response ? result : c.redirect(`/local/webhook-inbox/${result.id}`, 303);
  });

  return app;
}
