import { createHash } from 'node:crypto';

const ESCAPES: Record<string, string> = { '&': '&amp;', '<': '&lt;', '>': '&gt;', '"': '&quot;', "'": '&#39;' };

export const escapeHtml = (text: string) => text.replace(/[&<>"']/g, (ch) => ESCAPES[ch]);

const STYLE = `
:root { color-scheme: dark; }
* { box-sizing: border-box; }
body { margin: 0; min-height: 100vh; display: grid; place-items: center; padding: 24px;
  background: #141517; color: #e9ecef; font: 16px/1.5 system-ui, -apple-system, "Segoe UI", Roboto, sans-serif; }
main { width: 100%; max-width: 440px; min-width: 0; background: #1f2023; border: 1px solid #373a40; border-radius: 12px;
  padding: clamp(16px, 5vw, 32px); }
main.wide { max-width: 880px; }
h1, h2, p { overflow-wrap: anywhere; }
pre { margin: 0 0 8px; padding: 8px 12px; max-width: 100%; overflow-x: auto; white-space: pre-wrap;
  overflow-wrap: anywhere; background: #141517; border: 1px solid #373a40; border-radius: 8px; font-size: 0.8125rem; }
label { display: inline-block; margin: 4px 16px 4px 0; }
input { font: inherit; max-width: 8em; }
h1 { font-size: 1.375rem; line-height: 1.3; margin: 0 0 12px; }
h2 { font-size: 1.0625rem; margin: 24px 0 8px; }
a { color: #74c0fc; }
p, li { color: #c1c2c5; }
ul { padding-left: 20px; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 4px 16px; margin: 16px 0; }
dt { color: #909296; } dd { margin: 0; }
.actions { display: flex; gap: 12px; justify-content: flex-end; margin-top: 24px; }
button, a.button { font: inherit; font-weight: 600; border-radius: 8px; padding: 8px 18px; cursor: pointer;
  border: 1px solid #5c5f66; background: transparent; color: #e9ecef; text-decoration: none; display: inline-block; }
button.primary, a.button.primary { background: #1c7ed6; border-color: #1c7ed6; color: #fff; }
button:hover, a.button:hover { filter: brightness(1.15); }
:focus-visible { outline: 3px solid #74c0fc; outline-offset: 2px; }
table { width: 100%; border-collapse: collapse; } td { padding: 4px 0; } td:last-child { text-align: right; }
`;

// The pages are self-contained: no external resources, one inline stylesheet allowed by its hash.
const CSP = [
  "default-src 'none'",
  `style-src 'sha256-${createHash('sha256').update(STYLE).digest('base64')}'`,
  "form-action 'self'",
  "frame-ancestors 'none'",
  "base-uri 'none'",
].join('; ');

export const PAGE_HEADERS = {
  'content-type': 'text/html; charset=utf-8',
  'content-security-policy': CSP,
  'x-content-type-options': 'nosniff',
  // Not no-referrer: with it a browser sends the page's own form posts with `Origin: null`, which the
  // platform's origin check refuses. same-origin still gives other sites neither referrer nor state.
  'referrer-policy': 'same-origin',
  'cache-control': 'no-store',
};

/** A whole dark-themed page; `body` must already be escaped markup; `wide` for listings (the webhook inbox). */
export function page(title: string, body: string, options: { wide?: boolean } = {}): string {
  return `<!doctype html>
<html lang="en">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${escapeHtml(title)}</title>
<style>${STYLE}</style>
</head>
<body>
<main${options.wide ? ' class="wide"' : ''}>
${body}
</main>
</body>
</html>`;
}
