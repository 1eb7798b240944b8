import { UPLOAD_EXTENSIONS, UPLOAD_TYPES } from '@adstudio/domain';
import { Box, Button, Flex, Heading, HStack, Input, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useRef, useState } from 'react';
import { useMatches } from 'react-router-dom';
import { PublishMaterialsDocument } from '@adstudio/schema/client';
import { notify } from '../../shared/toaster';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { deepestHandle } from '../../shared/routeHandle';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { isUnauthenticated } from '../../shared/graphqlErrors';
import { formatFileSize } from '../../shared/utils/format';
import { UploadIcon } from '../../shared/components/icons';
import { MaterialInfoForm } from '../components/MaterialInfoForm';
import { UploadFileList } from '../components/UploadFileList';
import { useLeaveGuard } from '../hooks/useLeaveGuard';
import { useUploadQueue } from '../hooks/useUploadQueue';
import { RELOAD_DELAY_MS } from '../uploads.constants';
import { EMPTY_INFO, isInfoComplete, toSubmission } from '../uploads.rules';
import type { FileInfo } from '../uploads.rules';
import { UPLOAD_STRINGS } from '../uploads.strings';
import { errorDetailIds, graphqlMessage, reloadPage } from '../uploads.utils';

const ACCEPT = [...UPLOAD_TYPES, ...UPLOAD_EXTENSIONS].join(',');

