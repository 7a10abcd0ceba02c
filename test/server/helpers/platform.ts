import WebSocket from 'ws';
import { createClient, type SupabaseClient } from '@supabase/supabase-js';
import { startPlatform, type Platform } from '../../../server/platform';
import type { PlatformOptions } from '../../../server/core/context';
import type { PlanId } from '../../../contract/enums';
import { ensureBilling } from '../../../server/billing/invoices';
import { createUser } from '../../../server/supabase/users';
import { testDatabase } from './postgresDatabases';

/** Unused loopback ports the tests aim webhooks at (nothing answers): allowed as an operator would. */
export const TEST_WEBHOOK_TARGETS = ['127.0.0.1:9', '127.0.0.1:9999'];

/**
 * An in-memory platform on a free port with fast simulations and fault control on, unseeded. With
 * TEST_DATABASE=postgres it runs on a database of its own on the suite's PostgreSQL server instead.
 */
export async function startTestPlatform(overrides: Partial<PlatformOptions> = {}): Promise<Platform> {
  const options: Partial<PlatformOptions> = {
    port: 0,
    memory: true,
    speed: 'fast',
    faults: 'on',
    seed: false,
    allowedWebhookTargets: TEST_WEBHOOK_TARGETS,
    ...overrides,
  };
  if (process.env.TEST_DATABASE !== 'postgres' || options.databaseUrl) return startPlatform(options);
  const database = await testDatabase(options);
  const platform = await startPlatform({ ...options, databaseUrl: database.url }).catch(async (error: unknown) => {
    await database.drop();
    throw error;
  });
  return {
    ...platform,
    close: async () => {
      await platform.close();
      await database.drop();
    },
  };
}

/** The unmodified supabase-js client as a Node app would create it (ws transport, no storage). */
export function newSupabaseClient(url: string, anonKey = 'sb_publishable_local_dev_key'): SupabaseClient {
  return createClient(url, anonKey, {
    realtime: { transport: WebSocket as never },
    auth: { persistSession: false, autoRefreshToken: false },
  });
}

let userCounter = 0;

/**
 * Creates a user directly and returns a supabase-js client signed in as them. Test users start on Team, so
 * tests of features are not bounded by plan limits; the tests of limits and plan changes choose Free.
 */
export async function signedInClient(platform: Platform, name = 'Test User', plan: PlanId = 'team') {
  const email = `user${++userCounter}-${Date.now()}@example.com`;
  const password = 'correct-horse-battery';
  const { id } = await createUser(platform.ctx, { email, password, name });
  await platform.ctx.asService((tx) => ensureBilling(tx, id, plan));
  const client = newSupabaseClient(platform.url);
  const { data, error } = await client.auth.signInWithPassword({ email, password });
  if (error || !data.session) throw error ?? new Error('no session');
  return { id, email, password, client, session: data.session };
}
