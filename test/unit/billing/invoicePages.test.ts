import { describe, expect, it } from 'vitest';
import { flattenInvoicePages, nextInvoiceCursor } from '@/features/billing/invoicePages';
import type { Invoice, InvoicesPage } from '@/features/billing/types';

const invoice = (id: string): Invoice => ({
  id,
  number: `INV-${id}`,
  status: 'paid',
  amountDue: 1900,
  amountPaid: 1900,
  currency: 'usd',
  created: '2024-01-01T00:00:00.000Z',
  periodStart: '2024-01-01T00:00:00.000Z',
  periodEnd: '2024-02-01T00:00:00.000Z',
  description: 'Pro plan',
  hostedInvoiceUrl: 'https://billing.example.com/i',
});
const page = (ids: string[], hasMore: boolean): InvoicesPage => ({ invoices: ids.map(invoice), hasMore });

describe('nextInvoiceCursor', () => {
  it('is the last invoice id while the server has more', () => {
    expect(nextInvoiceCursor(page(['a', 'b', 'c'], true))).toBe('c');
  });

  it('is undefined on the last page or an empty page', () => {
    expect(nextInvoiceCursor(page(['a'], false))).toBeUndefined();
    expect(nextInvoiceCursor(page([], true))).toBeUndefined();
  });
});

describe('flattenInvoicePages', () => {
  it('keeps server order across pages', () => {
    const rows = flattenInvoicePages([page(['a', 'b'], true), page(['c', 'd'], false)]);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c', 'd']);
  });

  it('lists an invoice repeated on a later page only once', () => {
    const rows = flattenInvoicePages([page(['a', 'b'], true), page(['b', 'c'], true), page(['c'], false)]);
    expect(rows.map((row) => row.id)).toEqual(['a', 'b', 'c']);
  });

  it('gives an empty list for no pages', () => {
    expect(flattenInvoicePages([])).toEqual([]);
  });
});
