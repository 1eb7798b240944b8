import { Button } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CollectedTemplatesDocument } from '@adstudio/schema/client';
import type { TemplateCard_TemplateFragment } from '@adstudio/schema/client';
import { ConfirmDialog } from '../../shared/components/ConfirmDialog';
import { Pager } from '../../shared/components/Pager';
import { useTemplateActions } from '../hooks/useTemplateActions';
import { CENTRE_PAGE_SIZE } from '../templates.constants';
import { TEMPLATE_STRINGS } from '../templates.strings';
import { ListStatus } from './ListStatus';
import { TemplateMasonry } from './TemplateMasonry';

interface CollectedTemplatesProps {
  // The confirmation title: 确定取消收藏？ on the favourites page, 确定取消收藏吗？ on the
  // collection page (the two spec documents word it so).
  confirmTitle?: string;
  emptyText?: string;
}

/**
 * The viewer's favourite templates, 40 a page, with zoom, download and a confirmed 取消收藏. The
 * list reads the one normalised cache: collecting anywhere adds to it, un-collecting removes, no
 * refetch (useTemplateActions keeps the cached pages true).
 */
export function CollectedTemplates({
  confirmTitle = TEMPLATE_STRINGS.uncollectConfirm,
  emptyText = TEMPLATE_STRINGS.noRecords,
}: CollectedTemplatesProps) {
  const [page, setPage] = useState(1);
  const [pending, setPending] = useState<TemplateCard_TemplateFragment | null>(null);
  const actions = useTemplateActions();
  const { data, loading, error, refetch } = useQuery(CollectedTemplatesDocument, {
    variables: { page, pageSize: CENTRE_PAGE_SIZE },
  });
  const items = (data?.collectedTemplates.items ?? []).filter((t) => t.isCollected);
  const total = data?.collectedTemplates.total ?? 0;

  return (
    <>
      <ListStatus
        loading={loading}
        failed={Boolean(error)}
        empty={items.length === 0}
        onRetry={() => void refetch()}
        emptyText={emptyText}
      >
        <TemplateMasonry
          items={items}
          actions={actions}
          showStar={false}
          extra={(template) => (
            <Button
              size="xs"
              variant="subtle"
              bg="whiteAlpha.900"
              aria-label={`${TEMPLATE_STRINGS.uncollect} ${template.name}`}
              onClick={() => {
                setPending(template);
              }}
            >
              {TEMPLATE_STRINGS.uncollect}
            </Button>
          )}
        />
      </ListStatus>
      <Pager page={page} pageSize={CENTRE_PAGE_SIZE} total={total} onChange={setPage} />
      <ConfirmDialog
        open={pending !== null}
        title={confirmTitle}
        onConfirm={() => {
          if (pending) actions.uncollect(pending);
          setPending(null);
        }}
        onCancel={() => {
          setPending(null);
        }}
      />
    </>
  );
}
