import { Button, SimpleGrid } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../shared/paths';
import { EntryCard } from '../../shared/components/EntryCard';
import type { Page } from '../../shared/routeEntry';
import { SMART_GENERATE, SMART_POSTER, SMART_SINGLE } from '../../smart/smart.routes';
import { MODEL_CENTER } from '../templates.routes';

interface CreationCard {
  // Its title is the page's.
  page: Page;
  intro: string;
  to: string;
  action: string;
}

const TEMPLATE_CENTRE: CreationCard = {
  page: MODEL_CENTER,
  intro: '新媒体首图与海报模板，按行业、主题、风格筛选，收藏与下载。',
  to: PATHS.modelCenter,
  action: '浏览模板',
};

// create-and-write §2: the three smart creations, each from a scenario and the user's own copy.
export const SMART_CREATIONS: CreationCard[] = [
  {
    page: SMART_GENERATE,
    intro: '选择使用场景，填入文案与图片，生成公众号首图。',
    to: PATHS.smartGenerate,
    action: '开始创作',
  },
  {
    page: SMART_POSTER,
    intro: '选择海报类型与节点，一次得到多张海报。',
    to: PATHS.smartPoster,
    action: '开始创作',
  },
  {
    page: SMART_SINGLE,
    intro: '上传一张主图，生成单张海报。',
    to: PATHS.smartSingle,
    action: '开始创作',
  },
];

export const ALL_CREATIONS: CreationCard[] = [TEMPLATE_CENTRE, ...SMART_CREATIONS];

/** The 秒创 entry cards: what each way of creating does, and a button into it. */
export function CreationCards({ cards }: { cards: CreationCard[] }) {
  return (
    <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
      {cards.map((card) => (
        <EntryCard key={card.page.title} title={card.page.title} intro={card.intro}>
          <Button asChild size="sm" colorPalette="brand" variant="outline">
            <RouterLink to={card.to}>{card.action}</RouterLink>
          </Button>
        </EntryCard>
      ))}
    </SimpleGrid>
  );
}
