import { Box, HStack, Image, Spinner, Text } from '@chakra-ui/react';
import type { BoxProps } from '@chakra-ui/react';
import type { ReactNode } from 'react';
import type { TemplateCard_TemplateFragment } from '@adstudio/schema/client';
import { CardAction, CardActions } from '../../shared/components/CardActions';
import { DownloadIcon, ZoomIcon } from '../../shared/components/icons';
import { thumbUrl } from '../../materials/materials.utils';
import { CollectStar } from '../../shared/components/CollectStar';
import type { TemplateActions } from '../hooks/useTemplateActions';
import { TEMPLATE_THUMB_WIDTH } from '../templates.constants';
import { STRINGS } from '../../shared/strings';

interface TemplateCardProps extends Omit<BoxProps, 'children'> {
  template: TemplateCard_TemplateFragment;
  actions: TemplateActions;
  onPreview: (url: string, name: string) => void;
  // Page-specific actions beside zoom and download (取消收藏, 删除记录).
  extra?: ReactNode;
  // The favourites list only un-collects through its own confirmed button.
  showStar?: boolean;
}

/** A template preview with the collect star, large view and download (create-and-write §2). */
export function TemplateCard({
  template,
  actions,
  onPreview,
  extra,
  showStar = true,
  ...boxProps
}: TemplateCardProps) {
  const { id, name, previewUrl, isCollected } = template;
  const downloading = actions.downloadingId === id;
  return (
    <Box
      className="group"
      position="relative"
      overflow="hidden"
      borderRadius="md"
      bg="gray.100"
      data-testid="template-card"
      data-collected={isCollected}
      {...boxProps}
    >
      <Image
        src={thumbUrl(previewUrl, TEMPLATE_THUMB_WIDTH)}
        alt={name}
        w="full"
        h="full"
        objectFit="cover"
        loading="lazy"
        decoding="async"
      />
      <HStack position="absolute" top="2" right="2" gap="1">
        {showStar && (
          <Box bg="whiteAlpha.900" borderRadius="md">
            <CollectStar
              collected={isCollected}
              name={name}
              onToggle={() => {
                actions.toggleCollect(template);
              }}
            />
          </Box>
        )}
      </HStack>
      <CardActions
        position="absolute"
        insetX="0"
        bottom="0"
        p="2"
        justify="space-between"
        bg="linear-gradient(to top, rgba(0,0,0,0.6), transparent)"
      >
        <Text color="white" fontSize="xs" truncate title={name}>
          {name}
        </Text>
        <HStack gap="1" flexShrink={0}>
          <CardAction
            aria-label={`${STRINGS.zoom} ${name}`}
            onClick={() => {
              onPreview(previewUrl, name);
            }}
          >
            <ZoomIcon />
          </CardAction>
          <CardAction
            aria-label={`${STRINGS.download} ${name}`}
            disabled={downloading}
            onClick={() => {
              actions.download(template);
            }}
          >
            {downloading ? <Spinner size="xs" /> : <DownloadIcon />}
          </CardAction>
          {extra}
        </HStack>
      </CardActions>
    </Box>
  );
}
