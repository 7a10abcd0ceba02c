import '@mantine/core/styles/Input.css';
import { useId, useState, type FormEvent } from 'react';
import { TextInput } from '@mantine/core';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { env } from '@/shared/config/env';
import { paths, safeNextPath } from '@/shared/routing/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { AuthModeTabs } from '@/features/session/components/AuthModeTabs';
import { validateLogin, type AuthMode, type FieldErrors, type LoginValues } from '@/features/session/loginForm';
import { selectUser } from '@/features/session/sessionSlice';
import { signIn, signUp } from '@/features/session/sessionThunks';
import classes from '@/features/session/pages/LoginPage.module.css';

/** /login: sign in or sign up; on success go back to the same-origin `next` path or /projects. */
export default function LoginPage() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const user = useAppSelector(selectUser);
  const [mode, setMode] = useState<AuthMode>('signIn');
  const [values, setValues] = useState<LoginValues>({ name: '', email: '', password: '' });
  const [errors, setErrors] = useState<FieldErrors>({});
  const [serverError, setServerError] = useState<string | null>(null);
  const [pending, setPending] = useState(false);
  const panelId = useId();
  const target = safeNextPath(params.get('next')) ?? paths.projects();

  if (user && !pending) return <Navigate to={target} replace />;

  const change = (field: keyof LoginValues) => (event: { currentTarget: { value: string } }) => {
    const { value } = event.currentTarget;
    setValues((current) => ({ ...current, [field]: value }));
    setErrors((current) => ({ ...current, [field]: undefined }));
  };

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    const found = validateLogin(mode, values);
    setErrors(found);
    setServerError(null);
    if (Object.keys(found).length > 0) return;
    setPending(true);
    const email = values.email.trim();
    const outcome =
      mode === 'signIn'
        ? await dispatch(signIn({ email, password: values.password }))
        : await dispatch(signUp({ name: values.name.trim(), email, password: values.password }));
    setPending(false);
    if (outcome.ok) navigate(target, { replace: true });
    else setServerError(outcome.error || 'Something went wrong, please try again.');
  };

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setErrors({});
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
          <form onSubmit={submit} noValidate>
            <div className={classes.fields}>
              {mode === 'signUp' && (
                <TextInput
                  label="Name"
                  autoComplete="name"
                  value={values.name}
                  onChange={change('name')}
                  error={errors.name}
                />
              )}
              <TextInput
                label="Email"
                type="email"
                autoComplete="email"
                value={values.email}
                onChange={change('email')}
                error={errors.email}
              />
              <TextInput
                type="password"
                label="Password"
                autoComplete={mode === 'signIn' ? 'current-password' : 'new-password'}
                value={values.password}
                onChange={change('password')}
                error={errors.password}
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
