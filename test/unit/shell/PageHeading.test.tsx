import { act, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { namesResolved, routeChanged } from '@/features/ui/uiSlice';
import { PageHeading } from '@/shell/PageHeading';
import { renderWithProviders } from '../utils/renderWithProviders';

describe('PageHeading', () => {
  it('shows a placeholder, not a "Loading..." title, until the project’s name is known', () => {
    const { store } = renderWithProviders(<PageHeading />);
    act(() => {
      store.dispatch(
        routeChanged({
          pathname: '/projects/p1',
          hash: '',
          projectId: 'p1',
          sourceId: null,
          handle: { navGroup: 'project', item: 'sources', subtitle: "Project's Sources" },
        }),
      );
    });
    expect(screen.queryByRole('heading', { level: 1 })).toBeNull();
    expect(screen.queryByText('Loading...')).toBeNull();
    expect(screen.getByLabelText('Loading the name').getAttribute('aria-busy')).toBe('true');
    expect(screen.getByText("Project's Sources")).toBeTruthy();

    act(() => {
      store.dispatch(namesResolved({ projectName: 'Alpha', sourceName: null }));
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Alpha' })).toBeTruthy();
    expect(screen.queryByLabelText('Loading the name')).toBeNull();
  });
});
