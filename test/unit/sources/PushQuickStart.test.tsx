import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { PushQuickStart, pushEndpoint } from '@/features/sources/components/PushQuickStart';
import { makeSource } from '../utils/sourceFixture';
import { recordRedux } from '../utils/reduxRecorder';
import { renderWithProviders } from '../utils/renderWithProviders';
import { stubDashboardApi } from '../utils/stubDashboardApi';

const KEY = 'pk_4QJ8sZL0m2cV7xY1bN3aR5tU9wE6dF0g';
const source = makeSource({
  type: 'push_api',
  provider: 'push',
  name: 'Handbook',
  custom: { entrypoint: { name: 'x' } },
});
const pushPath = new URL(pushEndpoint(source)).pathname;

function setup() {
  const api = stubDashboardApi({
    'POST /projects/p1/api-keys': {
      status: 201,
      body: { data: { id: 'k1', name: 'quick start', prefix: KEY.slice(0, 8), created_at: '2025-01-01', key: KEY } },
    },
    [`POST ${pushPath}`]: {
      status: 202,
      body: { data: { runId: 'r1', accepted: 1, unchanged: 0, rejected: [] } },
    },
  });
  const view = renderWithProviders(<PushQuickStart source={source} />);
  const recorded = recordRedux(view.store);
  return { ...view, api, recorded };
}

describe('PushQuickStart', () => {
  it('generates a key in place, fills it into every sample, pushes the first document and shows the answer', async () => {
    const user = userEvent.setup();
    const { api, recorded, store } = setup();
    const quickStart = screen.getByRole('region', { name: 'Push documents' });
    expect(within(quickStart).getByRole('button', { name: 'Push your first document' })).toHaveProperty(
      'disabled',
      true,
    );

    await user.click(within(quickStart).getByRole('button', { name: 'Generate API key' }));
    const form = await screen.findByRole('dialog', { name: 'Generate API key' });
    await user.type(within(form).getByLabelText(/Name/), 'quick start');
    await user.click(within(form).getByRole('button', { name: 'Generate' }));

    // The key is shown once, as on the API keys page, then stays in the samples.
    const shown = await screen.findByRole('dialog', { name: 'New API key' });
    expect((within(shown).getByLabelText('API key') as HTMLInputElement).value).toBe(KEY);
    await user.click(within(shown).getByRole('button', { name: 'Done' }));
    await waitFor(() => expect(screen.queryByRole('dialog', { name: 'New API key' })).toBeNull());
    // The JSON request and the file upload.
    expect(within(quickStart).getAllByText(new RegExp(`-H "x-api-key: ${KEY}"`))).toHaveLength(2);
    await user.click(within(quickStart).getByRole('tab', { name: 'JavaScript' }));
    expect(within(quickStart).getByText(new RegExp(`'x-api-key': "${KEY}"`))).toBeTruthy();
    await user.click(within(quickStart).getByRole('tab', { name: 'Python' }));
    expect(within(quickStart).getByText(new RegExp(`"x-api-key": "${KEY}"`))).toBeTruthy();

    await user.click(within(quickStart).getByRole('button', { name: 'Push your first document' }));
    const answer = await within(quickStart).findByRole('status', { name: 'The API answered 202' });
    expect(answer.textContent).toContain('"accepted": 1');
    expect(within(answer).getByRole('link', { name: 'Find it on the Search page' }).getAttribute('href')).toBe(
      '/projects/p1/search?q=dental+plan',
    );
    const push = api.calls.find((call) => call.path === pushPath);
    expect(push?.body).toMatchObject({ documents: [{ id: 'handbook/benefits.md' }] });

    // Never in Redux: no action, no state, no cache entry held the key.
    expect(recorded.some((entry) => entry.includes(KEY))).toBe(false);
    expect(JSON.stringify(store.getState())).not.toContain(KEY);
  }, 60_000);
});
