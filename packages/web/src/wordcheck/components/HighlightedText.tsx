import { Box, chakra } from '@chakra-ui/react';
import { memo, useEffect, useMemo, useState } from 'react';
import type { HighlightedText_HitFragment } from '@adstudio/schema/client';
import { HIGHLIGHT_CHUNK_CHARS, HIGHLIGHT_CHUNKS_PER_FRAME } from '../wordcheck.constants';
import { SEVERITY_COLORS, WORDCHECK_STRINGS as S } from '../wordcheck.strings';
import { chunkSegments, type Segment } from '../wordcheck.utils';

export type Hit = HighlightedText_HitFragment;

interface Props {
  text: string;
  hits: readonly Hit[];
  selected: Hit | null;
  onSelect: (hit: Hit) => void;
}

/** What hovering a mark shows: word, category, severity, law, suggestions and notes, the words inside it, how it was found. */
export function hitTooltip(hit: Hit): string {
  const lines = [
    `${hit.word}（${hit.category} · ${hit.severity}）`,
    `${S.legalBasis}：${hit.legalBasis || '—'}`,
    hit.suggestions.length ? `建议：${hit.suggestions.join('、')}` : S.noSuggestion,
  ];
  if (hit.notes.length) lines.push(`${S.notes}：${hit.notes.join('；')}`);
  if (hit.nested.length) lines.push(`${S.nested}：${nestedWords(hit)}`);
  if (hit.normalisations.length) {
    lines.push(`${S.normalisation}：${hit.normalisations.map((n) => n.label).join('、')}`);
  }
  lines.push(`${S.industryApplied}：${hit.industry}`);
  return lines.join('\n');
}

/** The shorter words found inside a hit, each with its severity. */
export function nestedWords(hit: Hit): string {
  return hit.nested.map((n) => `${n.matched}（${n.severity}）`).join('、');
}

const Mark = chakra('mark');

// One chunk of a few thousand characters; memoised so a new selection re-renders only two chunks.
const Chunk = memo(function Chunk({
  segments,
  selected,
  onSelect,
}: {
  segments: Segment<Hit>[];
  selected: Hit | null;
  onSelect: (hit: Hit) => void;
}) {
  return (
    <>
      {segments.map((segment) =>
        segment.hit ? (
          <Mark
            key={`${segment.hit.start}-${segment.hit.end}`}
            data-severity={segment.hit.severity}
            title={hitTooltip(segment.hit)}
            bg={`${SEVERITY_COLORS[segment.hit.severity] ?? 'yellow'}.100`}
            color={`${SEVERITY_COLORS[segment.hit.severity] ?? 'yellow'}.800`}
            borderBottomWidth="2px"
            borderColor={`${SEVERITY_COLORS[segment.hit.severity] ?? 'yellow'}.500`}
            outline={segment.hit === selected ? '2px solid' : undefined}
            px="0.5"
            cursor="pointer"
            onClick={() => {
              onSelect(segment.hit as Hit);
            }}
          >
            {segment.text}
          </Mark>
        ) : (
          segment.text
        ),
      )}
    </>
  );
});

/**
 * The checked text with every hit marked in place. Long texts are cut into chunks rendered a few per
 * frame, so 100,000 characters never block typing.
 */
export function HighlightedText({ text, hits, selected, onSelect }: Props) {
  const chunks = useMemo(() => chunkSegments(text, hits, HIGHLIGHT_CHUNK_CHARS), [text, hits]);
  const [shown, setShown] = useState(HIGHLIGHT_CHUNKS_PER_FRAME);
  const [source, setSource] = useState(chunks);
  if (source !== chunks) {
    setSource(chunks);
    setShown(HIGHLIGHT_CHUNKS_PER_FRAME);
  }
  useEffect(() => {
    if (shown >= chunks.length) return;
    const frame = requestAnimationFrame(() => {
      setShown((n) => n + HIGHLIGHT_CHUNKS_PER_FRAME);
    });
    return () => {
      cancelAnimationFrame(frame);
    };
  }, [shown, chunks.length]);

  const selectedChunk = (segments: Segment<Hit>[]) =>
    selected && segments.some((s) => s.hit === selected) ? selected : null;
  return (
    <Box
      data-testid="highlighted-text"
      whiteSpace="pre-wrap"
      wordBreak="break-word"
      lineHeight="tall"
      fontSize="md"
    >
      {chunks.slice(0, shown).map((segments, i) => (
        <Chunk key={i} segments={segments} selected={selectedChunk(segments)} onSelect={onSelect} />
      ))}
    </Box>
  );
}
