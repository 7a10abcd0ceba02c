import { useAppSelector } from '@/shared/store/hooks';
import { AppLink } from '@/shared/ui/AppLink';
import { selectUi } from '@/features/ui/uiSlice';
import { navItems, type NavItem, type RouteIds } from '@/shell/navigation';
import classes from '@/shell/Shell.module.css';

function TabRow({
  label,
  items,
  active,
  ids,
  small,
}: {
  label: string;
  items: NavItem[];
  active: number;
  ids: RouteIds;
  small?: boolean;
}) {
  return (
    <nav aria-label={label} className={classes.tabs}>
      {items.map((item, index) => (
        <AppLink
          key={item.key}
          to={item.to(ids)}
          className={small ? `${classes.tab} ${classes.small}` : classes.tab}
          aria-current={index === active ? 'page' : undefined}
        >
          {item.label}
        </AppLink>
      ))}
    </nav>
  );
}

/** The section's tab row and, under the active tab, its sub-tabs. */
export function SectionTabs() {
  const { navGroup, activeItem, activeSubItem, route } = useAppSelector(selectUi);
  const items = navItems[navGroup];
  if (items.length === 0) return null;
  const ids: RouteIds = { projectId: route?.projectId ?? '', sourceId: route?.sourceId ?? '' };
  const children = items[activeItem]?.children ?? [];
  return (
    <>
      <TabRow label="Section" items={items} active={activeItem} ids={ids} />
      {children.length > 0 && <TabRow label="Subsection" items={children} active={activeSubItem} ids={ids} small />}
    </>
  );
}
