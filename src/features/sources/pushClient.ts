import { SAMPLE_DOCUMENT } from './pushSamples';

/** The push API's reply as the quick start shows it: the status and the JSON body, or why there is none. */
export interface PushAnswer {
  status: number;
  body: unknown;
}

/**
 * Sends the quick start's sample to the push endpoint with the key made on this page. Not an RTK Query
 * call: its argument (the key) would be kept in the store, and the dashboard's base query would treat
 * the push API's 401 (a wrong key) as a dead session.
 */
export async function pushSampleDocument(endpoint: string, key: string): Promise<PushAnswer> {
  const response = await fetch(endpoint, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json', accept: 'application/json' },
    body: JSON.stringify({ documents: [SAMPLE_DOCUMENT] }),
  });
  const text = await response.text();
  let body: unknown = text;
  try {
    body = text === '' ? null : JSON.parse(text);
  } catch {
    // Not JSON (a proxy's error page): shown as the text it is.
  }
  return { status: response.status, body };
}
