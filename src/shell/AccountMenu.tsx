import '@mantine/core/styles/Menu.css';
import '@mantine/core/styles/Popover.css';
import '@mantine/core/styles/Button.css';
import { Button, Menu } from '@mantine/core';
import { IconChevronDown, IconLogout, IconUser } from '@tabler/icons-react';
import { useNavigate } from 'react-router-dom';
import { paths } from '@/shared/routing/paths';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { AppLink } from '@/shared/ui/AppLink';
import { selectUser } from '@/features/session/sessionSlice';
import { signOut } from '@/features/session/sessionThunks';

/** Account (→ /settings/account) and Sign out (→ /, which then asks to sign in). */
export function AccountMenu() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const user = useAppSelector(selectUser);

  const leave = async () => {
    await dispatch(signOut());
    navigate(paths.root);
  };

  return (
    <Menu position="bottom-end" width={220}>
      <Menu.Target>
        <Button variant="subtle" color="gray" leftSection={<IconUser size={16} />} rightSection={<IconChevronDown size={14} />} aria-label="Account menu">
          {user?.email ?? 'Account'}
        </Button>
      </Menu.Target>
      <Menu.Dropdown>
        <Menu.Item component={AppLink} to={paths.settingsAccount()} leftSection={<IconUser size={16} />}>
          Account
        </Menu.Item>
        <Menu.Item onClick={() => void leave()} leftSection={<IconLogout size={16} />}>
          Sign out
        </Menu.Item>
      </Menu.Dropdown>
    </Menu>
  );
}
