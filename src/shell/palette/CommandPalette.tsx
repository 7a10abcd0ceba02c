import { useEffect, useId, useState } from 'react';
import { Group, Modal, Text, VisuallyHidden } from '@mantine/core';
import { getHotkeyHandler, useDebouncedValue } from '@mantine/hooks';
import { createSpotlight, Spotlight, useSpotlight } from '@mantine/spotlight';
import { IconSearch } from '@tabler/icons-react';
import { dialogClosed } from '@/shared/dialogs/dialogsSlice';
import { prefetchRoute } from '@/shared/routing/prefetch';
import { useAppDispatch, useAppSelector } from '@/shared/store/hooks';
import type { PaletteItem } from './paletteItems';
import { usePaletteItems } from './usePaletteItems';

/** The app's default debounce: documents and other projects' sources are searched on the server. */
const SEARCH_DEBOUNCE_MS = 166;

// The palette's own Spotlight store: its open state follows the `dialogs` slice (see below).
const [paletteStore, palette] = createSpotlight();
const notifySelection = () => paletteStore.setState((state) => ({ ...state }));
const closeOnShortcut = getHotkeyHandler([['mod+K', () => palette.close()]]);

/**
 * The listbox is the list's scrolling viewport: when the results outgrow the screen it scrolls, and a
 * scrolling region must take keyboard focus. Spotlight passes these ScrollArea props on untyped.
 */
const listViewport = (id: string) =>
  ({ viewportProps: { id, role: 'listbox', 'aria-label': 'Results', tabIndex: 0 } }) as Record<string, unknown>;

/**
 * The command palette (⌘K / Ctrl+K, or the top bar's Search…): a combobox over grouped results —
 * Recent, Actions, Pages, Projects, Sources, Documents — built on Mantine's Spotlight. Loaded on first use.
 */
export default function CommandPalette() {
  const dispatch = useAppDispatch();
  const opened = useAppSelector((state) => state.dialogs.open?.id === 'palette');
  const [query, setQuery] = useState('');
  const [debounced] = useDebouncedValue(query, SEARCH_DEBOUNCE_MS);
  const { groups, documentsSearchable, searching } = usePaletteItems(query, debounced);
  const { selected } = useSpotlight(paletteStore);
  const listId = useId().replace(/:/g, '');
  const optionsId = `${listId}-options`;
  const optionId = (index: number) => `${listId}-option-${index}`;
  const flat: PaletteItem[] = groups.flatMap((group) => group.items);
  // An action that opens a dialog hands focus to it; returning focus to the trigger would steal it.
  const [returnFocus, setReturnFocus] = useState(true);

  useEffect(() => {
    if (opened) palette.open();
    else palette.close();
  }, [opened]);

  // New results (the query is debounced, the server answers later) start with the first one selected.
  const resultsKey = flat.map((item) => item.id).join('\n');
  useEffect(() => {
    paletteStore.setState((state) => ({ ...state, selected: resultsKey ? 0 : -1 }));
  }, [resultsKey, query]);

  // Highlighting a result starts loading its page's code, so choosing it shows the page at once.
  const highlighted = flat[selected];
  useEffect(() => {
    if (highlighted?.path) prefetchRoute(highlighted.path);
  }, [highlighted]);

  const choose = (item: PaletteItem) => {
    if (!item.path) setReturnFocus(false);
    item.run();
  };

  const indexOf = new Map(flat.map((item, index) => [item.id, index]));
  return (
    <Spotlight.Root
      store={paletteStore}
      shortcut={null}
      query={query}
      onQueryChange={setQuery}
      onSpotlightOpen={() => setReturnFocus(true)}
      onSpotlightClose={() => {
        // Closed from inside (Escape, outside click, a chosen result): the store follows.
        if (opened) dispatch(dialogClosed());
      }}
      returnFocus={returnFocus}
      scrollable
      maxHeight="min(420px, 50dvh)"
    >
      {/* Names the dialog (Spotlight shows no title of its own). */}
      <VisuallyHidden>
        <Modal.Title>Command palette</Modal.Title>
      </VisuallyHidden>
      <Spotlight.Search
        placeholder="Search projects, sources, pages, documents…"
        leftSection={<IconSearch size={18} aria-hidden />}
        role="combobox"
        aria-label="Search the dashboard"
        aria-expanded
        aria-controls={optionsId}
        aria-autocomplete="list"
        aria-activedescendant={selected >= 0 && selected < flat.length ? optionId(selected) : undefined}
        onKeyDown={(event) => {
          closeOnShortcut(event);
          // Spotlight moves its selection without telling subscribers; tell them once it has.
          if (event.key === 'ArrowDown' || event.key === 'ArrowUp') queueMicrotask(notifySelection);
        }}
      />
      <Spotlight.ActionsList id={listId} {...listViewport(optionsId)}>
        {groups.map(({ group, items }) => (
          <Spotlight.ActionsGroup key={group} label={group} role="group" aria-label={group}>
            {items.map((item) => {
              const index = indexOf.get(item.id) ?? -1;
              const id = optionId(index);
              return (
                <Spotlight.Action
                  key={item.id}
                  label={item.label}
                  description={item.description}
                  highlightQuery
                  role="option"
                  aria-selected={index === selected}
                  // Spotlight finds the result Enter chooses by this attribute; React keeps it on the selected one.
                  data-selected={index === selected || undefined}
                  onClick={() => choose(item)}
                  onMouseEnter={() => item.path && prefetchRoute(item.path)}
                  renderRoot={(props) => <button {...props} id={id} />}
                />
              );
            })}
          </Spotlight.ActionsGroup>
        ))}
        {flat.length === 0 && <Spotlight.Empty>{searching ? 'Searching…' : 'Nothing found'}</Spotlight.Empty>}
      </Spotlight.ActionsList>
      <Spotlight.Footer>
        <Group justify="space-between" gap="xs">
          <Text size="xs" c="dimmed">
            {documentsSearchable
              ? 'Documents are searched in the current project.'
              : 'Open a project to search its documents.'}
          </Text>
          <Text size="xs" c="dimmed">
            ↑↓ to move · Enter to open · Esc to close · ? for shortcuts
          </Text>
        </Group>
      </Spotlight.Footer>
      <VisuallyHidden aria-live="polite" role="status">
        {searching ? 'Searching' : `${flat.length} ${flat.length === 1 ? 'result' : 'results'}`}
      </VisuallyHidden>
    </Spotlight.Root>
  );
}
