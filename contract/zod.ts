import { z } from 'zod';

// zod compiles object parsers with `new Function` unless told not to, and the probe alone is a CSP
// violation in the dashboard (script-src without 'unsafe-eval'). Set before any schema is made: every
// schema in contract/ and src/ takes z from here.
z.config({ jitless: true });

export { z };
