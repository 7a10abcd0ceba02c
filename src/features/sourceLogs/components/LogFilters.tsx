import { useState } from 'react';
import { Chip, CloseButton, Group, TextInput } from '@mantine/core';
import { useDebouncedCallback } from '@mantine/hooks';
import { IconSearch } from '@tabler/icons-react';
import { LOG_SEVERITIES } from '@contract/enums';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { SEARCH_DEBOUNCE_MS } from '../logFilter';
import { searchApplied, selectLogSearch, selectLogSeverities, severitiesChosen } from '../logFiltersSlice';
import { SEVERITY_COLOR } from '../severityLook';
import type { LogSeverity } from '../types';

const isSeverity = (value: string): value is LogSeverity => (LOG_SEVERITIES as readonly string[]).includes(value);

/** Severity chips (multi-select) and the text search, applied to the store's filters (the search debounced). */
export function LogFilters() {
  const dispatch = useAppDispatch();
  const severities = useAppSelector(selectLogSeverities);
  const applied = useAppSelector(selectLogSearch);
  // The text being typed stays here (a store action per keystroke would be noise); the store gets it debounced.
  const [draft, setDraft] = useState({ applied, text: applied });
  // The store's search changed without typing here (a DevTools jump, another page): the input shows it.
  if (draft.applied !== applied) setDraft({ applied, text: applied });
  const apply = useDebouncedCallback((text: string) => {
    setDraft((current) => ({ ...current, applied: text }));
    dispatch(searchApplied(text));
  }, SEARCH_DEBOUNCE_MS);
  const type = (text: string) => {
    setDraft((current) => ({ ...current, text }));
    apply(text);
  };

  return (
    <Group justify="space-between" gap="md">
      <Chip.Group
        multiple
        value={severities}
        onChange={(values) => dispatch(severitiesChosen(values.filter(isSeverity)))}
      >
        <Group gap="xs" role="group" aria-label="Severity">
          {LOG_SEVERITIES.map((severity) => (
            <Chip key={severity} value={severity} color={SEVERITY_COLOR[severity]} variant="light" size="sm">
              {severity}
            </Chip>
          ))}
        </Group>
      </Chip.Group>
      <TextInput
        aria-label="Search log lines"
        placeholder="Search messages"
        leftSection={<IconSearch size={16} />}
        value={draft.text}
        onChange={(event) => type(event.currentTarget.value)}
        rightSection={draft.text ? <CloseButton size="sm" aria-label="Clear search" onClick={() => type('')} /> : null}
        w={{ base: '100%', sm: 320 }}
      />
    </Group>
  );
}
