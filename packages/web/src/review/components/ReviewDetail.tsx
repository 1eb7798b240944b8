import { Box, Button, Flex, HStack, Image, Stack, Text, Wrap } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { ReviewHistoryDocument } from '@adstudio/schema/client';
import type { ReviewQueueQuery } from '@adstudio/schema/client';
import { thumbUrl } from '../../materials/materials.utils';
import { formatDateTime, formatFileSize } from '../../shared/utils/format';
import { REVIEW_STRINGS } from '../review.strings';
import { ActionBadge } from './ReviewLog';

export type QueueItem = ReviewQueueQuery['reviewQueue']['items'][number];

// The large preview (the files route resizes to any width up to 2400).
const PREVIEW_WIDTH = 900;

/** A labelled fact of a review item (上传者, 尺寸 …). */
export function Fact({ label, children }: { label: string; children: React.ReactNode }) {
  return (
    <Flex gap="2" fontSize="sm" data-testid={`review-fact-${label}`}>
      <Text color="gray.500" flexShrink={0} w="16">
        {label}
      </Text>
      <Box minW="0">{children}</Box>
    </Flex>
  );
}

interface ReviewDetailProps {
  item: QueueItem;
  busy: boolean;
  onApprove: () => void;
  onReject: () => void;
}

/** The focused queue item: large preview, what the uploader submitted, its trail, the decision. */
export function ReviewDetail({ item, busy, onApprove, onReject }: ReviewDetailProps) {
  const { material } = item;
  const history = useQuery(ReviewHistoryDocument, {
    variables: { materialId: material.id },
    fetchPolicy: 'cache-and-network',
  });
  return (
    <Stack gap="4" as="section" aria-label="素材详情">
      <Flex
        bg="gray.900"
        borderRadius="md"
        justify="center"
        align="center"
        minH="72"
        maxH="md"
        overflow="hidden"
      >
        <Image
          src={thumbUrl(material.url, PREVIEW_WIDTH)}
          alt={material.title}
          maxH="md"
          maxW="full"
          objectFit="contain"
        />
      </Flex>
      <Stack gap="1.5">
        <Text fontWeight="semibold" fontSize="lg">
          {material.title}
        </Text>
        <Fact label={REVIEW_STRINGS.uploader}>{item.uploader.name}</Fact>
        <Fact label={REVIEW_STRINGS.submittedAt}>{formatDateTime(item.submittedAt)}</Fact>
        <Fact label={REVIEW_STRINGS.tags}>
          <Wrap gap="1">
            {material.tags.map((tag) => (
              <Box key={tag.id} as="span" bg="gray.100" px="1.5" borderRadius="sm">
                {tag.name}
              </Box>
            ))}
          </Wrap>
        </Fact>
        <Fact label={REVIEW_STRINGS.category}>{material.category}</Fact>
        <Fact label={REVIEW_STRINGS.size}>
          {material.width} x {material.height} px
        </Fact>
        <Fact label={REVIEW_STRINGS.fileSize}>{formatFileSize(material.fileSize)}</Fact>
        <Fact label={REVIEW_STRINGS.format}>{material.format.toUpperCase()}</Fact>
        <Fact label={REVIEW_STRINGS.copyright}>
          <Text>{material.copyright}</Text>
          {material.copyrightUrl && (
            <Text fontSize="xs" color="gray.500" wordBreak="break-all">
              {material.copyrightUrl}
            </Text>
          )}
        </Fact>
      </Stack>
      <HStack gap="3">
        <Button colorPalette="green" size="sm" loading={busy} onClick={onApprove}>
          {REVIEW_STRINGS.approve}
        </Button>
        <Button colorPalette="red" variant="outline" size="sm" disabled={busy} onClick={onReject}>
          {REVIEW_STRINGS.reject}
        </Button>
      </HStack>
      <Stack gap="1">
        <Text fontSize="sm" fontWeight="medium">
          {REVIEW_STRINGS.trail}
        </Text>
        {(history.data?.reviewHistory ?? []).map((event) => (
          <Flex key={event.id} gap="2" fontSize="xs" align="center" wrap="wrap">
            <Text color="gray.500">{formatDateTime(event.createdAt)}</Text>
            <ActionBadge action={event.action} />
            <Text>{event.actor.name}</Text>
            {event.reason && <Text color="red.600">{event.reason}</Text>}
          </Flex>
        ))}
      </Stack>
    </Stack>
  );
}
