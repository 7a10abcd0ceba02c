import type { SearchMode } from '@contract/search';

/** The GraphQL request that asks the same as the Search page: for "Copy as GraphQL" and the playground. */
export function searchAsGraphql(query: string, mode: SearchMode, sourceId: string | null, first: number): string {
  const args = [
    `query: ${JSON.stringify(query)}`,
    `mode: ${mode.toUpperCase()}`,
    ...(sourceId ? [`sourceIds: [${JSON.stringify(sourceId)}]`] : []),
    `first: ${first}`,
  ].join(', ');
  return `{
  search(${args}) {
    score
    keywordRank
    vectorRank
    snippet
    chunk { id position }
    document { id title url source { id name } }
  }
}
`;
}
