import { Heading, Stack } from '@chakra-ui/react';
import { useState } from 'react';
import { useMatches } from 'react-router-dom';
import type { CopySelection } from '../../copy/components/CopyLibraryDrawer';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { deepestHandle } from '../../shared/routeHandle';
import { ChoiceHeading } from '../components/ChoiceHeading';
import { SmartForm, type SmartRequest } from '../components/SmartForm';
import { TemplateChoice } from '../components/TemplateChoice';
import { notify } from '../../shared/toaster';
import { useCopyCheck } from '../hooks/useCopyCheck';
import { useOwnImage } from '../../uploads/ownImage/useOwnImage';
import { SMART_STRINGS as S } from '../smart.strings';

const NO_COPY: CopySelection = { mainLabel: '', secondLabel: '', thirdLabel: '' };

/** smartGenerate: the scenario form, then 模板选择; back returns to the form and drops the lists. */
export function SmartGeneratePage() {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  const [tags, setTags] = useState<Record<string, string>>({});
  const [copy, setCopy] = useState<CopySelection>(NO_COPY);
  const [request, setRequest] = useState<SmartRequest | null>(null);
  const generated = request ? Object.values(request.copy).join('\n') : '';
  const bannedWords = [...new Set(useCopyCheck(generated, false).map((hit) => hit.matched))];
  const person = useOwnImage(S.noMainImage);
  const product = useOwnImage(S.noMainImage);

  return (
    <Stack gap="5" py="6" px={{ base: '4', md: '8' }} maxW="6xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: S.pageTitle }]} />
      {request ? (
        <>
          <ChoiceHeading
            onBack={() => {
              setRequest(null);
            }}
          />
          <TemplateChoice
            tagIds={request.tagIds}
            copy={toCopyInput(request.copy)}
            role={request.role}
            product={request.product}
            bannedWords={bannedWords}
            onShortened={(field, line) => {
              // Back to the form with the shorter line in place, to check and generate again.
              setCopy({ ...request.copy, [field]: line });
              setRequest(null);
              notify({ type: 'success', title: S.shortened(S[field], line) });
            }}
          />
        </>
      ) : (
        <>
          <Heading as="h1" size="xl">
            {S.addScenario}
          </Heading>
          <SmartForm
            tags={tags}
            onTagsChange={setTags}
            copy={copy}
            onCopyChange={setCopy}
            person={person}
            product={product}
            onGenerate={setRequest}
          />
        </>
      )}
    </Stack>
  );
}

// Empty fields are left out rather than sent as blank lines.
function toCopyInput(copy: CopySelection) {
  const lines = (text: string) => (text.trim() ? [text.trim()] : null);
  return {
    mainLabel: lines(copy.mainLabel),
    secondLabel: lines(copy.secondLabel),
    thirdLabel: lines(copy.thirdLabel),
  };
}
