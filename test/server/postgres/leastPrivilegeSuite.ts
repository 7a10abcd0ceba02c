import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { runAttacks, type AttackReport, type AttackTarget } from './attacks';

/** A migrated database to attack, and how to dispose of it. */
export interface Opened {
  target: AttackTarget;
  close(): Promise<void>;
}

/**
 * The same attack and the same verdict for every database the migrations run on (real PostgreSQL with
 * hosted Supabase's roles, and the local platform's PGlite).
 */
export function describeLeastPrivilege(name: string, open: () => Promise<Opened>): void {
  describe(`least privilege on ${name}`, () => {
    let opened: Opened | undefined;
    let report: AttackReport;

    beforeAll(async () => {
      opened = await open();
      report = await runAttacks(opened.target);
      console.info(
        `[${name}] ${report.tables.length} tables; ${report.writeAttempts} write attempts, ` +
          `${report.permittedWrites.length} permitted; ${report.readAttempts} reads, ` +
          `${report.crossOwnerBytes} cross-owner bytes; ${report.crossReferenceAttempts} cross-owner references, ` +
          `${report.acceptedCrossReferences.length} accepted; excess grants: ${report.excessGrants.length}`,
      );
    }, 120_000);
    afterAll(() => opened?.close());

    it('covers every table of the migrations, public and private', () => {
      for (const table of [
        'projects',
        'sources',
        'source_logs',
        'api_keys',
        'webhooks',
        'admin_keys',
        'documents',
        'document_chunks',
      ]) {
        expect(report.tables).toContain(`public.${table}`);
      }
      expect(report.tables).toContain('private.source_credentials');
      expect(report.tables).toContain('private.document_originals');
      expect(report.writeAttempts).toBeGreaterThan(10 * report.tables.length);
    });

    it('refuses every write as authenticated and as anon with 42501', () => {
      expect(report.permittedWrites).toEqual([]);
    });

    it('returns no byte of another owner, and nothing to anon', () => {
      expect(report.crossOwnerLeaks).toEqual([]);
      expect(report.crossOwnerBytes).toBe(0);
    });

    it('still lets the owner read its own rows of every public table', () => {
      for (const [table, rows] of Object.entries(report.ownRows)) expect(rows, table).toBeGreaterThan(0);
    });

    it('grants anon nothing and authenticated only SELECT and restore_project()', () => {
      expect(report.excessGrants).toEqual([]);
    });

    it("refuses, even with service rights, any row pointing at another owner's project or source", () => {
      expect(report.acceptedCrossReferences).toEqual([]);
      expect(report.crossReferenceInsertCodes).toEqual(Array(report.crossReferenceInsertCodes.length).fill('23503'));
    });

    it("restore_project() does nothing to another owner's project and restores the caller's own", () => {
      expect(report.restore).toEqual({ foreign: false, foreignStateAfter: 'paused', own: true });
    });
  });
}
