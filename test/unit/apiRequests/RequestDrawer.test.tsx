import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { RequestDrawer } from '@/features/apiRequests/components/RequestDrawer';
import type { ApiRequest } from '@/features/apiRequests/types';
import { renderWithProviders } from '../utils/renderWithProviders';

const search = (detail: ApiRequest['detail']): ApiRequest => ({
  id: '1',
  owner_id: '00000000-0000-4000-8000-000000000002',
  project_id: '00000000-0000-4000-8000-000000000001',
  api_key_id: null,
  api_key_prefix: null,
  kind: 'search',
  operation: 'search',
  status: 200,
  status_class: '2xx',
  duration_ms: 12,
  result_count: 3,
  error: null,
  query: 'webhook retries',
  detail,
  search_text: 'webhook retries',
  created_at: '2026-11-27T10:00:00Z',
});

describe('RequestDrawer', () => {
  it('marks a search asked while typing, which search analytics leave out', async () => {
    renderWithProviders(<RequestDrawer request={search({ method: 'GET', typeahead: true })} onClose={() => {}} />);
    expect(await screen.findByText('Typeahead')).toBeTruthy();
  });

  it('does not mark a settled search', async () => {
    renderWithProviders(<RequestDrawer request={search({ method: 'GET' })} onClose={() => {}} />);
    expect(await screen.findByText('Search query')).toBeTruthy();
    expect(screen.queryByText('Typeahead')).toBeNull();
  });
});
