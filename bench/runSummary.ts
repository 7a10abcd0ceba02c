// How a figure measured over several runs (`--runs N`) is reported: "median (min–max)", its budget judged
// on the median.

/** The middle value; with an even count, the mean of the two middle ones. */
export function middle(values: number[]): number {
  const sorted = [...values].sort((a, b) => a - b);
  const half = Math.floor(sorted.length / 2);
  return sorted.length % 2 ? sorted[half] : (sorted[half - 1] + sorted[half]) / 2;
}

/** "940 ms (908–1,200 ms)": the median, then the range when there are several runs. */
export function summary(values: number[], format: (value: number) => string): { value: string; mid: number } {
  const mid = middle(values);
  if (values.length < 2) return { value: format(mid), mid };
  const low = format(Math.min(...values));
  const high = format(Math.max(...values));
  const unit = (text: string) => text.replace(/^[\d.,]+/, '');
  const bareLow = unit(low) === unit(high) ? low.slice(0, low.length - unit(low).length) : low;
  return { value: `${format(mid)} (${bareLow}–${high})`, mid };
}
