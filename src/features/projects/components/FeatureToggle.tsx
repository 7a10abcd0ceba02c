import '@mantine/core/styles/Switch.css';
import '@mantine/core/styles/Loader.css';
import { Group, Loader, Switch } from '@mantine/core';
import { useUpdateProjectMutation } from '../projectsApi';
import type { ProjectFeatures } from '../types';

interface FeatureToggleProps {
  projectId: string;
  feature: keyof ProjectFeatures;
  label: string;
  description: string;
  enabled: boolean;
}

/** One feature switch, saved with PATCH on change; it shows the live value again if saving fails. */
export function FeatureToggle({ projectId, feature, label, description, enabled }: FeatureToggleProps) {
  const [updateProject, { isLoading, originalArgs }] = useUpdateProjectMutation();
  const pendingValue = isLoading ? originalArgs?.features?.[feature] : undefined;
  return (
    <Group justify="space-between" wrap="nowrap" py="sm" gap="xl">
      <Switch
        label={label}
        description={description}
        checked={pendingValue ?? enabled}
        disabled={isLoading}
        onChange={(event) => void updateProject({ projectId, features: { [feature]: event.currentTarget.checked } })}
        size="md"
      />
      {isLoading && <Loader size="xs" aria-label={`Saving ${label}`} />}
    </Group>
  );
}
