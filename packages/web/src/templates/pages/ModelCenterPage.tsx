import { Alert, Button, HStack, Heading, Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useMatches, useSearchParams } from 'react-router-dom';
import { TemplateCentreDocument, TemplateFiltersDocument } from '@adstudio/schema/client';
import { useSession } from '../../accounts/session';
import { deepestHandle } from '../../shared/routeHandle';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { Pager } from '../../shared/components/Pager';
import { usePreferences } from '../../accounts/hooks/usePreferences';
import { FilterRow } from '../components/FilterRow';
import { NewBlankDesign } from '../components/NewBlankDesign';
import { ListStatus } from '../../shared/components/ListStatus';
import { TemplateMasonry } from '../components/TemplateMasonry';
import { useTemplateActions } from '../hooks/useTemplateActions';
import { parseTags, templateCentreVariables } from '@adstudio/schema/page-data';
import { CATEGORY_BY_TYPE, SORTS } from '../templates.constants';
import { TEMPLATE_STRINGS, TEMPLATE_LIST_FAILED } from '../templates.strings';
import { editorHref, loginFirst } from '../templates.utils';
import { MODEL_CENTER } from '../templates.routes';

const TYPE_BY_CATEGORY = Object.fromEntries(
  Object.entries(CATEGORY_BY_TYPE).map(([type, category]) => [category, type]),
);

/**
 * create-and-write §2 template centre: category radio with 全部; industry, theme and style once a
 * category is chosen; 综合/最新上传/最多下载; masonry of 40 a page with star, large view, download,
 * and 在线编辑 opening the template in the editor's own tab (issue 15; a guest is asked to log in).
 */
export function ModelCenterPage() {
  const matches = useMatches();
  const crumbs = deepestHandle(matches, 'crumbs') ?? [];
  const [params, setParams] = useSearchParams();
  const variables = templateCentreVariables(params);
  const { category, sort, page } = variables;
  const chosen = parseTags(params.get('tags'));
  const actions = useTemplateActions();
  const { token, userInfo } = useSession();
  const { altLayout, layout } = usePreferences();

  const filters = useQuery(TemplateFiltersDocument);
  const list = useQuery(TemplateCentreDocument, {
    variables,
    notifyOnNetworkStatusChange: true,
  });

  const update = (changes: Record<string, string | null>) => {
    const next = new URLSearchParams(params);
    for (const [key, value] of Object.entries(changes)) {
      if (value === null) next.delete(key);
      else next.set(key, value);
    }
    if (!('page' in changes)) next.delete('page');
    setParams(next);
  };
  const chooseTag = (classId: string, tagId: string | null) => {
    const next = new Map(chosen);
    if (tagId === null) next.delete(classId);
    else next.set(classId, tagId);
    const raw = [...next].map(([c, t]) => `${c}:${t}`).join(',');
    update({ tags: raw || null });
  };

  const categories = filters.data?.templateFilters ?? [];
  const current = categories.find((c) => c.category === category);
  const result = list.data?.templates;
  const items = result?.items ?? [];

  return (
    // The layout flag of the spec's "user id 9", now the viewer's preference (issue 30 item 7).
    <Stack gap="4" py="6" px={{ base: '4', md: '8' }} w="full" data-layout={layout}>
      <Breadcrumbs items={[...crumbs, { label: MODEL_CENTER.title }]} />
      <HStack justify="space-between" wrap="wrap" gap="3">
        <Heading as="h1" size="xl">
          {MODEL_CENTER.title}
        </Heading>
        <NewBlankDesign />
      </HStack>
      <Stack gap="2" bg="white" borderWidth="1px" borderRadius="md" p="4">
        <FilterRow
          label={TEMPLATE_STRINGS.category}
          options={categories.map((c) => ({ id: c.category, name: c.name }))}
          value={category}
          onChange={(value) => {
            update({ type: value ? (TYPE_BY_CATEGORY[value] ?? null) : null, tags: null });
          }}
        />
        {current?.tagClasses.map((tagClass) => (
          <FilterRow
            key={tagClass.id}
            label={tagClass.name}
            options={tagClass.tags}
            value={chosen.get(tagClass.id) ?? null}
            onChange={(tagId) => {
              chooseTag(tagClass.id, tagId);
            }}
          />
        ))}
        <FilterRow
          label={TEMPLATE_STRINGS.sort}
          options={SORTS.map((s) => ({ id: s.value, name: s.label }))}
          value={sort}
          onChange={(value) => {
            update({ sort: value === 'COMPLEX' ? null : value });
          }}
          noAll
        />
      </Stack>
      <Alert.Root status="info" size="sm" variant="subtle">
        <Alert.Indicator />
        <Alert.Title fontWeight="normal">{TEMPLATE_STRINGS.referenceOnly}</Alert.Title>
      </Alert.Root>
      {result && (
        <HStack justify="space-between">
          <Text fontSize="sm" color="gray.500">
            {TEMPLATE_STRINGS.total(result.total)}
          </Text>
        </HStack>
      )}
      <ListStatus
        loading={list.loading}
        error={list.error}
        {...TEMPLATE_LIST_FAILED}
        empty={items.length === 0}
        onRetry={() => list.refetch()}
        emptyText={TEMPLATE_STRINGS.noMatch}
        emptyHint={TEMPLATE_STRINGS.reselect}
      >
        <TemplateMasonry
          items={items}
          actions={actions}
          wide={altLayout}
          extra={(template) => (
            <Button asChild size="xs" colorPalette="brand">
              <a
                href={editorHref(template.id, userInfo, token)}
                target="_blank"
                rel="noopener noreferrer"
                onClick={loginFirst(token)}
              >
                {TEMPLATE_STRINGS.onlineEdit}
              </a>
            </Button>
          )}
        />
      </ListStatus>
      <Pager
        page={page}
        pageSize={variables.pageSize}
        total={result?.total ?? 0}
        onChange={(next) => {
          update({ page: String(next) });
          window.scrollTo({ top: 0 });
        }}
      />
    </Stack>
  );
}
