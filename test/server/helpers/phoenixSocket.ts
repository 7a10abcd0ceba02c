import WebSocket from 'ws';

/** A bare Phoenix client for wire-level realtime tests (frames as the server sends them). */
export async function openPhoenixSocket(url: string, vsn: '1.0.0' | '2.0.0', apikey = 'sb_publishable_local_dev_key') {
  const ws = new WebSocket(`${url.replace(/^http/, 'ws')}/realtime/v1/websocket?apikey=${apikey}&vsn=${vsn}`);
  const frames: unknown[] = [];
  ws.on('message', (data) => frames.push(JSON.parse(data.toString())));
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
    close: () => ws.close(),
  };
}
