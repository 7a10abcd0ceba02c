// Runtime configuration (DESIGN §1): VITE_* variables for hosted use, same-origin defaults for the local platform.
export interface Env {
  supabaseUrl: string;
  supabaseAnonKey: string;
  dashboardApiUrl: string;
  graphqlUrl: string;
  docsUrl: string;
  appTitle: string;
  /** Talking to the embedded local platform (its published anon key), where provider types are simulated. */
  localPlatform: boolean;
}

type RawEnv = Partial<Record<string, string | boolean | undefined>>;

const LOCAL_ANON_KEY = 'sb_publishable_local_dev_key';

function pick(raw: RawEnv, key: string, fallback: string): string {
  const value = raw[key];
  return typeof value === 'string' && value.trim() !== '' ? value.trim() : fallback;
}

function absoluteUrl(name: string, value: string): string {
  try {
    return new URL(value).toString().replace(/\/$/, '');
  } catch {
    throw new Error(`Invalid configuration: ${name} must be an absolute URL, got "${value}"`);
  }
}

/** Builds and validates the env from raw variables; exported for tests. */
export function readEnv(raw: RawEnv, origin: string): Env {
  return {
    supabaseUrl: absoluteUrl('VITE_SUPABASE_URL', pick(raw, 'VITE_SUPABASE_URL', origin)),
    supabaseAnonKey: pick(raw, 'VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY),
    dashboardApiUrl: absoluteUrl('VITE_DASHBOARD_API_URL', pick(raw, 'VITE_DASHBOARD_API_URL', `${origin}/api`)),
    graphqlUrl: absoluteUrl('VITE_GRAPHQL_URL', pick(raw, 'VITE_GRAPHQL_URL', `${origin}/graphql/v1/projects`)),
    docsUrl: absoluteUrl('VITE_DOCS_URL', pick(raw, 'VITE_DOCS_URL', 'https://docs.example.com')),
    appTitle: pick(raw, 'VITE_APP_TITLE', 'Dashboard'),
    localPlatform: pick(raw, 'VITE_SUPABASE_ANON_KEY', LOCAL_ANON_KEY) === LOCAL_ANON_KEY,
  };
}

export const env: Env = readEnv(import.meta.env as RawEnv, window.location.origin);
