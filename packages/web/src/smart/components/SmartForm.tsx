import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { CopyLibraryButton } from '../../copy/components/CopyLibraryButton';
import type { CopySelection } from '../../copy/components/CopyLibraryDrawer';
import { useChangeCopy } from '../../copy/hooks/useChangeCopy';
import type { useOwnImage } from '../../uploads/ownImage/useOwnImage';
import { ApplianceForm } from '../../game/ApplianceForm';
import { GameForm } from '../../game/GameForm';
import { APPLIANCE_INDUSTRY, GAME_INDUSTRY } from '../../game/game.strings';
import { DEFAULT_INDUSTRY, INDUSTRY_CLASS, SMART_STRINGS as S } from '../smart.strings';
import { requireScenarioAndTitle } from '../smart.utils';
import { useImageAnalysis } from '../hooks/useImageAnalysis';
import { CopyField } from './CopyField';
import { OwnImageSlot } from '../../uploads/ownImage/OwnImageSlot';
import { ScenarioPicker } from './ScenarioPicker';

const FIELDS = ['mainLabel', 'secondLabel', 'thirdLabel'] as const;

export interface SmartRequest {
  tagIds: string[];
  copy: CopySelection;
  role: string | null;
  product: string | null;
}

interface Props {
  tags: Record<string, string>;
  onTagsChange: (tags: Record<string, string>) => void;
  copy: CopySelection;
  onCopyChange: (copy: CopySelection) => void;
  person: ReturnType<typeof useOwnImage>;
  product: ReturnType<typeof useOwnImage>;
  onGenerate: (request: SmartRequest) => void;
}

/** The scenario and copy form of 智能创作（新媒体首图） (spec §2, §4). */
export function SmartForm(props: Props) {
  const { tags, onTagsChange, copy, onCopyChange, person, product, onGenerate } = props;
  const { changing, change } = useChangeCopy(FIELDS.length, onCopyChange);
  const industry = tags[INDUSTRY_CLASS] || DEFAULT_INDUSTRY;
  const analysing = useImageAnalysis(person.url);

  const generate = () => {
    const tagIds = requireScenarioAndTitle(tags, copy.mainLabel);
    if (tagIds) onGenerate({ tagIds, copy, role: person.url, product: product.url });
  };

  return (
    <Stack gap="5">
      <ScenarioPicker value={tags} onChange={onTagsChange} />
      {industry === GAME_INDUSTRY ? (
        <GameForm />
      ) : industry === APPLIANCE_INDUSTRY ? (
        <ApplianceForm />
      ) : (
        <Stack gap="3" maxW="lg">
          <HStack gap="6">
            <OwnImageSlot label={S.personImage} image={person} />
            <OwnImageSlot label={S.productImage} image={product} />
          </HStack>
          {analysing && (
            <Text role="status" fontSize="sm" color="fg.muted">
              {S.analysing}
            </Text>
          )}
          {FIELDS.map((field) => (
            <CopyField
              key={field}
              label={S[field]}
              value={copy[field]}
              onChange={(value) => {
                onCopyChange({ ...copy, [field]: value });
              }}
            />
          ))}
          <HStack gap="3">
            <Button size="sm" variant="ghost" loading={changing} onClick={() => void change()}>
              {S.changeCopy}
            </Button>
            <CopyLibraryButton onConfirm={onCopyChange} />
            <Button size="sm" colorPalette="brand" onClick={generate}>
              {S.generate}
            </Button>
          </HStack>
        </Stack>
      )}
    </Stack>
  );
}
