import { readFileSync, readdirSync } from 'node:fs';
import { join, relative } from 'node:path';
import { describe, expect, it } from 'vitest';

const srcDir = join(process.cwd(), 'src');

function sourceFiles(dir: string): string[] {
  return readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const path = join(dir, entry.name);
    if (entry.isDirectory()) return sourceFiles(path);
    return /\.tsx?$/.test(entry.name) ? [path] : [];
  });
}

describe('the endpoint registry', () => {
  it('imports every module that injects endpoints into the one API', () => {
    const registry = readFileSync(join(srcDir, 'app', 'endpoints.ts'), 'utf8');
    const registered = new Set([...registry.matchAll(/^import '@\/(.+)';$/gm)].map((match) => match[1]));
    const injecting = sourceFiles(srcDir)
      .filter((file) => readFileSync(file, 'utf8').includes('.injectEndpoints('))
      .map((file) => relative(srcDir, file).replace(/\.tsx?$/, ''));

    expect(injecting.length).toBeGreaterThan(10);
    expect(injecting.filter((module) => !registered.has(module))).toEqual([]);
  });
});
