import { isHttpUrl } from '@/shared/lib/httpUrl';

/** How long the "You will be redirected…" toast shows before the browser leaves for the provider. */
export const REDIRECT_DELAY_MS = 800;

/**
 * Sends the browser to a provider's login page. Only absolute http(s) URLs are followed, so a
 * malformed reply can never navigate to javascript: or data: URLs. Returns whether it will navigate.
 */
export function redirectToProvider(
  url: unknown,
  navigate: (url: string) => void = (target) => window.location.assign(target),
  delayMs = REDIRECT_DELAY_MS,
): boolean {
  if (typeof url !== 'string' || !isHttpUrl(url)) return false;
  setTimeout(() => navigate(url), delayMs);
  return true;
}
