import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { DocumentStatus } from '../types';

interface DocumentFiltersProps {
  search: string;
  onSearchChange: (search: string) => void;
  status: DocumentStatus | '';
  onStatusChange: (status: DocumentStatus | '') => void;
  type: string;
  onTypeChange: (type: string) => void;
  types: string[];
}

const STATUSES = [
  { value: '', label: 'All statuses' },
  { value: 'INDEXED', label: 'Indexed' },
  { value: 'FAILED', label: 'Failed' },
  { value: 'SKIPPED', label: 'Skipped' },
];

/** Full-text search, status and type of the documents list. */
export function DocumentFilters(props: DocumentFiltersProps) {
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Words in titles and contents"
        leftSection={<IconSearch size={16} />}
        value={props.search}
        onChange={(event) => props.onSearchChange(event.currentTarget.value)}
        w={320}
        maxLength={200}
      />
      <NativeSelect
        label="Status"
        data={STATUSES}
        value={props.status}
        onChange={(event) => props.onStatusChange(event.currentTarget.value as DocumentStatus | '')}
        w={160}
      />
      <NativeSelect
        label="Type"
        data={[{ value: '', label: 'All types' }, ...props.types.map((type) => ({ value: type, label: type }))]}
        value={props.type}
        onChange={(event) => props.onTypeChange(event.currentTarget.value)}
        w={260}
      />
    </Group>
  );
}
