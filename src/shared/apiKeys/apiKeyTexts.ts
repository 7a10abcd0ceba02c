import type { SecretKeysTexts } from '@/shared/ui/SecretKeysCard';

/** The words of project API keys, the same on the API keys page and in the push quick start's dialog. */
export const API_KEY_TEXTS: SecretKeysTexts = {
  noun: 'API key',
  createVerb: 'Generate',
  removeVerb: 'Delete',
  description: "Keys authenticate your applications against this project's API.",
  emptyText: "No API keys yet. Generate one to call this project's API.",
  nameDescription: 'A label to recognise the key by, e.g. the app or environment using it.',
  namePlaceholder: 'production-backend',
  consequence: 'Applications using it will stop working immediately.',
};
