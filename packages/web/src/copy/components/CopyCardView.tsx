import { Badge, Box, Button, HStack, Stack, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { CopyCardView_CardFragment } from '@adstudio/schema/client';
import { CollectStar } from '../../shared/components/CollectStar';
import { HighlightedTitle } from '../../titles/components/HighlightedTitle';
import { useCopy } from '../../wordcheck/hooks/useCopy';
import { COPY_STRINGS as S } from '../copy.strings';
import { termRanges } from '../copy.utils';
import { useToggleCollect } from '../../collections/hooks/useToggleCollect';
import { SamePoemLines } from './SamePoemLines';

export type CopyCard = CopyCardView_CardFragment;

interface Props {
  card: CopyCard;
  keyword?: string | null;
  /** Replaces the star (the drawer shows a checkbox, the collection page an un-collect button). */
  action?: ReactNode;
}

/** A copy card: every field with keyword matches in red, the star and 复制. */
export function CopyCardView({ card, keyword, action }: Props) {
  const { toggle } = useToggleCollect('copyCard');
  const copy = useCopy();
  const mark = (text: string) => (
    <HighlightedTitle text={text} ranges={termRanges(text, keyword)} />
  );
  const subtitles = [card.subtitleOne, card.subtitleTwo, card.subtitleThree, card.subtitleFour];
  const facts: [string, string][] = [
    [S.brand, card.brand],
    [S.product, card.product],
    [S.phone, card.phone],
    [S.other, card.other],
  ];
  const copyText = [card.mainTitle, ...subtitles].filter(Boolean).join('\n');
  return (
    <Stack
      data-testid="copy-card"
      borderWidth="1px"
      borderRadius="lg"
      p="4"
      gap="2"
      bg="bg.panel"
      h="full"
    >
      <HStack justify="space-between" align="start">
        <Text fontWeight="semibold" fontSize="lg" aria-label={S.mainTitle}>
          {mark(card.mainTitle)}
        </Text>
        {action ?? (
          <CollectStar
            collected={card.isCollected}
            name={card.mainTitle}
            onToggle={() => void toggle(card)}
          />
        )}
      </HStack>
      {subtitles.map(
        (line, i) =>
          line && (
            <Text key={S.subtitles[i]} color="fg.muted">
              {mark(line)}
            </Text>
          ),
      )}
      {card.content && (
        <Text fontSize="sm" color="fg.subtle" whiteSpace="pre-line" lineClamp={4}>
          {mark(card.content)}
        </Text>
      )}
      {facts.map(
        ([label, value]) =>
          value && (
            <Text key={label} fontSize="xs" color="fg.muted">
              {label}：{mark(value)}
            </Text>
          ),
      )}
      {card.samePoem > 1 && <SamePoemLines card={card} keyword={keyword} />}
      <HStack gap="1" wrap="wrap" mt="auto" pt="1">
        {card.tags.map((tag) => (
          <Badge key={tag.id} size="sm" variant="subtle">
            {tag.name}
          </Badge>
        ))}
        <Box flex="1" />
        <Button size="2xs" variant="outline" onClick={() => void copy(copyText)}>
          {S.copy}
        </Button>
      </HStack>
    </Stack>
  );
}
