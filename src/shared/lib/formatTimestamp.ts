const pad = (value: number) => (value < 10 ? `0${value}` : String(value));

/**
 * A moment in local time, "1/2/25, 12:04:05 PM" (en-US short date, medium time): the one formatter of
 * every log line. Plain arithmetic, not toLocaleString or Intl: a long list formats thousands of these,
 * and each toLocaleString call built a formatter of its own (1.5 s per 20k rows).
 */
export function formatTimestamp(iso: string): string {
  const date = new Date(iso);
  if (Number.isNaN(date.getTime())) return '—';
  const hours = date.getHours();
  const clock = `${hours % 12 || 12}:${pad(date.getMinutes())}:${pad(date.getSeconds())} ${hours < 12 ? 'AM' : 'PM'}`;
  return `${date.getMonth() + 1}/${date.getDate()}/${pad(date.getFullYear() % 100)}, ${clock}`;
}
