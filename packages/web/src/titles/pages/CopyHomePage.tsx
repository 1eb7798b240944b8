import { Badge, Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useMatches } from 'react-router-dom';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { EntryCard } from '../../shared/components/EntryCard';
import { deepestHandle } from '../../shared/routeHandle';
import { branchHref } from '../../shared/routeEntry';
import type { Page } from '../../shared/routeEntry';
import { DOC_CLASSICS, DOC_ORIGIN } from '../../copy/copy.routes';
import { WORD_CHECK } from '../../wordcheck/wordcheck.routes';
import { TITLE_STRINGS as S } from '../titles.strings';
import {
  COPY_HOME,
  TITLE_10PLUS,
  TITLE_INTELLIGENT,
  TITLE_ORIGIN,
  WRITING_BRANCH,
} from '../titles.routes';

// A writing tool's entry: its page's title, leading to where the writing branch places it.
function tool(page: Page): Entry {
  const placement = WRITING_BRANCH.pages.find((p) => p.page === page);
  if (!placement) throw new Error(`${page.title} is not a writing tool`);
  return { label: page.title, to: branchHref(WRITING_BRANCH, placement) };
}

interface Entry {
  label: string;
  to?: string;
}

// spec create-and-write §2 /copyHome: four cards; AI 写作 entries are not open yet (敬请期待).
const CARDS: { title: string; intro: string; entries: Entry[] }[] = [
  {
    title: '标题助手',
    intro: '十万级真实热门标题库，按关键字检索；输入主题生成智能标题。',
    entries: [tool(TITLE_10PLUS), tool(TITLE_ORIGIN), tool(TITLE_INTELLIGENT)],
  },
  {
    title: '文案素材',
    intro: '古诗词中的经典文案与为营销场景撰写的原创文案，一键收藏与复制。',
    entries: [tool(DOC_CLASSICS), tool(DOC_ORIGIN)],
  },
  {
    title: WORD_CHECK.title,
    intro: '按《广告法》与行业词库检测禁用词、敏感词，给出依据与替换建议。',
    entries: [tool(WORD_CHECK)],
  },
  {
    title: 'AI写作',
    intro: 'AI 口号与 AI 写作助手。',
    entries: [{ label: 'AI口号' }, { label: 'AI写作助手' }],
  },
];

/** /copyHome: the 秒撰 landing page. */
export function CopyHomePage() {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  return (
    <Stack gap="6" py="8" px={{ base: '4', md: '8' }} maxW="6xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: COPY_HOME.title }]} />
      <Heading as="h1" size="2xl">
        {COPY_HOME.title}
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {CARDS.map((card) => (
          <EntryCard key={card.title} title={card.title} intro={card.intro}>
            {card.entries.map((entry) =>
              entry.to ? (
                <Button key={entry.label} asChild size="sm" colorPalette="brand" variant="outline">
                  <RouterLink to={entry.to}>{entry.label}</RouterLink>
                </Button>
              ) : (
                <HStack key={entry.label} gap="1">
                  <Button size="sm" variant="outline" disabled>
                    {entry.label}
                  </Button>
                  <Badge colorPalette="gray">{S.comingSoon}</Badge>
                </HStack>
              ),
            )}
          </EntryCard>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
