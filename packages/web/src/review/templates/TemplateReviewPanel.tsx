import { Badge, Button, Flex, HStack, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  PendingTemplatesDocument,
  ReviewTemplateDocument,
  type PendingTemplatesQuery,
} from '@adstudio/schema/client';
import { formatDateTime } from '../../shared/utils/format';
import { isUnauthenticated } from '../../shared/graphqlErrors';
import { LIST_SPINNER, ListStatus } from '../../shared/components/ListStatus';
import { Pager } from '../../shared/components/Pager';
import { notify } from '../../shared/toaster';
import { graphqlMessage } from '../../uploads/uploads.utils';
import { RejectDialog } from '../components/RejectDialog';
import { Fact } from '../components/ReviewDetail';
import { REVIEW_STRINGS } from '../review.strings';
import {
  TEMPLATE_REJECT_REASONS,
  TEMPLATE_REVIEW_PAGE_SIZE,
  TEMPLATE_REVIEW_STRINGS as S,
} from './templateReview.strings';

type Pending = PendingTemplatesQuery['pendingTemplates']['items'][number];

interface TemplateCardProps {
  item: Pending;
  tagNames: ReadonlyMap<string, string>;
  busy: boolean;
  onPass: () => void;
  onReject: () => void;
}

/** One pending template: its server-drawn preview, size, slots, tags and designer; the decision. */
function TemplateCard({ item, tagNames, busy, onPass, onReject }: TemplateCardProps) {
  const tags = item.tagIds.map((id) => tagNames.get(id) ?? id);
  return (
    <Flex
      as="li"
      data-testid="template-review-item"
      data-id={item.id}
      gap="4"
      p="3"
      bg="white"
      borderRadius="lg"
      shadow="xs"
      direction={{ base: 'column', md: 'row' }}
    >
      <a href={item.previewUrl} target="_blank" rel="noreferrer">
        <Image
          src={item.previewUrl}
          alt={S.preview(item.name)}
          w={{ base: 'full', md: '48' }}
          maxH="80"
          objectFit="contain"
          bg="gray.100"
          borderRadius="md"
        />
      </a>
      <Stack gap="2" flex="1" minW="0">
        <Text fontWeight="semibold" fontSize="md">
          {item.name}
        </Text>
        <Fact label={S.designer}>{item.authorName}</Fact>
        <Fact label={S.submittedAt}>{formatDateTime(item.createdAt)}</Fact>
        <Fact label={S.size}>
          {item.width}×{item.height}
        </Fact>
        <Fact label={S.category}>{S.categories[item.category]}</Fact>
        <Fact label={S.slots}>
          {item.slots.length === 0 ? (
            <Text color="orange.600">{S.noSlots}</Text>
          ) : (
            <Wrap gap="1">
              {item.slots.map((slot) => (
                <Badge key={slot.key} colorPalette={slot.required ? 'blue' : 'gray'}>
                  {slot.label}
                  {slot.index > 0 ? ` ${slot.index + 1}` : ''}
                  {slot.required ? `（${S.required}）` : ''}
                </Badge>
              ))}
            </Wrap>
          )}
        </Fact>
        <Fact label={S.tags}>{tags.length > 0 ? tags.join('、') : S.noTags}</Fact>
        {/* The same lint the designer met before 提交审核 (issue 32 item 9). */}
        <Fact label={S.lint}>
          {item.lint.length === 0 ? (
            <Text color="green.700">{S.lintPassed}</Text>
          ) : (
            <Stack as="ul" gap="0" listStyleType="none">
              {item.lint.map((issue) => (
                <Text as="li" key={`${issue.layerKey ?? ''}${issue.message}`} color="red.600">
                  {issue.message}
                </Text>
              ))}
            </Stack>
          )}
        </Fact>
        <HStack gap="2" pt="2">
          <Button size="sm" colorPalette="green" disabled={busy} onClick={onPass}>
            {S.pass}
          </Button>
          <Button size="sm" colorPalette="red" variant="outline" disabled={busy} onClick={onReject}>
            {S.reject}
          </Button>
        </HStack>
      </Stack>
    </Flex>
  );
}

/** The 模板审核 tab: designers' templates pending review; passed, they join the library. */
export function TemplateReviewPanel() {
  const [page, setPage] = useState(1);
  const [rejecting, setRejecting] = useState<Pending | null>(null);
  const pending = useQuery(PendingTemplatesDocument, {
    variables: { page, pageSize: TEMPLATE_REVIEW_PAGE_SIZE },
    fetchPolicy: 'cache-and-network',
  });
  const [review, reviewState] = useMutation(ReviewTemplateDocument, {
    context: { handlesErrors: true },
    refetchQueries: [PendingTemplatesDocument],
    awaitRefetchQueries: true,
  });
  const items = pending.data?.pendingTemplates.items ?? [];
  const total = pending.data?.pendingTemplates.total ?? 0;
  const tagNames = new Map(
    (pending.data?.scenarioTagClasses ?? []).flatMap((c) => c.tags.map((t) => [t.id, t.name])),
  );

  const decide = async (item: Pending, pass: boolean, reason?: string) => {
    try {
      await review({ variables: { id: item.id, pass, reason } });
      notify({ type: 'success', title: pass ? S.passed(item.name) : S.rejected(item.name) });
      setRejecting(null);
    } catch (error) {
      if (isUnauthenticated(error)) return;
      notify({ type: 'error', title: graphqlMessage(error, REVIEW_STRINGS.failed) });
      // Someone else may have decided meanwhile (CONFLICT): show the queue as it is now.
      void pending.refetch();
    }
  };

  return (
    <ListStatus
      loading={pending.loading}
      error={pending.error}
      empty={items.length === 0}
      onRetry={() => pending.refetch()}
      emptyText={S.empty}
      skeleton={LIST_SPINNER}
    >
      <Stack gap="3">
        <Stack as="ul" gap="3" listStyleType="none" aria-label={S.list}>
          {items.map((item) => (
            <TemplateCard
              key={item.id}
              item={item}
              tagNames={tagNames}
              busy={reviewState.loading}
              onPass={() => void decide(item, true)}
              onReject={() => {
                setRejecting(item);
              }}
            />
          ))}
        </Stack>
        <Pager page={page} pageSize={TEMPLATE_REVIEW_PAGE_SIZE} total={total} onChange={setPage} />
      </Stack>
      {rejecting && (
        <RejectDialog
          count={1}
          title={S.rejectTitle(rejecting.name)}
          presets={TEMPLATE_REJECT_REASONS}
          loading={reviewState.loading}
          onConfirm={(reason) => void decide(rejecting, false, reason)}
          onCancel={() => {
            setRejecting(null);
          }}
        />
      )}
    </ListStatus>
  );
}
