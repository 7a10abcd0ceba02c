import { act, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router-dom';
import { describe, expect, it, vi } from 'vitest';

// A Redux DevTools stand-in, installed before Redux Toolkit loads (it reads the extension at import): it
// records every action the store receives and every state after it, as the extension would send them.
const recorded = vi.hoisted(() => {
  const sent: string[] = [];
  type Enhancer = (next: (...args: unknown[]) => unknown) => (...args: unknown[]) => unknown;
  const recorder: Enhancer =
    (createStore) =>
    (...args) => {
      const store = createStore(...args) as { dispatch: (action: unknown) => unknown; getState: () => unknown };
      const dispatch = store.dispatch;
      sent.push(JSON.stringify(store.getState()));
      return {
        ...store,
        dispatch: (action: unknown) => {
          const result = dispatch(action);
          sent.push(JSON.stringify(action), JSON.stringify(store.getState()));
          return result;
        },
      };
    };
  // The extension's compose: the app's enhancers (middleware outermost), the extension innermost.
  Object.assign(window, {
    __REDUX_DEVTOOLS_EXTENSION_COMPOSE__:
      () =>
      (...enhancers: Enhancer[]) =>
      (createStore: Parameters<Enhancer>[0]) =>
        [...enhancers, recorder].reduceRight((next, enhancer) => enhancer(next), createStore),
  });
  return sent;
});

const PASSWORD = 'pa55word-only-the-user-knows';
const ACCESS_TOKEN = 'eyJhbGciOiJIUzI1NiJ9.access-token-body.signature';
const REFRESH_TOKEN = 'refresh-token-7f3a9c';

// supabase-js as the app sees it: a sign-in or sign-up answers with a session and fires SIGNED_IN with it.
const listeners: Array<(event: string, session: unknown) => void> = [];
const user = { id: 'u1', email: 'ada@example.com', user_metadata: { name: 'Ada' } };
const session = { access_token: ACCESS_TOKEN, refresh_token: REFRESH_TOKEN, expires_in: 3600, user };
const signedIn = async () => {
  listeners.forEach((listener) => listener('SIGNED_IN', session));
  return { data: { session, user }, error: null };
};
vi.mock('@/shared/supabase/client', () => ({
  getSupabase: () => ({
    auth: {
      signInWithPassword: vi.fn(signedIn),
      signUp: vi.fn(signedIn),
      getSession: async () => ({ data: { session: null } }),
      onAuthStateChange: (listener: (event: string, session: unknown) => void) => {
        listeners.push(listener);
        return { data: { subscription: { unsubscribe: () => undefined } } };
      },
    },
  }),
}));

const { makeStore } = await import('@/app/store');
const { devToolsOptions } = await import('@/app/devTools');
const { startSessionSync } = await import('@/features/session/sessionSync');
const { userChanged } = await import('@/shared/session/sessionEvents');
const { default: LoginPage } = await import('@/features/session/pages/LoginPage');
const { renderWithProviders } = await import('../utils/renderWithProviders');

const field = (label: string) => screen.getByLabelText(label, { exact: true, selector: 'input' });

async function submitLogin(store: ReturnType<typeof makeStore>, mode: 'Sign in' | 'Sign up') {
  const actor = userEvent.setup();
  const view = renderWithProviders(
    <Routes>
      <Route path="/login" element={<LoginPage />} />
      <Route path="*" element={<p>landed</p>} />
    </Routes>,
    { route: '/login', store },
  );
  if (mode === 'Sign up') {
    await actor.click(screen.getByRole('tab', { name: 'Sign up' }));
    await actor.type(field('Name'), 'Ada');
  }
  await actor.type(field('Email'), user.email);
  await actor.type(field('Password'), PASSWORD);
  await actor.click(screen.getByRole('button', { name: mode === 'Sign in' ? 'Sign in' : 'Create account' }));
  await screen.findByText('landed');
  view.unmount();
}

describe('Redux DevTools recording of a sign-up and a sign-in', () => {
  it('holds neither the password nor any token, in any action or state', async () => {
    const store = makeStore(undefined, devToolsOptions);
    startSessionSync(store.dispatch);
    await submitLogin(store, 'Sign up');
    act(() => void store.dispatch(userChanged(null)));
    await submitLogin(store, 'Sign in');

    const log = recorded.join('\n');
    // The recorder saw the whole story, so the absences below mean something.
    for (const type of [
      'session/signUpRequested',
      'session/signInRequested',
      'session/authSucceeded',
      'session/userChanged',
    ]) {
      expect(log).toContain(`"type":"${type}"`);
    }
    expect(log).toContain('"email":"ada@example.com"');
    for (const secret of [PASSWORD, ACCESS_TOKEN, REFRESH_TOKEN]) expect(log).not.toContain(secret);
  });
});
