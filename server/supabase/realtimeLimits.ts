import type { Duplex } from 'node:stream';

/**
 * Bounds on what one client may ask of realtime: every row change is matched against every binding on
 * the server's one thread, so sockets, channels and bindings are capped, and a join frame is small.
 */
export const REALTIME_LIMITS = {
  socketsPerAddress: 500,
  channelsPerSocket: 100,
  bindingsPerJoin: 20,
  joinFrameBytes: 32 * 1024,
} as const;

/** Answers an upgrade request with an HTTP error and closes the socket (no WebSocket is opened). */
export function refuseUpgrade(socket: Duplex, status: 403 | 429, reason: string, message: string): void {
  const body = JSON.stringify({ errorCode: status === 403 ? 'ORIGIN_NOT_ALLOWED' : 'TOO_MANY_CONNECTIONS', error: message });
  socket.end(
    `HTTP/1.1 ${status} ${reason}\r\nContent-Type: application/json\r\nContent-Length: ${Buffer.byteLength(body)}\r\n` +
      `Connection: close\r\n\r\n${body}`,
  );
}
