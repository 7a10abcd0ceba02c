import type { IncomingMessage, Server } from 'node:http';
import type { Duplex } from 'node:stream';
import { WebSocketServer, type WebSocket } from 'ws';
import { decodeJwt } from 'jose';
import type { Claims, PlatformContext } from '../core/context';
import { startChangeFeed, type Change } from './changeFeed';
import { resolveBearer } from './jwt';
import { decodeFrame, encodeFrame, phoenixVersion, type PhoenixMessage, type PhoenixVersion } from './phoenix';
import { authoriseBatch } from './realtimeAuth';
import { bindChanges, bindingWants, type Channel } from './realtimeChannel';
import { matchesFilters } from './realtimeFilters';
import { publicTables } from './schemaCache';
import { originProblem } from '../core/origins';
import { REALTIME_LIMITS, refuseUpgrade } from './realtimeLimits';

export const REALTIME_PATH = '/realtime/v1/websocket';
/** Largest frame a client may send: joins and tokens are a few kB; ws would otherwise accept 100 MiB. */
export const MAX_FRAME_BYTES = 1024 * 1024;

interface Connection {
  ws: WebSocket;
  address: string;
  vsn: PhoenixVersion;
  apikey: string | null;
  channels: Map<string, Channel>;
}

export interface Realtime {
  /** Closes sockets abruptly (all, or those with a channel of that user), as a network drop would. */
  drop(userId?: string): number;
}

/**
 * Realtime postgres_changes over Phoenix (supabase-wire §4) on the platform's http server. Capture is
 * live before the first join (the change feed listens first), so `system` ok is sent right after the reply.
 */
export async function attachRealtime(ctx: PlatformContext, server: Server): Promise<Realtime> {
  const connections = new Set<Connection>();
  const wss = new WebSocketServer({ noServer: true, maxPayload: MAX_FRAME_BYTES });
  const feed = await startChangeFeed(ctx.db, ctx.instanceId, (changes) => fanOut(ctx, connections, changes));
  // A channel lives no longer than the session it joined with: logout or revocation closes it.
  const stopSessionWatch = ctx.sessions.onEnded((sessionIds) => {
    for (const conn of connections) {
      for (const channel of conn.channels.values()) {
        if (sessionIds.has(String(channel.claims.session_id))) closeChannel(conn, channel, 'Token session has ended');
      }
    }
  });

  const onUpgrade = (req: IncomingMessage, socket: Duplex, head: Buffer) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname !== REALTIME_PATH) return void socket.destroy();
    // Browsers send Origin on every WebSocket; CORS does not apply to them, so the same rule is checked here.
    const problem = originProblem(req.headers.origin, req.headers.host, ctx.options);
    if (problem) return refuseUpgrade(socket, 403, 'Forbidden', problem);
    const address = req.socket.remoteAddress ?? '';
    const open = [...connections].filter((conn) => conn.address === address).length;
    if (open >= REALTIME_LIMITS.socketsPerAddress) {
      return refuseUpgrade(
        socket,
        429,
        'Too Many Requests',
        `At most ${REALTIME_LIMITS.socketsPerAddress} realtime sockets per client address`,
      );
    }
    wss.handleUpgrade(req, socket, head, (ws) => {
      const conn: Connection = {
        ws,
        address,
        vsn: phoenixVersion(url.searchParams.get('vsn')),
        apikey: url.searchParams.get('apikey'),
        channels: new Map(),
      };
      connections.add(conn);
      ws.on('message', (data, isBinary) => {
        if (isBinary) return; // binary frames carry client broadcasts, which this platform does not relay
        const text = data.toString();
        const msg = decodeFrame(conn.vsn, text);
        if (!msg) return;
        const handled =
          msg.event === 'phx_join' && Buffer.byteLength(text) > REALTIME_LIMITS.joinFrameBytes
            ? reply(conn, msg, 'error', {
                reason: `Join frames are limited to ${REALTIME_LIMITS.joinFrameBytes} bytes`,
              })
            : handleMessage(ctx, conn, msg, feed.flush);
        Promise.resolve(handled).catch((error: unknown) => console.error('Realtime message failed:', error));
      });
      ws.on('close', () => connections.delete(conn));
      ws.on('error', () => ws.terminate());
    });
  };
  server.on('upgrade', onUpgrade);

  ctx.onClose(async () => {
    server.off('upgrade', onUpgrade);
    stopSessionWatch();
    for (const conn of connections) conn.ws.terminate();
    await feed.stop();
    await new Promise<void>((resolve) => wss.close(() => resolve()));
  });

  return {
    drop(userId) {
      let dropped = 0;
      for (const conn of connections) {
        if (userId && ![...conn.channels.values()].some((ch) => ch.claims.sub === userId)) continue;
        conn.ws.terminate();
        dropped++;
      }
      return dropped;
    },
  };
}

