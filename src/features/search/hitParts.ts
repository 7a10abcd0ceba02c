import { HIGHLIGHT_END, HIGHLIGHT_START, type SearchHit, type SearchMoreChunk } from '@contract/search';
import { paths } from '@/shared/routing/paths';

/** The page of a hit's best chunk: the hit's own field, else its chunk's (servers may fill either). */
export const hitPage = (hit: SearchHit): number | null => hit.page ?? hit.chunk.page ?? null;

/** The source a hit came from, by name: the server's name, else the name the page knows, never the type. */
export function hitSourceName(hit: SearchHit, known: (sourceId: string) => string | undefined): string {
  return hit.document.source_name?.trim() || known(hit.document.source_id) || 'Unknown source';
}

const stripMarks = (snippet: string) => snippet.split(HIGHLIGHT_START).join('').split(HIGHLIGHT_END).join('');

/**
 * The documents drawer, opened at a chunk: the list is searched for the title so the row is on screen,
 * and the passage travels in the link's state (the drawer shows it above the document, at its page).
 */
export function passageLink(
  projectId: string,
  hit: SearchHit,
  chunk: Pick<SearchMoreChunk, 'position' | 'page'> & { content: string } = { ...hit.chunk, page: hitPage(hit) },
) {
  const { document } = hit;
  const { position, page, content } = chunk;
  return {
    to: `${paths.sourceDocument(projectId, document.source_id, document.id, document.title)}&chunk=${position}`,
    state: { passage: { documentId: document.id, position, page, content } },
  };
}

/** Another matching chunk's link: its snippet (markers removed) stands for the passage. */
export const moreChunkLink = (projectId: string, hit: SearchHit, chunk: SearchMoreChunk) =>
  passageLink(projectId, hit, { position: chunk.position, page: chunk.page, content: stripMarks(chunk.snippet) });
