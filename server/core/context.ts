import type { FreeSpace } from '../db/storageGuard';
import type { Database, Transaction } from '../db/types';
import type { PlatformServices } from './services';

/** JWT claims the platform issues and Postgres sees as request.jwt.claims. */
export interface Claims {
  sub: string;
  role: 'authenticated' | 'anon';
  aud?: string;
  email?: string;
  exp?: number;
  iat?: number;
  session_id?: string;
  user_metadata?: Record<string, unknown>;
  app_metadata?: Record<string, unknown>;
  [claim: string]: unknown;
}

export type Speed = 'normal' | 'fast';

/** `--local-grant ACCOUNT=DIR`: the account (an email or a user id) reads DIR instead of its own subfolder. */
export interface LocalGrant {
  account: string;
  path: string;
}

/** How many requests the platform works on at once and how long it lets others wait for a turn. */
export interface AdmissionLimits {
  /** Requests answered at once; more wait in the queue. */
  concurrency: number;
  /** Requests waiting for a turn, all tenants together. */
  queue: number;
  /** Requests one tenant (credential or address) may have waiting. */
  queuePerTenant: number;
  /** A request that waited this long for a turn is refused rather than answered late. */
  maxWaitMs: number;
  /**
   * The queue stands (the platform is behind, not absorbing a burst) once every request let in for
   * standingForMs has waited longer than this; while it stands, tenants already waiting are refused.
   */
  standingWaitMs: number;
  standingForMs: number;
  /** ...and at least this many were let in meanwhile, so one client's burst is not taken for an overload. */
  standingAfter: number;
}

/** Everything `npm run platform -- …` can set. */
export interface PlatformOptions {
  port: number;
  host: string;
  memory: boolean;
  dataDir: string;
  /** A PostgreSQL database to run on instead of PGlite (memory and dataDir then do not apply). */
  databaseUrl?: string;
  speed: Speed;
  /** Fault-injection spec; undefined means faults are off and the control endpoint does not exist. */
  faults?: string;
  /** Serve the built SPA from this folder when it exists. */
  distDir: string;
  jwtSecret: string;
  anonKey: string;
  seed: boolean;
  /** Allows a non-loopback host with the default JWT secret or anon key (a disposable instance). */
  insecureThrowawayInstance: boolean;
  /** Lets webhooks target any host; by default only loopback addresses and the local inbox. */
  allowExternalWebhooks: boolean;
  /** Web origins besides the app's own that may call the platform (CORS, realtime upgrades). */
  allowedOrigins: string[];
  /** Loopback `host:port` pairs webhooks may target besides the platform's own inbox. */
  allowedWebhookTargets: string[];
  /** Holds each account's own folder for local sources (`<localRoot>/<user id>`); created when missing. */
  localRoot: string;
  /** Accounts (email or user id) that read an operator-chosen folder instead of their own. */
  localGrants: LocalGrant[];
  /** Records the projects' API requests in api_requests; off only to measure what recording costs. */
  recordRequests: boolean;
  /** GitHub's REST API (GITHUB_API_URL): api.github.com, a GitHub Enterprise server's /api/v3, or a test stand-in. */
  githubApiUrl: string;
  /** A GitHub OAuth App (GITHUB_CLIENT_ID and GITHUB_CLIENT_SECRET); without one the OAuth connect is simulated. */
  githubOAuth: { clientId: string; clientSecret: string } | null;
  /** Load shedding: requests answered at once and the queue's bounds (defaults by database). */
  admission?: Partial<AdmissionLimits>;
  /** Tests only: the free space PGlite's folder is checked against before writes (the disk's by default). */
  freeSpace?: FreeSpace;
  /** Tests only: the parser pool's bounds and worker (defaults in server/content/extractor.ts). */
  extraction?: ExtractionSettings;
}

/** How documents are parsed in worker threads; tests give a worker that parses slowly on cue. */
export interface ExtractionSettings {
  /** Workers one tenant may use at once; the pool holds one more, for the other tenants. */
  parallel?: number;
  timeoutMs?: number;
  memoryMb?: number;
  /** The worker's module and its workerData. */
  entry?: URL;
  workerData?: Record<string, unknown>;
}

/** The platform's own parts: the database, the options and the auth helpers, which its services are built on. */
export interface PlatformBase {
  db: Database;
  /** This process's name in the database's leases (several instances may share one database). */
  instanceId: string;
  options: PlatformOptions;
  /** Verifies an HS256 access token; null when missing, forged, expired or not a user token. */
  verifyAccessToken(token: string | undefined | null): Promise<Claims | null>;
  /** Runs fn in one transaction as role authenticated/anon with these claims, so RLS applies. */
  asUser<T>(claims: Claims, fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Runs fn in one transaction as the superuser (simulations, private schema). */
  asService<T>(fn: (tx: Transaction) => Promise<T>): Promise<T>;
  /** Milliseconds for simulated work, scaled by --speed (fast is ~10x quicker). */
  delay(normalMs: number): number;
  /** Registers a cleanup run by close(): timers, sockets, simulations. */
  onClose(fn: () => void | Promise<void>): void;
}

/** What every platform module receives: the platform's own parts and its services (core/services.ts). */
export interface PlatformContext extends PlatformBase, PlatformServices {}
