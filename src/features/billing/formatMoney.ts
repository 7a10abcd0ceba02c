/** Formats an amount given in cents (the API's unit) in the user's locale, e.g. 1900 usd → "$19.00". */
export function formatMoney(cents: number, currency: string, locale?: string): string {
  return new Intl.NumberFormat(locale, { style: 'currency', currency: currency.toUpperCase() }).format(cents / 100);
}
