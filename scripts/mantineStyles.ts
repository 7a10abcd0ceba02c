import type { Plugin } from 'vite';

// Mantine ships one stylesheet per component beside the module that holds the component's class names
// (`esm/components/Button/Button.module.mjs` → `styles/Button.css`). Importing the sheet from that
// module makes every component the build keeps bring its own CSS, into the chunk that holds it, in the
// order its dependencies are imported; a component the build drops brings none. The layered copies
// (layer `mantine`, declared in src/app/bootSplash.css) let the app's own CSS win in any load order.
const CLASS_NAMES_MODULE =
  /[\\/]node_modules[\\/]@mantine[\\/](core|charts|notifications|spotlight)[\\/]esm[\\/](?:.*[\\/])?([A-Za-z-]+)\.module\.mjs$/;

/** core has a sheet per component; the other packages one sheet each. */
export function sheetFor(id: string): string | null {
  const match = CLASS_NAMES_MODULE.exec(id);
  if (!match) return null;
  const [, pkg, component] = match;
  return pkg === 'core' ? `@mantine/core/styles/${component}.layer.css` : `@mantine/${pkg}/styles.layer.css`;
}

/** The complete layered sheets, for the dev server (see below). */
const COMPLETE_SHEETS = ['core', 'charts', 'notifications', 'spotlight'].map(
  (pkg) => `@mantine/${pkg}/styles.layer.css`,
);

export function mantineStyles(entry: RegExp): Plugin {
  let serving = false;
  return {
    name: 'mantine-styles',
    enforce: 'pre',
    configResolved(config) {
      serving = config.command === 'serve';
    },
    transform(code, id) {
      // The dev server pre-bundles dependencies without plugins: its entry brings Mantine's complete sheets.
      if (serving)
        return entry.test(id) ? `${COMPLETE_SHEETS.map((sheet) => `import '${sheet}';`).join('\n')}\n${code}` : null;
      const sheet = sheetFor(id);
      return sheet ? { code: `import '${sheet}';\n${code}`, map: null } : null;
    },
  };
}
