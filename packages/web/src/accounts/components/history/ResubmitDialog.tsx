import { Button, Dialog, Image, Portal, Stack, Text } from '@chakra-ui/react';
import { useMutation } from '@apollo/client/react';
import { useState } from 'react';
import {
  MyUploadCountsDocument,
  MyUploadsDocument,
  ResubmitMaterialDocument,
} from '@adstudio/schema/client';
import type { UploadRow_UploadFragment } from '@adstudio/schema/client';
import { notify } from '../../../shared/toaster';
import { isUnauthenticated } from '../../../shared/graphqlErrors';
import { thumbUrl } from '../../../materials/materials.utils';
import { MaterialInfoForm } from '../../../uploads/components/MaterialInfoForm';
import { isInfoComplete, toSubmission } from '../../../uploads/uploads.rules';
import type { FileInfo } from '../../../uploads/uploads.rules';
import { UPLOAD_STRINGS } from '../../../uploads/uploads.strings';
import { graphqlMessage } from '../../../uploads/uploads.utils';
import { HISTORY_STRINGS } from './history.strings';

function infoOf(record: UploadRow_UploadFragment): FileInfo {
  return {
    tags: record.tags.map((t) => t.name),
    category: record.category,
    copyrightStatus: record.copyrightStatus,
    copyrightName: record.copyrightName ?? '',
    copyrightUrl: record.copyrightUrl ?? '',
  };
}

/** Edit a rejected upload and put it back in the review queue (issue 4, beyond the spec). */
export function ResubmitDialog({
  record,
  onClose,
}: {
  record: UploadRow_UploadFragment;
  onClose: () => void;
}) {
  const [info, setInfo] = useState<FileInfo>(() => infoOf(record));
  const [resubmit, { loading }] = useMutation(ResubmitMaterialDocument, {
    context: { handlesErrors: true },
    refetchQueries: [MyUploadsDocument, MyUploadCountsDocument],
    awaitRefetchQueries: true,
  });

  const submit = async () => {
    if (!isInfoComplete(info)) {
      notify({ type: 'warning', title: UPLOAD_STRINGS.incomplete });
      return;
    }
    try {
      await resubmit({ variables: { submission: toSubmission(record.id, info) } });
      notify({ type: 'success', title: HISTORY_STRINGS.resubmitted });
      onClose();
    } catch (error) {
      if (isUnauthenticated(error)) return;
      notify({ type: 'error', title: graphqlMessage(error, HISTORY_STRINGS.resubmitFailed) });
    }
  };

  return (
    <Dialog.Root
      open
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      placement="center"
      size="md"
      scrollBehavior="inside"
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{HISTORY_STRINGS.resubmitTitle}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Stack gap="4">
                <Image
                  src={thumbUrl(record.url, 300)}
                  alt={record.title}
                  maxH="40"
                  objectFit="contain"
                  alignSelf="center"
                />
                {record.rejectionReason && (
                  <Text fontSize="sm" color="red.600">
                    {HISTORY_STRINGS.reason}：{record.rejectionReason}
                  </Text>
                )}
                <MaterialInfoForm
                  info={info}
                  onChange={(change) => {
                    setInfo((prev) => ({ ...prev, ...change }));
                  }}
                />
              </Stack>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" size="sm" onClick={onClose}>
                取消
              </Button>
              <Button
                colorPalette="brand"
                size="sm"
                loading={loading}
                onClick={() => void submit()}
              >
                {HISTORY_STRINGS.resubmit}
              </Button>
            </Dialog.Footer>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
