import { Button, HStack, Input, Stack } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { DeleteDesignDocument, DesignRecordsDocument } from '@adstudio/schema/client';
import { usePreferences } from '../../accounts/hooks/usePreferences';
import { notify } from '../../shared/toaster';
import { isUnauthenticated } from '../../shared/graphqlErrors';
import { RouteHeading } from '../../shared/components/RouteHeading';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { Pager } from '../../shared/components/Pager';
import { DateRangeFields, defaultDayRange } from '../components/DateRangeFields';
import { ListStatus } from '../../shared/components/ListStatus';
import { TemplateMasonry } from '../components/TemplateMasonry';
import { useTemplateActions } from '../hooks/useTemplateActions';
import { CENTRE_PAGE_SIZE } from '../templates.constants';
import { TEMPLATE_STRINGS, TEMPLATE_LIST_FAILED } from '../templates.strings';

/**
 * create-and-write §2 created-design records: the viewer's designs in a date range, found by title,
 * 40 a page, masonry with zoom, download and delete after 确定删除这个作图记录吗？ (→ 删除成功).
 */
export function DesignRecordsPage() {
  const [page, setPage] = useState(1);
  const [range, setRange] = useState(defaultDayRange);
  const [typed, setTyped] = useState('');
  const [keyword, setKeyword] = useState('');
  const [pendingId, setPendingId] = useState<string | null>(null);
  const actions = useTemplateActions();
  const { altLayout, layout } = usePreferences();
  const { data, loading, error, refetch } = useQuery(DesignRecordsDocument, {
    variables: {
      startDate: range.start,
      endDate: range.end,
      keyword: keyword || null,
      page,
      pageSize: CENTRE_PAGE_SIZE,
    },
    fetchPolicy: 'cache-and-network',
  });
  const [remove, removeState] = useMutation(DeleteDesignDocument, {
    context: { handlesErrors: true },
    refetchQueries: [DesignRecordsDocument],
    awaitRefetchQueries: true,
  });
  const items = data?.designRecords.items ?? [];

  const confirm = async () => {
    if (!pendingId) return;
    try {
      await remove({ variables: { id: pendingId } });
      notify({ type: 'success', title: TEMPLATE_STRINGS.deleteSuccess });
      if (items.length === 1 && page > 1) setPage(page - 1);
    } catch (err) {
      if (!isUnauthenticated(err)) notify({ type: 'error', title: TEMPLATE_STRINGS.deleteFailed });
    } finally {
      setPendingId(null);
    }
  };

  return (
    // The layout flag of the spec's "user id 9", now the viewer's preference (issue 30 item 7).
    <Stack gap="4" py="6" px={{ base: '4', md: '8' }} w="full" data-layout={layout}>
      <RouteHeading fallbackTitle={TEMPLATE_STRINGS.designRecords} />
      <HStack gap="3" wrap="wrap">
        <DateRangeFields
          range={range}
          onChange={(next) => {
            setRange(next);
            setPage(1);
          }}
        />
        <HStack
          as="form"
          gap="2"
          onSubmit={(e) => {
            e.preventDefault();
            setKeyword(typed.trim());
            setPage(1);
          }}
        >
          <Input
            size="sm"
            w="56"
            maxLength={50}
            aria-label={TEMPLATE_STRINGS.titleSearch}
            placeholder={TEMPLATE_STRINGS.titleSearch}
            value={typed}
            onChange={(e) => {
              setTyped(e.target.value);
            }}
          />
          <Button size="sm" type="submit">
            {TEMPLATE_STRINGS.search}
          </Button>
        </HStack>
      </HStack>
      <ListStatus
        loading={loading}
        error={error}
        {...TEMPLATE_LIST_FAILED}
        empty={items.length === 0}
        onRetry={() => refetch()}
        emptyText={TEMPLATE_STRINGS.noMatch}
        emptyHint={TEMPLATE_STRINGS.reselect}
      >
        <TemplateMasonry
          items={items}
          actions={actions}
          showStar={false}
          wide={altLayout}
          extra={(template) => (
            <Button
              size="xs"
              variant="subtle"
              bg="whiteAlpha.900"
              aria-label={`${TEMPLATE_STRINGS.deleteRecord} ${template.name}`}
              onClick={() => {
                setPendingId(template.id);
              }}
            >
              {TEMPLATE_STRINGS.deleteRecord}
            </Button>
          )}
        />
      </ListStatus>
      <Pager
        page={page}
        pageSize={CENTRE_PAGE_SIZE}
        total={data?.designRecords.total ?? 0}
        onChange={setPage}
      />
      <ConfirmDialog
        open={pendingId !== null}
        title={TEMPLATE_STRINGS.deleteConfirm}
        loading={removeState.loading}
        onConfirm={() => void confirm()}
        onCancel={() => {
          setPendingId(null);
        }}
      />
    </Stack>
  );
}
