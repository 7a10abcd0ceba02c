import { Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { SearchHit } from '@contract/search';
import { HighlightedSnippet } from './HighlightedSnippet';

const rank = (value: number | null) => (value === null ? '—' : `#${value}`);

interface SearchHitCardProps {
  hit: SearchHit;
  index: number;
  sourceName: string;
  onOpen: (hit: SearchHit) => void;
  onSaveCheck: (hit: SearchHit) => void;
}

/** One ranked chunk: its score and both ranks, the marked passage, its document and source. */
export function SearchHitCard({ hit, index, sourceName, onOpen, onSaveCheck }: SearchHitCardProps) {
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={`Hit ${index + 1}: ${hit.document.title}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="wrap" gap="xs">
          <Button
            variant="subtle"
            size="compact-sm"
            px={4}
            onClick={() => onOpen(hit)}
            styles={{ label: { whiteSpace: 'normal', textAlign: 'left' } }}
          >
            {hit.document.title}
          </Button>
          <Group gap={6} wrap="wrap">
            <Badge variant="light" color="blue" aria-label={`Score ${hit.score.toFixed(4)}`}>
              score {hit.score.toFixed(4)}
            </Badge>
            <Badge variant="outline" color="gray" aria-label={`Keyword rank ${rank(hit.keywordRank)}`}>
              keyword {rank(hit.keywordRank)}
            </Badge>
            <Badge variant="outline" color="gray" aria-label={`Vector rank ${rank(hit.vectorRank)}`}>
              vector {rank(hit.vectorRank)}
            </Badge>
          </Group>
        </Group>
        <HighlightedSnippet snippet={hit.snippet} />
        <Group justify="space-between" gap="xs" wrap="wrap">
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }}>
            {sourceName} · chunk {hit.chunk.position + 1} · {hit.document.mime_type ?? 'unknown type'}
          </Text>
          <Button variant="subtle" size="compact-xs" onClick={() => onSaveCheck(hit)}>
            Save as check
          </Button>
        </Group>
      </Stack>
    </Card>
  );
}
