import { useMutation } from '@apollo/client/react';
import {
  Badge,
  Box,
  Button,
  Heading,
  HStack,
  Image,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
} from '@chakra-ui/react';
import { useEffect, useRef, useState } from 'react';
import {
  RenderGameTemplateDocument,
  type GameResults_TemplateFragment,
} from '@adstudio/schema/client';
import { notify } from '../shared/toaster';
import { useSession } from '../accounts/session';
import { editorHref } from '../templates/templates.utils';
import { GAME_STRINGS as S } from './game.strings';

export interface Rendered {
  id: string;
  imageUrl: string;
}

/** One batch of the template ids: the page'th 9 (GENERIC_BATCH) and how many there are. */
export type LoadBatch = (
  page: number,
) => Promise<{ items: readonly GameResults_TemplateFragment[]; total: number } | null>;

/** spec §4, §9: the generic flow moves 9 further along the original ids per click. */
export const GENERIC_BATCH = 9;

interface Props {
  load: LoadBatch;
  /** Copy and pictures for every template's replaceObj (secondLabel, logo_0, role_0, background). */
  fill: Record<string, unknown>;
  /** A change to each document before it is drawn (the PC game's face placement). */
  adjust?: (document: string) => string;
  /** The small-image banner of getGameCapture, drawn already. */
  capture?: Rendered | null;
  onBack: () => void;
}

const requestId = () => `game_${Math.random().toString(36).slice(2, 14)}`;

/**
 * 模板选择 for the game and appliance forms, the spec's generic variant: 9 templates a batch, each
 * drawn with the user's choice; 生成更多 moves 9 further along the ids, 已经没有更多了～ at the end,
 * 暂无数据哦～ when there are none.
 */
export function GameResults({ load, fill, adjust, capture, onBack }: Props) {
  const [render] = useMutation(RenderGameTemplateDocument, { context: { handlesErrors: true } });
  const [templates, setTemplates] = useState<readonly GameResults_TemplateFragment[]>([]);
  const [total, setTotal] = useState<number | null>(null);
  const [loading, setLoading] = useState(false);
  const [rendered, setRendered] = useState<Record<string, Rendered | 'failed'>>({});
  const page = useRef(0);
  const queued = useRef(new Set<string>());
  const queue = useRef<Promise<void>>(Promise.resolve());

  const more = async () => {
    if (loading) return;
    if (total !== null && page.current * GENERIC_BATCH >= total) {
      notify({ type: 'warning', title: S.noMore });
      return;
    }
    setLoading(true);
    const answer = await load(page.current + 1).catch(() => null);
    if (answer) {
      page.current += 1;
      setTemplates((list) => [...list, ...answer.items]);
      setTotal(answer.total);
    } else setTotal((t) => t ?? 0);
    setLoading(false);
  };

  const first = useRef(false);
  useEffect(() => {
    if (first.current) return;
    first.current = true;
    void more();
  });

  useEffect(() => {
    const fresh = templates.filter((t) => !queued.current.has(t.id));
    for (const t of fresh) queued.current.add(t.id);
    // One at a time: the render queue is shared, and the first card shows soonest.
    queue.current = queue.current.then(async () => {
      for (const t of fresh) {
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
    });
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
      {total === 0 ? (
        <Text color="fg.muted">{S.noTemplates}</Text>
      ) : (
        <SimpleGrid columns={{ base: 1, md: 2, lg: 3 }} gap="4">
          {templates.map((t) => {
            const state = rendered[t.id];
            return state === undefined ? (
              <Stack
                key={t.id}
                borderWidth="1px"
                borderRadius="md"
                p="2"
                data-testid="game-design-loading"
              >
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
      {total !== 0 && (
        <Button
          alignSelf="center"
          size="sm"
          variant="outline"
          loading={loading}
          onClick={() => void more()}
        >
          {S.more}
        </Button>
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
