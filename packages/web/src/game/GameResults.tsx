import { useMutation } from '@apollo/client/react';
import { Badge, Box, Button, Heading, HStack, Image, SimpleGrid, Skeleton, Stack, Text } from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import { RenderGameTemplateDocument, type GameResults_TemplateFragment } from '@adstudio/schema/client';
import { useSession } from '../accounts/session';
import { editorHref } from '../templates/templates.utils';
import { GAME_STRINGS as S } from './game.strings';

export interface Rendered {
  id: string;
  imageUrl: string;
}

interface Props {
  templates: readonly GameResults_TemplateFragment[];
  /** Copy and pictures for every template's replaceObj (secondLabel, logo_0, role_0, background). */
  fill: Record<string, unknown>;
  /** A change to each document before it is drawn (the PC game's face placement). */
  adjust?: (document: string) => string;
  /** The small-image banner of getGameCapture, drawn already. */
  capture?: Rendered | null;
  onBack: () => void;
}

const requestId = () => `game_${Math.random().toString(36).slice(2, 14)}`;

/** 模板选择 for the game and appliance forms: each layout drawn with the user's choice. */
export function GameResults({ templates, fill, adjust, capture, onBack }: Props) {
  const [render] = useMutation(RenderGameTemplateDocument, { context: { handlesErrors: true } });
  const [rendered, setRendered] = useState<Record<string, Rendered | 'failed'>>({});
  const started = useRef(false);

  useEffect(() => {
    if (started.current) return;
    started.current = true;
    void (async () => {
      // One at a time: the render queue is shared, and the first card shows soonest.
      for (const t of templates) {
        const replaceObj = { ...(JSON.parse(t.sampleContent) as Record<string, unknown>), ...fill };
        const template = JSON.stringify({
          synthetic: adjust ? adjust(t.document) : t.document,
          replaceObj,
          name: t.name,
        });
        try {
          const { data } = await render({ variables: { template, requestId: requestId() } });
          const done = data?.renderTemplate;
          setRendered((r) => ({
            ...r,
            [t.id]: done ? { id: done.template.id, imageUrl: done.imageUrl } : 'failed',
          }));
        } catch {
          setRendered((r) => ({ ...r, [t.id]: 'failed' }));
        }
      }
    })();
  }, [templates, fill, adjust, render]);

  return (
    <Stack gap="4" data-testid="game-results">
      <HStack justify="space-between">
        <Heading as="h2" size="lg">
          {S.chooseTemplate}
        </Heading>
        <Button size="sm" variant="outline" onClick={onBack}>
          {S.back}
        </Button>
      </HStack>
      <Text fontSize="sm" color="fg.muted">
        <Badge colorPalette="orange" mr="2">
          {S.demoMark}
        </Badge>
        {S.demoNote}
      </Text>
      {capture && (
        <Stack gap="2">
          <Text fontWeight="semibold">{S.capture}</Text>
          <ResultCard design={capture} testId="game-capture" />
        </Stack>
      )}
      {templates.length === 0 ? (
        <Text color="fg.muted">{S.noTemplates}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {templates.map((t) => {
            const state = rendered[t.id];
            return state === undefined ? (
              <Stack key={t.id} borderWidth="1px" borderRadius="md" p="2" data-testid="game-design-loading">
                <Skeleton aspectRatio={1080 / 460} />
                <Text fontSize="sm">{S.rendering}</Text>
              </Stack>
            ) : state === 'failed' ? (
              <Stack key={t.id} borderWidth="1px" borderRadius="md" p="2">
                <Text color="fg.error">{S.renderFailed}</Text>
              </Stack>
            ) : (
              <ResultCard key={t.id} design={state} testId="game-design" />
            );
          })}
        </SimpleGrid>
      )}
    </Stack>
  );
}

function ResultCard({ design, testId }: { design: Rendered; testId: string }) {
  const { token, userInfo } = useSession();
  return (
    <Stack borderWidth="1px" borderRadius="md" p="2" gap="2" data-testid={testId}>
      <Box borderRadius="sm" overflow="hidden">
        <Image src={design.imageUrl} alt={S.chooseTemplate} w="full" />
      </Box>
      <Button
        size="sm"
        colorPalette="brand"
        onClick={() => {
          window.open(editorHref(design.id, userInfo, token), '_blank', 'noopener,noreferrer');
        }}
      >
        {S.editOnline}
      </Button>
    </Stack>
  );
}
