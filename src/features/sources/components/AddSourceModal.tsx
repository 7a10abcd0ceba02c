import { useState } from 'react';
import { useNavigate } from 'react-router-dom';
import { Group, Modal, SimpleGrid, Stack, Text, UnstyledButton } from '@mantine/core';
import { paths } from '@/shared/routing/paths';
import { ServerErrorAlert } from '@/shared/ui/ServerErrorAlert';
import { PlanLimitNotice } from '@/shared/ui/PlanLimitNotice';
import { reachedSourceLimit } from '@/shared/api/reachedPlanLimit';
import { useReachedPlanLimit } from '@/shared/api/useReachedPlanLimit';
import { useAppSelector } from '@/shared/store/hooks';
import { useCreateSourceMutation } from '../sourcesApi';
import { selectSourceIdsByProject } from '../sourcesSlice';
import { SOURCE_TYPES } from '@contract/enums';
import { SOURCE_TYPE_INFO } from '@contract/sourceTypes';
import { SOURCE_TYPE_DESCRIPTIONS } from '../sourceTypes';
import type { SourceType } from '../types';
import { SourceNameStep } from './SourceNameStep';
import { SourceTypeIcon } from './SourceTypeIcon';
import classes from './AddSourceModal.module.css';

interface AddSourceModalProps {
  projectId: string;
  opened: boolean;
  onClose: () => void;
  /** After the close transition: where focus goes back (useReturnFocus). */
  onExited?: () => void;
}

/** Pick one of the 12 source types, name the source, then go to its overview. */
export function AddSourceModal({ projectId, opened, onClose, onExited }: AddSourceModalProps) {
  const [createSource, { isLoading, error, reset }] = useCreateSourceMutation();
  const navigate = useNavigate();
  // The type picked in the first step; the name is asked in the second.
  const [chosen, setChosen] = useState<SourceType | null>(null);
  // Usage counts the fullest project's sources; this project's are in the live list the dialog opens from.
  const sourcesInProject = useAppSelector((state) => selectSourceIdsByProject(state, projectId).length);
  const limitReached = useReachedPlanLimit((usage) => reachedSourceLimit(usage, sourcesInProject), opened);

  const close = () => {
    reset();
    setChosen(null);
    onClose();
  };

  const create = async (provider: SourceType, name: string) => {
    reset();
    const result = await createSource({ projectId, provider, name });
    if (result.error) return;
    close();
    // To the new source's overview, which says what to do next (connect, choose an entrypoint, push).
    navigate(paths.source(projectId, result.data.id));
  };

  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      opened={opened}
      onClose={close}
      onExitTransitionEnd={onExited}
      title={chosen ? `Name the ${SOURCE_TYPE_INFO[chosen].label} source` : 'Add a source'}
      size="xl"
    >
      <Stack gap="md">
        {limitReached && <PlanLimitNotice title="Source limit reached" refusal={limitReached} />}
        {chosen ? (
          <SourceNameStep
            type={chosen}
            loading={isLoading}
            error={error}
            onSubmit={(name) => void create(chosen, name)}
            onBack={() => {
              reset();
              setChosen(null);
            }}
          />
        ) : (
          <>
            <Text size="sm" c="dimmed">
              Choose where the documents come from, then name the source. You connect the account and pick what to index
              next.
            </Text>
            {/* Columns by the dialog's own width, not the window's: three only where each option has room. */}
            <SimpleGrid type="container" cols={{ base: 1, '480px': 2, '760px': 3 }} spacing="sm">
              {SOURCE_TYPES.map((type) => (
                <UnstyledButton
                  key={type}
                  className={classes.option}
                  onClick={() => setChosen(type)}
                  disabled={limitReached !== null}
                  aria-label={`Add ${SOURCE_TYPE_INFO[type].label} source`}
                >
                  <Group gap="sm" wrap="nowrap">
                    <SourceTypeIcon type={type} size="xl" />
                    <Stack gap={0} style={{ flex: 1, minWidth: 0 }}>
                      <Text fw={500}>{SOURCE_TYPE_INFO[type].label}</Text>
                      <Text size="xs" c="dimmed">
                        {SOURCE_TYPE_DESCRIPTIONS[type]}
                      </Text>
                    </Stack>
                  </Group>
                </UnstyledButton>
              ))}
            </SimpleGrid>
          </>
        )}
        <ServerErrorAlert error={error} />
      </Stack>
    </Modal>
  );
}
