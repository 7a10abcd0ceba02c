import { act, screen, within } from '@testing-library/react';
import { Table } from '@mantine/core';
import { describe, expect, it } from 'vitest';
import { SourceRow } from '@/features/sources/components/SourceRow';
import { sourcesActions } from '@/features/sources/sourcesSlice';
import { renderWithProviders } from '../utils/renderWithProviders';
import { makeSource } from '../utils/sourceFixture';

const source = makeSource({
  name: 'docs/main',
  provider: 'github',
  type: 'github_branch',
  custom: { tokens: { token: '[redacted]' } },
});

function renderRow() {
  const result = renderWithProviders(
    <Table>
      <Table.Tbody>
        <SourceRow sourceId={source.id} />
      </Table.Tbody>
    </Table>,
  );
  act(() => {
    result.store.dispatch(sourcesActions.upserted(source));
  });
  return { ...result, row: () => result.container.querySelector<HTMLElement>('tr[data-source-id="s1"]')! };
}

describe('SourceRow', () => {
  it('shows the display name, connection, idle status, count and "Never"', () => {
    const { row } = renderRow();
    const cells = within(row());
    expect(cells.getByRole('link', { name: 'docs-main' })).toBeTruthy();
    expect(cells.getByText('Connected')).toBeTruthy();
    expect(row().querySelector('[data-status]')?.getAttribute('data-status')).toBe('IDLE');
    expect(cells.queryByRole('progressbar')).toBeNull();
    expect(cells.getByText('0')).toBeTruthy();
    expect(cells.getByText('Never')).toBeTruthy();
  });

  it('follows live indexing changes: status, progress, count, then the finished run', () => {
    const { store, row } = renderRow();
    act(() => {
      store.dispatch(
        sourcesActions.changesApplied({
          changes: [
            {
              kind: 'upsert',
              row: {
                ...source,
                status: 'UPDATING',
                progress: { done: 3, total: 12 },
                documents_count: 1234,
                updated_at: '2025-01-01T00:00:01Z',
              },
            },
          ],
        }),
      );
    });
    const cells = within(row());
    expect(row().querySelector('[data-status]')?.getAttribute('data-status')).toBe('UPDATING');
    expect(cells.getByText('3/12')).toBeTruthy();
    expect(cells.getByRole<HTMLProgressElement>('progressbar', { name: 'Updating progress' }).value).toBe(25);
    expect(cells.getByText((1234).toLocaleString())).toBeTruthy();

    const finishedAt = new Date(Date.now() - 5_000).toISOString();
    act(() => {
      store.dispatch(
        sourcesActions.upserted({
          ...source,
          status: 'IDLE',
          progress: null,
          documents_count: 1240,
          last_indexed_at: finishedAt,
          updated_at: '2025-01-01T00:00:02Z',
        }),
      );
    });
    expect(row().querySelector('[data-status]')?.getAttribute('data-status')).toBe('IDLE');
    expect(within(row()).queryByRole('progressbar')).toBeNull();
    expect(within(row()).getByText((1240).toLocaleString())).toBeTruthy();
    expect(within(row()).queryByText('Never')).toBeNull();
  });

  it('renders nothing once the source is removed', () => {
    const { store, row } = renderRow();
    act(() => {
      store.dispatch(sourcesActions.removed({ id: source.id }));
    });
    expect(row()).toBeNull();
    expect(screen.queryByText('docs-main')).toBeNull();
  });
});
