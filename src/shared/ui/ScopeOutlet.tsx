import { Outlet } from 'react-router-dom';
import { ScopeLoading } from '@/shared/ui/ScopeLoading';
import { ScopeReadyContext, useScopeReady } from '@/shared/ui/scopeReady';

/**
 * A scope's page: "Loading..." until the project or source is known, but the page is mounted (hidden)
 * from the start, so its own reads run alongside the scope's instead of after it (project →
 * source → logs took three round trips in a row). Its place in the tree stays, so showing it is no remount.
 */
export function ScopeOutlet({ ready }: { ready: boolean }) {
  const outerReady = useScopeReady();
  return (
    <>
      {!ready && <ScopeLoading />}
      <div style={{ display: ready ? 'contents' : 'none' }}>
        <ScopeReadyContext.Provider value={outerReady && ready}>
          <Outlet />
        </ScopeReadyContext.Provider>
      </div>
    </>
  );
}
