import { createTheme } from '@mantine/core';

/** Dark theme with SPEC §9 breakpoints (xs 0, sm 600, md 900, lg 1200, xl 1536 px, in em for Mantine). */
export const theme = createTheme({
  primaryColor: 'violet',
  defaultRadius: 'md',
  fontFamily: 'Inter, system-ui, -apple-system, "Segoe UI", Roboto, sans-serif',
  breakpoints: { xs: '0em', sm: '37.5em', md: '56.25em', lg: '75em', xl: '96em' },
});

export const COLOR_SCHEME = 'dark' as const;
