import WebSocket from 'ws';

/** A bare Phoenix client for wire-level realtime tests (frames as the server sends them). */
export async function openPhoenixSocket(url: string, vsn: '1.0.0' | '2.0.0', apikey = 'sb_publishable_local_dev_key') {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`);
  const frames: unknown[] = [];
  const waiters = new Set<() => void>();
  ws.on('message', (data) => {
    frames.push(JSON.parse(data.toString()));
    for (const wake of waiters) wake();
  });
  await new Promise((resolve, reject) => {
    ws.once('open', resolve);
    ws.once('error', reject);
  });
  let ref = 0;
  return {
    frames,
    /** Sends [join_ref, ref, topic, event, payload] in the socket's framing and returns the ref used. */
    send(joinRef: string | null, topic: string, event: string, payload: object): string {
      const r = String(++ref);
      const frame =
        vsn === '2.0.0' ? [joinRef, r, topic, event, payload] : { join_ref: joinRef, ref: r, topic, event, payload };
      ws.send(JSON.stringify(frame));
      return r;
    },
    /** The first frame (received so far or next) that matches; rejects when the socket closes first. */
    frame<T>(matches: (frame: T) => boolean): Promise<T> {
      return new Promise((resolve, reject) => {
        const look = () => {
          const found = (frames as T[]).find(matches);
          if (found === undefined) return false;
          waiters.delete(look);
          ws.off('close', closed);
          resolve(found);
          return true;
        };
        const closed = () => {
          waiters.delete(look);
          reject(new Error('the socket closed before the frame arrived'));
        };
        if (look()) return;
        waiters.add(look);
        ws.once('close', closed);
      });
    },
    close: () => ws.close(),
  };
}
