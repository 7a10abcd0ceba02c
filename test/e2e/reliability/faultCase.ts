import type { Locator, Page } from '@playwright/test';
import type { SupabaseClient } from '@supabase/supabase-js';
import type { ApiClient } from '../fixtures';
import type { Service } from './test';
import type { FailingKind, ToastText } from './toastChecks';

/** Ids a case arranged through the API (project, source, key…), handed to every step. */
export type Ids = Record<string, string>;

export interface Arrange {
  api: ApiClient;
  db: SupabaseClient;
  service: Service;
}

/**
 * One dashboard call the UI makes (an endpoint of src/features/*\/*Api.ts) and the UI action that
 * drives it, so the fault matrix can run it under any injected fault.
 */
export interface FaultCase {
  /** The RTK Query endpoint. */
  call: string;
  /** The call's failure title. */
  failure: string;
  /** What the fault rule matches: the call's method and URL path (prefix or "re:<regex>"). */
  rule: (ids: Ids) => { method: string; path: string };
  arrange?: (fixtures: Arrange) => Promise<Ids>;
  /** Opens the page and gets the action ready (a dialog open and filled in…); GETs load on submit. */
  prepare: (page: Page, ids: Ids) => Promise<void>;
  /** Starts the call; `again` for every later attempt (GETs: the "Try again" button). */
  submit: (page: Page, ids: Ids, again: boolean) => Promise<void>;
  /** While the call is pending: the loading state (a button's spinner, a skeleton). */
  pending: (page: Page) => Locator;
  /** After a failure: the control to try again, enabled and not spinning. */
  control: (page: Page) => Locator;
  /** After a failure: what the user typed or chose is still there. */
  kept?: (page: Page) => Promise<void>;
  /** After a successful attempt: its toast and visible effect. */
  succeeded: (page: Page, ids: Ids) => Promise<void>;
  /** Calls outside the base query (the restore RPC) word their toast themselves. */
  toast?: (kind: FailingKind) => ToastText;
}

/** The spinner Mantine shows on a pending Button. */
export const spinning = (button: Locator) => button.and(button.page().locator('[data-loading="true"]'));
