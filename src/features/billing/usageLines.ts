import { formatCount } from '@/shared/lib/formatCount';
import type { ApiRequestUsage, PlanUsage } from './types';

/** The usage summary's lines, e.g. "3 of 3 projects" (counts per project are the fullest project's). */
export function usageLines(usage: PlanUsage): string[] {
  const { projects, sourcesPerProject, documentsPerProject, webhooks, semanticSearch } = usage;
  return [
    `${formatCount(projects.used)} of ${formatCount(projects.limit)} projects`,
    `${formatCount(sourcesPerProject.used)} of ${formatCount(sourcesPerProject.limit)} sources in your fullest project`,
    `${formatCount(documentsPerProject.used)} of ${formatCount(documentsPerProject.limit)} documents in your fullest project`,
    webhooks.allowed ? `${formatCount(webhooks.used)} webhooks` : 'Webhooks are not included',
    semanticSearch.allowed
      ? `Semantic search on ${formatCount(semanticSearch.used)} projects`
      : 'Semantic search is not included',
  ];
}

const requests = (n: number) => `${formatCount(n)} API ${n === 1 ? 'request' : 'requests'}`;

/** The API requests the account's projects received, beside the limits (no plan limits them). */
export function requestUsageLines({ thisPeriod, last24Hours }: ApiRequestUsage): string[] {
  return [`${requests(thisPeriod)} this billing period`, `${requests(last24Hours)} in the last 24 hours`];
}
