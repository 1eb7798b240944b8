import { useQuery } from '@apollo/client/react';
import { useState } from 'react';
import { CollectedTemplatesDocument } from '@adstudio/schema/client';
import { ListStatus } from '../../shared/components/ListStatus';
import { TemplateMasonry } from '../../templates/components/TemplateMasonry';
import { useTemplateActions } from '../../templates/hooks/useTemplateActions';
import { CENTRE_PAGE_SIZE } from '../../templates/templates.constants';
import { TEMPLATE_STRINGS, TEMPLATE_LIST_FAILED } from '../../templates/templates.strings';
import { COLLECT_STRINGS } from '../collections.strings';
import { useCancelConfirm } from '../hooks/useCancelConfirm';
import { CollectedFooter } from './CollectedFooter';
import { UncollectButton } from './UncollectButton';

interface CollectedTemplatesProps {
  // The confirmation title: 确定取消收藏？ on the favourites page, 确定取消收藏吗？ on the
  // collection page (the two spec documents word it so).
  confirmTitle?: string;
  emptyText?: string;
}

/**
 * The viewer's favourite templates, 40 a page, with zoom, download and a confirmed 取消收藏. The
 * list reads the one normalised cache: collecting anywhere adds to it, un-collecting removes, no
 * refetch (useToggleCollect keeps the cached pages true).
 */
export function CollectedTemplates({
  confirmTitle = COLLECT_STRINGS.templateUncollectConfirm,
  emptyText = TEMPLATE_STRINGS.noRecords,
}: CollectedTemplatesProps) {
  const [page, setPage] = useState(1);
  const actions = useTemplateActions();
  const { data, loading, error, refetch } = useQuery(CollectedTemplatesDocument, {
    variables: { page, pageSize: CENTRE_PAGE_SIZE },
  });
  const items = (data?.collectedTemplates.items ?? []).filter((t) => t.isCollected);
  const total = data?.collectedTemplates.total ?? 0;
  const { ask, dialog } = useCancelConfirm('template', () => {
    if (items.length === 1 && page > 1) setPage(page - 1);
  });

  return (
    <>
      <ListStatus
        loading={loading}
        error={error}
        {...TEMPLATE_LIST_FAILED}
        empty={items.length === 0}
        onRetry={() => refetch()}
        emptyText={emptyText}
      >
        <TemplateMasonry
          items={items}
          actions={actions}
          showStar={false}
          extra={(template) => (
            <UncollectButton
              size="xs"
              variant="subtle"
              bg="whiteAlpha.900"
              name={template.name}
              onClick={() => {
                ask(template.id);
              }}
            />
          )}
        />
      </ListStatus>
      <CollectedFooter
        page={page}
        pageSize={CENTRE_PAGE_SIZE}
        total={total}
        onPage={setPage}
        dialog={dialog}
        confirmTitle={confirmTitle}
      />
    </>
  );
}
