let numbers: Intl.NumberFormat | null = null;

/** A count in the reader's locale ("2,000" in en-US), with one formatter built on first use. */
export function formatCount(value: number): string {
  numbers ??= new Intl.NumberFormat();
  return numbers.format(value);
}
