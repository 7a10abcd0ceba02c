import { createTheme, type CSSVariablesResolver } from '@mantine/core';

/** Dark theme with the product's breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536 px, in em for Mantine). */
export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: { xs: '0em', sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' },
  components: {
    // The close "×" of every dialog needs a name for screen readers (axe button-name).
    Modal: { defaultProps: { closeButtonProps: { 'aria-label': 'Close dialog' } } },
  },
});

export const COLOR_SCHEME = 'dark' as const;

/**
 * Mantine's dark defaults for dimmed text (#828282) and links (violet-4) are 4.0:1 on cards (#2e2e2e),
 * below WCAG AA's 4.5:1 (test/e2e/a11y.spec.ts); these are 4.8:1 and 5.6:1 there, more on the page.
 */
export const contrastVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {},
  dark: { '--mantine-color-dimmed': '#9a9a9a', '--mantine-color-anchor': 'var(--mantine-color-violet-3)' },
});
