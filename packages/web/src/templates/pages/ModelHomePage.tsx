import { Box, Button, Heading, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { Link as RouterLink } from 'react-router-dom';
import { PATHS } from '../../shared/paths';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';

// create-and-write §2 /modelHome: four cards (template centre and the three smart creations).
const CARDS: { title: string; intro: string; to: string; action: string }[] = [
  {
    title: '模板中心',
    intro: '新媒体首图与海报模板，按行业、主题、风格筛选，收藏与下载。',
    to: PATHS.modelCenter,
    action: '浏览模板',
  },
  {
    title: '智能创作（新媒体首图）',
    intro: '选择使用场景，填入文案与图片，生成公众号首图。',
    to: PATHS.smartGenerate,
    action: '开始创作',
  },
  {
    title: '智能创作（海报）',
    intro: '选择海报类型与节点，一次得到多张海报。',
    to: PATHS.smartPoster,
    action: '开始创作',
  },
  {
    title: '智能创作（单张）',
    intro: '上传一张主图，生成单张海报。',
    to: PATHS.smartSingle,
    action: '开始创作',
  },
];

/** /modelHome: the 秒创 landing page. */
export function ModelHomePage() {
  return (
    <Stack gap="6" py="8" px={{ base: '4', md: '8' }} maxW="6xl" mx="auto" w="full">
      <Breadcrumbs items={[{ label: '首页', to: PATHS.realHome }, { label: '秒创' }]} />
      <Heading as="h1" size="2xl">
        秒创
      </Heading>
      <SimpleGrid columns={{ base: 1, md: 2 }} gap="5">
        {CARDS.map((card) => (
          <Box key={card.title} borderWidth="1px" borderRadius="lg" p="6" bg="bg.panel">
            <Heading as="h2" size="lg">
              {card.title}
            </Heading>
            <Text color="fg.muted" mt="2" minH="12">
              {card.intro}
            </Text>
            <Button asChild size="sm" colorPalette="brand" variant="outline" mt="4">
              <RouterLink to={card.to}>{card.action}</RouterLink>
            </Button>
          </Box>
        ))}
      </SimpleGrid>
    </Stack>
  );
}
