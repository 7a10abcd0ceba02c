import { describe, expect, it } from 'vitest';
import { pushSamples, SAMPLE_DOCUMENT } from '@/features/sources/pushSamples';

const URL = 'http://127.0.0.1:3000/push/v1/projects/p1/sources/s1/documents';
const KEY = 'pk_abcdefghijklmnopqrstuvwxyz012345';

describe('pushSamples', () => {
  it('fills a key made on the page into curl, JavaScript fetch and Python requests', () => {
    const samples = pushSamples(URL, KEY);
    expect(samples.curl).toContain(`-H "x-api-key: ${KEY}"`);
    expect(samples.file).toContain(`-H "x-api-key: ${KEY}"`);
    expect(samples.javascript).toContain(`'x-api-key': "${KEY}"`);
    expect(samples.python).toContain(`headers={"x-api-key": "${KEY}"}`);
    for (const sample of Object.values(samples)) {
      expect(sample).toContain(URL);
      expect(sample).not.toMatch(/\$API_KEY|process\.env|os\.environ/);
    }
  });

  it('reads API_KEY from the environment while there is no key', () => {
    const samples = pushSamples(URL, null);
    expect(samples.curl).toContain('-H "x-api-key: $API_KEY"');
    expect(samples.javascript).toContain("'x-api-key': process.env.API_KEY");
    expect(samples.python).toContain('import os');
    expect(samples.python).toContain('headers={"x-api-key": os.environ["API_KEY"]}');
  });

  it('pushes the same sample document in every language', () => {
    const samples = pushSamples(URL, KEY);
    const body = JSON.stringify({ documents: [SAMPLE_DOCUMENT] });
    expect(samples.curl).toContain(`-d '${body}'`);
    expect(samples.javascript).toContain(`"id": "${SAMPLE_DOCUMENT.id}"`);
    expect(samples.python).toContain(`json={"documents": [${JSON.stringify(SAMPLE_DOCUMENT)}]}`);
  });
});
