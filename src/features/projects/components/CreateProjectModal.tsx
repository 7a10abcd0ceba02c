import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { ActionIcon, Button, Group, Modal, Select, Stack, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { useSchemaForm } from '@/shared/forms/useSchemaForm';
import { paths } from '@/shared/routing/paths';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { PlanLimitNotice } from '@/shared/ui/PlanLimitNotice';
import { reachedProjectLimit } from '@/shared/api/reachedPlanLimit';
import { useReachedPlanLimit } from '@/shared/api/useReachedPlanLimit';
import { useCreateProjectMutation } from '../projectsApi';
import { randomProjectName } from '../randomName';
import { DESCRIPTION_MAX_LENGTH } from '@contract/constants';
import { DEFAULT_REGION, type Region } from '@contract/enums';
import { projectFormSchema } from '../projectForm';
import { REGION_OPTIONS } from '../regions';

interface CreateProjectModalProps {
  opened: boolean;
  onClose: () => void;
  /** After the close transition: where the page gives focus back (the dialog is mounted lazily, open). */
  onExited?: () => void;
}

/** "New project" dialog with a suggested random name; opens the new project, or keeps what was typed when creation fails. */
export function CreateProjectModal({ opened, onClose, onExited }: CreateProjectModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      opened={opened}
      onClose={onClose}
      onExitTransitionEnd={onExited}
      title="Create a project"
    >
      <CreateProjectForm onDone={onClose} />
    </Modal>
  );
}

// Mounted only while the dialog is open, so every opening suggests a fresh name.
function CreateProjectForm({ onDone }: { onDone: () => void }) {
  const [createProject, { isLoading, error, reset }] = useCreateProjectMutation();
  const navigate = useNavigate();
  const limitReached = useReachedPlanLimit(reachedProjectLimit);
  const [suggestion] = useState(randomProjectName);
  const { form, submit } = useSchemaForm(
    projectFormSchema,
    { name: suggestion, description: '', region: DEFAULT_REGION },
    error,
  );

  const create = async ({ name, description, region }: { name: string; description: string; region: Region }) => {
    reset();
    const result = await createProject({ name, settings: { description, region } });
    if (result.error) return;
    onDone();
    // Straight into the new project, where its first step (adding a source) is.
    navigate(paths.project(result.data.id));
  };

  return (
    <form onSubmit={submit(create)} noValidate>
      <Stack gap="md">
        {limitReached && <PlanLimitNotice title="Project limit reached" refusal={limitReached} />}
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Project name"
            description="A suggestion to get you going; change it as you like."
            {...form.getInputProps('name')}
            required
            data-autofocus
            style={{ flex: 1 }}
          />
          <Tooltip label="Suggest another name">
            <ActionIcon
              variant="default"
              size="lg"
              mb={form.errors.name ? 22 : 0}
              aria-label="Suggest another name"
              onClick={() => form.setFieldValue('name', randomProjectName())}
            >
              <IconDice5 size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Textarea
          label="Description"
          placeholder="What is this project for? (optional)"
          {...form.getInputProps('description')}
          autosize
          minRows={2}
          maxLength={DESCRIPTION_MAX_LENGTH}
        />
        <Select label="Region" data={REGION_OPTIONS} {...form.getInputProps('region')} allowDeselect={false} />
        <ServerErrorAlert error={error} />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading} disabled={limitReached !== null}>
            Create project
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
