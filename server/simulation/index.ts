import type { PlatformContext } from '../context';

// PLACEHOLDER by the platform-core engineer so the platform starts; the API engineer replaces this file.
export function startSimulations(_ctx: PlatformContext): void {}
