import { CONNECT_FIRST, indexingBlocker } from './isConfigured';
import { sourceTypeLabel } from './sourceTypes';
import type { Source } from './types';

export interface NextStep {
  title: string;
  text: string;
  /** The overview section where the step is done. */
  section: 'connection' | 'entrypoint' | 'push-quick-start' | 'controls';
  action: string;
}

/** What a source needs next before it answers queries, or null once it has been indexed. */
export function nextStep(
  source: Pick<Source, 'type' | 'custom' | 'status' | 'last_indexed_at' | 'documents_count'>,
): NextStep | null {
  const blocker = indexingBlocker(source);
  const label = sourceTypeLabel(source.type);
  if (blocker === CONNECT_FIRST)
    return {
      title: 'Next step: connect the source',
      text: `Sign in to ${label} in Connection, then choose what this source indexes.`,
      section: 'connection',
      action: 'Go to Connection',
    };
  if (blocker && source.type === 'push_api')
    return {
      title: 'Next step: name the entrypoint',
      text: 'Give the entrypoint a name, then push documents to the endpoint in the quick start with a project API key.',
      section: 'entrypoint',
      action: 'Go to Entrypoint',
    };
  if (blocker)
    return {
      title: 'Next step: choose an entrypoint',
      text: `Pick what this source indexes in Entrypoint${source.type === 'local' ? ': a folder of the local root' : ''}.`,
      section: 'entrypoint',
      action: 'Go to Entrypoint',
    };
  // A run under way, or one that has finished, is the step done.
  if (source.last_indexed_at || source.documents_count > 0 || source.status !== 'IDLE') return null;
  if (source.type === 'push_api')
    return {
      title: 'Next step: push documents',
      text: 'Send documents to the endpoint in the quick start with a project API key; each push is indexed at once.',
      section: 'push-quick-start',
      action: 'Go to the quick start',
    };
  return {
    title: 'Next step: index the source',
    text: 'Start the first run with Initialize in Controls.',
    section: 'controls',
    action: 'Go to Controls',
  };
}
