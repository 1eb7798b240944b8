import {
  AspectRatio,
  Badge,
  Box,
  Button,
  HStack,
  Image,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useState } from 'react';
import type { SmartCopyField, SmartProfileQuery } from '@adstudio/schema/client';
import { useSession } from '../../accounts/session';
import { editorHref } from '../../templates/templates.utils';
import { SMART_STRINGS as S } from '../smart.strings';
import { useBannedConfirm } from '../hooks/useBannedConfirm';
import { useOnlineEdit } from '../hooks/useOnlineEdit';
import { BannedConfirmDialog } from './BannedConfirmDialog';

export type Design = SmartProfileQuery['smartProfile']['designs'][number];
type Preview = 'loading' | 'loaded' | 'failed';

interface Props {
  design: Design;
  /** 禁用 words in the copy the designs were made with: 在线编辑 asks first. */
  bannedWords: readonly string[];
  /** The picture loaded or failed (生成更多 waits for its whole batch). */
  onSettled: (id: string) => void;
  onShorten: (field: SmartCopyField, maxChars: number) => void;
  shortening: boolean;
}

/**
 * A recommended design: the user's filled design as the server draws it (a skeleton until it
 * arrives), why it was chosen, what to watch, 「缩短到 N 字」 and 在线编辑, which opens this filled
 * design (not the template's sample) in the editor.
 */
export function DesignCard({ design, bannedWords, onSettled, onShorten, shortening }: Props) {
  const { token, userInfo } = useSession();
  const { template, match } = design;
  const [preview, setPreview] = useState<Preview>('loading');
  const [attempt, setAttempt] = useState(0);
  const banned = useBannedConfirm();
  const href = editorHref(template.id, userInfo, token, { filled: true });
  const edit = useOnlineEdit({ templateId: template.id, document: template.document, href });
  const settle = (state: Preview) => {
    setPreview(state);
    onSettled(template.id);
  };

  return (
    <Stack borderWidth="1px" borderRadius="md" p="2" gap="2" data-testid="design-card">
      <AspectRatio ratio={template.width / Math.max(1, template.height)}>
        <Box position="relative" borderRadius="sm" overflow="hidden">
          {preview === 'loading' && (
            <Skeleton position="absolute" inset="0" data-testid="design-preview-loading" />
          )}
          {preview === 'failed' ? (
            <Stack align="center" justify="center" gap="2" bg="bg.muted" w="full" h="full">
              <Text fontSize="sm" color="fg.muted">
                {S.previewFailed}
              </Text>
              <Button
                size="xs"
                variant="outline"
                onClick={() => {
                  setPreview('loading');
                  setAttempt((n) => n + 1);
                }}
              >
                {S.previewRetry}
              </Button>
            </Stack>
          ) : (
            <Image
              key={attempt}
              src={attempt === 0 ? design.previewUrl : `${design.previewUrl}?retry=${attempt}`}
              alt={template.name}
              data-testid="design-preview"
              data-state={preview}
              w="full"
              h="full"
              objectFit="contain"
              opacity={preview === 'loaded' ? 1 : 0}
              onLoad={() => {
                settle('loaded');
              }}
              onError={() => {
                settle('failed');
              }}
            />
          )}
        </Box>
      </AspectRatio>
      <HStack gap="1" wrap="wrap">
        {bannedWords.length > 0 && (
          <Badge colorPalette="red" data-testid="design-banned">
            {S.bannedBadge}
          </Badge>
        )}
        {match.reasons.map((reason) => (
          // A reason is a sentence: it wraps inside the card instead of running past its edge.
          <Badge
            key={reason}
            colorPalette="green"
            data-testid="design-reason"
            whiteSpace="normal"
            maxW="full"
            h="auto"
          >
            {reason}
          </Badge>
        ))}
        {match.images.map((use) => (
          <Badge key={use.field} colorPalette="blue" data-testid="design-image">
            {S.imageUse(use.field, use.cutout)}
          </Badge>
        ))}
      </HStack>
      {match.warnings.map((warning) => (
        <Text key={warning} fontSize="xs" color="orange.600">
          {warning}
        </Text>
      ))}
      <HStack gap="2" wrap="wrap">
        {match.shorten.map(({ field, maxChars }) => (
          <Button
            key={field}
            size="xs"
            variant="outline"
            loading={shortening}
            onClick={() => {
              onShorten(field, maxChars);
            }}
          >
            {S.shortenTo(maxChars)}
          </Button>
        ))}
        <Button asChild size="xs" colorPalette="brand">
          <a
            href={href}
            target="_blank"
            rel="noopener noreferrer"
            aria-busy={edit.opening}
            onClick={(e) => {
              // The link alone would open the template's sample: the filled design is saved first.
              e.preventDefault();
              banned.guard(bannedWords, edit.open);
            }}
          >
            {S.onlineEdit}
          </a>
        </Button>
      </HStack>
      <BannedConfirmDialog words={banned.words} onAnswer={banned.answer} />
    </Stack>
  );
}
