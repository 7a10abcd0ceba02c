import { afterAll, beforeAll } from 'vitest';
import type { PlanId } from '../../../contract/enums';
import type { Platform } from '../../../server/platform';
import type { PlatformOptions } from '../../../server/core/context';
import { startTestPlatform } from '../helpers/platform';
import { apiUser, dataOf, type ApiUser } from './apiClient';

export interface ApiWorld {
  platform: Platform;
  alice: ApiUser;
  bob: ApiUser;
  /** Alice's project; only set when apiWorld was given a project name. */
  projectId: string;
}

/**
 * Registers the test file's beforeAll/afterAll: a fresh platform, signed-in users Alice and Bob and, given
 * `projectName`, a project of Alice's; both on `plan` (Team unless given); `options` are read when it starts. The fields are filled in once beforeAll has run.
 */
export function apiWorld(
  projectName?: string,
  plan?: PlanId,
  options: () => Partial<PlatformOptions> = () => ({}),
): ApiWorld {
  const world = {} as ApiWorld;
  beforeAll(async () => {
    world.platform = await startTestPlatform(options());
    world.alice = await apiUser(world.platform, 'Alice', plan);
    world.bob = await apiUser(world.platform, 'Bob', plan);
    if (projectName) {
      world.projectId = dataOf(
        await world.alice.call<{ id: string }>('POST', '/projects', { name: projectName }),
        201,
      ).id;
    }
  });
  afterAll(async () => {
    // Realtime subscriptions (indexing progress) would otherwise keep reconnecting to a closed server.
    await world.alice.client.removeAllChannels();
    await world.platform.close();
  });
  return world;
}
