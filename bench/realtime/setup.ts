import '../../test/jsdomPolyfills';
import { installRenderTracker } from './renderTracker';

// Runs before the scenario imports react-dom, so the tracker sees every commit.
(globalThis as Record<string, unknown>).benchRenderTracker = installRenderTracker();
