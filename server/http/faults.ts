import { Hono, type MiddlewareHandler } from 'hono';
import type { HttpBindings } from '@hono/node-server';
import { z } from 'zod';
import type { ContentfulStatusCode } from 'hono/utils/http-status';
import { ApiError } from '../core/errors';

const ruleSchema = z.object({
  method: z.string().optional(),
  path: z.string().min(1).refine(validPattern, 'path must be a URL-path prefix or "re:<valid regex>"'),
  kind: z.enum(['error-list', 'error-message', 'non-json', 'delay', 'drop']),
  status: z.number().int().min(400).max(599).optional(),
  errorCode: z.union([z.string(), z.array(z.string())]).optional(),
  error: z.string().optional(),
  delayMs: z.number().int().min(0).max(120_000).optional(),
  times: z.number().int().min(1).optional(),
});
const rulesSchema = z.array(ruleSchema);

export type FaultRule = z.infer<typeof ruleSchema>;

export interface Faults {
  /** Applied before every route: answers or delays a request when a rule matches. */
  middleware: MiddlewareHandler;
  /** /local/faults control endpoints, or null when the platform runs without --faults (404). */
  routes: Hono | null;
}

/** Fault injection for tests: off unless started with `--faults on` or `--faults '<rules>'`. */
export function createFaults(spec: string | undefined, dropRealtime: (userId?: string) => number): Faults {
  if (spec === undefined) return { middleware: (_c, next) => next(), routes: null };
  let rules: FaultRule[] = spec === 'on' ? [] : parseRules(spec);

  const take = (method: string, path: string): FaultRule | undefined => {
    const index = rules.findIndex(
      (rule) => (!rule.method || rule.method.toUpperCase() === method) && matchesPath(rule.path, path),
    );
    if (index < 0) return undefined;
    const rule = rules[index];
    if (rule.times !== undefined) {
      rules =
        rule.times > 1
          ? rules.map((r, i) => (i === index ? { ...r, times: rule.times! - 1 } : r))
          : rules.filter((_, i) => i !== index);
    }
    return rule;
  };

  const middleware: MiddlewareHandler<{ Bindings: HttpBindings }> = async (c, next) => {
    if (c.req.path.startsWith('/local/faults')) return next();
    const rule = take(c.req.method, c.req.path);
    if (!rule) return next();
    const status = rule.status as ContentfulStatusCode | undefined;
    switch (rule.kind) {
      case 'error-list':
        return c.json(
          {
            errorCode: rule.errorCode ?? ['FAULT_INJECTED', 'Injected failure'],
            ...(rule.error ? { error: rule.error } : {}),
          },
          status ?? 500,
        );
      case 'error-message':
        return c.json(
          { error: rule.error ?? 'Injected failure', ...(rule.errorCode ? { errorCode: rule.errorCode } : {}) },
          status ?? 422,
        );
      case 'non-json':
        return c.html(
          '<!doctype html><html><body><h1>502 Bad Gateway</h1><p>Injected failure</p></body></html>',
          status ?? 500,
        );
      case 'delay':
        await new Promise((resolve) => setTimeout(resolve, rule.delayMs ?? 3000).unref());
        return next();
      case 'drop':
        c.env.incoming.socket.destroy();
        return c.body(null, 500);
    }
  };

  const routes = new Hono();
  routes.put('/', async (c) => {
    const body = (await c.req.json().catch(() => null)) as { rules?: unknown } | null;
    const parsed = rulesSchema.safeParse(body?.rules);
    if (!parsed.success) throw new ApiError(400, 'INVALID_RULES', z.prettifyError(parsed.error));
    rules = parsed.data;
    return c.json({ data: { rules } });
  });
  routes.delete('/', (c) => {
    rules = [];
    return c.json({ data: { rules } });
  });
  routes.post('/realtime-drop', async (c) => {
    const body = (await c.req.json().catch(() => ({}))) as { userId?: unknown };
    const userId = typeof body.userId === 'string' ? body.userId : undefined;
    return c.json({ data: { dropped: dropRealtime(userId) } });
  });
  return { middleware: middleware as MiddlewareHandler, routes };
}

function parseRules(spec: string): FaultRule[] {
  let json: unknown;
  try {
    json = JSON.parse(spec);
  } catch {
    throw new Error('--faults must be "on" or a JSON array of fault rules');
  }
  const parsed = rulesSchema.safeParse(json);
  if (!parsed.success) throw new Error(`Invalid --faults rules: ${z.prettifyError(parsed.error)}`);
  return parsed.data;
}

function validPattern(pattern: string): boolean {
  if (!pattern.startsWith('re:')) return pattern.startsWith('/');
  try {
    new RegExp(pattern.slice(3));
    return true;
  } catch {
    return false;
  }
}

function matchesPath(pattern: string, path: string): boolean {
  return pattern.startsWith('re:') ? new RegExp(pattern.slice(3)).test(path) : path.startsWith(pattern);
}
