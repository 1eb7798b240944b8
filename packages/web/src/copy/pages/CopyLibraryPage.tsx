import { useQuery } from '@apollo/client/react';
import { Box, HStack, Text } from '@chakra-ui/react';
import { CopyCardsDocument, type CopyKind } from '@adstudio/schema/client';
import { useListParams } from '../../shared/hooks/useListParams';
import { ToolPage } from '../../shared/components/ToolPage';
import { KeywordSearch } from '../../titles/components/KeywordSearch';
import { CopyCardResults } from '../components/CopyCardResults';
import { CopyCardGenerator } from '../components/CopyCardGenerator';
import { CopyLibraryButton } from '../components/CopyLibraryButton';
import { TagClassSelects } from '../components/TagClassSelects';
import { useCopy } from '../../wordcheck/hooks/useCopy';
import { COPY_PAGE_SIZE, COPY_STRINGS as S } from '../copy.strings';

const KINDS: Record<CopyKind, { classId: string; title: string; intro: string }> = {
  CLASSIC: { classId: '111', title: S.classicTitle, intro: S.classicIntro },
  ORIGINAL: { classId: '112', title: S.originTitle, intro: S.originIntro },
};

/** doc-classics (111) and doc-origin (112): keyword, a select per tag class, cards 20 a page. */
function CopyLibraryPage({ kind }: { kind: CopyKind }) {
  const { keyword, page, filters: tags, setKeyword, setPage, setFilters } = useListParams();
  const copy = useCopy();
  const tagIds = Object.values(tags);
  const { data, previousData, loading, error, refetch } = useQuery(CopyCardsDocument, {
    variables: {
      kind,
      keyword,
      tagIds: tagIds.length > 0 ? tagIds : null,
      page,
      pageSize: COPY_PAGE_SIZE,
    },
  });
  const result = (data ?? previousData)?.copyCards;
  const text = KINDS[kind];
  return (
    <ToolPage title={text.title} intro={text.intro}>
      {kind === 'ORIGINAL' && <CopyCardGenerator />}
      <HStack gap="3" align="start" wrap="wrap">
        <Box flex="1" minW="64" maxW="2xl">
          <KeywordSearch
            key={keyword}
            initial={keyword ?? ''}
            buttonLabel={S.searchButton}
            onSearch={setKeyword}
          />
        </Box>
        {/* The original page opens the drawer from its generator; here a choice is copied. */}
        {kind === 'CLASSIC' && (
          <CopyLibraryButton
            size="md"
            kind="CLASSIC"
            classId={text.classId}
            onConfirm={(chosen) => {
              const lines = [chosen.mainLabel, chosen.secondLabel, chosen.thirdLabel];
              void copy(lines.filter(Boolean).join('\n'));
            }}
          />
        )}
      </HStack>
      <HStack gap="4" wrap="wrap">
        <TagClassSelects classId={text.classId} value={tags} onChange={setFilters} />
        {result && (
          <Text fontSize="sm" color="fg.muted" ml="auto">
            {S.count(result.total)}
          </Text>
        )}
      </HStack>
      <CopyCardResults
        result={result}
        loading={loading}
        error={error}
        onRetry={() => refetch()}
        keyword={keyword}
        onPage={setPage}
      />
    </ToolPage>
  );
}

export function DocClassicsPage() {
  return <CopyLibraryPage kind="CLASSIC" />;
}

export function DocOriginPage() {
  return <CopyLibraryPage kind="ORIGINAL" />;
}
