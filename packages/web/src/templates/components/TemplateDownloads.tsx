import { Stack, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { TemplateDownloadsDocument } from '@adstudio/schema/client';
import { ImageViewer } from '../../materials/components/ImageViewer';
import { formatDateTime } from '../../shared/utils/format';
import { ActionThumb } from '../../shared/components/ActionThumb';
import { PagedGrid } from '../../shared/components/PagedGrid';
import { useTemplateActions } from '../hooks/useTemplateActions';
import { TEMPLATE_THUMB_WIDTH } from '../templates.constants';
import { TEMPLATE_STRINGS, TEMPLATE_LIST_FAILED } from '../templates.strings';

// create-and-write §9: download-type lists 10 a page.
const DOWNLOADS_PAGE_SIZE = 10;

/** The templates tab of my downloads: newest first, with name, time, download and large view. */
export function TemplateDownloads() {
  const [page, setPage] = useState(1);
  const [zoom, setZoom] = useState<string | null>(null);
  const actions = useTemplateActions();
  const { data, loading, error, refetch } = useQuery(TemplateDownloadsDocument, {
    variables: { page, pageSize: DOWNLOADS_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.templateDownloads.items ?? [];
  return (
    <Stack gap="4">
      <PagedGrid
        query={{ loading, error, refetch }}
        {...TEMPLATE_LIST_FAILED}
        emptyText={TEMPLATE_STRINGS.noRecords}
        items={items}
        columns={{ base: 2, md: 4, lg: 5 }}
        paging={{
          page,
          pageSize: DOWNLOADS_PAGE_SIZE,
          total: data?.templateDownloads.total ?? 0,
          onPage: setPage,
        }}
        renderItem={({ id, downloadedAt, template }) => (
          <Stack key={id} gap="1" data-testid="template-download">
            <ActionThumb
              url={template.previewUrl}
              name={template.name}
              h="48"
              thumbWidth={TEMPLATE_THUMB_WIDTH}
              downloading={actions.downloadingId === template.id}
              onDownload={() => {
                actions.download(template);
              }}
              onZoom={() => {
                setZoom(template.previewUrl);
              }}
            />
            <Text fontSize="sm" truncate title={template.name}>
              {template.name}
            </Text>
            <Text fontSize="xs" color="gray.500">
              {formatDateTime(downloadedAt)}
            </Text>
          </Stack>
        )}
      />
      <ImageViewer
        src={zoom}
        onClose={() => {
          setZoom(null);
        }}
      />
    </Stack>
  );
}
