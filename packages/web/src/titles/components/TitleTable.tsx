import { Button, HStack, Skeleton, Stack, Table, Text } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TitleRow_TitleFragment } from '@adstudio/schema/client';
import { CollectStar } from '../../shared/components/CollectStar';
import { useCopy } from '../../wordcheck/hooks/useCopy';
import { useToggleCollect } from '../../collections/hooks/useToggleCollect';
import { TITLE_STRINGS as S } from '../titles.strings';
import { HighlightedTitle } from './HighlightedTitle';

export interface TitleTableRow {
  title: TitleRow_TitleFragment;
  highlights?: readonly { start: number; end: number }[];
}

interface Props {
  rows: readonly TitleTableRow[];
  /** Number of the first row (page offset + 1). */
  first: number;
  /** Replaces the star (the collection page offers only un-collecting, after a confirmation). */
  action?: (title: TitleRow_TitleFragment) => ReactNode;
}

// Below md the title needs the width: 序号, 热度 and 来源 columns give way to one line under it.
const WIDE_ONLY = { base: 'none', md: 'table-cell' } as const;

/** The headline table: 序号, title with matches in red, 热度, 来源, and star / copy actions. */
export function TitleTable({ rows, first, action }: Props) {
  const { toggle } = useToggleCollect('title');
  const copy = useCopy();
  return (
    <Table.Root size="sm" interactive>
      <Table.Header>
        <Table.Row>
          <Table.ColumnHeader w="16" display={WIDE_ONLY}>
            {S.index}
          </Table.ColumnHeader>
          <Table.ColumnHeader>{S.title}</Table.ColumnHeader>
          <Table.ColumnHeader w="28" textAlign="end" display={WIDE_ONLY}>
            {S.reading}
          </Table.ColumnHeader>
          <Table.ColumnHeader w="24" display={WIDE_ONLY}>
            {S.source}
          </Table.ColumnHeader>
          <Table.ColumnHeader w={{ base: '28', md: '36' }}>{S.actions}</Table.ColumnHeader>
        </Table.Row>
      </Table.Header>
      <Table.Body>
        {rows.map(({ title, highlights = [] }, i) => {
          const reading = title.reading > 0 ? title.reading.toLocaleString('zh-CN') : '—';
          return (
            <Table.Row key={title.id} data-testid="title-row">
              <Table.Cell color="fg.muted" display={WIDE_ONLY}>
                {first + i}
              </Table.Cell>
              <Table.Cell>
                <Text lineHeight="tall" data-testid="title-text">
                  <HighlightedTitle text={title.content} ranges={highlights} />
                </Text>
                <Text hideFrom="md" fontSize="xs" color="fg.muted">
                  {`${S.reading} ${reading} · ${title.source}`}
                </Text>
              </Table.Cell>
              <Table.Cell textAlign="end" color="fg.muted" display={WIDE_ONLY}>
                {reading}
              </Table.Cell>
              <Table.Cell color="fg.muted" display={WIDE_ONLY}>
                {title.source}
              </Table.Cell>
              <Table.Cell>
                <HStack gap="1">
                  {action ? (
                    action(title)
                  ) : (
                    <CollectStar
                      collected={title.isCollected}
                      name={title.content}
                      onToggle={() => void toggle(title)}
                    />
                  )}
                  <Button
                    size="xs"
                    variant="outline"
                    aria-label={`${S.copy} ${title.content}`}
                    onClick={() => void copy(title.content)}
                  >
                    {S.copy}
                  </Button>
                </HStack>
              </Table.Cell>
            </Table.Row>
          );
        })}
      </Table.Body>
    </Table.Root>
  );
}

/** Rows of grey while a page of titles loads. */
export const TITLE_TABLE_SKELETON = (
  <Stack gap="3" aria-busy="true">
    {Array.from({ length: 8 }, (_, i) => (
      <Skeleton key={i} h="8" />
    ))}
  </Stack>
);
