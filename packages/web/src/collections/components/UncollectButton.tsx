import { Button, type ButtonProps } from '@chakra-ui/react';
import { COLLECT_STRINGS } from '../collections.strings';

interface UncollectButtonProps extends Omit<ButtonProps, 'onClick' | 'children'> {
  /** The item's name, for the button's accessible name (取消收藏 <name>). */
  name: string;
  onClick: () => void;
}

/** A favourites list item's 取消收藏, which asks for confirmation before anything changes. */
export function UncollectButton({ name, onClick, ...rest }: UncollectButtonProps) {
  return (
    <Button
      size="2xs"
      variant="outline"
      {...rest}
      aria-label={`${COLLECT_STRINGS.uncollect} ${name}`}
      onClick={onClick}
    >
      {COLLECT_STRINGS.uncollect}
    </Button>
  );
}
