import {
  Box,
  Button,
  Checkbox,
  Flex,
  HStack,
  Heading,
  Image,
  Stack,
  Tabs,
  Text,
} from '@chakra-ui/react';
import { skipToken, useMutation, useQuery } from '@apollo/client/react';
import { useState } from 'react';
import {
  ApproveMaterialsDocument,
  RejectMaterialsDocument,
  ReviewLogDocument,
  ReviewQueueDocument,
} from '@adstudio/schema/client';
import { useViewer } from '../../accounts/hooks/useViewer';
import { notify } from '../../shared/toaster';
import { isUnauthenticated } from '../../shared/graphqlErrors';
import { thumbUrl } from '../../materials/materials.utils';
import { formatDateTime } from '../../shared/utils/format';
import { LIST_SPINNER, ListStatus } from '../../shared/components/ListStatus';
import { Pager } from '../../shared/components/Pager';
import { graphqlMessage } from '../../uploads/uploads.utils';
import { RejectDialog } from '../components/RejectDialog';
import { ReviewDetail } from '../components/ReviewDetail';
import { ReviewLog } from '../components/ReviewLog';
import { REVIEW_PAGE_SIZE, REVIEW_STRINGS } from '../review.strings';
import { TemplateReviewPanel } from '../templates/TemplateReviewPanel';
import { TEMPLATE_REVIEW_STRINGS } from '../templates/templateReview.strings';

