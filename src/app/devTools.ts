// Loaded by main.tsx only when the Redux DevTools extension (or test/devtools' recorder) is present:
// the sanitizers, and the endpoint registry that replaying a recorded log needs, are no part of an
// ordinary first load (first-load budget).
import '@/app/endpoints';

export { devToolsOptions } from '@/app/devToolsSanitizers';
