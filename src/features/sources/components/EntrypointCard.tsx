import { Button, Card, Stack, Text, Title } from '@mantine/core';
import { IconFolderSearch } from '@tabler/icons-react';
import { useDialog } from '@/shared/dialogs/useDialog';
import { entrypointName } from '../displayName';
import { isNamedEntrypoint } from '../entrypoints';
import { hasConnection } from '../isConfigured';
import type { Source } from '../types';
import { EntrypointPickerModal } from './EntrypointPickerModal';
import { NamedEntrypointForm } from './NamedEntrypointForm';
import { LocalRootNote } from './LocalRootNote';

/** What the source indexes: the chosen entrypoint, and the picker (or the name form for push sources). */
export function EntrypointCard({ source }: { source: Source }) {
  const picker = useDialog('pickEntrypoint', source.id);
  const current = entrypointName(source.type, source.custom?.entrypoint);
  const named = isNamedEntrypoint(source.type);
  // Local sources have no account: their folders are listed as soon as the source exists.
  const canPick = (source.type === 'local' || hasConnection(source)) && source.status === 'IDLE';

  return (
    <Card withBorder radius="md" padding="lg" component="section" id="entrypoint" aria-labelledby="entrypoint-title">
      <Title order={2} size="h4" id="entrypoint-title" mb="sm">
        Entrypoint
      </Title>
      {named ? (
        <NamedEntrypointForm source={source} />
      ) : (
        <Stack gap="md" align="flex-start">
          <Text size="sm" c={current ? undefined : 'dimmed'}>
            {current ? (
              <>
                Indexing <strong>{current}</strong>
              </>
            ) : source.type === 'local' ? (
              'Nothing chosen yet: pick a folder of the local root.'
            ) : hasConnection(source) ? (
              'Nothing chosen yet: pick what this source should index.'
            ) : (
              'Connect the source first, then choose what to index.'
            )}
          </Text>
          {source.type === 'local' && <LocalRootNote source={source} />}
          <Button
            variant="light"
            leftSection={<IconFolderSearch size={16} />}
            disabled={!canPick}
            onClick={picker.open}
          >
            {current ? 'Change entrypoint' : 'Choose entrypoint'}
          </Button>
        </Stack>
      )}
      {!named && <EntrypointPickerModal source={source} opened={picker.opened} onClose={picker.close} />}
    </Card>
  );
}
