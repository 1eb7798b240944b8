import { chakra } from '@chakra-ui/react';

interface Range {
  start: number;
  end: number;
}

const Mark = chakra('mark');

/** The title with the matched spans in red, as text nodes (never HTML). */
export function HighlightedTitle({ text, ranges }: { text: string; ranges: readonly Range[] }) {
  const parts: { text: string; hit: boolean }[] = [];
  let at = 0;
  for (const { start, end } of ranges) {
    if (start > at) parts.push({ text: text.slice(at, start), hit: false });
    if (end > Math.max(start, at))
      parts.push({ text: text.slice(Math.max(start, at), end), hit: true });
    at = Math.max(at, end);
  }
  if (at < text.length) parts.push({ text: text.slice(at), hit: false });
  return (
    <>
      {parts.map((part, i) =>
        part.hit ? (
          <Mark key={i} bg="transparent" color="red.500" fontWeight="semibold">
            {part.text}
          </Mark>
        ) : (
          <chakra.span key={i}>{part.text}</chakra.span>
        ),
      )}
    </>
  );
}
