import { describe, expect, it } from 'vitest';
import { formatMoney } from '@/features/billing/formatMoney';

describe('formatMoney', () => {
  it('turns cents into the currency amount', () => {
    expect(formatMoney(1900, 'usd', 'en-US')).toBe('$19.00');
    expect(formatMoney(0, 'usd', 'en-US')).toBe('$0.00');
    expect(formatMoney(123456, 'usd', 'en-US')).toBe('$1,234.56');
  });

  it('follows the currency and the locale', () => {
    expect(formatMoney(2500, 'eur', 'de-DE')).toBe('25,00\u00a0€');
  });
});
