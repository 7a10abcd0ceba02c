import { useNavigate } from 'react-router-dom';
import { useHotkeys, type HotkeyItem } from '@mantine/hooks';
import { dialogOpened } from '@/shared/dialogs/dialogsSlice';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import { selectRoute } from '@/features/ui/uiSlice';
import { GO_SHORTCUTS, SEQUENCE_MS, type GoShortcut } from './shortcuts';

// While typing (inputs, editors) or inside a dialog, keys belong to what has focus.
const TYPING_TAGS = ['INPUT', 'TEXTAREA', 'SELECT'];
const OWNED_BY_FOCUS = '[role="dialog"], [aria-modal="true"], .graphiql-container, [contenteditable]';

// An open dialog traps focus, so the key's target tells; a dialog that is still fading out does not count.
function keysBelongElsewhere(event: KeyboardEvent): boolean {
  const target = event.target instanceof Element ? event.target : null;
  return target?.closest(OWNED_BY_FOCUS) != null;
}

// When "g" was last pressed: one keyboard, so one sequence for the whole app.
let gPressedAt = 0;

function startSequence(event: KeyboardEvent): void {
  if (!keysBelongElsewhere(event)) gPressedAt = Date.now();
}

/** The jump this key completes ("g" pressed just before, focus not taken), or undefined; ends the sequence. */
function completedJump(event: KeyboardEvent): GoShortcut | undefined {
  const inSequence = Date.now() - gPressedAt < SEQUENCE_MS;
  gPressedAt = 0;
  if (!inSequence || keysBelongElsewhere(event)) return undefined;
  return GO_SHORTCUTS.find(({ key }) => key === event.key.toLowerCase());
}

/**
 * The app-wide keys: Ctrl/⌘+K opens the command palette, "g" then a letter jumps (shortcuts.ts), "?"
 * opens the shortcut sheet. Mantine's useHotkeys already ignores inputs and contenteditable.
 */
export function useGlobalShortcuts() {
  const dispatch = useAppDispatch();
  const navigate = useNavigate();
  const route = useAppSelector(selectRoute);

  // Inside the palette, its own search box handles Ctrl/⌘+K (it closes it).
  const openPalette = (event: KeyboardEvent) => {
    if (keysBelongElsewhere(event)) return;
    event.preventDefault();
    dispatch(dialogOpened({ id: 'palette', subject: null }));
  };
  const openSheet = (event: KeyboardEvent) => {
    if (keysBelongElsewhere(event)) return;
    event.preventDefault();
    dispatch(dialogOpened({ id: 'shortcuts', subject: null }));
  };
  const jump = (event: KeyboardEvent) => {
    const to = completedJump(event)?.target(route);
    if (!to) return;
    event.preventDefault();
    navigate(to);
  };

  const hotkeys: HotkeyItem[] = [
    ['mod+K', openPalette, { preventDefault: false }],
    // "?" is Shift+/ on most layouts, a key of its own on some.
    ['shift+?', openSheet, { preventDefault: false }],
    ['?', openSheet, { preventDefault: false }],
    ['g', startSequence, { preventDefault: false }],
    ...GO_SHORTCUTS.map(({ key }): HotkeyItem => [key, jump, { preventDefault: false }]),
  ];
  useHotkeys(hotkeys, TYPING_TAGS);
}
