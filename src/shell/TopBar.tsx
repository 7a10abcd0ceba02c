import { Anchor, Group, Text } from '@mantine/core';
import { IconExternalLink } from '@tabler/icons-react';
import { env } from '@/shared/config/env';
import { paths } from '@/shared/routing/paths';
import { AppLink } from '@/shared/ui/AppLink';
import { AccountMenu } from '@/shell/AccountMenu';
import { Breadcrumbs } from '@/shell/Breadcrumbs';
import { LiveIndicator } from '@/shell/LiveIndicator';
import { SearchButton } from '@/shell/palette/SearchButton';
import classes from '@/shell/Shell.module.css';

/**
 * Fixed top bar: wordmark + beta tag, breadcrumbs, realtime status, Docs and the account menu. On phones
 * (xs) the breadcrumbs take a second row and Docs moves into the account menu.
 */
export function TopBar() {
  return (
    <div className={classes.bar}>
      <Group gap={6} wrap="nowrap" className={classes.brand}>
        <Anchor
          component={AppLink}
          to={paths.projects()}
          underline="never"
          c="bright"
          aria-label={`${env.appTitle} home`}
        >
          <Text fw={700} size="lg" span>
            {env.appTitle}
          </Text>
        </Anchor>
        <span className={`${classes.pill} ${classes.beta}`}>beta</span>
      </Group>
      <Breadcrumbs />
      <Group gap="sm" wrap="nowrap" className={classes.end}>
        <SearchButton />
        <LiveIndicator />
        <Anchor href={env.docsUrl} target="_blank" rel="noopener noreferrer" size="sm" c="dimmed" visibleFrom="sm">
          Docs <IconExternalLink size={12} style={{ verticalAlign: -1 }} aria-hidden />
        </Anchor>
        <AccountMenu />
      </Group>
    </div>
  );
}
