import { Badge, Button, Heading, HStack, SimpleGrid, Stack } from '@chakra-ui/react';
import { Link as RouterLink, useMatches } from 'react-router-dom';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { EntryCard } from '../../shared/components/EntryCard';
import { deepestHandle } from '../../shared/routeHandle';
import { TITLE_STRINGS as S } from '../titles.strings';

const BASE = '/copyPage/copyTitlePage';

interface Entry {
  label: string;
  to?: string;
}

// spec create-and-write §2 /copyHome: four cards; AI 写作 entries are not open yet (敬请期待).
const CARDS: { title: string; intro: string; entries: Entry[] }[] = [
  {
    title: '标题助手',
    intro: '十万级真实热门标题库，按关键字检索；输入主题生成智能标题。',
    entries: [
      { label: '10w+标题', to: `${BASE}/title-10plus` },
      { label: '原创标题', to: `${BASE}/title-origin` },
      { label: '智能标题', to: `${BASE}/title-intelligent` },
    ],
  },
  {
    title: '文案素材',
    intro: '古诗词中的经典文案与为营销场景撰写的原创文案，一键收藏与复制。',
    entries: [
      { label: '经典文案', to: `${BASE}/doc-classics` },
      { label: '原创文案', to: `${BASE}/doc-origin` },
    ],
  },
  {
    title: '禁词检测',
    intro: '按《广告法》与行业词库检测禁用词、敏感词，给出依据与替换建议。',
    entries: [{ label: '禁词检测', to: `${BASE}/word-check` }],
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
      <Breadcrumbs items={[...crumbs, { label: '秒撰' }]} />
      <Heading as="h1" size="2xl">
        秒撰
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
