import '@mantine/core/styles/ModalBase.css';
import '@mantine/core/styles/Modal.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/Button.css';
import '@mantine/core/styles/ActionIcon.css';
import '@mantine/core/styles/Combobox.css';
import '@mantine/core/styles/Tooltip.css';
import { useState, type FormEvent } from 'react';
import { ActionIcon, Button, Group, Modal, Select, Stack, Textarea, TextInput, Tooltip } from '@mantine/core';
import { IconDice5 } from '@tabler/icons-react';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { useCreateProjectMutation } from '../projectsApi';
import { randomProjectName } from '../randomName';
import { DEFAULT_REGION } from '@contract/enums';
import { isProjectRegion, REGION_OPTIONS } from '../regions';
import type { ProjectRegion } from '../types';

const MAX_NAME = 100;

interface CreateProjectModalProps {
  opened: boolean;
  onClose: () => void;
  /** After the close transition: where the page gives focus back (the dialog is mounted lazily, open). */
  onExited?: () => void;
}

/** "New project" dialog with a suggested random name; keeps what was typed when creation fails. */
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
  const [name, setName] = useState(() => randomProjectName());
  const [description, setDescription] = useState('');
  const [region, setRegion] = useState<ProjectRegion>(DEFAULT_REGION);
  const [touched, setTouched] = useState(false);
  const [createProject, { isLoading, error, reset }] = useCreateProjectMutation();

  const trimmed = name.trim();
  const invalid =
    trimmed === '' ? 'Project name is required' : trimmed.length > MAX_NAME ? `At most ${MAX_NAME} characters` : null;

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    setTouched(true);
    if (invalid) return;
    reset();
    const result = await createProject({ name: trimmed, settings: { description: description.trim(), region } });
    if (!result.error) onDone();
  };

  return (
    <form onSubmit={submit} noValidate>
      <Stack gap="md">
        <Group gap="xs" align="flex-end" wrap="nowrap">
          <TextInput
            label="Project name"
            description="A suggestion to get you going; change it as you like."
            value={name}
            onChange={(event) => setName(event.currentTarget.value)}
            error={touched ? invalid : null}
            required
            data-autofocus
            style={{ flex: 1 }}
          />
          <Tooltip label="Suggest another name">
            <ActionIcon
              variant="default"
              size="lg"
              mb={touched && invalid ? 22 : 0}
              aria-label="Suggest another name"
              onClick={() => setName(randomProjectName())}
            >
              <IconDice5 size={18} />
            </ActionIcon>
          </Tooltip>
        </Group>
        <Textarea
          label="Description"
          placeholder="What is this project for? (optional)"
          value={description}
          onChange={(event) => setDescription(event.currentTarget.value)}
          autosize
          minRows={2}
          maxLength={500}
        />
        <Select
          label="Region"
          data={REGION_OPTIONS}
          value={region}
          onChange={(value) => isProjectRegion(value) && setRegion(value)}
          allowDeselect={false}
        />
        <ServerErrorAlert error={error} title="Failed creating project" />
        <Group justify="flex-end">
          <Button variant="default" onClick={onDone} disabled={isLoading}>
            Cancel
          </Button>
          <Button type="submit" loading={isLoading}>
            Create project
          </Button>
        </Group>
      </Stack>
    </form>
  );
}
