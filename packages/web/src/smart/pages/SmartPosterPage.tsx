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
import { PosterForm, type PosterRequest } from '../poster/PosterForm';
import {
  NO_POSTER_COPY,
  POSTER_FIELD_OF,
  posterCopyInput,
  withShortened,
  type PosterCopy,
} from '../poster/poster.utils';
import { SMART_POSTER_STRINGS as P, SMART_STRINGS as S } from '../smart.strings';

/**
 * smartPoster: the poster form, then 模板选择 on the poster flow; the two views alternate and the
 * back arrow returns to the form with tags, images and copy kept (spec §2 smart poster page).
 */
export function SmartPosterPage() {
  const crumbs = deepestHandle(useMatches(), 'crumbs') ?? [];
  const [tags, setTags] = useState<Record<string, string>>({});
  const [copy, setCopy] = useState<PosterCopy>(NO_POSTER_COPY);
  const [request, setRequest] = useState<PosterRequest | null>(null);
  const generated = request ? Object.values(request.copy).join('\n') : '';
  const bannedWords = [...new Set(useCopyCheck(generated, false).map((hit) => hit.matched))];
  const code = useOwnImage();
  const logo = useOwnImage();

  return (
    <Stack gap="5" py="6" px={{ base: '4', md: '8' }} maxW="6xl" mx="auto" w="full">
      <Breadcrumbs items={[...crumbs, { label: P.pageTitle }]} />
      {request ? (
        <>
          <ChoiceHeading
            onBack={() => {
              setRequest(null);
            }}
          />
          <TemplateChoice
            flow="POSTER"
            tagIds={request.tagIds}
            copy={posterCopyInput(request.copy)}
            role={null}
            product={null}
            code={request.code}
            logo={request.logo}
            bannedWords={bannedWords}
            onShortened={(field, line) => {
              // Back to the form with the shorter line in place, to check and generate again.
              setCopy(withShortened(request.copy, field, line));
              setRequest(null);
              notify({ type: 'success', title: S.shortened(P[POSTER_FIELD_OF[field]], line) });
            }}
          />
        </>
      ) : (
        <>
          <Heading as="h1" size="xl">
            {S.addScenario}
          </Heading>
          <PosterForm
            tags={tags}
            onTagsChange={setTags}
            copy={copy}
            onCopyChange={setCopy}
            code={code}
            logo={logo}
            onGenerate={setRequest}
          />
        </>
      )}
    </Stack>
  );
}
