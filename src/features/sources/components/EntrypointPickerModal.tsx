import { Fragment, useState } from 'react';
import { Anchor, Breadcrumbs, Button, Divider, Group, Modal, ScrollArea, Stack, Text } from '@mantine/core';
import { IconChevronRight } from '@tabler/icons-react';
import { QueryErrorAlert } from '@/shared/ui/QueryErrorAlert';
import { ServerErrorAlert, serverErrorText } from '@/shared/ui/ServerErrorAlert';
import { childKind, entrypointFor, listingFor, type EntrypointOption, type PickerTrail } from '../entrypoints';
import { useListEntrypointOptionsQuery, useSetEntrypointMutation } from '../sourcesApi';
import type { Source } from '../types';
import { SkeletonRows } from '@/shared/ui/SkeletonRows';

const KIND_LABEL: Record<string, string> = {
  folder: 'folder',
  calendar: 'calendar',
  repository: 'repository',
  branch: 'branch',
  guild: 'server',
  channel: 'channel',
  workspace: 'workspace',
  chat: 'chat',
  label: 'label',
};

interface EntrypointPickerModalProps {
  source: Source;
  opened: boolean;
  onClose: () => void;
}

/** Browse list-entry-point-options (folders nest, repositories → branches, servers → channels) and set one. */
export function EntrypointPickerModal({ source, opened, onClose }: EntrypointPickerModalProps) {
  return (
    <Modal
      closeButtonProps={{ 'aria-label': 'Close dialog' }}
      opened={opened}
      onClose={onClose}
      title="Choose what to index"
      size="lg"
    >
      <Picker source={source} onDone={onClose} />
    </Modal>
  );
}

// Mounted only while open: each opening starts at the top level.
function Picker({ source, onDone }: { source: Source; onDone: () => void }) {
  const [trail, setTrailOnly] = useState<PickerTrail>([]);
  const [page, setPage] = useState(1);
  const setTrail = (next: PickerTrail) => {
    setTrailOnly(next);
    setPage(1);
  };
  const ref = { projectId: source.project_id, sourceId: source.id };
  const listing = listingFor(source.type, trail);
  const { data, error, isFetching, refetch } = useListEntrypointOptionsQuery({ ...ref, ...listing, page });
  const [setEntrypoint, saving] = useSetEntrypointMutation();
  const current = trail[trail.length - 1];

  const choose = async (option: EntrypointOption, parents: PickerTrail) => {
    saving.reset();
    const result = await setEntrypoint({ ...ref, ...entrypointFor(option, parents) });
    if (!result.error) onDone();
  };

  return (
    <Stack gap="sm">
      <Breadcrumbs separator={<IconChevronRight size={14} />} separatorMargin={4}>
        <Anchor component="button" type="button" size="sm" onClick={() => setTrail([])}>
          All
        </Anchor>
        {trail.map((step, index) => (
          <Anchor
            key={step.id}
            component="button"
            type="button"
            size="sm"
            onClick={() => setTrail(trail.slice(0, index + 1))}
          >
            {step.name}
          </Anchor>
        ))}
      </Breadcrumbs>
      {current && (
        <Group justify="space-between" gap="xs">
          <Text size="sm" style={{ minWidth: 0, overflowWrap: 'anywhere' }}>
            Index all of <strong>{current.name}</strong>
          </Text>
          <Button size="xs" loading={saving.isLoading} onClick={() => void choose(current, trail.slice(0, -1))}>
            Use this {KIND_LABEL[current.kind]}
          </Button>
        </Group>
      )}
      <ScrollArea.Autosize mah={360} type="auto">
        {isFetching ? (
          <SkeletonRows label="Loading options" rows={3} height={36} />
        ) : error ? (
          <QueryErrorAlert error={error} onRetry={refetch}>
            {serverErrorText(error)}
          </QueryErrorAlert>
        ) : data && data.options.length === 0 ? (
          <Text size="sm" c="dimmed" ta="center" py="md">
            Nothing to choose here.
          </Text>
        ) : (
          <Stack gap={0} role="list" aria-label={`${KIND_LABEL[listing.kind]} options`}>
            {data?.options.map((option, index) => (
              <Fragment key={option.id}>
                {index > 0 && <Divider />}
                <OptionRow
                  option={option}
                  disabled={saving.isLoading}
                  onOpen={() => setTrail([...trail, option])}
                  onChoose={() => void choose(option, trail)}
                />
              </Fragment>
            ))}
          </Stack>
        )}
      </ScrollArea.Autosize>
      {(page > 1 || data?.nextPage) && (
        <Group justify="space-between">
          <Button size="xs" variant="subtle" disabled={page === 1 || isFetching} onClick={() => setPage(page - 1)}>
            Previous page
          </Button>
          <Text size="xs" c="dimmed">
            Page {page}
          </Text>
          <Button
            size="xs"
            variant="subtle"
            disabled={!data?.nextPage || isFetching}
            onClick={() => setPage(data?.nextPage ?? page)}
          >
            Next page
          </Button>
        </Group>
      )}
      <ServerErrorAlert error={saving.error} />
    </Stack>
  );
}

interface OptionRowProps {
  option: EntrypointOption;
  disabled: boolean;
  onOpen: () => void;
  onChoose: () => void;
}

function OptionRow({ option, disabled, onOpen, onChoose }: OptionRowProps) {
  const opens = childKind(option) !== null;
  return (
    <Group justify="space-between" wrap="nowrap" py={6} role="listitem">
      {/* No width of its own: the list is only as wide as the dialog, so a long name is cut, never the buttons. */}
      <Text size="sm" truncate="end" title={option.name} style={{ flex: '1 1 0', width: 0 }}>
        {option.name}
      </Text>
      <Group gap="xs" wrap="nowrap" style={{ flexShrink: 0 }}>
        {opens && (
          <Button
            size="xs"
            variant="subtle"
            rightSection={<IconChevronRight size={14} />}
            onClick={onOpen}
            aria-label={`Open ${option.name}`}
          >
            Open
          </Button>
        )}
        <Button size="xs" variant="light" onClick={onChoose} disabled={disabled} aria-label={`Select ${option.name}`}>
          Select
        </Button>
      </Group>
    </Group>
  );
}
