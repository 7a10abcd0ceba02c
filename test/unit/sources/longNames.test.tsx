import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { namedEntrypointBody } from '@contract/entrypoints';
import { RenameSourceForm } from '@/features/sources/components/RenameSourceForm';
import { renderWithProviders } from '../utils/renderWithProviders';
import { makeSource } from '../utils/sourceFixture';

describe('names too long to save', () => {
  it('an entrypoint name over 200 characters is too long, not missing', () => {
    const result = namedEntrypointBody.safeParse({ name: 'e'.repeat(201) });
    expect(result.error?.issues[0].message).toBe('Name must be at most 200 characters');
    expect(namedEntrypointBody.safeParse({}).error?.issues[0].message).toBe('Name is required');
    expect(namedEntrypointBody.safeParse({ name: '  ' }).error?.issues[0].message).toBe('Name is required');
  });

  it('the rename helper line does not repeat a draft too long to save', () => {
    renderWithProviders(<RenameSourceForm source={makeSource({ name: 'Docs' })} />);
    const input = screen.getByLabelText('Source name');
    expect(screen.getByText(/Shown as "Docs"/)).toBeTruthy();
    const draft = 'd'.repeat(10_000);
    fireEvent.change(input, { target: { value: draft } });
    expect(screen.queryByText(/Shown as/)).toBeNull();
    expect(document.body.textContent?.split(draft).length).toBeLessThanOrEqual(2);
  });
});
