import { describe, expect, it, vi } from 'vitest';
import { followPortalUrl } from '@/features/billing/portalRedirect';

describe('followPortalUrl', () => {
  it.each(['https://billing.example.com/session/1', 'http://127.0.0.1:3000/billing-portal/session/abc'])(
    'follows %s',
    (url) => {
      const assign = vi.fn();
      expect(followPortalUrl(url, assign)).toBe(true);
      expect(assign).toHaveBeenCalledWith(url);
    },
  );

  it.each(['javascript:alert(1)', 'data:text/html,<b>x</b>', '/billing-portal/session/1', 'not a url', ''])(
    'never follows %s',
    (url) => {
      const assign = vi.fn();
      expect(followPortalUrl(url, assign)).toBe(false);
      expect(assign).not.toHaveBeenCalled();
    },
  );
});
