import { Box, Button, HStack, Image, Input, SimpleGrid, Stack, Tabs, Text } from '@chakra-ui/react';
import { skipToken, useQuery } from '@apollo/client/react';
import {
  BatchRecommendDocument,
  BatchTemplatesDocument,
  BatchTemplateTagsDocument,
  type BatchSmartInput,
  type SmartFlow,
  type TemplateCategory,
} from '@adstudio/schema/client';
import { useState } from 'react';
import { Pager } from '../../shared/components/Pager';
import { ScenarioPicker } from '../../smart/components/ScenarioPicker';
import { requireScenario } from '../../smart/smart.utils';
import { BATCH_STRINGS as S } from '../batch.strings';

// Templates a page of the picker: two rows of six on a wide screen.
const PAGE_SIZE = 12;

interface Props {
  value: string | null;
  onPick: (templateId: string) => void;
  /** The sheet's first row: 智能推荐 ranks the templates for its copy. */
  firstRow: readonly string[];
  /** 每行智能推荐 as chosen (a scenario, each row ranked in preflight), or null. */
  smart: BatchSmartInput | null;
  onSmart: (smart: BatchSmartInput) => void;
}

type SmartMode = 'one' | 'perRow';

function Tile(props: { name: string; src: string; chosen: boolean; onPick: () => void }) {
  return (
    <Box
      as="button"
      borderWidth="2px"
      borderColor={props.chosen ? 'colorPalette.solid' : 'transparent'}
      borderRadius="md"
      overflow="hidden"
      aria-pressed={props.chosen}
      aria-label={props.name}
      data-testid="batch-template"
      onClick={props.onPick}
    >
      <Image src={props.src} alt={props.name} loading="lazy" />
    </Box>
  );
}

/** Every template, paged, by category or a tag found by keyword. */
function AllTemplates({ value, onPick }: Pick<Props, 'value' | 'onPick'>) {
  const [category, setCategory] = useState<TemplateCategory | undefined>(undefined);
  const [keyword, setKeyword] = useState('');
  const [tagId, setTagId] = useState<string | null>(null);
  const [page, setPage] = useState(1);
  const templates = useQuery(BatchTemplatesDocument, {
    variables: { category, tagIds: tagId ? [tagId] : null, page, pageSize: PAGE_SIZE },
  });
  const word = keyword.trim();
  const tags = useQuery(
    BatchTemplateTagsDocument,
    word ? { variables: { keyword: word } } : skipToken,
  );
  const found = [
    ...new Map(
      (tags.data?.scenarioTagsWithKeyword ?? []).flatMap((c) => c.tags).map((t) => [t.id, t]),
    ).values(),
  ];
  const list = templates.data?.templates;
  return (
    <Stack gap="3">
      <HStack gap="2" wrap="wrap">
        {([undefined, 'OFFICIAL', 'POSTER'] as const).map((c) => (
          <Button
            key={c ?? 'all'}
            size="xs"
            variant={category === c ? 'solid' : 'outline'}
            onClick={() => {
              setCategory(c);
              setPage(1);
            }}
          >
            {S.categories[c ?? 'ALL']}
          </Button>
        ))}
        <Input
          size="xs"
          w="48"
          placeholder={S.templateSearch}
          aria-label={S.templateSearch}
          value={keyword}
          onChange={(e) => {
            setKeyword(e.target.value);
          }}
        />
        {tagId && (
          <Button
            size="xs"
            variant="ghost"
            onClick={() => {
              setTagId(null);
              setPage(1);
            }}
          >
            {S.clearTag}
          </Button>
        )}
      </HStack>
      {word && (
        <HStack gap="2" wrap="wrap" aria-label={S.foundTags}>
          {found.length === 0 && !tags.loading && (
            <Text fontSize="sm" color="fg.muted">
              {S.noTags}
            </Text>
          )}
          {found.slice(0, 20).map((t) => (
            <Button
              key={t.id}
              size="xs"
              variant={t.id === tagId ? 'solid' : 'outline'}
              onClick={() => {
                setTagId(t.id);
                setPage(1);
              }}
            >
              {t.name}
            </Button>
          ))}
        </HStack>
      )}
      <SimpleGrid columns={{ base: 3, md: 6 }} gap="3">
        {list?.items.map((t) => (
          <Tile
            key={t.id}
            name={t.name}
            src={t.previewUrl}
            chosen={t.id === value}
            onPick={() => {
              onPick(t.id);
            }}
          />
        ))}
      </SimpleGrid>
      <Pager page={page} pageSize={PAGE_SIZE} total={list?.total ?? 0} onChange={setPage} />
    </Stack>
  );
}

