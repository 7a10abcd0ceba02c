import { useEffect } from 'react';
import { useMonaco } from '@graphiql/react';

// GraphiQL's dark editor theme keeps vs-dark's line numbers (#858585) and comments (#608b4e), 4.2:1 and
// 3.9:1 on the playground background: below WCAG AA's 4.5:1 (test/e2e/a11y.spec.ts). Defining the
// theme again under GraphiQL's own name makes Monaco re-apply it to the open editors at once.
const GRAPHIQL_DARK_THEME = 'graphiql-DARK';
const TRANSPARENT = '#ffffff00';
const CARD = '#2e2e2e'; // Mantine dark-6, as the rest of the playground (playgroundTheme.css)
const VIOLET = '#9775fa';

const readableDarkTheme = {
  base: 'vs-dark' as const,
  inherit: true,
  colors: {
    'editor.background': TRANSPARENT,
    'scrollbar.shadow': TRANSPARENT,
    'editorLineNumber.foreground': '#9a9a9a',
    'editorLineNumber.activeForeground': '#c9c9c9',
    'editorHoverWidget.background': CARD,
    'editorSuggestWidget.background': CARD,
    'editorWidget.background': CARD,
    'menu.background': CARD,
    'quickInput.background': CARD,
    focusBorder: VIOLET,
    'textLink.foreground': VIOLET,
  },
  rules: [
    { token: 'argument.identifier.gql', foreground: '#908aff' },
    { token: 'comment', foreground: '#8aa57a' },
  ],
};

/** Re-themes GraphiQL's Monaco editors with readable line numbers and comments once Monaco has loaded. */
export function useReadableEditorTheme(): void {
  const monaco = useMonaco((state) => state.monaco);
  useEffect(() => {
    monaco?.editor.defineTheme(GRAPHIQL_DARK_THEME, readableDarkTheme);
  }, [monaco]);
}
