import { Box, Button, Heading, HStack, Image, Input, Stack, Text } from '@chakra-ui/react';
import { useState } from 'react';
import { COPY_STRINGS as S, DEFAULT_LINES } from '../copy.strings';
import { OwnImageSlot } from '../../uploads/ownImage/OwnImageSlot';
import { useOwnImage } from '../../uploads/ownImage/useOwnImage';
import { useChangeCopy } from '../hooks/useChangeCopy';
import { CopyLibraryButton } from './CopyLibraryButton';
import type { CopySelection } from './CopyLibraryDrawer';
import { LineCountSelect } from './LineCountSelect';

const EMPTY: CopySelection = { mainLabel: '', secondLabel: '', thirdLabel: '' };
const FIELDS = ['mainLabel', 'secondLabel', 'thirdLabel'] as const;

/** The copy-card generator of 原创文案: 1–3 title lines, two logos and a code, a live preview. */
export function CopyCardGenerator() {
  const [lines, setLines] = useState<number>(DEFAULT_LINES);
  const [text, setText] = useState<CopySelection>(EMPTY);
  const { changing, change } = useChangeCopy(lines, setText);
  const images = [
    { label: S.logo(1), image: useOwnImage() },
    { label: S.logo(2), image: useOwnImage() },
    { label: S.code, image: useOwnImage() },
  ];

  return (
    <Box borderWidth="1px" borderRadius="lg" p="5" bg="bg.panel">
      <Heading as="h2" size="md" mb="4">
        {S.generator}
      </Heading>
      <HStack align="start" gap="8" wrap="wrap">
        <Stack gap="3" flex="1" minW="72">
          <LineCountSelect label={S.titleLines} value={lines} onChange={setLines} />
          {FIELDS.slice(0, lines).map((field, i) => (
            <Input
              key={field}
              aria-label={S.lineLabels[i]}
              placeholder={S.lineLabels[i]}
              maxLength={30}
              value={text[field]}
              onChange={(e) => {
                setText((prev) => ({ ...prev, [field]: e.target.value }));
              }}
            />
          ))}
          <HStack gap="3">
            <Button size="sm" variant="outline" loading={changing} onClick={() => void change()}>
              {S.changeCopy}
            </Button>
            <CopyLibraryButton
              onConfirm={(selection) => {
                setText(selection);
              }}
            />
          </HStack>
          <HStack gap="4" wrap="wrap">
            {images.map(({ label, image }) => (
              <OwnImageSlot key={label} label={label} image={image} />
            ))}
          </HStack>
        </Stack>
        <Stack
          aria-label={S.preview}
          w="80"
          minH="48"
          p="6"
          borderRadius="lg"
          bg="brand.600"
          color="white"
          gap="2"
          justify="center"
        >
          {FIELDS.slice(0, lines).map((field, i) => (
            <Text
              key={field}
              fontSize={i === 0 ? '2xl' : 'md'}
              fontWeight={i === 0 ? 'bold' : 'normal'}
            >
              {text[field] || S.lineLabels[i]}
            </Text>
          ))}
          <HStack gap="3" pt="2">
            {images.map(
              ({ label, image }) =>
                image.url && (
                  <Image key={label} src={image.url} alt={label} h="12" objectFit="contain" />
                ),
            )}
          </HStack>
        </Stack>
      </HStack>
    </Box>
  );
}
