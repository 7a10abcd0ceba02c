import type { Platform } from '../../../server/platform';
import { insertDocuments } from '../../../server/runs/sourceWrites';

/** A small staff handbook in plain prose: each document a few sentences, its path as its title. */
export const HANDBOOK = [
  {
    title: 'handbook/benefits.md',
    content:
      'Full-time employees are covered by the company health insurance plan from their first day. The plan includes dental and vision care for employees and their dependants.\n\nEmployees may also contribute up to six percent of salary to the retirement savings plan, which the company matches.',
  },
  {
    title: 'handbook/vacation.md',
    content:
      'Every employee accrues twenty days of paid vacation per year. Unused vacation days carry over into the first quarter of the following year.\n\nRequests should be approved by your manager two weeks in advance.',
  },
  {
    title: 'engineering/deploys.md',
    content:
      'Releases go out every Tuesday after the continuous integration pipeline passes. A deploy can be rolled back from the release dashboard within minutes.\n\nNever ship a database migration together with the code that depends on it.',
  },
  {
    title: 'engineering/oncall.md',
    content:
      'Engineers take turns being on call for one week at a time. The pager alerts the primary engineer first and escalates to the secondary after fifteen minutes without acknowledgement.',
  },
  {
    title: 'security/passwords.md',
    content:
      'Passwords must be at least fourteen characters long. Use the company password manager to generate and store credentials, and turn on two-factor authentication for every account.',
  },
  {
    title: 'office/kitchen.md',
    content:
      'The kitchen on the third floor has coffee, tea and fresh fruit. Please wash your mug and load the dishwasher before you go home.',
  },
  {
    title: 'finance/expenses.md',
    content:
      'Submit receipts for travel, meals and equipment within thirty days. Reimbursements are paid with the next monthly payroll.',
  },
  {
    title: 'engineering/incidents.md',
    content:
      'After an outage we write a blameless postmortem describing the timeline, the root cause and the follow-up actions. Reviews are shared with the whole engineering team.',
  },
  {
    title: 'security/laptops.md',
    content:
      'All laptops use full-disk encryption. A lost or stolen laptop must be reported to the IT helpdesk immediately so that it can be wiped remotely.',
  },
  {
    title: 'office/parking.md',
    content:
      'Bicycle racks are in the basement garage. Car parking spaces are limited and are assigned by the facilities team each spring.',
  },
];

export interface SeededSource {
  id: string;
  owner_id: string;
  project_id: string;
}

/**
 * Writes documents and their chunks (one per paragraph) as the indexer does: the chunk trigger derives
 * each chunk's weighted full-text vector from its document.
 */
export async function seedDocuments(
  platform: Platform,
  source: SeededSource,
  docs: Array<{ title: string; content: string; mime_type?: string }>,
): Promise<Map<string, string>> {
  return platform.ctx.asService(async (tx) => {
    await insertDocuments(
      tx,
      source,
      docs.map((doc) => ({
        title: doc.title,
        content: doc.content,
        url: `https://handbook.example.com/${doc.title}`,
        mime_type: doc.mime_type ?? 'text/markdown',
        metadata: {},
      })),
    );
    const { rows } = await tx.query<{ id: string; title: string }>(
      'select id, title from public.documents where source_id = $1 and title = any($2::text[])',
      [source.id, docs.map((d) => d.title)],
    );
    const ids = new Map(rows.map((row) => [row.title, row.id]));
    for (const doc of docs) {
      const paragraphs = doc.content.split(/\n\n+/);
      // One chunk a paragraph, in place of the chunker's own, so each test knows its chunks exactly.
      await tx.query('delete from public.document_chunks where document_id = $1', [ids.get(doc.title)]);
      await tx.query(
        `insert into public.document_chunks (owner_id, project_id, source_id, document_id, position, content, token_count)
         select $1, $2, $3, $4, p.position - 1, p.content, array_length(regexp_split_to_array(p.content, '\\s+'), 1)
           from unnest($5::text[]) with ordinality as p(content, position)`,
        [source.owner_id, source.project_id, source.id, ids.get(doc.title), paragraphs],
      );
    }
    return ids;
  });
}
