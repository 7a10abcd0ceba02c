import { lazy, Suspense, useState } from 'react';
import { useAppSelector } from '@/shared/store/hooks';
import { selectOpenDialog } from '@/shared/dialogs/dialogsSlice';
import { useGlobalShortcuts } from './useGlobalShortcuts';
import { useRecordRecentPlace } from './useRecordRecentPlace';

// Neither the palette (Spotlight, its search and actions) nor the sheet is in the first load: each
// loads when first opened and then stays mounted, so reopening is instant.
export const loadCommandPalette = () => import('./CommandPalette');
const CommandPalette = lazy(loadCommandPalette);
const ShortcutSheet = lazy(() => import('./ShortcutSheet'));

/** The keyboard layer of the shell: global shortcuts, Recent places, and the lazily loaded palette and sheet. */
export function PaletteHost() {
  useGlobalShortcuts();
  useRecordRecentPlace();
  const open = useAppSelector(selectOpenDialog)?.id;
  const [paletteUsed, setPaletteUsed] = useState(false);
  const [sheetUsed, setSheetUsed] = useState(false);
  if (open === 'palette' && !paletteUsed) setPaletteUsed(true);
  if (open === 'shortcuts' && !sheetUsed) setSheetUsed(true);
  return (
    <Suspense fallback={null}>
      {paletteUsed && <CommandPalette />}
      {sheetUsed && <ShortcutSheet />}
    </Suspense>
  );
}
