import {
  Box,
  Button,
  Heading,
  HStack,
  IconButton,
  Image,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CreationRecordsDocument } from '@adstudio/schema/client';
import { usePreferences } from '../../accounts/hooks/usePreferences';
import { useSession } from '../../accounts/session';
import { ImageViewer } from '../../materials/components/ImageViewer';
import { DownloadIcon, ZoomIcon } from '../../shared/components/icons';
import { stripQuery, thumbUrl } from '../../materials/materials.utils';
import { startBrowserDownload } from '../../shared/utils/download';
import { formatDateTime } from '../../shared/utils/format';
import { RouteHeading } from '../../shared/components/RouteHeading';
import { PagedGrid } from '../../shared/components/PagedGrid';
import { DateRangeFields, defaultDayRange } from '../components/DateRangeFields';
import { NewBlankDesign } from '../components/NewBlankDesign';
import { HISTORY_PAGE_SIZE, TEMPLATE_THUMB_WIDTH } from '../templates.constants';
import { TEMPLATE_STRINGS, TEMPLATE_LIST_FAILED } from '../templates.strings';
import { editorHref } from '../templates.utils';
import { STRINGS } from '../../shared/strings';
import { BannedConfirmDialog } from '../../smart/components/BannedConfirmDialog';
import { useBannedConfirm } from '../../smart/hooks/useBannedConfirm';
import { BatchRecords } from '../../batch/components/BatchRecords';
import { useBatchRecords } from '../../batch/hooks/useBatchRecords';

// The cards' grid and picture height; the alternative layout (the viewer's preference, the spec's
// "user id 9" flag) shows wide banner pictures in two columns.
const GRID = { columns: { base: 1, sm: 2, lg: 3 }, picture: '64' } as const;
const ALT_GRID = { columns: { base: 1, lg: 2 }, picture: '48' } as const;

/**
 * create-and-write §2 design history: tabs 秒创 / 秒撰 (the second has no records), a date range
 * from 2020-01-01 to today, 9 a page with time, download, zoom and 在线编辑.
 */
export function DesignHistoryPage() {
  const { token, userInfo } = useSession();
  const { altLayout, layout } = usePreferences();
  const grid = altLayout ? ALT_GRID : GRID;
  const [range, setRange] = useState(defaultDayRange);
  const [page, setPage] = useState(1);
  const [preview, setPreview] = useState<string | null>(null);
  const { data, loading, error, refetch } = useQuery(CreationRecordsDocument, {
    variables: { startDate: range.start, endDate: range.end, page, pageSize: HISTORY_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const items = data?.creationRecords.items ?? [];
  // A design whose text has 禁用 words (the server's word check) is downloaded after a confirmation.
  const banned = useBannedConfirm();
  // With batches listed above, the single designs are a list of their own: an empty one is not
  // 当前还没有记录.
  const hasBatches = (useBatchRecords().data?.batches.total ?? 0) > 0;

  return (
    <Stack gap="4" py="6" px={{ base: '4', md: '8' }} w="full" data-layout={layout}>
      <RouteHeading fallbackTitle={TEMPLATE_STRINGS.designHistory} />
      <HStack>
        <NewBlankDesign />
      </HStack>
      <Tabs.Root defaultValue="create" variant="line" lazyMount>
        <Tabs.List>
          <Tabs.Trigger value="create">{TEMPLATE_STRINGS.tabCreate}</Tabs.Trigger>
          <Tabs.Trigger value="write">{TEMPLATE_STRINGS.tabWrite}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="create">
          <Stack gap="4">
            {/* A batch is one entry here, opening to its items (issue 33 item 4). */}
            <BatchRecords />
            {hasBatches && <Heading size="sm">{TEMPLATE_STRINGS.singleRecords}</Heading>}
            <DateRangeFields
              range={range}
              onChange={(next) => {
                setRange(next);
                setPage(1);
              }}
            />
            <PagedGrid
              query={{ loading, error, refetch }}
              {...TEMPLATE_LIST_FAILED}
              emptyText={hasBatches ? TEMPLATE_STRINGS.noSingleRecords : TEMPLATE_STRINGS.noRecords}
              items={items}
              columns={grid.columns}
              paging={{
                page,
                pageSize: HISTORY_PAGE_SIZE,
                total: data?.creationRecords.total ?? 0,
                onPage: setPage,
              }}
              renderItem={(record) => (
                <Stack
                  key={record.id}
                  gap="2"
                  borderWidth="1px"
                  borderRadius="md"
                  p="3"
                  data-testid="history-card"
                >
                  <Box bg="gray.100" borderRadius="md" overflow="hidden" h={grid.picture}>
                    <Image
                      src={thumbUrl(record.imageUrl, TEMPLATE_THUMB_WIDTH * 2)}
                      alt={formatDateTime(record.createdAt)}
                      w="full"
                      h="full"
                      objectFit="contain"
                      loading="lazy"
                    />
                  </Box>
                  <Text fontSize="xs" color="gray.500" whiteSpace="nowrap">
                    {TEMPLATE_STRINGS.createdAt} {formatDateTime(record.createdAt)}
                  </Text>
                  <HStack justify="flex-end">
                    <HStack gap="1">
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={STRINGS.download}
                        onClick={() => {
                          banned.guard(record.bannedWords, () => {
                            startBrowserDownload(stripQuery(record.imageUrl));
                          });
                        }}
                      >
                        <DownloadIcon />
                      </IconButton>
                      <IconButton
                        size="xs"
                        variant="ghost"
                        aria-label={STRINGS.zoom}
                        onClick={() => {
                          setPreview(record.imageUrl);
                        }}
                      >
                        <ZoomIcon />
                      </IconButton>
                      {record.templateId && (
                        <Button asChild size="xs" colorPalette="brand">
                          <a
                            href={editorHref(record.templateId, userInfo, token)}
                            target="_blank"
                            rel="noopener noreferrer"
                          >
                            {TEMPLATE_STRINGS.onlineEdit}
                          </a>
                        </Button>
                      )}
                    </HStack>
                  </HStack>
                </Stack>
              )}
            />
          </Stack>
        </Tabs.Content>
        <Tabs.Content value="write">
          <Text textAlign="center" color="gray.500" py="16">
            {TEMPLATE_STRINGS.noRecords}
          </Text>
        </Tabs.Content>
      </Tabs.Root>
      <ImageViewer
        src={preview}
        onClose={() => {
          setPreview(null);
        }}
      />
      <BannedConfirmDialog words={banned.words} onAnswer={banned.answer} />
    </Stack>
  );
}
