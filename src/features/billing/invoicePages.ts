import type { Invoice, InvoicesPage } from './types';

/** The cursor for the page after `page`, or undefined when the server says there is none. */
export function nextInvoiceCursor(page: InvoicesPage): string | undefined {
  return page.hasMore && page.invoices.length > 0 ? page.invoices[page.invoices.length - 1].id : undefined;
}

/** All loaded pages as one list in server order; an invoice that shows up on two pages is listed once. */
export function flattenInvoicePages(pages: readonly InvoicesPage[]): Invoice[] {
  const seen = new Set<string>();
  const rows: Invoice[] = [];
  for (const page of pages) {
    for (const invoice of page.invoices) {
      if (seen.has(invoice.id)) continue;
      seen.add(invoice.id);
      rows.push(invoice);
    }
  }
  return rows;
}
