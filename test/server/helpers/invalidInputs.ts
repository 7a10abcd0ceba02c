/** API paths of the rows the invalid inputs are aimed at. */
export interface Targets {
  project: string;
  source: string;
  push: string;
}

/** [what, method, path to the targets, body (a string is sent raw), the errorCode the 400 reply must carry] */
export type InvalidInput = [string, string, (targets: Targets) => string, unknown, string];

const long = (n: number) => 'x'.repeat(n);
const hook = { url: 'https://hooks.example.com/in', events: ['source.created'] };

/** Over-long, wrong-typed and malformed input to every dashboard API call that takes any. */
export const invalidInputs: InvalidInput[] = [
  ['project name of 101 characters', 'POST', () => '/projects', { name: long(101) }, 'INVALID_NAME'],
  ['project name of one megabyte', 'POST', () => '/projects', { name: long(1 << 20) }, 'INVALID_NAME'],
  ['project name as a number', 'POST', () => '/projects', { name: 42 }, 'INVALID_NAME'],
  ['project name as a list', 'POST', () => '/projects', { name: ['a'] }, 'INVALID_NAME'],
  ['project name null', 'POST', () => '/projects', { name: null }, 'INVALID_NAME'],
  ['project name blank', 'POST', () => '/projects', { name: ' \t ' }, 'INVALID_NAME'],
  ['project name missing', 'POST', () => '/projects', {}, 'INVALID_NAME'],
  ['project name with a NUL character', 'POST', () => '/projects', { name: 'a\u0000b' }, 'INVALID_TEXT'],
  // Sent raw: JSON.stringify would keep the escape, and Postgres would otherwise store U+FFFD instead.
  ['project name with a lone surrogate', 'POST', () => '/projects', '{"name":"x\\ud800y"}', 'INVALID_TEXT'],
  [
    'an owner_id smuggled in',
    'POST',
    () => '/projects',
    { name: 'x', owner_id: '00000000-0000-4000-8000-000000000000' },
    'INVALID_OWNER_ID',
  ],
  ['settings as a list', 'POST', () => '/projects', { name: 'x', settings: [] }, 'INVALID_SETTINGS'],
  ['an unknown region', 'POST', () => '/projects', { name: 'x', settings: { region: 'mars' } }, 'INVALID_SETTINGS'],
  ['a body that is a list', 'POST', () => '/projects', '[]', 'INVALID_BODY'],
  ['a body that is a string', 'POST', () => '/projects', '"name"', 'INVALID_BODY'],
  ['a body that is null', 'POST', () => '/projects', 'null', 'INVALID_BODY'],
  ['a body that is not JSON', 'POST', () => '/projects', '{"name":', 'INVALID_JSON'],
  ['a description of 501 characters', 'PATCH', (t) => t.project, { description: long(501) }, 'INVALID_DESCRIPTION'],
  [
    'a feature flag as a string',
    'PATCH',
    (t) => t.project,
    { features: { graphqlIntrospection: 'yes' } },
    'INVALID_FEATURES',
  ],
  ['a state set directly', 'PATCH', (t) => t.project, { state: 'active' }, 'INVALID_STATE'],
  ['a restore body with extra keys', 'POST', (t) => `${t.project}/restore`, { force: true }, 'INVALID_FORCE'],
  ['an unknown source type', 'POST', (t) => `${t.project}/sources`, { provider: 'ftp' }, 'INVALID_PROVIDER'],
  ['a source type as a number', 'POST', (t) => `${t.project}/sources`, { provider: 7 }, 'INVALID_PROVIDER'],
  ['a source name of 101 characters', 'PATCH', (t) => t.source, { name: long(101) }, 'INVALID_NAME'],
  ['custom as a string', 'PATCH', (t) => t.source, { custom: 'tokens' }, 'INVALID_CUSTOM'],
  [
    'custom forging tokens',
    'PATCH',
    (t) => t.source,
    { custom: { tokens: { refresh_token: 'forged' } } },
    'INVALID_CUSTOM',
  ],
  ['an entrypoint that is a list', 'PATCH', (t) => `${t.push}/set-entry-point/push`, '[]', 'INVALID_BODY'],
  [
    'an entrypoint name of 201 characters',
    'PATCH',
    (t) => `${t.push}/set-entry-point/push`,
    { name: long(201) },
    'INVALID_NAME',
  ],
  ['an entrypoint name as a number', 'PATCH', (t) => `${t.push}/set-entry-point/push`, { name: 5 }, 'INVALID_NAME'],
  [
    'a redirect to another site',
    'POST',
    (t) => `${t.source}/connect`,
    { redirectUri: 'https://evil.example.com/' },
    'INVALID_REDIRECT_URI',
  ],
  [
    'a protocol-relative redirect',
    'POST',
    (t) => `${t.source}/connect`,
    { redirectUri: '//evil.example.com/' },
    'INVALID_REDIRECT_URI',
  ],
  ['a code without its state', 'POST', (t) => `${t.source}/connect`, { code: 'abc' }, 'INVALID_STATE'],
  ['an indexing body with extra keys', 'POST', (t) => `${t.source}/indexing/init`, { force: true }, 'INVALID_FORCE'],
  [
    'a javascript: webhook URL',
    'POST',
    (t) => `${t.project}/webhooks`,
    { ...hook, url: 'javascript:alert(1)' },
    'INVALID_URL',
  ],
  [
    'a webhook URL of 2 kB',
    'POST',
    (t) => `${t.project}/webhooks`,
    { ...hook, url: `https://e.com/${long(2000)}` },
    'INVALID_URL',
  ],
  ['no webhook events', 'POST', (t) => `${t.project}/webhooks`, { ...hook, events: [] }, 'INVALID_EVENTS'],
  [
    'an unknown webhook event',
    'POST',
    (t) => `${t.project}/webhooks`,
    { ...hook, events: ['source.hacked'] },
    'INVALID_EVENTS',
  ],
  [
    'webhook events as a string',
    'POST',
    (t) => `${t.project}/webhooks`,
    { ...hook, events: 'source.created' },
    'INVALID_EVENTS',
  ],
  [
    'a webhook description of 501 characters',
    'POST',
    (t) => `${t.project}/webhooks`,
    { ...hook, description: long(501) },
    'INVALID_DESCRIPTION',
  ],
  [
    'a webhook description as an object',
    'POST',
    (t) => `${t.project}/webhooks`,
    { ...hook, description: {} },
    'INVALID_DESCRIPTION',
  ],
  ['an empty API key name', 'POST', (t) => `${t.project}/api-keys`, { name: '' }, 'INVALID_NAME'],
  ['an API key id that is not a UUID', 'DELETE', (t) => `${t.project}/api-keys`, { id: "1' or '1'='1" }, 'INVALID_ID'],
  ['an API key id as a number', 'DELETE', (t) => `${t.project}/api-keys`, { id: 42 }, 'INVALID_ID'],
  ['an admin key name as an object', 'POST', () => '/user/admin-api-keys', { name: {} }, 'INVALID_NAME'],
  ['an admin key revoke without id', 'DELETE', () => '/user/admin-api-keys', {}, 'INVALID_ID'],
  ['an unknown plan', 'PUT', () => '/subscriptions', { planId: 'enterprise' }, 'INVALID_PLAN_ID'],
  ['a plan as a number', 'PUT', () => '/subscriptions', { planId: 1 }, 'INVALID_PLAN_ID'],
  [
    'an invoice cursor of 101 characters',
    'GET',
    () => `/stripe/invoices?startingAfter=${long(101)}`,
    undefined,
    'INVALID_STARTING_AFTER',
  ],
  [
    'an invoice cursor with a NUL character',
    'GET',
    () => '/stripe/invoices?startingAfter=%00',
    undefined,
    'INVALID_TEXT',
  ],
  ['an unknown invoice query parameter', 'GET', () => '/stripe/invoices?limit=1000', undefined, 'INVALID_LIMIT'],
  [
    'a portal return URL on another site',
    'POST',
    () => '/stripe/billing-portal-session',
    { returnUrl: 'https://evil.example.com' },
    'INVALID_RETURN_URL',
  ],
];
