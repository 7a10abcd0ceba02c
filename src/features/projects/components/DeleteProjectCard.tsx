import { useState, type FormEvent } from 'react';
import { useNavigate } from 'react-router-dom';
import { Button, Code, Group, Modal, Stack, Text, TextInput } from '@mantine/core';
import { RESTORE_WINDOW_DAYS } from '@contract/constants';
import { useDialog } from '@/shared/dialogs/useDialog';
import { paths } from '@/shared/routing/paths';
import { DangerZoneCard } from '@/shared/ui/DangerZoneCard';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { useDeleteProjectMutation } from '../projectsApi';
import type { Project } from '../types';

/** Danger zone: delete after typing the project's name; back to /projects on success. */
export function DeleteProjectCard({ project }: { project: Project }) {
  const { opened, open, close } = useDialog('deleteProject', project.id);
  return (
    <DangerZoneCard
      titleId="delete-project-title"
      title="Delete project"
      description={`Removes the project with its sources, keys and webhooks. It can be restored for ${RESTORE_WINDOW_DAYS} days.`}
      onAction={open}
    >
      <Modal
        closeButtonProps={{ 'aria-label': 'Close dialog' }}
        opened={opened}
        onClose={close}
        title="Delete this project?"
      >
        <DeleteProjectForm project={project} onCancel={close} />
      </Modal>
    </DangerZoneCard>
  );
}

function DeleteProjectForm({ project, onCancel }: { project: Project; onCancel: () => void }) {
  const [typed, setTyped] = useState('');
  const [deleteProject, { isLoading, error, reset }] = useDeleteProjectMutation();
  const navigate = useNavigate();
  const matches = typed.trim() === project.name.trim();

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (!matches) return;
    reset();
    const result = await deleteProject({ projectId: project.id });
    if (!result.error) navigate(paths.projects());
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Text size="sm">
          This deletes <strong>{project.name}</strong>: its sources stop indexing and its API keys stop working. You can
          restore it from the projects overview within {RESTORE_WINDOW_DAYS} days.
        </Text>
        <TextInput
          label={
            <>
              Type <Code>{project.name.trim()}</Code> to confirm
            </>
          }
          value={typed}
          onChange={(event) => setTyped(event.currentTarget.value)}
          autoComplete="off"
          data-autofocus
        />
        <ServerErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onCancel} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" color="red" disabled={!matches} loading={isLoading}>
            Delete project
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
