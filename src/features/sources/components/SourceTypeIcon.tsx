import { ThemeIcon } from '@mantine/core';
import { IconPlug } from '@tabler/icons-react';
import { SOURCE_TYPE_ICONS } from '../sourceTypeIcons';
import { isSourceType } from '@contract/sourceTypes';

/** The type's icon in a small tinted square; decorative, the label sits next to it. */
export function SourceTypeIcon({ type, size = 'lg' }: { type: string; size?: 'md' | 'lg' | 'xl' }) {
  const Icon = isSourceType(type) ? SOURCE_TYPE_ICONS[type] : IconPlug;
  return (
    <ThemeIcon variant="light" color="gray" size={size} radius="md" aria-hidden>
      <Icon size={size === 'xl' ? 24 : 18} />
    </ThemeIcon>
  );
}
