/** The document the quick start's samples push, and that "Push your first document" sends. */
export const SAMPLE_DOCUMENT = {
  id: 'handbook/benefits.md',
  title: 'Benefits',
  content: '# Benefits\n\nEvery employee gets a dental plan and a yearly wellbeing budget.',
  contentType: 'text/markdown',
} as const;

/** What to search for on the Search page to find the sample. */
export const SAMPLE_SEARCH = 'dental plan';

export interface PushSamples {
  curl: string;
  javascript: string;
  python: string;
  file: string;
}

const body = JSON.stringify({ documents: [SAMPLE_DOCUMENT] });

/**
 * Copyable requests to the push endpoint. With `key` (made on this page) they carry it and run as
 * they are; without, each reads API_KEY from the environment.
 */
export function pushSamples(url: string, key: string | null): PushSamples {
  // Keys are pk_ and base62: nothing in them needs escaping in a shell's double quotes.
  const shellKey = key ?? '$API_KEY';
  const jsKey = key ? JSON.stringify(key) : 'process.env.API_KEY';
  const pyKey = key ? JSON.stringify(key) : 'os.environ["API_KEY"]';
  const curl = [
    `curl -X POST '${url}' \\`,
    `  -H "x-api-key: ${shellKey}" -H 'content-type: application/json' \\`,
    `  -d '${body}'`,
  ].join('\n');
  const javascript = [
    `const response = await fetch(${JSON.stringify(url)}, {`,
    `  method: 'POST',`,
    `  headers: { 'x-api-key': ${jsKey}, 'content-type': 'application/json' },`,
    `  body: JSON.stringify(${JSON.stringify({ documents: [SAMPLE_DOCUMENT] }, null, 2).replace(/\n/g, '\n  ')}),`,
    `});`,
    `console.log(response.status, await response.json());`,
  ].join('\n');
  const python = [
    ...(key ? [] : ['import os']),
    'import requests',
    '',
    'response = requests.post(',
    `    ${JSON.stringify(url)},`,
    `    headers={"x-api-key": ${pyKey}},`,
    `    json={"documents": [${JSON.stringify(SAMPLE_DOCUMENT)}]},`,
    ')',
    'print(response.status_code, response.json())',
  ].join('\n');
  const file = [`curl -X POST '${url}' \\`, `  -H "x-api-key: ${shellKey}" \\`, `  -F 'file=@travel-policy.pdf'`].join(
    '\n',
  );
  return { curl, javascript, python, file };
}
