import type { Frame } from './phoenixFrames';

// A WebSocket stand-in for the realtime endpoint, so the app's real supabase-js client (Phoenix
// socket, channel routing, payload conversion) handles the benchmark's frames. It answers what the
// client sends and lets the benchmark push server frames at will.

interface Join {
  topic: string;
  joinRef: string;
  bindingIds: number[];
}

const OPEN = 1;
const CLOSED = 3;

export class FakeRealtimeSocket {
  static readonly CONNECTING = 0;
  static readonly OPEN = OPEN;
  static readonly CLOSING = 2;
  static readonly CLOSED = CLOSED;
  /** Every socket the client opened, newest last. */
  static readonly instances: FakeRealtimeSocket[] = [];

  readyState = 0;
  binaryType = 'arraybuffer';
  onopen: ((event: unknown) => void) | null = null;
  onmessage: ((event: { data: string }) => void) | null = null;
  onclose: ((event: { code: number; reason: string }) => void) | null = null;
  onerror: ((event: unknown) => void) | null = null;
  readonly joins: Join[] = [];
  leaves = 0;
  private nextBindingId = 1;

  constructor(readonly url: string) {
    FakeRealtimeSocket.instances.push(this);
    setTimeout(() => {
      this.readyState = OPEN;
      this.onopen?.({});
    }, 0);
  }

  send(data: string): void {
    const [joinRef, ref, topic, event, payload] = JSON.parse(data) as Frame;
    if (event === 'heartbeat') this.reply(null, ref, topic, {});
    else if (event === 'phx_leave') {
      this.leaves += 1;
      this.reply(joinRef, ref, topic, {});
    } else if (event === 'phx_join') {
      const config = payload.config as { postgres_changes?: Array<Record<string, unknown>> };
      const bindings = (config.postgres_changes ?? []).map((binding) => ({ ...binding, id: this.nextBindingId++ }));
      this.joins.push({ topic, joinRef: joinRef!, bindingIds: bindings.map((binding) => binding.id) });
      this.reply(joinRef, ref, topic, { postgres_changes: bindings });
    }
  }

  close(code = 1000, reason = ''): void {
    this.readyState = CLOSED;
    this.onclose?.({ code, reason });
  }

  /** Hands one server frame to the client, as a message event would. */
  receive(frame: string): void {
    this.onmessage?.({ data: frame });
  }

  private reply(joinRef: string | null, ref: string | null, topic: string, response: Record<string, unknown>) {
    const frame: Frame = [joinRef, ref, topic, 'phx_reply', { status: 'ok', response }];
    queueMicrotask(() => this.receive(JSON.stringify(frame)));
  }
}