function send(conn: Connection, msg: PhoenixMessage) {
  if (conn.ws.readyState === conn.ws.OPEN) conn.ws.send(encodeFrame(conn.vsn, msg));
}

function reply(conn: Connection, msg: PhoenixMessage, status: 'ok' | 'error', response: Record<string, unknown>) {
  send(conn, {
    joinRef: msg.joinRef,
    ref: msg.ref,
    topic: msg.topic,
    event: 'phx_reply',
    payload: { status, response },
  });
}

async function handleMessage(
  ctx: PlatformContext,
  conn: Connection,
  msg: PhoenixMessage,
  flushFeed: () => Promise<void>,
) {
  if (msg.topic === 'phoenix' && msg.event === 'heartbeat') return reply(conn, msg, 'ok', {});
  if (msg.event === 'phx_join') return join(ctx, conn, msg, flushFeed);
  const channel = conn.channels.get(msg.topic);
  if (!channel) return reply(conn, msg, 'error', { reason: 'unmatched topic' });
  if (msg.event === 'phx_leave') {
    conn.channels.delete(msg.topic);
    return reply(conn, msg, 'ok', {});
  }
  if (msg.event === 'access_token') return reauthorise(ctx, conn, channel, msg.payload.access_token);
}

async function join(ctx: PlatformContext, conn: Connection, msg: PhoenixMessage, flushFeed: () => Promise<void>) {
  const token = typeof msg.payload.access_token === 'string' ? msg.payload.access_token : conn.apikey;
  const bearer = await resolveBearer(ctx, token);
  if (bearer.kind === 'invalid')
    return reply(conn, msg, 'error', { reason: `InvalidJWTToken: ${tokenProblem(token, bearer.reason)}` });
  const config = (msg.payload.config ?? {}) as Record<string, unknown>;
  if (Array.isArray(config.postgres_changes) && config.postgres_changes.length > REALTIME_LIMITS.bindingsPerJoin) {
    return reply(conn, msg, 'error', {
      reason: `A join may bind at most ${REALTIME_LIMITS.bindingsPerJoin} postgres_changes`,
    });
  }
  let bound: ReturnType<typeof bindChanges>;
  try {
    bound = bindChanges(config.postgres_changes, await publicTables(ctx.db));
  } catch (error) {
    return reply(conn, msg, 'error', { reason: `RealtimeDisabledForConfiguration: ${(error as Error).message}` });
  }
  // Realtime never replays: what committed before this join goes out before the channel is added.
  await flushFeed();
  // Checked right before the channel is added (no await between), so parallel joins cannot pass it together.
  if (!conn.channels.has(msg.topic) && conn.channels.size >= REALTIME_LIMITS.channelsPerSocket) {
    return reply(conn, msg, 'error', {
      reason: `A socket may join at most ${REALTIME_LIMITS.channelsPerSocket} channels; leave one first`,
    });
  }
  conn.channels.set(msg.topic, {
    topic: msg.topic,
    joinRef: msg.joinRef,
    claims: bearer.claims,
    bindings: bound.bindings,
  });
  reply(conn, msg, 'ok', { postgres_changes: bound.reply });
  if (bound.bindings.length > 0) {
    send(conn, {
      joinRef: msg.joinRef,
      ref: null,
      topic: msg.topic,
      event: 'system',
      payload: {
        extension: 'postgres_changes',
        status: 'ok',
        message: 'Subscribed to PostgreSQL',
        channel: channelName(msg.topic),
      },
    });
  }
}