/** /uploadPage (spec platform-core §2): the file list on the left, the info panel on the right. */
export function UploadPage() {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  const { items, addFiles, remove, updateInfo, flag } = useUploadQueue();
  const [activeKey, setActiveKey] = useState<string | null>(null);
  const [selectAll, setSelectAll] = useState(false);
  // What the panel shows in select-all mode; each edit is applied to every file.
  const [bulkInfo, setBulkInfo] = useState<FileInfo>(EMPTY_INFO);
  const [published, setPublished] = useState(false);
  const inputRef = useRef<HTMLInputElement>(null);
  const [publish, publishState] = useMutation(PublishMaterialsDocument, {
    context: { handlesErrors: true },
  });

  const blocker = useLeaveGuard(items.length > 0 && !published);
  const active = items.find((item) => item.key === activeKey) ?? items[0] ?? null;
  const uploading = items.some((item) => item.status === 'uploading');

  const onFiles = (files: FileList | null) => {
    if (!files || files.length === 0) return;
    const keys = addFiles(Array.from(files));
    if (!activeKey && keys[0]) setActiveKey(keys[0]);
    if (selectAll && keys.length > 0) updateInfo(keys, bulkInfo);
  };

  const onChange = (change: Partial<FileInfo>) => {
    if (selectAll) {
      setBulkInfo((prev) => ({ ...prev, ...change }));
      updateInfo(
        items.map((item) => item.key),
        change,
      );
    } else if (active) {
      updateInfo([active.key], change);
    }
  };

  const onPublish = async () => {
    if (items.length === 0) {
      notify({ type: 'warning', title: UPLOAD_STRINGS.noFiles });
      return;
    }
    if (uploading) {
      notify({ type: 'warning', title: UPLOAD_STRINGS.waitUploads });
      return;
    }
    if (items.some((item) => item.status === 'failed' || !item.file)) {
      notify({ type: 'warning', title: UPLOAD_STRINGS.removeFailed });
      return;
    }
    const incomplete = items.filter((item) => !isInfoComplete(item.info));
    if (incomplete.length > 0) {
      flag(incomplete.map((item) => item.key));
      notify({ type: 'warning', title: UPLOAD_STRINGS.incomplete });
      return;
    }
    try {
      await publish({
        variables: {
          items: items.map((item) => toSubmission(item.file?.id ?? '', item.info)),
        },
      });
      setPublished(true);
      notify({ type: 'success', title: UPLOAD_STRINGS.publishSuccess });
      // spec §4: reload the page 500 ms after a successful publish.
      setTimeout(reloadPage, RELOAD_DELAY_MS);
    } catch (error) {
      if (isUnauthenticated(error)) return;
      const ids = new Set([
        ...errorDetailIds(error, 'incomplete'),
        ...errorDetailIds(error, 'missing'),
      ]);
      if (ids.size > 0) {
        flag(items.filter((item) => item.file && ids.has(item.file.id)).map((item) => item.key));
      }
      notify({ type: 'error', title: graphqlMessage(error, UPLOAD_STRINGS.publishFailed) });
    }
  };

  const panelInfo = selectAll ? bulkInfo : (active?.info ?? EMPTY_INFO);
  const size =
    !selectAll && active?.file
      ? {
          dimensions: `${active.file.width} x ${active.file.height} px`,
          fileSize: formatFileSize(active.file.fileSize),
        }
      : null;

  return (
    <Box maxW="7xl" mx="auto" w="full" px={{ base: '3', md: '8' }} py="6" position="relative">
      <Breadcrumbs items={[...crumbs, { label: UPLOAD_STRINGS.pageTitle }]} />
      <Heading as="h1" size="xl" mb="4" mt="3">
        {UPLOAD_STRINGS.pageTitle}
      </Heading>
      <Flex gap="6" direction={{ base: 'column', md: 'row' }} align="flex-start">
        <Stack
          flex="1"
          minW="0"
          w="full"
          bg="white"
          borderRadius="lg"
          shadow="xs"
          p="4"
          gap="3"
          as="section"
          aria-label="文件列表"
        >
          <HStack justify="space-between" wrap="wrap" gap="2">
            <Button colorPalette="brand" size="sm" onClick={() => inputRef.current?.click()}>
              <UploadIcon />
              {UPLOAD_STRINGS.localUpload}
            </Button>
            <Text fontSize="xs" color="gray.500">
              {UPLOAD_STRINGS.uploadHint}
            </Text>
            <Input
              ref={inputRef}
              type="file"
              multiple
              accept={ACCEPT}
              display="none"
              data-testid="upload-input"
              onChange={(event) => {
                onFiles(event.target.files);
                event.target.value = '';
              }}
            />
          </HStack>
          <UploadFileList
            items={items}
            activeKey={active?.key ?? null}
            selectAll={selectAll}
            onSelect={(key) => {
              setActiveKey(key);
            }}
            onRemove={(key) => {
              remove(key);
              if (key === activeKey) setActiveKey(null);
            }}
          />
        </Stack>
        <Stack
          as="section"
          aria-label="素材信息"
          w={{ base: 'full', md: '96' }}
          flexShrink={0}
          bg="white"
          borderRadius="lg"
          shadow="xs"
          p="4"
          gap="4"
          position="relative"
        >
          <HStack justify="space-between">
            <Text fontSize="sm" color="gray.600" truncate>
              {selectAll
                ? UPLOAD_STRINGS.editingAll
                : active
                  ? `${UPLOAD_STRINGS.editing}：${active.name}`
                  : UPLOAD_STRINGS.pickFile}
            </Text>
            <Button
              size="xs"
              variant={selectAll ? 'solid' : 'outline'}
              colorPalette="brand"
              disabled={items.length === 0}
              onClick={() => {
                if (!selectAll) setBulkInfo(active?.info ?? EMPTY_INFO);
                setSelectAll(!selectAll);
              }}
            >
              {selectAll ? UPLOAD_STRINGS.cancelSelectAll : UPLOAD_STRINGS.selectAll}
            </Button>
          </HStack>
          {active || selectAll ? (
            <MaterialInfoForm
              key={selectAll ? 'all' : active?.key}
              info={panelInfo}
              onChange={onChange}
              size={size}
            />
          ) : null}
          <Button
            colorPalette="brand"
            loading={publishState.loading}
            disabled={items.length === 0 || published}
            onClick={() => void onPublish()}
          >
            {UPLOAD_STRINGS.publish}
          </Button>
          {(uploading || publishState.loading) && (
            <Flex
              data-testid="uploading-mask"
              position="absolute"
              inset="0"
              bg="whiteAlpha.800"
              borderRadius="lg"
              align="center"
              justify="center"
              zIndex="1"
            >
              <Text fontSize="lg" fontWeight="medium" color="brand.700">
                {UPLOAD_STRINGS.uploading}
              </Text>
            </Flex>
          )}
        </Stack>
      </Flex>
      <ConfirmDialog
        open={blocker.state === 'blocked'}
        title={UPLOAD_STRINGS.leaveTitle}
        confirmLabel={UPLOAD_STRINGS.leave}
        cancelLabel={UPLOAD_STRINGS.stay}
        onConfirm={() => blocker.proceed?.()}
        onCancel={() => blocker.reset?.()}
      >
        {UPLOAD_STRINGS.leaveGuard}
      </ConfirmDialog>
    </Box>
  );
}
