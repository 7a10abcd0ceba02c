import { isHttpUrl } from '@/shared/lib/httpUrl';

/** Leaves for the billing portal only when its URL is http(s); returns whether it did. */
export function followPortalUrl(
  url: string,
  assign: (url: string) => void = (target) => window.location.assign(target),
): boolean {
  if (!isHttpUrl(url)) return false;
  assign(url);
  return true;
}
