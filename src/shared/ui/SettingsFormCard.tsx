import type { FormEventHandler, ReactNode } from 'react';
import { Button, Card, Group, Stack, Text, Title } from '@mantine/core';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';

interface SettingsCardProps {
  title: string;
  /** Names the section for assistive technology (`aria-labelledby`). */
  titleId: string;
  description?: string;
  children: ReactNode;
}

/** A settings section: a bordered card named by its heading. */
export function SettingsCard({ title, titleId, description, children }: SettingsCardProps) {
  return (
    <Card withBorder radius="md" padding="lg" component="section" aria-labelledby={titleId}>
      <Title order={2} size="h4" id={titleId} mb={description ? undefined : 'md'}>
        {title}
      </Title>
      {description && (
        <Text size="sm" c="dimmed" mb="md">
          {description}
        </Text>
      )}
      {children}
    </Card>
  );
}

export interface SettingsFormActionsProps {
  /** The failed save's error, shown above the buttons. */
  error: unknown;
  dirty: boolean;
  saving: boolean;
  onDiscard: () => void;
  submitLabel: string;
}

/** The save's error, then Discard and the submit button, both off until something was edited. */
export function SettingsFormActions({ error, dirty, saving, onDiscard, submitLabel }: SettingsFormActionsProps) {
  return (
    <>
      <ServerErrorAlert error={error} />
      <Group justify="flex-end">
        <Button variant="default" onClick={onDiscard} disabled={!dirty || saving}>
          Discard
        </Button>
        <Button type="submit" loading={saving} disabled={!dirty}>
          {submitLabel}
        </Button>
      </Group>
    </>
  );
}

/** A settings card holding one form: its fields, the save's error and Discard / submit. */
export function SettingsFormCard({
  title,
  titleId,
  onSubmit,
  children,
  ...actions
}: Omit<SettingsCardProps, 'description'> &
  SettingsFormActionsProps & { onSubmit: FormEventHandler<HTMLFormElement> }) {
  return (
    <SettingsCard title={title} titleId={titleId}>
      <form onSubmit={onSubmit} noValidate>
        <Stack gap="md" maw={560}>
          {children}
          <SettingsFormActions {...actions} />
        </Stack>
      </form>
    </SettingsCard>
  );
}
