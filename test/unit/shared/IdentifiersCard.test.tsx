import { fireEvent, screen, waitFor } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { IdentifiersCard } from '@/shared/ui/IdentifiersCard';
import { renderWithProviders } from '../utils/renderWithProviders';

describe('IdentifiersCard', () => {
  it('shows each id in full and copies it with its button', async () => {
    const writeText = vi.fn().mockResolvedValue(undefined);
    Object.defineProperty(navigator, 'clipboard', { value: { writeText }, configurable: true });
    renderWithProviders(
      <IdentifiersCard
        items={[
          { label: 'Project ID', value: 'p-123' },
          { label: 'GraphQL endpoint', value: 'http://127.0.0.1/graphql/v1/projects/p-123' },
        ]}
      />,
    );
    expect(screen.getByText('http://127.0.0.1/graphql/v1/projects/p-123')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Copy GraphQL endpoint' }));
    expect(writeText).toHaveBeenCalledWith('http://127.0.0.1/graphql/v1/projects/p-123');
    await waitFor(() => expect(screen.getByRole('button', { name: 'GraphQL endpoint copied' })).toBeTruthy());
  });
});
