import '@mantine/core/styles/Text.css';
import { Text } from '@mantine/core';
import { useAppSelector } from '@/shared/store/hooks';
import { selectUser } from '@/features/session/sessionSlice';

/** Foundation placeholder for the account page; the account feature replaces it. */
export default function AccountPage() {
  const user = useAppSelector(selectUser);
  return <Text>{user?.email}</Text>;
}
