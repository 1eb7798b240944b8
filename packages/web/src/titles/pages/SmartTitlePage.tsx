import { useLazyQuery, useQuery } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  NativeSelect,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import { useMatches } from 'react-router-dom';
import { SmartTitlesDocument, SmartTitleStylesDocument } from '@adstudio/schema/client';
import { deepestHandle } from '../../shared/routeHandle';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { hitTooltip } from '../../wordcheck/components/HighlightedText';
import { useCopy } from '../../wordcheck/hooks/useCopy';
import { SEVERITY_COLORS } from '../../wordcheck/wordcheck.strings';
import { KeywordSearch } from '../components/KeywordSearch';
import { SMART_COUNT_OPTIONS, TITLE_STRINGS as S } from '../titles.strings';

/** title-intelligent (智能标题): keywords + style → word-checked candidate headlines to copy. */
export function SmartTitlePage() {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  const [style, setStyle] = useState('');
  const [count, setCount] = useState<number>(10);
  const styles = useQuery(SmartTitleStylesDocument);
  const [generate, { data, loading, error }] = useLazyQuery(SmartTitlesDocument, {
    fetchPolicy: 'network-only',
  });
  const copy = useCopy();
  const result = data?.smartTitles;
  const styleLabel = (id: string) => styles.data?.smartTitleStyles.find((s) => s.id === id)?.label;

  return (
    <Stack gap="5" py="6" px={{ base: '4', md: '8' }} maxW="5xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: S.smartTitle }]} />
      <Heading as="h1" size="xl">
        {S.smartTitle}
      </Heading>
      <Text color="fg.muted">{S.smartIntro}</Text>
      <HStack gap="4" wrap="wrap">
        <NativeSelect.Root size="sm" w="40">
          <NativeSelect.Field
            aria-label={S.style}
            value={style}
            onChange={(e) => {
              setStyle(e.target.value);
            }}
          >
            <option value="">{S.anyStyle}</option>
            {styles.data?.smartTitleStyles.map((s) => (
              <option key={s.id} value={s.id}>
                {s.label}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
        <NativeSelect.Root size="sm" w="28">
          <NativeSelect.Field
            aria-label={S.count}
            value={String(count)}
            onChange={(e) => {
              setCount(Number(e.target.value));
            }}
          >
            {SMART_COUNT_OPTIONS.map((n) => (
              <option key={n} value={n}>
                {n} 条
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </HStack>
      <KeywordSearch
        placeholder={S.topicPlaceholder}
        buttonLabel={S.generate}
        onSearch={(keyword) =>
          void generate({ variables: { keyword, style: style || null, count } })
        }
      />
      {error && <Text color="red.500">{error.message}</Text>}
      {loading ? (
        <Stack gap="3" aria-busy="true">
          {Array.from({ length: 5 }, (_, i) => (
            <Skeleton key={i} h="12" />
          ))}
        </Stack>
      ) : result ? (
        <Stack gap="3">
          {result.timeout && (
            <Text color="orange.600" fontSize="sm">
              {S.timeout}
            </Text>
          )}
          <Text fontSize="sm" color="fg.muted">
            {S.generated(result.total)}
          </Text>
          {result.note && (
            <Text color="orange.600" fontSize="sm" data-testid="smart-title-note">
              {result.note}
            </Text>
          )}
          {result.items.map((item) => (
            <HStack
              key={item.content}
              data-testid="smart-title"
              borderWidth="1px"
              borderRadius="md"
              px="4"
              py="3"
              gap="3"
              justify="space-between"
            >
              <Box flex="1">
                <Text fontSize="md">{item.content}</Text>
                <HStack gap="2" mt="1" wrap="wrap">
                  <Badge size="sm" variant="subtle">
                    {styleLabel(item.style) ?? item.style}
                  </Badge>
                  <Badge size="sm" variant="outline">
                    {item.generator === 'llm' ? S.generatorLlm : S.generatorOffline}
                  </Badge>
                  {item.flags.length === 0 ? (
                    <Badge size="sm" colorPalette="green">
                      {S.clean}
                    </Badge>
                  ) : (
                    item.flags.map((hit) => (
                      <Badge
                        key={`${hit.start}-${hit.end}`}
                        size="sm"
                        colorPalette={SEVERITY_COLORS[hit.severity] ?? 'yellow'}
                        title={hitTooltip(hit)}
                      >
                        {hit.matched}：{hit.severity}
                      </Badge>
                    ))
                  )}
                </HStack>
              </Box>
              <Button
                size="sm"
                variant="outline"
                aria-label={`${S.copy} ${item.content}`}
                onClick={() => void copy(item.content)}
              >
                {S.copy}
              </Button>
            </HStack>
          ))}
        </Stack>
      ) : null}
    </Stack>
  );
}
