import { Mark, Text, type MantineSize } from '@mantine/core';
import { HIGHLIGHT_END, HIGHLIGHT_START } from '@contract/search';

/**
 * The server marks matched words with control characters, never HTML: splitting on them yields text
 * and marked text, so whatever a document contains is shown as inert text.
 */
export function HighlightedSnippet({ snippet, size = 'sm' }: { snippet: string; size?: MantineSize }) {
  const parts = snippet.split(HIGHLIGHT_START).flatMap((part, i) => {
    if (i === 0) return [{ text: part, marked: false }];
    const [marked, ...rest] = part.split(HIGHLIGHT_END);
    return [
      { text: marked, marked: true },
      { text: rest.join(''), marked: false },
    ];
  });
  return (
    <Text size={size} style={{ overflowWrap: 'anywhere' }}>
      {parts.map((part, i) => (part.marked ? <Mark key={i}>{part.text}</Mark> : part.text))}
    </Text>
  );
}
