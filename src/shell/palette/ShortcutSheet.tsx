import { Kbd, Modal, Table } from '@mantine/core';
import { useDialog } from '@/shared/dialogs/useDialog';
import { GO_SHORTCUTS, isApple } from './shortcuts';

/** "?": every keyboard shortcut of the dashboard, each with where it works. Loaded on first use. */
export default function ShortcutSheet() {
  const { opened, close } = useDialog('shortcuts');
  const rows: [string[], string][] = [
    [[isApple() ? '⌘' : 'Ctrl', 'K'], 'Open the command palette'],
    ...GO_SHORTCUTS.map(({ key, description }): [string[], string] => [['g', key], description]),
    [['?'], 'Show this list of shortcuts'],
  ];
  return (
    <Modal opened={opened} onClose={close} title="Keyboard shortcuts" size="lg">
      <Table verticalSpacing="xs" aria-label="Keyboard shortcuts">
        <Table.Thead>
          <Table.Tr>
            <Table.Th scope="col">Keys</Table.Th>
            <Table.Th scope="col">Does</Table.Th>
          </Table.Tr>
        </Table.Thead>
        <Table.Tbody>
          {rows.map(([keys, does]) => (
            <Table.Tr key={does}>
              <Table.Td style={{ whiteSpace: 'nowrap' }}>
                {keys.map((key, i) => (
                  <span key={key}>
                    {i > 0 && (keys[0] === 'g' ? ' then ' : ' + ')}
                    <Kbd>{key}</Kbd>
                  </span>
                ))}
              </Table.Td>
              <Table.Td>{does}</Table.Td>
            </Table.Tr>
          ))}
        </Table.Tbody>
      </Table>
    </Modal>
  );
}
