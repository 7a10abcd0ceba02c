import '@mantine/core/styles/Chip.css';
import '@mantine/core/styles/Input.css';
import '@mantine/core/styles/CloseButton.css';
import { Chip, CloseButton, Group, TextInput } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { LOG_SEVERITIES } from '@contract/enums';
import { SEVERITY_COLOR } from '../severityLook';
import type { LogSeverity } from '../types';

interface LogFiltersProps {
  severities: LogSeverity[];
  onSeveritiesChange: (severities: LogSeverity[]) => void;
  search: string;
  onSearchChange: (search: string) => void;
}

const isSeverity = (value: string): value is LogSeverity => (LOG_SEVERITIES as readonly string[]).includes(value);

/** Severity chips (multi-select) and the text search; the page debounces the search. */
export function LogFilters({ severities, onSeveritiesChange, search, onSearchChange }: LogFiltersProps) {
  return (
    <Group justify="space-between" gap="md">
      <Chip.Group multiple value={severities} onChange={(values) => onSeveritiesChange(values.filter(isSeverity))}>
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
        value={search}
        onChange={(event) => onSearchChange(event.currentTarget.value)}
        rightSection={
          search ? <CloseButton size="sm" aria-label="Clear search" onClick={() => onSearchChange('')} /> : null
        }
        w={{ base: '100%', sm: 320 }}
      />
    </Group>
  );
}
