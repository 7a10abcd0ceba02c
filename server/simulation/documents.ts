import type { GeneratedDocument } from '../runs/sourceWrites';
import { stableBase62 } from '../core/secrets';
import type { SourceCustom } from '../core/rows';

interface Catalog {
  /** What the provider's items are called in log lines ("files", "messages", …). */
  unit: string;
  items: [title: string, mime: string][];
  url: (item: { id: string; index: number; title: string; container: string }) => string;
  /** What the WARNING (skipped, too large) and ERROR (unparsable) log lines name. */
  large: string;
  broken: string;
}

const MIME_TYPES: Record<string, string> = {
  pdf: 'application/pdf',
  docx: 'application/vnd.openxmlformats-officedocument.wordprocessingml.document',
  pptx: 'application/vnd.openxmlformats-officedocument.presentationml.presentation',
  xlsx: 'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  md: 'text/markdown',
  txt: 'text/plain',
};

const FILE_NAMES = [
  'Brand guidelines.pdf',
  'Onboarding checklist.docx',
  'Q3 roadmap.pptx',
  'Research summary.md',
  'Customer interviews.docx',
  'Pricing model.xlsx',
  'Design principles.pdf',
  'Release notes.txt',
  'Style guide.pdf',
  'User personas.pptx',
  'Accessibility audit.docx',
  'Launch plan.md',
  'Competitive analysis.xlsx',
  'Icon set overview.pdf',
  'Usability test results.docx',
  'Team offsite notes.md',
  'Budget 2025.xlsx',
  'Security review.pdf',
  'Hiring plan.docx',
  'Retrospective.md',
];

const FILES: Catalog = {
  unit: 'files',
  items: FILE_NAMES.map((name) => [name, MIME_TYPES[name.split('.').pop() as string]]),
  url: ({ id }) => `https://drive.google.com/file/d/${id}/view`,
  large: 'large file hero-video.mov (212 MB exceeds the 100 MB limit)',
  broken: 'legacy-spec.pages: unsupported file format',
};

const CATALOGS: Record<string, Catalog> = {
  google_drive: FILES,
  dropbox: {
    ...FILES,
    url: ({ title, container }) =>
      `https://www.dropbox.com/home${encodeURI(container)}?preview=${encodeURIComponent(title)}`,
  },
  google_calendar: {
    unit: 'events',
    items: [
      ['Weekly sync', 'text/calendar'],
      ['Design review', 'text/calendar'],
      ['Sprint planning', 'text/calendar'],
      ['Customer call: Globex', 'text/calendar'],
      ['Quarterly offsite', 'text/calendar'],
      ['Onboarding: new engineers', 'text/calendar'],
      ['Roadmap review', 'text/calendar'],
      ['Incident postmortem', 'text/calendar'],
    ],
    url: ({ id }) => `https://calendar.google.com/calendar/event?eid=${id}`,
    large: 'large attachment offsite-agenda.pdf (48 MB exceeds the 25 MB limit)',
    broken: 'recurring event "Standup": invalid recurrence rule',
  },
  google_mail: {
    unit: 'messages',
    items: [
      ['Re: Invoice #1042', 'message/rfc822'],
      ['Welcome to the beta', 'message/rfc822'],
      ['Your weekly report', 'message/rfc822'],
      ['Re: API rate limits', 'message/rfc822'],
      ['Support ticket #311 updated', 'message/rfc822'],
    ],
    url: ({ id }) => `https://mail.google.com/mail/u/0/#all/${id}`,
    large: 'large attachment design-assets.zip (61 MB exceeds the 25 MB limit)',
    broken: 'message with a malformed MIME boundary',
  },
  github_branch: {
    unit: 'files',
    items: [
      ['README.md', 'text/markdown'],
      ['docs/getting-started.md', 'text/markdown'],
      ['docs/architecture.md', 'text/markdown'],
      ['CONTRIBUTING.md', 'text/markdown'],
      ['src/index.ts', 'text/x-typescript'],
      ['docs/faq.md', 'text/markdown'],
      ['docs/deployment.md', 'text/markdown'],
      ['docs/api/authentication.md', 'text/markdown'],
      ['docs/api/pagination.md', 'text/markdown'],
      ['docs/guides/webhooks.md', 'text/markdown'],
      ['docs/guides/search.md', 'text/markdown'],
      ['CHANGELOG.md', 'text/markdown'],
      ['SECURITY.md', 'text/markdown'],
      ['handbook/values.md', 'text/markdown'],
      ['handbook/on-call.md', 'text/markdown'],
      ['handbook/hiring.md', 'text/markdown'],
      ['handbook/benefits.md', 'text/markdown'],
      ['handbook/remote-work.md', 'text/markdown'],
      ['handbook/expenses.md', 'text/markdown'],
      ['handbook/security-basics.md', 'text/markdown'],
    ],
    url: ({ title, container }) => `https://github.com/${container.replace('@', '/blob/')}/${title}`,
    large: 'large file assets/demo.mp4 (140 MB exceeds the 100 MB limit)',
    broken: 'docs/diagram.drawio: unsupported file format',
  },
  github_issues: {
    unit: 'issues',
    items: [
      ['Search ignores quoted phrases', 'text/markdown'],
      ['Add dark mode to the docs site', 'text/markdown'],
      ['Webhook retries are not logged', 'text/markdown'],
      ['Crash when a folder is renamed', 'text/markdown'],
      ['Pagination skips the last page', 'text/markdown'],
      ['Support Dropbox team folders', 'text/markdown'],
      ['Slow indexing for large repositories', 'text/markdown'],
      ['Document the rate limits', 'text/markdown'],
    ],
    url: ({ index, container }) => `https://github.com/${container}/issues/${index + 1}`,
    large: 'large attachment trace.log on issue 77 (30 MB exceeds the 10 MB limit)',
    broken: 'issue 12: body is not valid UTF-8',
  },
  notion: {
    unit: 'pages',
    items: [
      ['Team handbook', 'text/markdown'],
      ['Meeting notes', 'text/markdown'],
      ['Product roadmap', 'text/markdown'],
      ['Hiring plan', 'text/markdown'],
      ['Engineering onboarding', 'text/markdown'],
      ['Design system', 'text/markdown'],
      ['Incident runbook', 'text/markdown'],
      ['OKRs', 'text/markdown'],
    ],
    url: ({ id }) => `https://www.notion.so/${id}`,
    large: 'page "Archive" (12,000 database rows exceed the 5,000 row limit)',
    broken: 'page "Imported wiki": unsupported block type',
  },
};

