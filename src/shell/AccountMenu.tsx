import { Box, Paper, UnstyledButton } from '@mantine/core';
import { IconBook, IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useEffect, useId, useRef, useState, type KeyboardEvent } from 'react';
import { env } from '@/shared/config/env';
import { paths } from '@/shared/routing/paths';
import { useAppSelector } from '@/shared/store/hooks';
import { AppLink } from '@/shared/ui/AppLink';
import { selectUser } from '@/features/session/sessionSlice';
import classes from '@/shell/AccountMenu.module.css';
import shell from '@/shell/Shell.module.css';
import { useSignOut } from '@/shell/useSignOut';

/**
 * Account (→ /settings/account) and Sign out (→ /). A small menu button of its own: Mantine's Menu
 * would bring a positioning library into every first page load (first-load budget).
 */
export function AccountMenu() {
  const signOut = useSignOut();
  const user = useAppSelector(selectUser);
  const [open, setOpen] = useState(false);
  const root = useRef<HTMLDivElement>(null);
  const trigger = useRef<HTMLButtonElement>(null);
  const menuId = useId();

  // Only the items shown at this width (Docs is in the menu on phones only).
  const items = () =>
    Array.from(root.current?.querySelectorAll<HTMLElement>('[role="menuitem"]') ?? []).filter(
      (item) => item.getClientRects().length > 0,
    );
  const close = (refocus: boolean) => {
    setOpen(false);
    if (refocus) trigger.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items()[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      if (!root.current?.contains(event.target as Node)) setOpen(false);
    };
    document.addEventListener('pointerdown', onPointerDown);
    return () => document.removeEventListener('pointerdown', onPointerDown);
  }, [open]);

  const onMenuKeyDown = (event: KeyboardEvent) => {
    const list = items();
    const index = list.indexOf(document.activeElement as HTMLElement);
    if (event.key === 'Escape') close(true);
    else if (event.key === 'ArrowDown') list[(index + 1) % list.length]?.focus();
    else if (event.key === 'ArrowUp') list[(index - 1 + list.length) % list.length]?.focus();
    else if (event.key === 'Tab') setOpen(false);
    else return;
    event.preventDefault();
  };

  const leave = async () => {
    setOpen(false);
    await signOut();
  };

  return (
    <div ref={root} className={classes.root}>
      <UnstyledButton
        ref={trigger}
        className={shell.trigger}
        aria-label="Account menu"
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((value) => !value)}
      >
        <IconUser size={16} aria-hidden />
        <Box
          component="span"
          visibleFrom="md"
          maw={240}
          style={{ overflow: 'hidden', textOverflow: 'ellipsis', whiteSpace: 'nowrap' }}
        >
          {user?.email ?? 'Account'}
        </Box>
        <IconChevronDown size={14} aria-hidden />
      </UnstyledButton>
      {open && (
        <Paper
          id={menuId}
          role="menu"
          aria-label="Account"
          shadow="md"
          withBorder
          className={classes.dropdown}
          onKeyDown={onMenuKeyDown}
        >
          <UnstyledButton
            component={AppLink}
            to={paths.settingsAccount()}
            role="menuitem"
            className={classes.item}
            onClick={() => close(false)}
          >
            <IconUser size={16} aria-hidden /> Account
          </UnstyledButton>
          {/* On phones (xs) the top bar has no room for Docs: it moves in here. */}
          <UnstyledButton
            component="a"
            href={env.docsUrl}
            target="_blank"
            rel="noopener noreferrer"
            role="menuitem"
            className={classes.item}
            hiddenFrom="sm"
            onClick={() => close(false)}
          >
            <IconBook size={16} aria-hidden /> Docs
          </UnstyledButton>
          <UnstyledButton role="menuitem" className={classes.item} onClick={() => void leave()}>
            <IconLogout size={16} aria-hidden /> Sign out
          </UnstyledButton>
        </Paper>
      )}
    </div>
  );
}