/** Buttons of which one is chosen (aria-pressed), in the order of `choices`. */
function Choices<K extends string>(props: {
  value: K;
  choices: Readonly<Record<K, string>>;
  onChange: (value: K) => void;
  /** The lighter look, for a choice beside the main one. */
  quiet?: boolean;
}) {
  const [on, off] = props.quiet ? (['subtle', 'ghost'] as const) : (['solid', 'outline'] as const);
  return (Object.entries(props.choices) as [K, string][]).map(([key, label]) => (
    <Button
      key={key}
      size="xs"
      variant={props.value === key ? on : off}
      aria-pressed={props.value === key}
      onClick={() => {
        props.onChange(key);
      }}
    >
      {label}
    </Button>
  ));
}

/**
 * 智能推荐: the scenario, then either smart creation's ranking for the first row (one template for
 * every row) or 每行智能推荐 (each row ranked on its own when the batch is checked).
 */
function Recommended({ value, onPick, firstRow, smart, onSmart }: Props) {
  const [scenario, setScenario] = useState<Record<string, string>>({});
  const [asked, setAsked] = useState<string[] | null>(null);
  const [mode, setMode] = useState<SmartMode>(smart ? 'perRow' : 'one');
  const [flow, setFlow] = useState<SmartFlow>(smart?.flow ?? 'BANNER');
  const copy = firstRow.filter((c) => c.trim()).slice(0, 2);
  const ranked = useQuery(
    BatchRecommendDocument,
    asked
      ? {
          variables: {
            tagIds: asked,
            copy: { mainLabel: copy.slice(0, 1), secondLabel: copy.slice(1, 2) },
            flow,
          },
        }
      : skipToken,
  );
  const designs = ranked.data?.smartProfile.designs ?? [];
  return (
    <Stack gap="3">
      <ScenarioPicker value={scenario} onChange={setScenario} />
      <HStack gap="2" wrap="wrap" role="group" aria-label={S.smartModeTitle}>
        <Choices
          value={mode}
          choices={{ one: S.smartOneForAll, perRow: S.smartPerRow }}
          onChange={setMode}
        />
        <Choices value={flow} choices={S.flows} onChange={setFlow} quiet />
      </HStack>
      {mode === 'perRow' ? (
        <Stack gap="2">
          <Text fontSize="sm" color="fg.muted">
            {S.smartPerRowHint}
          </Text>
          <Button
            size="sm"
            alignSelf="start"
            onClick={() => {
              const tagIds = requireScenario(scenario);
              if (tagIds) onSmart({ tagIds, flow });
            }}
          >
            {S.smartPerRowPick}
          </Button>
          {smart && (
            <Text fontSize="sm" data-testid="batch-smart-chosen">
              {S.smartPerRowChosen}
            </Text>
          )}
        </Stack>
      ) : (
        <Button
          size="sm"
          alignSelf="start"
          loading={ranked.loading}
          onClick={() => {
            const tagIds = requireScenario(scenario);
            if (tagIds) setAsked(tagIds);
          }}
        >
          {S.recommend}
        </Button>
      )}
      {mode === 'one' && asked && !ranked.loading && designs.length === 0 && (
        <Text fontSize="sm" color="fg.muted">
          {S.noRecommendation}
        </Text>
      )}
      <SimpleGrid columns={{ base: 3, md: 6 }} gap="3" hidden={mode !== 'one'}>
        {designs.map((d) => (
          <Tile
            key={d.template.id}
            name={d.template.name}
            src={d.previewUrl}
            chosen={d.template.id === value}
            onPick={() => {
              onPick(d.template.id);
            }}
          />
        ))}
      </SimpleGrid>
    </Stack>
  );
}

/** 批量生成's template step: 全部模板 (paged, by tag keyword) or 智能推荐 (by scenario). */
export function TemplatePicker(props: Props) {
  return (
    <Tabs.Root defaultValue={props.smart ? 'smart' : 'all'} variant="line" lazyMount>
      <Tabs.List>
        <Tabs.Trigger value="all">{S.allTemplates}</Tabs.Trigger>
        <Tabs.Trigger value="smart">{S.smartPick}</Tabs.Trigger>
      </Tabs.List>
      <Tabs.Content value="all">
        <AllTemplates value={props.value} onPick={props.onPick} />
      </Tabs.Content>
      <Tabs.Content value="smart">
        <Recommended {...props} />
      </Tabs.Content>
    </Tabs.Root>
  );
}
