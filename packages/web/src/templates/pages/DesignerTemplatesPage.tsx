import { Button, Heading, Stack, Text, Wrap } from '@chakra-ui/react';
import { CANVAS_SIZES } from '@adstudio/domain';
import { useMatches } from 'react-router-dom';
import { useSession } from '../../accounts/session';
import { Breadcrumbs } from '../../shared/components/Breadcrumbs';
import { deepestHandle } from '../../shared/routeHandle';
import { MY_TEMPLATES_STRINGS, MyTemplates } from '../components/MyTemplates';
import { PsdImport } from '../psd/PsdImport';
import { PSD_STRINGS } from '../psd/psd.strings';
import { TEMPLATE_STRINGS as S } from '../templates.strings';
import { newTemplateHref } from '../templates.utils';

/**
 * The designer's page (设计师专属入口): a new template starts here, on a blank canvas of one of the
 * six sizes in the editor's tab; reviewers see it once submitted.
 */
export function DesignerTemplatesPage() {
  const matches = useMatches();
  const crumbs = deepestHandle(matches, 'crumbs') ?? [];
  const { token, userInfo } = useSession();
  return (
    <Stack gap="4" py="6" px={{ base: '4', md: '8' }} w="full">
      <Breadcrumbs items={[...crumbs, { label: S.designerTemplates }]} />
      <Heading as="h1" size="xl">
        {S.designerTemplates}
      </Heading>
      <Stack as="section" aria-labelledby="new-template" gap="3">
        <Heading as="h2" size="md" id="new-template">
          {S.newTemplate}
        </Heading>
        <Text color="fg.muted" fontSize="sm">
          {S.newTemplateHint}
        </Text>
        <Wrap gap="3">
          {CANVAS_SIZES.map((size) => (
            <Button key={`${size.width}x${size.height}`} asChild variant="outline" size="sm">
              <a
                href={newTemplateHref(size, userInfo, token)}
                target="_blank"
                rel="noopener noreferrer"
              >
                {S.newTemplateSize(size.width, size.height)}
              </a>
            </Button>
          ))}
        </Wrap>
      </Stack>
      <Stack as="section" aria-labelledby="import-psd" gap="3">
        <Heading as="h2" size="md" id="import-psd">
          {PSD_STRINGS.importPsd}
        </Heading>
        <PsdImport />
      </Stack>
      <Stack as="section" aria-labelledby="my-templates" gap="3">
        <Heading as="h2" size="md" id="my-templates">
          {MY_TEMPLATES_STRINGS.title}
        </Heading>
        <MyTemplates />
      </Stack>
    </Stack>
  );
}
