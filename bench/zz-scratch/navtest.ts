import { startBenchPlatform } from '../benchPlatform';
import { measureNavigation } from '../navigationMemory';
const bench = await startBenchPlatform(process.argv[2]);
try { console.log(await measureNavigation(bench, Number(process.argv[3] ?? 10))); } finally { await bench.platform.close(); }
