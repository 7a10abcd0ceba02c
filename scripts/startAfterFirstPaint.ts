import type { Plugin } from 'vite';

/** The boot step src/main.tsx imports only when the Redux DevTools extension is present: not preloaded. */
const DEVTOOLS_BOOT_MODULE = 'src/app/devTools.ts';

/** A preload that only downloads; the module is compiled when start.js imports the entry. */
const scriptPreload = (file: string, attributes = '') =>
  `<link rel="preload" as="script" fetchpriority="low" crossorigin href="/${file}"${attributes}>`;

/**
 * The built index.html starts the app once the boot splash has painted (public/start.js). Its
 * JavaScript is preloaded, not modulepreloaded: a modulepreload is compiled as soon as it arrives,
 * which can delay the splash on a slow phone. Low priority lets the splash's stylesheets come first.
 * The entry's dynamic imports (the boot steps of src/main.tsx) are preloaded too, so they download
 * in parallel with the entry instead of after it.
 */
export function startAfterFirstPaint(): Plugin {
  return {
    name: 'start-after-first-paint',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle, chunk }) {
        if (!bundle || !chunk) return html;
        const entryTag = `<script type="module" crossorigin src="/${chunk.fileName}"></script>`;
        if (!html.includes(entryTag)) throw new Error(`index.html has no entry script for ${chunk.fileName}`);
        const scripts = new Set<string>();
        const styles = new Set<string>();
        const visit = (fileName: string) => {
          const output = bundle[fileName];
          if (output?.type !== 'chunk' || scripts.has(fileName)) return;
          scripts.add(fileName);
          output.viteMetadata?.importedCss.forEach((css) => styles.add(css));
          output.imports.forEach(visit);
        };
        const devToolsStep = (fileName: string) => {
          const output = bundle[fileName];
          return output?.type === 'chunk' && output.facadeModuleId?.endsWith(DEVTOOLS_BOOT_MODULE) === true;
        };
        chunk.dynamicImports.filter((fileName) => !devToolsStep(fileName)).forEach(visit);
        // Vite's modulepreloads of the entry's static imports (the boot chunk) go first: on HTTP/1.1's
        // six connections, the largest download must not queue behind the boot steps' small facades.
        const staticImports: string[] = [];
        const withoutModulepreloads = html.replace(
          /\s*<link rel="modulepreload" crossorigin href="\/([^"]+)">/g,
          (_tag, file: string) => {
            staticImports.push(file);
            return '';
          },
        );
        const start = [
          ...staticImports.map((file) => scriptPreload(file)),
          scriptPreload(chunk.fileName, ' data-app-entry'),
          ...[...scripts].filter((file) => !staticImports.includes(file)).map((file) => scriptPreload(file)),
          ...[...styles]
            .filter((file) => !html.includes(`/${file}"`))
            .map((file) => `<link rel="preload" as="style" crossorigin href="/${file}">`),
          '<script type="module" src="/start.js"></script>',
        ];
        // After the stylesheets, which the splash needs first.
        return withoutModulepreloads.replace(entryTag, '').replace('</head>', `  ${start.join('\n    ')}\n  </head>`);
      },
    },
  };
}
