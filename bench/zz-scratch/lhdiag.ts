import * as chromeLauncher from 'chrome-launcher';
import lighthouse, { desktopConfig, type Config } from 'lighthouse';
import { startBenchPlatform } from '../benchPlatform';
import { CHROME_FLAGS, chromiumPath } from '../chromium';
const bench = await startBenchPlatform(process.argv[2]);
const chrome = await chromeLauncher.launch({ chromePath: chromiumPath(), chromeFlags: CHROME_FLAGS });
try {
  const r = await lighthouse(`${bench.platform.url}/login`, { port: chrome.port, output: 'json', logLevel: 'error', onlyCategories: ['performance','accessibility','best-practices'] }, process.argv[3] === 'desktop' ? desktopConfig as Config : undefined);
  const lhr = r!.lhr;
  for (const cat of Object.values(lhr.categories)) for (const ref of cat.auditRefs) { const a = lhr.audits[ref.id]; if (a.score !== null && a.score < 0.9 && a.scoreDisplayMode !== 'informative' && a.scoreDisplayMode !== 'notApplicable') console.log(cat.id, ref.id, a.score, a.displayValue ?? '', JSON.stringify((a.details as any)?.items?.slice?.(0, 3) ?? '').slice(0, 400)); }
  for (const id of ['first-contentful-paint','largest-contentful-paint','speed-index','total-blocking-time','interactive','total-byte-weight']) console.log(id, lhr.audits[id].displayValue);
} finally { chrome.kill(); await bench.platform.close(); }
