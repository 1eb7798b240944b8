import { useApolloClient, useQuery } from '@apollo/client/react';
import { Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { useCallback, useState, type ReactNode } from 'react';
import { SmartProfileDocument, type SmartCopyInput, type SmartFlow } from '@adstudio/schema/client';
import type { CopySelection } from '../../copy/components/CopyLibraryDrawer';
import { ListStatus } from '../../shared/components/ListStatus';
import { notify } from '../../shared/toaster';
import { SMART_STRINGS as S } from '../smart.strings';
import { nextBatch, type Section } from '../smart.utils';
import { useShortenLine } from '../hooks/useShortenLine';
import { DesignCard, type Design } from './DesignCard';

interface Props {
  tagIds: string[];
  copy: SmartCopyInput;
  role: string | null;
  product: string | null;
  /** The poster form's QR code and logo, and its flow (default the new-media header's). */
  code?: string | null;
  logo?: string | null;
  flow?: SmartFlow;
  /** 禁用 words in `copy`: each design's 在线编辑 asks first. */
  bannedWords: readonly string[];
  /** 「缩短到 N 字」 found a shorter line for the form. */
  onShortened: (field: keyof CopySelection, line: string) => void;
}

/** 模板选择: the precise designs, 为你推荐 the others, each with its own 生成更多 (spec §2, §4). */
export function TemplateChoice(props: Props) {
  const { tagIds, copy, role, product, code, logo, flow, bannedWords, onShortened } = props;
  const client = useApolloClient();
  const request = { tagIds, copy, role, product, code, logo, flow };
  const { data, loading, error, refetch } = useQuery(SmartProfileDocument, {
    variables: request,
    fetchPolicy: 'network-only',
  });
  const [more, setMore] = useState<Design[]>([]);
  const [fetching, setFetching] = useState<Section | null>(null);
  // 生成更多 stays loading until every picture of its batch has loaded (or failed).
  const [batch, setBatch] = useState<{ section: Section; ids: string[] } | null>(null);
  const [settled, setSettled] = useState<ReadonlySet<string>>(new Set());
  const onSettled = useCallback((id: string) => {
    setSettled((prev) => (prev.has(id) ? prev : new Set(prev).add(id)));
  }, []);
  const drawing = batch?.ids.some((id) => !settled.has(id)) ? batch.section : null;
  const { running: shortening, shorten } = useShortenLine(onShortened);
  const profile = data?.smartProfile;
  const designs = profile ? [...profile.designs, ...more] : [];
  const precise = new Set(profile?.preciseIds);
  // spec §4 "Receiving templates by type": 无 shows every design in the first section, 单人 and
  // 背景 show the precise ones only.
  const inFirst = (d: Design) => profile?.type === 'NONE' || precise.has(d.template.id);
  const first = designs.filter(inFirst);
  const others = profile?.type === 'ALL' ? designs.filter((d) => !inFirst(d)) : [];
  const shown = new Set(designs.map((d) => d.template.id));
  // A section whose ranked list has ended says so instead of offering a button that does nothing.
  const hasMore = (section: Section) =>
    profile !== undefined && nextBatch(section, profile, shown).length > 0;

  const loadMore = async (section: Section) => {
    if (!profile || fetching || drawing) return;
    const ids = nextBatch(section, profile, shown);
    if (ids.length === 0) {
      notify({ type: 'warning', title: S.noMore });
      return;
    }
    setFetching(section);
    try {
      const result = await client.query({
        query: SmartProfileDocument,
        variables: { ...request, templateIds: ids },
        fetchPolicy: 'network-only',
      });
      const next = result.data?.smartProfile.designs ?? [];
      setMore((prev) => [...prev, ...next]);
      setBatch({ section, ids: next.map((d) => d.template.id) });
    } catch {
      notify({ type: 'error', title: S.failed });
    } finally {
      setFetching(null);
    }
  };

  const card = (design: Design) => (
    <DesignCard
      key={design.template.id}
      design={design}
      bannedWords={bannedWords}
      onSettled={onSettled}
      onShorten={(field, maxChars) => void shorten(field, maxChars)}
      shortening={shortening}
    />
  );

  return (
    <ListStatus
      loading={loading}
      error={error}
      empty={!profile}
      onRetry={refetch}
      failedText={S.failed}
    >
      <Stack gap="6">
        {profile?.excluded.map((exclusion) => (
          <Text key={exclusion.reason} fontSize="sm" color="fg.muted" data-testid="exclusion">
            {exclusion.message}
          </Text>
        ))}
        {designs.length === 0 ? (
          <Text color="gray.600" textAlign="center" py="16" data-testid="list-empty">
            {S.noTemplates}
          </Text>
        ) : (
          <>
            <Batch
              designs={first}
              section="precise"
              loading={fetching === 'precise' || drawing === 'precise'}
              more={hasMore('precise') || drawing === 'precise'}
              onMore={() => void loadMore('precise')}
              card={card}
            />
            {others.length > 0 && (
              <Stack gap="3">
                <Heading as="h2" size="md">
                  {S.recommended}
                </Heading>
                <Batch
                  designs={others}
                  section="other"
                  loading={fetching === 'other' || drawing === 'other'}
                  more={hasMore('other') || drawing === 'other'}
                  onMore={() => void loadMore('other')}
                  card={card}
                />
              </Stack>
            )}
          </>
        )}
      </Stack>
    </ListStatus>
  );
}

interface BatchProps {
  designs: Design[];
  loading: boolean;
  /** Ranked designs are left to ask for; otherwise the end is said in place of the button. */
  more: boolean;
  onMore: () => void;
  card: (design: Design) => ReactNode;
  section: Section;
}

function Batch({ designs, loading, more, onMore, card, section }: BatchProps) {
  return (
    <Stack gap="3" align="center">
      <SimpleGrid columns={{ base: 1, sm: 2, md: 3 }} gap="4" w="full">
        {designs.map(card)}
      </SimpleGrid>
      {more ? (
        <Button
          size="sm"
          variant="outline"
          loading={loading}
          onClick={onMore}
          data-testid={`more-${section}`}
        >
          {S.more}
        </Button>
      ) : (
        <Text fontSize="sm" color="fg.muted" data-testid={`end-${section}`}>
          {S.noMore}
        </Text>
      )}
    </Stack>
  );
}
