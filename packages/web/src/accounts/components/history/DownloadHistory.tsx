import { Stack, Table, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { MyDownloadsDocument } from '@adstudio/schema/client';
import { ImageViewer } from '../../../materials/components/ImageViewer';
import { useDownloadMaterial } from '../../../materials/hooks/useDownloadMaterial';
import { formatDateTime } from '../../../shared/utils/format';
import { LIST_SPINNER, ListStatus } from '../../../shared/components/ListStatus';
import { PagedGrid } from '../../../shared/components/PagedGrid';
import { Pager } from '../../../shared/components/Pager';
import { ActionThumb } from '../../../shared/components/ActionThumb';
import { TabbedPage } from '../../../shared/components/TabbedPage';
import { TemplateDownloads } from '../../../templates/components/TemplateDownloads';
import { DOWNLOAD_GRID_PAGE_SIZE, HISTORY_PAGE_SIZE, HISTORY_STRINGS } from './history.strings';
import { Thumb } from './Thumb';

function useDownloads(pageSize: number) {
  const [page, setPage] = useState(1);
  const query = useQuery(MyDownloadsDocument, {
    variables: { page, pageSize },
    fetchPolicy: 'cache-and-network',
  });
  return { page, setPage, ...query };
}

/**
 * spec platform-core §2 我的下载 in the account layouts: materials and quick-create templates tabs,
 * 8 a page, each with name, time, download and large view.
 */
export function DownloadHistory() {
  const { page, setPage, data, loading, error, refetch } = useDownloads(DOWNLOAD_GRID_PAGE_SIZE);
  const { download, downloadingId } = useDownloadMaterial();
  const [zoom, setZoom] = useState<string | null>(null);
  const items = data?.myDownloads.items ?? [];
  const materials = (
    <PagedGrid
      query={{ loading, error, refetch }}
      skeleton={LIST_SPINNER}
      items={items}
      columns={{ base: 2, md: 4 }}
      paging={{
        page,
        pageSize: DOWNLOAD_GRID_PAGE_SIZE,
        total: data?.myDownloads.total ?? 0,
        onPage: setPage,
      }}
      renderItem={(item) => {
        const name =
          item.title || item.tags.map((t) => t.name).join(' ') || `素材 ${item.materialId}`;
        return (
          <Stack key={item.id} gap="1" data-testid="download-card">
            <ActionThumb
              url={item.url}
              name={name}
              downloading={downloadingId === item.materialId}
              onDownload={() => void download(item.materialId)}
              onZoom={() => {
                setZoom(item.url);
              }}
            />
            <Text fontSize="sm" truncate title={name}>
              {name}
            </Text>
            <Text fontSize="xs" color="gray.500">
              {formatDateTime(item.createdAt)}
            </Text>
          </Stack>
        );
      }}
    />
  );
  return (
    <TabbedPage
      title={HISTORY_STRINGS.myDownloads}
      tabs={[
        { value: 'materials', label: HISTORY_STRINGS.tabMaterials, content: materials },
        { value: 'templates', label: HISTORY_STRINGS.tabTemplates, content: <TemplateDownloads /> },
      ]}
    >
      <ImageViewer
        src={zoom}
        onClose={() => {
          setZoom(null);
        }}
      />
    </TabbedPage>
  );
}

/** spec platform-core §2: the download-history table (index, thumbnail, tags, time), 10 a page. */
export function DownloadHistoryTable() {
  const { page, setPage, data, loading, error, refetch } = useDownloads(HISTORY_PAGE_SIZE);
  const [zoom, setZoom] = useState<string | null>(null);
  const items = data?.myDownloads.items ?? [];
  const total = data?.myDownloads.total ?? 0;
  return (
    <Stack p="6" gap="4">
      <Text as="h1" fontSize="xl" fontWeight="semibold">
        {HISTORY_STRINGS.downloadTotal(total)}
      </Text>
      <ListStatus
        loading={loading}
        error={error}
        empty={items.length === 0}
        onRetry={() => refetch()}
        skeleton={LIST_SPINNER}
      >
        <Table.Root size="sm">
          <Table.Header>
            <Table.Row>
              <Table.ColumnHeader>{HISTORY_STRINGS.index}</Table.ColumnHeader>
              <Table.ColumnHeader>{HISTORY_STRINGS.thumb}</Table.ColumnHeader>
              <Table.ColumnHeader>{HISTORY_STRINGS.tags}</Table.ColumnHeader>
              <Table.ColumnHeader>{HISTORY_STRINGS.downloadTime}</Table.ColumnHeader>
            </Table.Row>
          </Table.Header>
          <Table.Body>
            {items.map((item, index) => (
              <Table.Row key={item.id}>
                <Table.Cell>{(page - 1) * HISTORY_PAGE_SIZE + index + 1}</Table.Cell>
                <Table.Cell>
                  <Thumb
                    url={item.url}
                    alt={item.materialId}
                    onZoom={() => {
                      setZoom(item.url);
                    }}
                  />
                </Table.Cell>
                <Table.Cell>{item.tags.map((t) => t.name).join('、')}</Table.Cell>
                <Table.Cell>{formatDateTime(item.createdAt)}</Table.Cell>
              </Table.Row>
            ))}
          </Table.Body>
        </Table.Root>
      </ListStatus>
      <Pager page={page} pageSize={HISTORY_PAGE_SIZE} total={total} onChange={setPage} />
      <ImageViewer
        src={zoom}
        onClose={() => {
          setZoom(null);
        }}
      />
    </Stack>
  );
}
