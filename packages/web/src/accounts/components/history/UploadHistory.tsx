import { Badge, Button, Flex, HStack, Stack, Table, Tabs, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MyUploadCountsDocument, MyUploadsDocument } from '@adstudio/schema/client';
import type { ReviewStatus, UploadRow_UploadFragment } from '@adstudio/schema/client';
import { ImageViewer } from '../../../materials/components/ImageViewer';
import { useDownloadMaterial } from '../../../materials/hooks/useDownloadMaterial';
import { formatDateTime } from '../../../shared/utils/format';
import { LIST_SPINNER } from '../../../shared/components/ListStatus';
import { PagedGrid } from '../../../shared/components/PagedGrid';
import { ActionThumb } from '../../../shared/components/ActionThumb';
import { HISTORY_PAGE_SIZE, HISTORY_STRINGS, STATUS_LABEL } from './history.strings';
import { ResubmitDialog } from './ResubmitDialog';
import { Thumb } from './Thumb';

type View = 'table' | 'grid';

const STATUS_COLOR: Record<ReviewStatus, string> = {
  PENDING: 'orange',
  REJECTED: 'red',
  PASSED: 'green',
};

/** spec platform-core §2 我的上传: passed / pending (count in the label) / rejected, table or grid. */
export function UploadHistory() {
  const [status, setStatus] = useState<ReviewStatus>('PASSED');
  const [view, setView] = useState<View>('table');
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<UploadRow_UploadFragment | null>(null);
  const [editing, setEditing] = useState<UploadRow_UploadFragment | null>(null);
  const counts = useQuery(MyUploadCountsDocument, { fetchPolicy: 'cache-and-network' });
  const { data, loading, error, refetch } = useQuery(MyUploadsDocument, {
    variables: { status, page, pageSize: HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const { download, downloadingId } = useDownloadMaterial();
  const items = data?.myUploads.items ?? [];
  const total = data?.myUploads.total ?? 0;
  const pending = counts.data?.myUploadCounts.pending;

  const tabs: { value: ReviewStatus; label: string }[] = [
    { value: 'PASSED', label: HISTORY_STRINGS.tabPassed },
    {
      value: 'PENDING',
      label:
        pending === undefined
          ? HISTORY_STRINGS.tabPending
          : `${HISTORY_STRINGS.tabPending}(${pending})`,
    },
    { value: 'REJECTED', label: HISTORY_STRINGS.tabRejected },
  ];
  const rejected = status === 'REJECTED';

  return (
    <Stack p="6" gap="4">
      <Flex justify="space-between" align="center" wrap="wrap" gap="3">
        <Text as="h1" fontSize="xl" fontWeight="semibold">
          {HISTORY_STRINGS.myUploads}
        </Text>
        <HStack gap="1" role="group" aria-label="显示方式">
          {(['table', 'grid'] as const).map((value) => (
            <Button
              key={value}
              size="xs"
              variant={view === value ? 'solid' : 'outline'}
              aria-pressed={view === value}
              onClick={() => {
                setView(value);
              }}
            >
              {value === 'table' ? HISTORY_STRINGS.viewTable : HISTORY_STRINGS.viewGrid}
            </Button>
          ))}
        </HStack>
      </Flex>
      <Tabs.Root
        value={status}
        onValueChange={(details) => {
          setStatus(details.value as ReviewStatus);
          setPage(1);
        }}
        variant="line"
      >
        <Tabs.List>
          {tabs.map((tab) => (
            <Tabs.Trigger key={tab.value} value={tab.value}>
              {tab.label}
            </Tabs.Trigger>
          ))}
        </Tabs.List>
      </Tabs.Root>
      <PagedGrid
        query={{ loading, error, refetch }}
        skeleton={LIST_SPINNER}
        items={items}
        paging={{ page, pageSize: HISTORY_PAGE_SIZE, total, onPage: setPage }}
        renderItem={(item) => (
          <Stack key={item.id} gap="1" data-testid="upload-card">
            <ActionThumb
              url={item.url}
              name={item.title}
              downloading={downloadingId === item.id}
              onDownload={() => void download(item.id)}
              onZoom={() => {
                setZoom(item);
              }}
            />
            <Text fontSize="xs" color="gray.500">
              {formatDateTime(item.createdAt)}
            </Text>
            {rejected && (
              <>
                <Text fontSize="xs" color="red.600" data-testid="rejection-reason">
                  {HISTORY_STRINGS.reason}：{item.rejectionReason}
                </Text>
                <Button
                  size="2xs"
                  variant="outline"
                  onClick={() => {
                    setEditing(item);
                  }}
                >
                  {HISTORY_STRINGS.editResubmit}
                </Button>
              </>
            )}
          </Stack>
        )}
      >
        {view === 'table' ? (
          <Table.ScrollArea>
            <Table.Root size="sm" aria-label={HISTORY_STRINGS.myUploads}>
              <Table.Header>
                <Table.Row>
                  <Table.ColumnHeader>{HISTORY_STRINGS.index}</Table.ColumnHeader>
                  <Table.ColumnHeader>{HISTORY_STRINGS.thumb}</Table.ColumnHeader>
                  <Table.ColumnHeader>{HISTORY_STRINGS.tags}</Table.ColumnHeader>
                  <Table.ColumnHeader>{HISTORY_STRINGS.status}</Table.ColumnHeader>
                  <Table.ColumnHeader>{HISTORY_STRINGS.uploadTime}</Table.ColumnHeader>
                  {rejected && <Table.ColumnHeader>{HISTORY_STRINGS.reason}</Table.ColumnHeader>}
                  {rejected && <Table.ColumnHeader>{HISTORY_STRINGS.actions}</Table.ColumnHeader>}
                </Table.Row>
              </Table.Header>
              <Table.Body>
                {items.map((item, index) => (
                  <Table.Row key={item.id} data-testid="upload-row" data-id={item.id}>
                    <Table.Cell>{(page - 1) * HISTORY_PAGE_SIZE + index + 1}</Table.Cell>
                    <Table.Cell>
                      <Thumb
                        url={item.url}
                        alt={item.title}
                        onZoom={() => {
                          setZoom(item);
                        }}
                      />
                    </Table.Cell>
                    <Table.Cell maxW="60">
                      <Text lineClamp={2}>{item.tags.map((t) => t.name).join('、')}</Text>
                    </Table.Cell>
                    <Table.Cell>
                      <Badge colorPalette={STATUS_COLOR[item.status]}>
                        {STATUS_LABEL[item.status]}
                      </Badge>
                    </Table.Cell>
                    <Table.Cell whiteSpace="nowrap">{formatDateTime(item.createdAt)}</Table.Cell>
                    {rejected && (
                      <Table.Cell maxW="60" color="red.600" data-testid="rejection-reason">
                        {item.rejectionReason}
                      </Table.Cell>
                    )}
                    {rejected && (
                      <Table.Cell>
                        <Button
                          size="xs"
                          variant="outline"
                          onClick={() => {
                            setEditing(item);
                          }}
                        >
                          {HISTORY_STRINGS.editResubmit}
                        </Button>
                      </Table.Cell>
                    )}
                  </Table.Row>
                ))}
              </Table.Body>
            </Table.Root>
          </Table.ScrollArea>
        ) : undefined}
      </PagedGrid>
      <ImageViewer
        src={zoom?.url ?? null}
        alt={zoom?.title ?? ''}
        onClose={() => {
          setZoom(null);
        }}
      />
      {editing && (
        <ResubmitDialog
          record={editing}
          onClose={() => {
            setEditing(null);
          }}
        />
      )}
    </Stack>
  );
}
