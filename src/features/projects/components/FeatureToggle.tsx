import { useState } from 'react';
import { Group, Loader, Stack, Switch } from '@mantine/core';
import { planLimitRefusal } from '@/shared/api/planLimitRefusal';
import { failureTitleOf } from '@/shared/ui/ServerErrorAlert';
import { PlanLimitNotice } from '@/shared/ui/PlanLimitNotice';
import { useUpdateProjectMutation } from '../projectsApi';
import type { ProjectFeatures } from '../types';

interface FeatureToggleProps {
  projectId: string;
  feature: keyof ProjectFeatures;
  label: string;
  description: string;
  enabled: boolean;
}

/**
 * One feature switch, saved with PATCH on change. The chosen value shows until realtime brings it
 * back in the row (no flicker in between); on failure the switch returns to the live value.
 */
export function FeatureToggle({ projectId, feature, label, description, enabled }: FeatureToggleProps) {
  const [updateProject, { isLoading, error }] = useUpdateProjectMutation();
  // Other failures are toasted; a feature the plan lacks is explained at the switch, with the way to upgrade.
  const refusal = planLimitRefusal(error);
  const [chosen, setChosen] = useState<boolean | null>(null);
  if (chosen !== null && chosen === enabled && !isLoading) setChosen(null);

  const change = async (checked: boolean) => {
    setChosen(checked);
    const result = await updateProject({ projectId, features: { [feature]: checked } });
    if (result.error) setChosen(null);
  };

  return (
    <Stack gap="xs" py="sm">
      <Group justify="space-between" wrap="nowrap" gap="xl">
        <Switch
          label={label}
          description={description}
          checked={chosen ?? enabled}
          disabled={isLoading}
          onChange={(event) => void change(event.currentTarget.checked)}
          size="md"
        />
        {isLoading && <Loader size="xs" aria-label={`Saving ${label}`} />}
      </Group>
      {refusal && <PlanLimitNotice title={failureTitleOf(error)} refusal={refusal} />}
    </Stack>
  );
}
