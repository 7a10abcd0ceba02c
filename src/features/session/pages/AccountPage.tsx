import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Alert, Avatar, Button, Card, Group, Stack, Text, TextInput, Title } from '@mantine/core';
import { IconLogout } from '@tabler/icons-react';
import { z } from '@contract/zod';
import { NAME_MAX_LENGTH } from '@contract/constants';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { paths } from '@/shared/routing/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { DISPLAY_NAME_FAILED, updateDisplayName } from '../accountThunks';
import { selectUser } from '../sessionSlice';
import { signOut } from '../sessionThunks';

// The display name lives in Supabase auth's user_metadata, so it has the API's name rules but its own words.
const displayNameSchema = z.object({
  name: z
    .string()
    .trim()
    .min(1, 'Display name is required')
    .max(NAME_MAX_LENGTH, `Display name must be at most ${NAME_MAX_LENGTH} characters`),
});

/** /settings/account: who is signed in, the editable display name, and sign out. */
export default function AccountPage() {
  const user = useAppSelector(selectUser);
  const savedName = user?.user_metadata.name ?? '';
  return (
    <Stack gap="lg" maw={720}>
      <Card withBorder radius="md" padding="lg" component="section" aria-label="Profile">
        <Group gap="md" mb="lg">
          <Avatar radius="xl" size="lg" color="initials" name={savedName || user?.email || '?'} />
          <Stack gap={0}>
            <Text fw={600} size="lg">
              {savedName || 'No display name'}
            </Text>
            <Text size="sm" c="dimmed">
              {user?.email}
            </Text>
          </Stack>
        </Group>
        {/* Remounts when the saved name changes, so the field follows session updates. */}
        <DisplayNameForm key={savedName} savedName={savedName} email={user?.email ?? ''} />
      </Card>
      <SignOutCard />
    </Stack>
  );
}

function DisplayNameForm({ savedName, email }: { savedName: string; email: string }) {
  const dispatch = useAppDispatch();
  const [saving, setSaving] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const { form, submit } = useSchemaForm(displayNameSchema, { name: savedName }, undefined, { validateOnChange: true });
  const trimmed = form.values.name.trim();

  const save = async ({ name }: { name: string }) => {
    setSaving(true);
    setError(null);
    const result = await dispatch(updateDisplayName(name));
    setSaving(false);
    if (updateDisplayName.rejected.match(result)) setError(result.payload ?? result.error.message ?? 'Update failed');
  };

  return (
    <form onSubmit={submit(save)} noValidate>
      <Stack gap="md">
        <TextInput label="Email" value={email} readOnly description="The address you sign in with." />
        <TextInput
          label="Display name"
          description="Shown in the dashboard's top bar."
          {...form.getInputProps('name')}
          required
        />
        {error && (
          <Alert color="red" variant="light" title={DISPLAY_NAME_FAILED}>
            {error}
          </Alert>
        )}
        <Group justify="flex-end">
          <Button type="submit" loading={saving} disabled={trimmed === savedName || Boolean(form.errors.name)}>
            Save
          </Button>
        </Group>
      </Stack>
    </form>
  );
}

function SignOutCard() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const [busy, setBusy] = useState(false);

  const leave = async () => {
    setBusy(true);
    await dispatch(signOut());
    navigate(paths.root);
  };

  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-label="Session">
      <Group justify="space-between">
        <Stack gap={2}>
          <Title order={3} size="h5">
            Sign out
          </Title>
          <Text size="sm" c="dimmed">
            End your session on this device.
          </Text>
        </Stack>
        <Button variant="default" leftSection={<IconLogout size={16} />} loading={busy} onClick={leave}>
          Sign out
        </Button>
      </Group>
    </Card>
  );
}