/** A new token for a joined channel: re-authorise, or end the channel like the real server does. */
async function reauthorise(ctx: PlatformContext, conn: Connection, channel: Channel, token: unknown) {
  const bearer = await resolveBearer(ctx, typeof token === 'string' ? token : null);
  if (bearer.kind !== 'invalid') {
    channel.claims = bearer.claims;
    return;
  }
  closeChannel(conn, channel, tokenProblem(typeof token === 'string' ? token : null, bearer.reason));
}

function closeChannel(conn: Connection, channel: Channel, message: string) {
  const { topic, joinRef } = channel;
  conn.channels.delete(topic);
  send(conn, {
    joinRef,
    ref: null,
    topic,
    event: 'system',
    payload: { extension: 'system', status: 'error', message, channel: channelName(topic) },
  });
  send(conn, { joinRef, ref: joinRef, topic, event: 'phx_close', payload: {} });
}

function tokenProblem(token: string | null, reason: 'expired' | 'invalid' | 'revoked'): string {
  if (reason === 'revoked') return 'Token session has ended';
  if (reason === 'invalid' || !token) return 'Invalid token';
  return expiredMessage(Number(decodeJwt(token).exp));
}

function expiredMessage(exp: number): string {
  return `Token has expired ${Math.max(0, Math.floor(Date.now() / 1000) - exp)} seconds ago`;
}

function channelName(topic: string): string {
  return topic.replace(/^realtime:/, '');
}

function expired(claims: Claims): boolean {
  return typeof claims.exp === 'number' && claims.exp * 1000 <= Date.now();
}

/** Sends each change to the channels whose bindings match and whose subscriber may read the row. */
async function fanOut(ctx: PlatformContext, connections: Set<Connection>, changes: Change[]) {
  const candidates: Array<{ conn: Connection; channel: Channel; change: Change; ids: number[] }> = [];
  for (const conn of connections) {
    for (const channel of conn.channels.values()) {
      if (expired(channel.claims)) {
        closeChannel(conn, channel, expiredMessage(Number(channel.claims.exp)));
        continue;
      }
      for (const change of changes) {
        const row = change.type === 'DELETE' ? change.oldRecord : change.record;
        const ids = channel.bindings
          .filter((b) => bindingWants(b, change.schema, change.table, change.type) && matchesFilters(b.filters, row))
          .map((b) => b.id);
        if (ids.length) candidates.push({ conn, channel, change, ids });
      }
    }
  }
  if (candidates.length === 0) return;
  const allowed = await authoriseBatch(
    ctx,
    candidates.map(({ channel, change }) => ({ claims: channel.claims, change })),
  );
  const tables = await publicTables(ctx.db);
  candidates.forEach(({ conn, channel, change, ids }, i) => {
    if (!allowed[i] || conn.channels.get(channel.topic) !== channel) return;
    const columns = (tables.get(change.table) ?? []).map(({ name, type }) => ({ name, type }));
    send(conn, {
      joinRef: null,
      ref: null,
      topic: channel.topic,
      event: 'postgres_changes',
      payload: {
        ids,
        data: {
          schema: change.schema,
          table: change.table,
          commit_timestamp: change.commitTimestamp,
          type: change.type,
          columns,
          ...(change.type !== 'DELETE' ? { record: change.record } : {}),
          ...(change.type !== 'INSERT' ? { old_record: change.oldRecord } : {}),
          errors: null,
        },
      },
    });
  });
}
