/** One Phoenix channel message, whatever the wire version (supabase-wire §4 "Frames"). */
export interface PhoenixMessage {
  joinRef: string | null;
  ref: string | null;
  topic: string;
  event: string;
  payload: Record<string, unknown>;
}

export type PhoenixVersion = '1.0.0' | '2.0.0';

export function phoenixVersion(vsn: string | null): PhoenixVersion {
  return vsn === '2.0.0' ? '2.0.0' : '1.0.0';
}

/** vsn 2.0.0 frames are `[join_ref, ref, topic, event, payload]`, vsn 1.0.0 frames are objects. */
export function decodeFrame(vsn: PhoenixVersion, text: string): PhoenixMessage | null {
  let parsed: unknown;
  try {
    parsed = JSON.parse(text);
  } catch {
    return null;
  }
  if (vsn === '2.0.0' && Array.isArray(parsed) && parsed.length === 5) {
    const [joinRef, ref, topic, event, payload] = parsed as unknown[];
    return message(joinRef, ref, topic, event, payload);
  }
  if (vsn === '1.0.0' && parsed && typeof parsed === 'object' && !Array.isArray(parsed)) {
    const frame = parsed as Record<string, unknown>;
    return message(frame.join_ref, frame.ref, frame.topic, frame.event, frame.payload);
  }
  return null;
}

export function encodeFrame(vsn: PhoenixVersion, msg: PhoenixMessage): string {
  if (vsn === '2.0.0') return JSON.stringify([msg.joinRef, msg.ref, msg.topic, msg.event, msg.payload]);
  return JSON.stringify({
    join_ref: msg.joinRef,
    ref: msg.ref,
    topic: msg.topic,
    event: msg.event,
    payload: msg.payload,
  });
}

function message(
  joinRef: unknown,
  ref: unknown,
  topic: unknown,
  event: unknown,
  payload: unknown,
): PhoenixMessage | null {
  if (typeof topic !== 'string' || typeof event !== 'string') return null;
  return {
    joinRef: typeof joinRef === 'string' ? joinRef : null,
    ref: typeof ref === 'string' ? ref : null,
    topic,
    event,
    payload:
      payload && typeof payload === 'object' && !Array.isArray(payload) ? (payload as Record<string, unknown>) : {},
  };
}
