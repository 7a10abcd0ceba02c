import completeStyles from '@/app/mantineComplete.css?url';

/**
 * Adds Mantine's complete stylesheet (≈40 kB gzip) as a non-blocking link. main.tsx calls it once the
 * splash has painted, so it is not part of the first load; the per-component stylesheets the routes
 * import cover the first paint until it arrives.
 */
export function loadCompleteStyles(): void {
  const link = document.createElement('link');
  link.rel = 'stylesheet';
  link.href = completeStyles;
  link.dataset.mantineComplete = '';
  document.head.append(link);
}
