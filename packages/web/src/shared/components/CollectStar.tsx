import { IconButton } from '@chakra-ui/react';
import { StarIcon } from './icons';

interface Props {
  collected: boolean;
  /** What is collected, read out after 收藏 / 取消收藏 (e.g. the headline). */
  name: string;
  onToggle: () => void;
}

/** The star that collects or un-collects a headline or a copy card, filled when collected. */
export function CollectStar({ collected, name, onToggle }: Props) {
  return (
    <IconButton
      size="xs"
      variant="ghost"
      color={collected ? 'orange.400' : 'gray.400'}
      aria-label={`${collected ? '取消收藏' : '收藏'} ${name}`}
      aria-pressed={collected}
      onClick={onToggle}
    >
      <StarIcon css={{ '--star-fill': collected ? 'currentColor' : 'none' }} />
    </IconButton>
  );
}
