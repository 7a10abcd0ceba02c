import { useState } from 'react';
import { Anchor, Button, Card, CloseButton, Group, Stack, Text, ThemeIcon, Title } from '@mantine/core';
import { IconPlayerPause, IconRestore } from '@tabler/icons-react';
import { isTopPlan } from '@contract/enums';
import { paths } from '@/shared/routing/paths';
import { useGetPlanUsageQuery } from '@/shared/api/planUsageApi';
import { useRestorePausedProjectMutation } from '../projectsApi';
import type { Project } from '../types';
import { AppLink } from '@/shared/ui/AppLink';

interface PausedNoticeProps {
  project: Project;
  onClose: () => void;
}

/** The blocking "Project Paused" notice, shown instead of the page while paused or restoring. */
export function PausedNotice({ project, onClose }: PausedNoticeProps) {
  const [restore, { isLoading }] = useRestorePausedProjectMutation();
  const [requested, setRequested] = useState(false);
  // Loading while the call runs, until realtime shows the state moving on, and while restoring.
  const busy = isLoading || (requested && project.state === 'paused') || project.state === 'restoring';
  // Upgrading is advice only where a bigger plan exists; until the plan is known, none is given.
  const planId = useGetPlanUsageQuery().data?.planId;
  const canUpgrade = planId !== undefined && !isTopPlan(planId);

  const onRestore = async () => {
    setRequested(true);
    const result = await restore({ projectId: project.id });
    if (result.error) setRequested(false);
  };

  return (
    <Card withBorder radius="md" padding="xl" role="region" aria-labelledby="project-paused-title" maw={720} mx="auto">
      <Group justify="space-between" align="flex-start" wrap="nowrap">
        <Group gap="md" wrap="nowrap" align="flex-start">
          <ThemeIcon color="orange" variant="light" size="xl" radius="xl" aria-hidden>
            <IconPlayerPause size={22} />
          </ThemeIcon>
          <Stack gap="xs">
            <Title order={2} size="h3" id="project-paused-title">
              Project Paused
            </Title>
            <Text>
              <strong>{project.name}</strong> has been paused because of inactivity.
            </Text>
            <Text c="dimmed" size="sm">
              While it is paused, API requests to this project are paused and no data is processed: sources are not
              indexed and the GraphQL endpoint does not answer. Restore the project to continue where you left off.
            </Text>
            {canUpgrade && (
              <Text c="dimmed" size="sm">
                To keep projects running without pauses,{' '}
                <Anchor component={AppLink} to={paths.settingsSubscription()}>
                  upgrade your plan
                </Anchor>
                .
              </Text>
            )}
          </Stack>
        </Group>
        <CloseButton aria-label="Close notice" onClick={onClose} />
      </Group>
      <Group justify="flex-end" mt="xl">
        <Button leftSection={<IconRestore size={16} />} loading={busy} onClick={() => void onRestore()}>
          Restore Project
        </Button>
      </Group>
    </Card>
  );
}
