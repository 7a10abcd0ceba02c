import { describe, expect, it } from 'vitest';
import { schemaResolver } from '@mantine/form';
import { createWebhookBody } from '@contract/schemas';

// The create form validates with the contract's request schema through @mantine/form's resolver.
const validateWebhookForm = schemaResolver(createWebhookBody, { sync: true });

const valid = { url: 'https://hooks.example.com/in', events: ['source.created' as const], description: '' };

describe('validateWebhookForm', () => {
  it('accepts an http or https URL with at least one event', () => {
    expect(validateWebhookForm(valid)).toEqual({});
    expect(validateWebhookForm({ ...valid, url: 'http://localhost:8080/hook' })).toEqual({});
  });

  it('requires a URL', () => {
    expect(validateWebhookForm({ ...valid, url: '  ' }).url).toBe('URL is required');
  });

  it.each(['ftp://example.com', 'javascript:alert(1)', 'example.com/hook', '/relative'])('rejects %s', (url) => {
    expect(validateWebhookForm({ ...valid, url }).url).toBe('Enter a valid http:// or https:// URL');
  });

  it('requires at least one event', () => {
    expect(validateWebhookForm({ ...valid, events: [] })).toEqual({ events: 'Select at least one event' });
  });
});
