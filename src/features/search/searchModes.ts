import type { PlanUsage } from '@contract/billing';
import { SEARCH_MODES, type SearchMode } from '@contract/search';

export const MODE_LABELS: Record<SearchMode, string> = {
  hybrid: 'Hybrid',
  keyword: 'Keyword',
  semantic: 'Semantic',
};

/** Semantic and Hybrid read the project's vectors: only keyword search works without them. */
export const needsVectors = (mode: SearchMode) => mode !== 'keyword';

const planName = (usage: PlanUsage) => usage.planId.charAt(0).toUpperCase() + usage.planId.slice(1);

/**
 * Why Semantic and Hybrid cannot run here, null when they can. The sentences are the API's own (its 402
 * and 400 answers), so the page says before a search what the server would answer after one.
 * `usage` is null while the account's plan is not known yet.
 */
export function semanticLockReason(semanticOn: boolean, usage: PlanUsage | null): string | null {
  if (semanticOn) return null;
  if (usage && !usage.semanticSearch.allowed)
    return `Semantic search is not included in the ${planName(usage)} plan. Upgrade your plan in Settings → Subscription.`;
  return "Semantic search is off for this project: turn it on in the project's features.";
}

/** The mode the page opens in: Hybrid where the project's semantic search is on, else Keyword. */
export const defaultMode = (semanticOn: boolean): SearchMode => (semanticOn ? 'hybrid' : 'keyword');

/** A mode asked for by a link or a past search, where it can run here; else the default. */
export function allowedMode(requested: string | null | undefined, semanticOn: boolean): SearchMode {
  const mode = SEARCH_MODES.find((m) => m === requested);
  if (!mode || (needsVectors(mode) && !semanticOn)) return defaultMode(semanticOn);
  return mode;
}
