import { startBenchPlatform } from '../benchPlatform';
import { measureLighthouse } from '../lighthouse';
const bench = await startBenchPlatform(process.argv[2]);
try { console.log(JSON.stringify(await measureLighthouse(bench), null, 1)); } finally { await bench.platform.close(); }