const MESSAGES = (host: string): Catalog => ({
  unit: 'messages',
  items: [
    ['Thread: release checklist', 'text/plain'],
    ['Thread: onboarding questions', 'text/plain'],
    ['Announcement: new pricing', 'text/plain'],
    ['Thread: incident follow-up', 'text/plain'],
  ],
  url: ({ id }) => `https://${host}/${id}`,
  large: 'large attachment screen-recording.mp4 (95 MB exceeds the 50 MB limit)',
  broken: 'message with an unsupported embed',
});
const PUSHED: Catalog = {
  unit: 'documents',
  items: [
    ['ingest/product-faq.json', 'application/json'],
    ['ingest/changelog.json', 'application/json'],
    ['ingest/support-macros.json', 'application/json'],
  ],
  url: ({ id }) => `push://documents/${id}`,
  large: 'large file ingest/export.ndjson (80 MB exceeds the 50 MB limit)',
  broken: 'ingest/broken.json: unexpected end of JSON input',
};

export function catalogFor(type: string): Catalog {
  if (type === 'discord') return MESSAGES('discord.com/channels');
  if (type === 'slack') return MESSAGES('app.slack.com/client');
  if (type === 'telegram') return MESSAGES('t.me/c');
  return CATALOGS[type] ?? PUSHED;
}

/** Where the indexer reads from, as shown in log lines and URLs ("/Design", "acme/handbook@main", …). */
export function containerOf(custom: SourceCustom | null): string {
  const entrypoint = custom?.entrypoint ?? {};
  if (typeof entrypoint.owner === 'string' && typeof entrypoint.repo === 'string') {
    return `${entrypoint.owner}/${entrypoint.repo}${typeof entrypoint.branch === 'string' ? `@${entrypoint.branch}` : ''}`;
  }
  const name = entrypoint.name ?? entrypoint.summary ?? entrypoint.id;
  return typeof name === 'string' && name !== '' ? `/${name}` : '/';
}

/** The index-th document of a source: stable, so re-indexing finds the same items. */
export function generateDocument(
  sourceId: string,
  type: string,
  custom: SourceCustom | null,
  index: number,
): GeneratedDocument {
  const catalog = catalogFor(type);
  const [baseTitle, mime] = catalog.items[index % catalog.items.length];
  const round = Math.floor(index / catalog.items.length);
  const title = round === 0 ? baseTitle : `${baseTitle} (${round + 1})`;
  const id = stableBase62(`${sourceId}:doc:${index}`, 20);
  const container = containerOf(custom);
  const url = catalog.url({ id, index, title, container });
  return {
    title,
    content: `${title}, indexed from ${container}. This ${catalog.unit.slice(0, -1)} covers planning notes, decisions and follow-ups, so searches for owners, dates and open questions find it.`,
    url,
    mime_type: mime,
    metadata: { container, position: index },
  };
}
