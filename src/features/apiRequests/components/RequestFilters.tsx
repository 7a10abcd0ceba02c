import { useState } from 'react';
import { useDebouncedCallback } from '@mantine/hooks';
import { Group, NativeSelect, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import type { RequestFilter } from '../requestFilter';

/** SPEC's default debounce, for the text filter. */
const SEARCH_DEBOUNCE_MS = 166;

interface RequestFiltersProps {
  filter: RequestFilter;
  onChange: (patch: Partial<RequestFilter>) => void;
  keys: { id: string; prefix: string }[];
  operations: string[];
}

const KINDS = [
  { value: '', label: 'All kinds' },
  { value: 'graphql', label: 'GraphQL' },
  { value: 'push', label: 'Push' },
  { value: 'search', label: 'Search' },
];
const CLASSES = [
  { value: '', label: 'All statuses' },
  { value: '2xx', label: '2xx success' },
  { value: '4xx', label: '4xx client error' },
  { value: '5xx', label: '5xx server error' },
];

/** Kind, status class, key, operation and a text search over operation, search query and error. */
export function RequestFilters({ filter, onChange, keys, operations }: RequestFiltersProps) {
  const [text, setText] = useState(filter.text);
  const apply = useDebouncedCallback((value: string) => onChange({ text: value.trim() }), SEARCH_DEBOUNCE_MS);
  // A filter changed elsewhere (a link, Back) replaces the typed text.
  const [applied, setApplied] = useState(filter.text);
  if (applied !== filter.text) {
    setApplied(filter.text);
    if (filter.text !== text.trim()) setText(filter.text);
  }
  const keyOptions = [
    { value: '', label: 'All keys' },
    ...keys.map((key) => ({ value: key.id, label: `${key.prefix}…` })),
    ...(filter.apiKeyId && !keys.some((key) => key.id === filter.apiKeyId)
      ? [{ value: filter.apiKeyId, label: 'Chosen key' }]
      : []),
  ];
  const operationOptions = [
    { value: '', label: 'All operations' },
    ...[...new Set([...operations, ...(filter.operation ? [filter.operation] : [])])].map((operation) => ({
      value: operation,
      label: operation,
    })),
  ];
  return (
    <Group gap="sm" align="flex-end" wrap="wrap">
      <TextInput
        label="Search"
        placeholder="Operation, query or error"
        leftSection={<IconSearch size={16} />}
        value={text}
        onChange={(event) => {
          setText(event.currentTarget.value);
          apply(event.currentTarget.value);
        }}
        w={{ base: '100%', sm: 260 }}
        maxLength={200}
      />
      <NativeSelect
        label="Kind"
        data={KINDS}
        value={filter.kind ?? ''}
        onChange={(event) => onChange({ kind: (event.currentTarget.value || null) as RequestFilter['kind'] })}
        w={{ base: 'calc(50% - 6px)', sm: 140 }}
      />
      <NativeSelect
        label="Status"
        data={CLASSES}
        value={filter.statusClass ?? ''}
        onChange={(event) =>
          onChange({ statusClass: (event.currentTarget.value || null) as RequestFilter['statusClass'] })
        }
        w={{ base: 'calc(50% - 6px)', sm: 170 }}
      />
      <NativeSelect
        label="Key"
        data={keyOptions}
        value={filter.apiKeyId ?? ''}
        onChange={(event) => onChange({ apiKeyId: event.currentTarget.value || null })}
        w={{ base: 'calc(50% - 6px)', sm: 150 }}
      />
      <NativeSelect
        label="Operation"
        data={operationOptions}
        value={filter.operation ?? ''}
        onChange={(event) => onChange({ operation: event.currentTarget.value || null })}
        w={{ base: 'calc(50% - 6px)', sm: 220 }}
      />
    </Group>
  );
}
