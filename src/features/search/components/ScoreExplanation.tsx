import { List, Text } from '@mantine/core';
import type { SearchHit } from '@contract/search';

const rank = (value: number | null) => (value === null ? '—' : `#${value}`);
const figure = (value: number) => value.toFixed(value >= 10 ? 1 : 3);

/** Why a hit ranks where it does: its ranks always, and the server's explanation when it sends one. */
export function ScoreExplanation({ hit }: { hit: SearchHit }) {
  const { explanation } = hit;
  return (
    <List size="xs" spacing={2} pl="xs" pt={4}>
      <List.Item>
        Score {hit.score.toFixed(4)} · keyword {rank(hit.keywordRank)} · vector {rank(hit.vectorRank)}
      </List.Item>
      {explanation && explanation.terms.length > 0 && (
        <List.Item>
          Matched terms:{' '}
          {explanation.terms.map((t, i) => (
            <Text key={`${t.term}-${i}`} span size="xs" style={{ overflowWrap: 'anywhere' }}>
              {i > 0 && ', '}
              <Text span fw={600} size="xs">
                {t.term}
              </Text>{' '}
              ({figure(t.weight)})
            </Text>
          ))}
        </List.Item>
      )}
      {explanation && explanation.terms.length === 0 && <List.Item>No query term matched its words</List.Item>}
      {explanation?.keywordScore != null && <List.Item>Keyword score {figure(explanation.keywordScore)}</List.Item>}
      {explanation?.vectorSimilarity != null && (
        <List.Item>Vector similarity {explanation.vectorSimilarity.toFixed(3)}</List.Item>
      )}
      {explanation?.fusion && <List.Item style={{ overflowWrap: 'anywhere' }}>Fusion: {explanation.fusion}</List.Item>}
    </List>
  );
}
