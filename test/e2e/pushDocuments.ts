import type { ApiClient } from './fixtures';

export interface PushedDocument {
  id: string;
  title?: string;
  content: string;
  contentType?: string;
}

/**
 * Pushes documents into a push source through the push API with a new project key, as a developer's
 * app would: push sources index only what is pushed to them. Resolves once they are indexed (the
 * push answers when its run has written them).
 */
export async function pushDocuments(
  api: ApiClient,
  platformUrl: string,
  ids: { projectId: string; sourceId: string },
  documents: PushedDocument[],
): Promise<void> {
  const { key } = await api.post<{ key: string }>(`projects/${ids.projectId}/api-keys`, { name: 'e2e push' });
  const reply = await fetch(`${platformUrl}/push/v1/projects/${ids.projectId}/sources/${ids.sourceId}/documents`, {
    method: 'POST',
    headers: { 'x-api-key': key, 'content-type': 'application/json' },
    body: JSON.stringify({ documents }),
  });
  if (reply.status !== 202) throw new Error(`Push failed: ${reply.status} ${await reply.text()}`);
}

/** A few short documents of real prose. */
export const HANDBOOK: PushedDocument[] = [
  {
    id: 'handbook/benefits.md',
    title: 'Benefits',
    content: '# Benefits\n\nEvery employee gets a dental plan and a yearly wellbeing budget.',
    contentType: 'text/markdown',
  },
  {
    id: 'handbook/travel.md',
    title: 'Travel policy',
    content: '# Travel policy\n\nBook trains for journeys under four hours; flights need a manager’s approval.',
    contentType: 'text/markdown',
  },
  {
    id: 'handbook/onboarding.md',
    title: 'Onboarding',
    content: '# Onboarding\n\nNew starters meet their buddy on the first morning and ship a small change in week one.',
    contentType: 'text/markdown',
  },
];
