import { Box, Image, Link, Spinner } from '@chakra-ui/react';
import type { BoxProps } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import type { MaterialCard_MaterialFragment } from '@adstudio/schema/client';
import type { MaterialActions } from '../hooks/useMaterialActions';
import { GRID_THUMB_WIDTH } from '../materials.constants';
import { MATERIAL_STRINGS } from '../materials.strings';
import { detailHref, thumbUrl } from '../materials.utils';
import { CardAction, CardActions } from '../../shared/components/CardActions';
import { DownloadIcon, HeartIcon, ZoomIcon } from '../../shared/components/icons';
import { STRINGS } from '../../shared/strings';

interface MaterialCardProps extends Omit<BoxProps, 'children'> {
  material: MaterialCard_MaterialFragment;
  actions: MaterialActions;
  // spec platform-core §2: on the library home a click opens the detail in a new tab.
  newTab?: boolean;
  thumbWidth?: number;
  /** In the first screen (a home row's first slide): fetched at once, not when laid out. */
  eager?: boolean;
  // spec platform-core §2: a broken image is hidden.
  onBroken?: (id: string) => void;
}

/** One image with favourite, preview and download actions; the image links to its detail. */
export function MaterialCard({
  material,
  actions,
  newTab = false,
  thumbWidth = GRID_THUMB_WIDTH,
  eager = false,
  onBroken,
  ...boxProps
}: MaterialCardProps) {
  const { id, title, url, isCollected } = material;
  const href = detailHref(id);
  const downloading = actions.downloadingId === id;
  // Each action names its material: a page (the detail with similar images) shows many of them.
  const image = (
    <Image
      src={thumbUrl(url, thumbWidth)}
      alt={title}
      w="full"
      h="full"
      objectFit="cover"
      loading={eager ? 'eager' : 'lazy'}
      fetchPriority={eager ? 'high' : 'auto'}
      decoding="async"
      onError={() => onBroken?.(id)}
    />
  );
  return (
    <Box
      className="group"
      position="relative"
      overflow="hidden"
      borderRadius="md"
      bg="gray.100"
      data-testid="material-card"
      {...boxProps}
    >
      <Link asChild display="block" w="full" h="full" _focusVisible={{ outlineOffset: '-2px' }}>
        {newTab ? (
          <a href={href} target="_blank" rel="noopener noreferrer">
            {image}
          </a>
        ) : (
          <RouterLink to={href}>{image}</RouterLink>
        )}
      </Link>
      <CardActions position="absolute" top="2" right="2">
        <CardAction
          aria-label={`${isCollected ? MATERIAL_STRINGS.uncollect : MATERIAL_STRINGS.collect} ${title}`}
          aria-pressed={isCollected}
          color={isCollected ? 'red.500' : 'gray.700'}
          css={isCollected ? { '--heart-fill': 'currentColor' } : undefined}
          onClick={() => {
            actions.toggleFavorite(material);
          }}
        >
          <HeartIcon />
        </CardAction>
        <CardAction
          aria-label={`${STRINGS.zoom} ${title}`}
          onClick={() => {
            actions.preview(url, title);
          }}
        >
          <ZoomIcon />
        </CardAction>
        <CardAction
          aria-label={`${downloading ? MATERIAL_STRINGS.downloading : STRINGS.download} ${title}`}
          disabled={downloading}
          onClick={() => {
            actions.download(id);
          }}
        >
          {downloading ? <Spinner size="xs" /> : <DownloadIcon />}
        </CardAction>
      </CardActions>
    </Box>
  );
}
