import { Anchor, Badge, Button, Card, Group, Stack, Text } from '@mantine/core';
import type { SearchHit } from '@contract/search';
import { AppLink } from '@/shared/ui/AppLink';
import { passagePlace } from '@/shared/lib/passagePlace';
import { hitPage, moreChunkLink, passageLink } from '../hitParts';
import { HighlightedSnippet } from './HighlightedSnippet';
import { Disclosure } from './Disclosure';
import { ScoreExplanation } from './ScoreExplanation';

interface SearchHitCardProps {
  projectId: string;
  hit: SearchHit;
  index: number;
  sourceName: string;
  onSaveCheck: (hit: SearchHit) => void;
}

const matches = (n: number) => `${n} more ${n === 1 ? 'match' : 'matches'}`;

/**
 * One hit: its document (a link that opens it at the passage), source and place, the marked passage,
 * why it ranks there and, for a document, its other matching passages.
 */
export function SearchHitCard({ projectId, hit, index, sourceName, onSaveCheck }: SearchHitCardProps) {
  const { document } = hit;
  const link = passageLink(projectId, hit);
  const more = hit.moreChunks ?? [];
  return (
    <Card withBorder radius="md" padding="sm" component="li" aria-label={`Hit ${index + 1}: ${document.title}`}>
      <Stack gap={6}>
        <Group justify="space-between" wrap="nowrap" gap="xs" align="flex-start">
          <Anchor component={AppLink} to={link.to} state={link.state} fw={600} style={{ overflowWrap: 'anywhere' }}>
            {document.title || 'Untitled document'}
          </Anchor>
          <Badge variant="light" color="blue" style={{ flexShrink: 0 }} aria-label={`Score ${hit.score.toFixed(4)}`}>
            {hit.score.toFixed(4)}
          </Badge>
        </Group>
        <Group justify="space-between" wrap="nowrap" gap="xs">
          <Text size="xs" c="dimmed" style={{ overflowWrap: 'anywhere' }} data-testid="hit-place">
            {sourceName} · {passagePlace(hitPage(hit), hit.chunk.position)}
          </Text>
          <Button variant="subtle" size="compact-xs" style={{ flexShrink: 0 }} onClick={() => onSaveCheck(hit)}>
            Save as check
          </Button>
        </Group>
        <HighlightedSnippet snippet={hit.snippet} />
        <Group gap="xs" wrap="wrap" align="flex-start">
          <Disclosure label="Why this rank">
            <ScoreExplanation hit={hit} />
          </Disclosure>
          {more.length > 0 && (
            <Disclosure label={matches(more.length)}>
              <Stack component="ul" gap={6} p={0} m={0} pt={4} pl="xs" style={{ listStyle: 'none' }}>
                {more.map((chunk) => {
                  const to = moreChunkLink(projectId, hit, chunk);
                  return (
                    <li key={chunk.id}>
                      <Anchor component={AppLink} to={to.to} state={to.state} size="xs">
                        {passagePlace(chunk.page, chunk.position)}
                      </Anchor>
                      <HighlightedSnippet snippet={chunk.snippet} size="xs" />
                    </li>
                  );
                })}
              </Stack>
            </Disclosure>
          )}
        </Group>
      </Stack>
    </Card>
  );
}
