import type { ReactNode } from 'react';
import { Button } from '@mantine/core';
import type { TableStatus } from '@/shared/supabase/tableActions';
import { ConfirmActionModal } from '@/shared/ui/ConfirmActionModal';
import { KeysTable, type KeyRow } from '@/shared/ui/KeysTable';
import { LiveListCard } from '@/shared/ui/LiveListCard';
import { createLabelOf, SecretCreationDialogs } from '@/shared/ui/SecretCreationDialogs';
import type { SecretOnceFlow } from '@/shared/ui/useSecretOnceFlow';

/** The words of one kind of key; the card builds its labels from them ("Generate API key", "New API key", …). */
export interface SecretKeysTexts {
  /** One key, as in a sentence, e.g. "API key"; the heading and the table's name are its plural. */
  noun: string;
  /** Verb of the create button, dialog and submit, e.g. "Generate". */
  createVerb: string;
  /** Verb of a row's remove action and of its confirmation, e.g. "Delete". */
  removeVerb: string;
  /** One sentence under the heading. */
  description: string;
  /** Shown in place of the table while there are no keys. */
  emptyText: string;
  /** Description of the create dialog's name field. */
  nameDescription: string;
  /** Placeholder of the create dialog's name field. */
  namePlaceholder: string;
  /** What removing a key does, after "Delete the API key <name>?". */
  consequence: string;
}

interface SecretKeysCardProps<Row extends KeyRow> {
  /** The create → shown once → remove flow of these keys (useSecretOnceFlow). */
  flow: SecretOnceFlow<Row, string>;
  /** Sync status of the realtime-fed list. */
  status: TableStatus;
  rows: Row[];
  /** Icon of the create button. */
  icon: ReactNode;
  texts: SecretKeysTexts;
  /** One more column of the keys table. */
  extraColumn?: { header: string; cell: (row: Row) => ReactNode };
}

// Project API keys and account admin keys are one screen in other words; this keeps it in one place.
/** A live list of keys with create (the key shown once) and remove with confirmation. */
export function SecretKeysCard<Row extends KeyRow>({
  flow,
  status,
  rows,
  icon,
  texts,
  extraColumn,
}: SecretKeysCardProps<Row>) {
  const { noun, removeVerb } = texts;
  const title = `${noun.charAt(0).toUpperCase()}${noun.slice(1)}s`;
  const createLabel = createLabelOf(texts);
  const removeLabel = `${removeVerb} ${noun}`;
  return (
    <>
      <LiveListCard
        title={title}
        description={texts.description}
        action={
          <Button leftSection={icon} onClick={flow.openCreate}>
            {createLabel}
          </Button>
        }
        status={status}
        count={rows.length}
        emptyText={texts.emptyText}
      >
        <KeysTable
          caption={title}
          rows={rows}
          actionLabel={removeLabel}
          onAction={flow.openDelete}
          extraColumn={extraColumn}
        />
      </LiveListCard>
      <SecretCreationDialogs flow={flow} texts={texts} />
      <ConfirmActionModal {...flow.confirmProps} title={removeLabel} confirmLabel={removeVerb}>
        {`${removeVerb} the ${noun} `}
        <b>{flow.toDelete?.name}</b>
        {`? ${texts.consequence}`}
      </ConfirmActionModal>
    </>
  );
}
