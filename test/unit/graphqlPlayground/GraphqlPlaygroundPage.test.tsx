import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useEffect } from 'react';
import { Link, Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../utils/renderWithProviders';

// The real editor chunk (GraphiQL + Monaco) cannot run in jsdom; the e2e tests cover it.
const chunk = vi.hoisted(() => {
  let release = () => {};
  const loaded = new Promise<void>((resolve) => (release = resolve));
  return { loaded, release: () => release(), mounts: [] as string[] };
});

vi.mock('@/features/graphqlPlayground/components/ProjectPlayground', async () => {
  await chunk.loaded;
  return {
    default: function FakePlayground({ projectId }: { projectId: string }) {
      useEffect(() => {
        chunk.mounts.push(projectId);
      }, [projectId]);
      return <div>GraphiQL for {projectId}</div>;
    },
  };
});

const { default: GraphqlPlaygroundPage } = await import('@/features/graphqlPlayground/pages/GraphqlPlaygroundPage');

function renderPage() {
  return renderWithProviders(
    <Routes>
      <Route
        path="/projects/:projectId/graphql"
        element={
          <>
            {/* The shell's heading: the editor is asked for once the page shows it. */}
            <h1>Project</h1>
            <GraphqlPlaygroundPage />
            <Link to="/projects/p2/graphql">Other project</Link>
          </>
        }
      />
    </Routes>,
    { route: '/projects/p1/graphql' },
  );
}

describe('GraphqlPlaygroundPage', () => {
  it('shows a skeleton while the editor chunk loads, then a fresh playground per project', async () => {
    renderPage();
    expect(screen.getByLabelText('Loading GraphQL playground')).toBeTruthy();

    await act(async () => chunk.release());
    expect(await screen.findByText('GraphiQL for p1')).toBeTruthy();
    expect(screen.queryByLabelText('Loading GraphQL playground')).toBeNull();

    await userEvent.click(screen.getByRole('link', { name: 'Other project' }));
    expect(await screen.findByText('GraphiQL for p2')).toBeTruthy();
    // Remounted (not re-rendered), so GraphiQL re-reads the second project's storage.
    expect(chunk.mounts).toEqual(['p1', 'p2']);
  });
});