/** The review console (reviewer / admin): pending queue, bulk decisions, the decision log. */
export function ReviewPage() {
  const { isReviewer } = useViewer();
  const [tab, setTab] = useState('queue');
  const [page, setPage] = useState(1);
  const [focusId, setFocusId] = useState<string | null>(null);
  const [selected, setSelected] = useState<ReadonlySet<string>>(() => new Set());
  // The ids the reject dialog is open for.
  const [rejecting, setRejecting] = useState<string[] | null>(null);
  const queue = useQuery(
    ReviewQueueDocument,
    isReviewer
      ? { variables: { page, pageSize: REVIEW_PAGE_SIZE }, fetchPolicy: 'cache-and-network' }
      : skipToken,
  );
  const decided = () => ({
    context: { handlesErrors: true },
    refetchQueries: [ReviewQueueDocument, ReviewLogDocument],
    awaitRefetchQueries: true,
  });
  const [approve, approveState] = useMutation(ApproveMaterialsDocument, decided());
  const [reject, rejectState] = useMutation(RejectMaterialsDocument, decided());
  const busy = approveState.loading || rejectState.loading;

  if (!isReviewer) {
    return (
      <Box maxW="7xl" mx="auto" px="8" py="16">
        <Text color="gray.600">{REVIEW_STRINGS.noPermission}</Text>
      </Box>
    );
  }

  const items = queue.data?.reviewQueue.items ?? [];
  const total = queue.data?.reviewQueue.total;
  const focus = items.find((item) => item.id === focusId) ?? items[0] ?? null;
  const chosen = items.filter((item) => selected.has(item.id)).map((item) => item.id);
  const allChosen = items.length > 0 && chosen.length === items.length;

  const afterDecision = (ids: readonly string[]) => {
    setSelected((prev) => new Set([...prev].filter((id) => !ids.includes(id))));
    if (focusId && ids.includes(focusId)) setFocusId(null);
  };

  const failed = (error: unknown) => {
    if (isUnauthenticated(error)) return;
    notify({ type: 'error', title: graphqlMessage(error, REVIEW_STRINGS.failed) });
    // Someone else may have decided meanwhile (CONFLICT): show the queue as it is now.
    void queue.refetch();
  };

  const doApprove = async (ids: string[]) => {
    try {
      await approve({ variables: { ids } });
      notify({ type: 'success', title: REVIEW_STRINGS.approved(ids.length) });
      afterDecision(ids);
    } catch (error) {
      failed(error);
    }
  };

  const doReject = async (ids: string[], reason: string) => {
    try {
      await reject({ variables: { ids, reason } });
      notify({ type: 'success', title: REVIEW_STRINGS.rejected(ids.length) });
      afterDecision(ids);
      setRejecting(null);
    } catch (error) {
      failed(error);
    }
  };

  const toggle = (id: string, on: boolean) => {
    setSelected((prev) => {
      const next = new Set(prev);
      if (on) next.add(id);
      else next.delete(id);
      return next;
    });
  };

  return (
    <Stack maxW="7xl" mx="auto" w="full" px={{ base: '3', md: '8' }} py="6" gap="4">
      <Heading as="h1" size="xl">
        {REVIEW_STRINGS.title}
      </Heading>
      <Tabs.Root
        value={tab}
        onValueChange={(details) => {
          setTab(details.value);
        }}
        variant="line"
        lazyMount
      >
        <Tabs.List>
          <Tabs.Trigger value="queue">{REVIEW_STRINGS.queueTab(total)}</Tabs.Trigger>
          <Tabs.Trigger value="log">{REVIEW_STRINGS.logTab}</Tabs.Trigger>
          <Tabs.Trigger value="templates">{TEMPLATE_REVIEW_STRINGS.tab}</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="queue">
          <ListStatus
            loading={queue.loading}
            error={queue.error}
            empty={items.length === 0}
            onRetry={() => queue.refetch()}
            emptyText={REVIEW_STRINGS.empty}
            skeleton={LIST_SPINNER}
          >
            <Flex gap="6" direction={{ base: 'column', lg: 'row' }} align="flex-start">
              <Stack
                flex="1"
                minW="0"
                w="full"
                gap="2"
                bg="white"
                borderRadius="lg"
                shadow="xs"
                p="3"
              >
                <HStack justify="space-between" wrap="wrap" gap="2">
                  <Checkbox.Root
                    size="sm"
                    checked={allChosen ? true : chosen.length > 0 ? 'indeterminate' : false}
                    onCheckedChange={(details) => {
                      setSelected(
                        details.checked === true ? new Set(items.map((i) => i.id)) : new Set(),
                      );
                    }}
                  >
                    <Checkbox.HiddenInput />
                    <Checkbox.Control />
                    <Checkbox.Label>{REVIEW_STRINGS.selectAll}</Checkbox.Label>
                  </Checkbox.Root>
                  <HStack gap="2">
                    <Button
                      size="xs"
                      colorPalette="green"
                      disabled={chosen.length === 0 || busy}
                      onClick={() => void doApprove(chosen)}
                    >
                      {REVIEW_STRINGS.bulkApprove(chosen.length)}
                    </Button>
                    <Button
                      size="xs"
                      colorPalette="red"
                      variant="outline"
                      disabled={chosen.length === 0 || busy}
                      onClick={() => {
                        setRejecting(chosen);
                      }}
                    >
                      {REVIEW_STRINGS.bulkReject(chosen.length)}
                    </Button>
                  </HStack>
                </HStack>
                <Stack as="ul" gap="1.5" listStyleType="none" aria-label="待审核列表">
                  {items.map((item) => (
                    <Flex
                      as="li"
                      key={item.id}
                      data-testid="queue-item"
                      data-id={item.id}
                      gap="3"
                      p="2"
                      align="center"
                      borderWidth="1px"
                      borderRadius="md"
                      borderColor={focus?.id === item.id ? 'brand.500' : 'gray.200'}
                      bg={focus?.id === item.id ? 'brand.50' : 'white'}
                      cursor="pointer"
                      onClick={() => {
                        setFocusId(item.id);
                      }}
                    >
                      <Checkbox.Root
                        size="sm"
                        checked={selected.has(item.id)}
                        onClick={(event) => {
                          event.stopPropagation();
                        }}
                        onCheckedChange={(details) => {
                          toggle(item.id, details.checked === true);
                        }}
                      >
                        <Checkbox.HiddenInput
                          aria-label={REVIEW_STRINGS.select(item.material.title)}
                        />
                        <Checkbox.Control />
                      </Checkbox.Root>
                      <Image
                        src={thumbUrl(item.material.url, 120)}
                        alt={item.material.title}
                        w="14"
                        h="14"
                        objectFit="cover"
                        borderRadius="sm"
                        bg="gray.100"
                      />
                      <Stack gap="0" minW="0" flex="1">
                        <Text fontSize="sm" truncate>
                          {item.material.title}
                        </Text>
                        <Text fontSize="xs" color="gray.500">
                          {item.uploader.name} · {formatDateTime(item.submittedAt)}
                        </Text>
                      </Stack>
                    </Flex>
                  ))}
                </Stack>
                <Pager
                  page={page}
                  pageSize={REVIEW_PAGE_SIZE}
                  total={total ?? 0}
                  onChange={setPage}
                />
              </Stack>
              {focus && (
                <Box
                  w={{ base: 'full', lg: '46%' }}
                  flexShrink={0}
                  bg="white"
                  borderRadius="lg"
                  shadow="xs"
                  p="4"
                >
                  <ReviewDetail
                    key={focus.id}
                    item={focus}
                    busy={busy}
                    onApprove={() => void doApprove([focus.id])}
                    onReject={() => {
                      setRejecting([focus.id]);
                    }}
                  />
                </Box>
              )}
            </Flex>
          </ListStatus>
        </Tabs.Content>
        <Tabs.Content value="log">
          <ReviewLog />
        </Tabs.Content>
        <Tabs.Content value="templates">
          <TemplateReviewPanel />
        </Tabs.Content>
      </Tabs.Root>
      {rejecting && (
        <RejectDialog
          count={rejecting.length}
          presets={queue.data?.reviewReasons ?? []}
          loading={rejectState.loading}
          onConfirm={(reason) => void doReject(rejecting, reason)}
          onCancel={() => {
            setRejecting(null);
          }}
        />
      )}
    </Stack>
  );
}
