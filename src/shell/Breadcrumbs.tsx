import { Anchor, Breadcrumbs as MantineBreadcrumbs, Text } from '@mantine/core';
import { IconFolders } from '@tabler/icons-react';
import { paths } from '@/shared/routing/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { AppLink } from '@/shared/ui/AppLink';
import { selectUserName } from '@/features/session/sessionSlice';
import { selectUi } from '@/features/ui/uiSlice';
import { collapseCrumbs } from '@/shell/collapseCrumbs';
import { useScopeNames } from '@/shell/useScopeNames';
import classes from '@/shell/Shell.module.css';

const NOT_FOUND = 'Not found';

interface Crumb {
  label: string;
  to: string;
}

/** The user's projects (labelled with their name), then the current project and source. */
export function Breadcrumbs() {
  const name = useAppSelector(selectUserName);
  const { route } = useAppSelector(selectUi);
  const names = useScopeNames();
  const crumbs: Crumb[] = [{ label: name || 'Projects', to: paths.projects() }];
  if (route?.projectId) crumbs.push({ label: names.project ?? NOT_FOUND, to: paths.project(route.projectId) });
  if (route?.projectId && route.sourceId) {
    crumbs.push({ label: names.source ?? NOT_FOUND, to: paths.source(route.projectId, route.sourceId) });
  }

  return (
    <nav aria-label="Breadcrumbs" className={classes.crumbs}>
      <MantineBreadcrumbs separatorMargin="xs" style={{ flexWrap: 'nowrap' }}>
        {collapseCrumbs(crumbs).map((entry, index) =>
          entry.kind === 'ellipsis' ? (
            <Text key={`ellipsis-${index}`} c="dimmed" aria-label={`${entry.hidden} more`}>
              …
            </Text>
          ) : (
            <Anchor
              key={entry.item.to}
              component={AppLink}
              to={entry.item.to}
              size="sm"
              maw={{ base: 150, md: 240 }}
              truncate="end"
              style={{ flexShrink: 1 }}
              // On phones the crumbs between the user's projects and the current page collapse to "…".
              className={index > 0 && index < crumbs.length - 1 ? classes.middleCrumb : undefined}
              title={index === 0 ? 'Projects' : undefined}
              aria-current={index === crumbs.length - 1 ? 'page' : undefined}
            >
              {index === 0 && <IconFolders size={14} style={{ marginRight: 6, verticalAlign: -2 }} aria-hidden />}
              {entry.item.label}
            </Anchor>
          ),
        )}
      </MantineBreadcrumbs>
    </nav>
  );
}
