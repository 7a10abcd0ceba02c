import { useState } from 'react';
import { useSecretCreation } from '@/shared/ui/useSecretCreation';
import { useGenerateApiKeyMutation } from './generateApiKeyApi';

/**
 * Generating a project API key where it is needed (the push quick start): the API keys page's dialog,
 * the key shown once, and the key kept for this page's samples. It lives in this hook's state only —
 * never in Redux, never logged — and is gone when the page closes.
 */
export function useApiKeyInPlace(projectId: string) {
  const [generate, generation] = useGenerateApiKeyMutation();
  const [key, setKey] = useState<string | null>(null);
  const flow = useSecretCreation({
    dialog: 'generateApiKey',
    subject: projectId,
    creation: generation,
    create: (name: string) => generate({ projectId, name }),
    onCreated: setKey,
  });
  return { key, ...flow };
}

export type ApiKeyInPlace = ReturnType<typeof useApiKeyInPlace>;
