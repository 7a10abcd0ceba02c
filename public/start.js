// Starts the app's entry (the preload link that scripts/startAfterFirstPaint.ts marks
// data-app-entry) once the boot splash has painted, so a slow phone shows the splash while the
// app's JavaScript compiles.
const entry = document.querySelector('link[data-app-entry]');
await new Promise((resolve) => {
  // Hidden tabs paint nothing, and a browser without paint timing cannot say: those start at once.
  if (document.visibilityState === 'hidden' || !PerformanceObserver.supportedEntryTypes?.includes('paint')) {
    resolve();
    return;
  }
  document.addEventListener('visibilitychange', resolve, { once: true });
  new PerformanceObserver((_list, observer) => {
    observer.disconnect();
    resolve();
  }).observe({ type: 'paint', buffered: true });
  setTimeout(resolve, 1000); // never wait longer for a paint that does not come
});
await import(entry.href);
