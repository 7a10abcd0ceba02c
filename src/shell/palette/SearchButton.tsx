import { UnstyledButton } from '@mantine/core';
import { IconSearch } from '@tabler/icons-react';
import { dialogOpened } from '@/shared/dialogs/dialogsSlice';
import { useAppDispatch } from '@/shared/store/hooks';
import shell from '@/shell/Shell.module.css';
import { loadCommandPalette } from './PaletteHost';
import { isApple } from './shortcuts';

/** The top bar's "Search…" button: the clickable twin of Ctrl/⌘+K. Pointing at it starts the palette's download. */
export function SearchButton() {
  const dispatch = useAppDispatch();
  const shortcut = isApple() ? '⌘K' : 'Ctrl K';
  return (
    <UnstyledButton
      className={`${shell.trigger} ${shell.search}`}
      aria-keyshortcuts={isApple() ? 'Meta+K' : 'Control+K'}
      onPointerEnter={() => void loadCommandPalette()}
      onFocus={() => void loadCommandPalette()}
      onClick={() => dispatch(dialogOpened({ id: 'palette', subject: null }))}
    >
      <IconSearch size={16} aria-hidden />
      <span className={shell.searchText}>Search…</span>
      <kbd className={shell.kbd} aria-hidden>
        {shortcut}
      </kbd>
    </UnstyledButton>
  );
}
