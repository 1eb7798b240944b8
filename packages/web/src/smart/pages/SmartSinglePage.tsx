import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useMatches } from 'react-router-dom';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { deepestHandle } from '../../shared/routeHandle';
import { notify } from '../../shared/toaster';
import { ChoiceHeading } from '../components/ChoiceHeading';
import { TemplateChoice } from '../components/TemplateChoice';
import { useCopyCheck } from '../hooks/useCopyCheck';
import { useOwnImage } from '../../uploads/ownImage/useOwnImage';
import { SingleWizard } from '../single/SingleWizard';
import {
  NO_SINGLE_COPY,
  singleCopyInput,
  withShortenedSingle,
  type SingleCopy,
  type SingleStep,
} from '../single/single.utils';
import { SMART_SINGLE_STRINGS as T, SMART_STRINGS as S } from '../smart.strings';

/**
 * smartSingle: the three-step form, then 模板选择 on the poster flow under 首页 > 秒创 >
 * 智能创作（单张） > 选择模板; back returns to the last step with everything kept (spec §2).
 */
export function SmartSinglePage() {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  const [tags, setTags] = useState<Record<string, string>>({});
  const [copy, setCopy] = useState<SingleCopy>(NO_SINGLE_COPY);
  const [step, setStep] = useState<SingleStep>(0);
  const [tagIds, setTagIds] = useState<string[] | null>(null);
  const [sent, setSent] = useState<SingleCopy>(NO_SINGLE_COPY);
  const input = singleCopyInput(sent);
  const generated = tagIds ? Object.values(input).flat().join('\n') : '';
  const bannedWords = [...new Set(useCopyCheck(generated, false).map((hit) => hit.matched))];
  const product = useOwnImage();
  const logo = useOwnImage();
  const code = useOwnImage();

  return (
    <Stack gap="5" py="6" px={{ base: '4', md: '8' }} maxW="6xl" mx="auto" w="full">
      {tagIds ? (
        <>
          <Breadcrumbs items={[...crumbs, { label: T.pageTitle }, { label: T.chooseCrumb }]} />
          <ChoiceHeading
            onBack={() => {
              setTagIds(null);
            }}
          />
          <TemplateChoice
            flow="POSTER"
            tagIds={tagIds}
            copy={input}
            role={null}
            product={product.url}
            code={code.url}
            logo={logo.url}
            bannedWords={bannedWords}
            onShortened={(field, line) => {
              setCopy(withShortenedSingle(sent, field, line));
              setStep(0);
              setTagIds(null);
              notify({ type: 'success', title: S.shortened(T[field], line) });
            }}
          />
        </>
      ) : (
        <>
          <Breadcrumbs items={[...crumbs, { label: T.pageTitle }]} />
          <Heading as="h1" size="xl">
            {S.addScenario}
          </Heading>
          <SingleWizard
            tags={tags}
            onTagsChange={setTags}
            copy={copy}
            onCopyChange={setCopy}
            step={step}
            onStepChange={setStep}
            images={{ product, logo, code }}
            onGenerate={(ids) => {
              setSent(copy);
              setTagIds(ids);
            }}
          />
        </>
      )}
    </Stack>
  );
}
