import { Heading, HStack, IconButton } from '@chakra-ui/react';
import { SMART_STRINGS as S } from '../smart.strings';

/** 模板选择's back arrow and title 选择模板继续编辑 (spec §2); `onBack` returns to the form. */
export function ChoiceHeading({ onBack }: { onBack: () => void }) {
  return (
    <HStack gap="2">
      <IconButton aria-label={S.back} size="sm" variant="ghost" onClick={onBack}>
        ←
      </IconButton>
      <Heading as="h1" size="xl">
        {S.chooseTemplate}
      </Heading>
    </HStack>
  );
}
