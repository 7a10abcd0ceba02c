import '@mantine/core/styles/Group.css';
import '@mantine/core/styles/Button.css';
import { Button, Group } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { AppLink } from '@/shared/ui/AppLink';
import { selectUi } from '@/features/ui/uiSlice';
import { navItems, type NavItem, type RouteIds } from '@/shell/navigation';

function TabRow({
  label,
  items,
  active,
  ids,
  size,
}: {
  label: string;
  items: NavItem[];
  active: number;
  ids: RouteIds;
  size: 'sm' | 'xs';
}) {
  return (
    <Group component="nav" aria-label={label} gap={4}>
      {items.map((item, index) => (
        <Button
          key={item.key}
          component={AppLink}
          to={item.to(ids)}
          size={size}
          variant={index === active ? 'light' : 'subtle'}
          color={index === active ? undefined : 'gray'}
          aria-current={index === active ? 'page' : undefined}
        >
          {item.label}
        </Button>
      ))}
    </Group>
  );
}

/** The section's tab row and, under the active tab, its sub-tabs (SPEC §2). */
export function SectionTabs() {
  const { navGroup, activeItem, activeSubItem, route } = useAppSelector(selectUi);
  const items = navItems[navGroup];
  if (items.length === 0) return null;
  const ids: RouteIds = { projectId: route?.projectId ?? '', sourceId: route?.sourceId ?? '' };
  const children = items[activeItem]?.children ?? [];
  return (
    <>
      <TabRow label="Section" items={items} active={activeItem} ids={ids} size="sm" />
      {children.length > 0 && <TabRow label="Subsection" items={children} active={activeSubItem} ids={ids} size="xs" />}
    </>
  );
}
