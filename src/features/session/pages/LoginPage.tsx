import { useEffect, useId, useState } from 'react';
import { TextInput } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { env } from '@/shared/config/env';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { paths, safeNextPath } from '@/shared/routing/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { AuthModeTabs } from '@/features/session/components/AuthModeTabs';
import { loginSchemas, type AuthMode } from '@/features/session/loginForm';
import { selectUser } from '@/features/session/sessionSlice';
import { sessionChecked } from '@/features/session/sessionSync';
import { signIn, signUp } from '@/features/session/sessionThunks';
import classes from '@/features/session/pages/LoginPage.module.css';

/** /login: sign in or sign up; on success go back to the same-origin `next` path or /projects. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useAppSelector(selectUser);
  const [mode, setMode] = useState<AuthMode>('signIn');
  const { form, submit } = useSchemaForm(loginSchemas[mode], { name: '', email: '', password: '' });
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const panelId = useId();
  const target = safeNextPath(params.get('next')) ?? paths.projects();
  // A stored session leads on only once the server has confirmed it: a dead one is cleared here instead
  // of bouncing through the app and back to /login?next=….
  const [checked, setChecked] = useState(false);
  useEffect(() => {
    let mounted = true;
    void sessionChecked().then(() => mounted && setChecked(true));
    return () => {
      mounted = false;
    };
  }, []);

  if (user && !pending && checked) return <Navigate to={target} replace />;

  const send = async ({ name, email, password }: { name: string; email: string; password: string }) => {
    setServerError(null);
    setPending(true);
    const outcome =
      mode === 'signIn'
        ? await dispatch(signIn({ email, password }))
        : await dispatch(signUp({ name, email, password }));
    setPending(false);
    if (outcome.ok) navigate(target, { replace: true });
    else setServerError(outcome.error || 'Something went wrong, please try again.');
  };

  const switchMode = (next: AuthMode) => {
    setMode(next);
    form.clearErrors();
    setServerError(null);
  };

  return (
    <div className={classes.page}>
      <div className={classes.brand}>
        <h1 className={classes.wordmark}>{env.appTitle}</h1>
        <span className={classes.beta}>beta</span>
      </div>
      <div className={classes.card}>
        <AuthModeTabs mode={mode} onChange={switchMode} panelId={panelId} />
        {/* The tab panel wraps the form: a <form> may not take role="tabpanel" (ARIA in HTML). */}
        <div id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${mode}`}>
          {/* An edit makes the last server answer stale: it goes, so it never stands beside a new one. */}
          <form onSubmit={submit(send)} onChange={() => setServerError(null)} noValidate>
            <div className={classes.fields}>
              {mode === 'signUp' && <TextInput label="Name" autoComplete="name" {...form.getInputProps('name')} />}
              <TextInput label="Email" type="email" autoComplete="email" {...form.getInputProps('email')} />
              <TextInput
                type="password"
                label="Password"
                autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
                {...form.getInputProps('password')}
              />
              {serverError && (
                <div role="alert" className={classes.error}>
                  <span className={classes.errorTitle}>{mode === 'signIn' ? 'Sign-in failed' : 'Sign-up failed'}</span>
                  {serverError}
                </div>
              )}
              <button type="submit" className={classes.submit} disabled={pending} aria-busy={pending}>
                {pending && <span className={classes.spinner} aria-hidden />}
                {mode === 'signIn' ? 'Sign in' : 'Create account'}
              </button>
            </div>
          </form>
        </div>
      </div>
    </div>
  );
}
