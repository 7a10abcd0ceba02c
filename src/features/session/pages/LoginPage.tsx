import '@mantine/core/styles/Paper.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/Alert.css';
import '@mantine/core/styles/Stack.css';
import '@mantine/core/styles/Title.css';
import '@mantine/core/styles/Badge.css';
import '@mantine/core/styles/Group.css';
import { useId, useState, type FormEvent } from 'react';
import { Alert, Badge, Button, Group, Paper, Stack, TextInput, Title } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { Navigate, useNavigate, useSearchParams } from 'react-router-dom';
import { env } from '@/shared/config/env';
import { paths, safeNextPath } from '@/shared/routing/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { AuthModeTabs } from '@/features/session/components/AuthModeTabs';
import { validateLogin, type AuthMode, type FieldErrors, type LoginValues } from '@/features/session/loginForm';
import { selectUser } from '@/features/session/sessionSlice';
import { signIn, signUp } from '@/features/session/sessionThunks';

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
    const result =
      mode === 'signIn'
        ? await dispatch(signIn({ email, password: values.password }))
        : await dispatch(signUp({ name: values.name.trim(), email, password: values.password }));
    setPending(false);
    if (result.meta.requestStatus === 'fulfilled') navigate(target, { replace: true });
    else setServerError((result.payload as string | undefined) ?? 'Something went wrong, please try again.');
  };

  const switchMode = (next: AuthMode) => {
    setMode(next);
    setErrors({});
    setServerError(null);
  };

  return (
    <Stack align="center" justify="center" mih="100vh" p="md">
      <Group gap="xs">
        <Title order={1} size="h2">
          {env.appTitle}
        </Title>
        <Badge variant="light" color="violet">
          beta
        </Badge>
      </Group>
      <Paper withBorder shadow="md" p="lg" radius="md" w="100%" maw={420}>
        <AuthModeTabs mode={mode} onChange={switchMode} panelId={panelId} />
        <form id={panelId} role="tabpanel" aria-labelledby={`${panelId}-${mode}`} onSubmit={submit} noValidate>
          <Stack gap="sm">
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
              <Alert
                color="red"
                icon={<IconAlertCircle size={18} />}
                role="alert"
                title={mode === 'signIn' ? 'Sign-in failed' : 'Sign-up failed'}
              >
                {serverError}
              </Alert>
            )}
            <Button type="submit" loading={pending} fullWidth>
              {mode === 'signIn' ? 'Sign in' : 'Create account'}
            </Button>
          </Stack>
        </form>
      </Paper>
    </Stack>
  );
}
