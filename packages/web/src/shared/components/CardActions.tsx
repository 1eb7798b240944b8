import { HStack, IconButton, type IconButtonProps, type StackProps } from '@chakra-ui/react';

/** The actions over a card's picture: always shown on a phone, elsewhere on hover or focus. */
export function CardActions(props: StackProps) {
  return (
    <HStack
      gap="1"
      opacity={{ base: 1, md: 0 }}
      transition="opacity 0.15s"
      _groupHover={{ opacity: 1 }}
      _groupFocusWithin={{ opacity: 1 }}
      {...props}
    />
  );
}

/** One action over a card's picture: small, on a light backing that reads on any picture. */
export function CardAction(props: IconButtonProps) {
  return <IconButton size="xs" variant="subtle" bg="whiteAlpha.900" {...props} />;
}
