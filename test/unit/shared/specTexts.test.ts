import { readdirSync, readFileSync } from 'node:fs';
import { join } from 'node:path';
import { describe, expect, it } from 'vitest';

// The product's toast texts, each of which must be written in exactly one source file under src/: the endpoint
// that declares it (components read the failure title from the error the base query returns).
const SPEC_TEXTS = [
  'Failed creating admin key',
  'Failed revoking admin key',
  'Failed creating project',
  'Failed updating project',
  'Failed to restore project',
  'Failed deleting project',
  'Failed generating new API key',
  'Failed deleting API key',
  'Failed creating new webhook',
  'Failed deleting webhook',
  'Failed creating source',
  'Failed updating source',
  'Failed deleting source',
  'Failed setting entrypoint',
  'Failed fetching invoices',
  'Failed fetching upcoming invoice',
  'Failed creating billing portal session',
  'Failed updating subscription',
  'Failed fetching subscription plans',
  'Failed fetching subscription plan',
  'Admin key is created',
  'Admin key is revoked',
  'Project is created',
  'Project is updated',
  'Project is being restored',
  'Project is deleted',
  'New API key is generated',
  'API key is deleted',
  'New webhook is created',
  'Webhook is deleted',
  'Source is created',
  'Source is updated',
  'Source is deleted',
  'Entrypoint is set',
  'Entrypoints are listed',
  'Source is connected',
  "You will be redirected to the provider's login page.",
  'Source is disconnected',
  'Source indexing indexing started',
  'Source update started',
  'Source rebuild started',
  'Billing portal session created',
  'Subscription updated',
  'Internal server error',
  'Server error',
  'User is null',
];

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.(ts|tsx)$/.test(entry.name) ? [path] : [];
  });
}

// "Failed fetching subscription plan" is a prefix of "…plans": count whole quoted texts only.
const quoted = (text: string) => new RegExp(`['"\`]${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}['"\`]`);

describe('toast texts', () => {
  const files = sourceFiles('src').map((path) => ({ path, text: readFileSync(path, 'utf8') }));

  it.each(SPEC_TEXTS)('"%s" is written in exactly one source file', (text) => {
    const pattern = quoted(text);
    expect(files.filter((file) => pattern.test(file.text)).map((file) => file.path)).toHaveLength(1);
  });
});
