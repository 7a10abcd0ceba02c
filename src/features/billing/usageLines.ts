import type { ApiRequestUsage, PlanUsage } from './types';

const count = (n: number) => n.toLocaleString('en-US');

/** The usage summary's lines, e.g. "3 of 3 projects" (counts per project are the fullest project's). */
export function usageLines(usage: PlanUsage): string[] {
  const { projects, sourcesPerProject, documentsPerProject, webhooks, semanticSearch } = usage;
  return [
    `${count(projects.used)} of ${count(projects.limit)} projects`,
    `${count(sourcesPerProject.used)} of ${count(sourcesPerProject.limit)} sources in your fullest project`,
    `${count(documentsPerProject.used)} of ${count(documentsPerProject.limit)} documents in your fullest project`,
    webhooks.allowed ? `${count(webhooks.used)} webhooks` : 'Webhooks are not included',
    semanticSearch.allowed
      ? `Semantic search on ${count(semanticSearch.used)} projects`
      : 'Semantic search is not included',
  ];
}

const requests = (n: number) => `${count(n)} API ${n === 1 ? 'request' : 'requests'}`;

/** The API requests the account's projects received, beside the limits (no plan limits them). */
export function requestUsageLines({ thisPeriod, last24Hours }: ApiRequestUsage): string[] {
  return [`${requests(thisPeriod)} this billing period`, `${requests(last24Hours)} in the last 24 hours`];
}
