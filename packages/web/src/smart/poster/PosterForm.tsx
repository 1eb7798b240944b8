import { Button, HStack, Stack } from '@chakra-ui/react';
import { CopyLibraryButton } from '../../copy/components/CopyLibraryButton';
import { CopyField } from '../components/CopyField';
import { OwnImageSlot } from '../../uploads/ownImage/OwnImageSlot';
import { ScenarioPicker } from '../components/ScenarioPicker';
import type { useOwnImage } from '../../uploads/ownImage/useOwnImage';
import {
  POSTER_CLASSES,
  POSTER_FIELDS,
  POSTER_SAMPLES,
  SMART_POSTER_STRINGS as P,
  SMART_STRINGS as S,
} from '../smart.strings';
import { requireScenarioAndTitle } from '../smart.utils';
import { posterCopyOf, type PosterCopy } from './poster.utils';

export interface PosterRequest {
  tagIds: string[];
  copy: PosterCopy;
  code: string | null;
  logo: string | null;
}

interface Props {
  tags: Record<string, string>;
  onTagsChange: (tags: Record<string, string>) => void;
  copy: PosterCopy;
  onCopyChange: (copy: PosterCopy) => void;
  code: ReturnType<typeof useOwnImage>;
  logo: ReturnType<typeof useOwnImage>;
  onGenerate: (request: PosterRequest) => void;
}

/**
 * The form of 智能创作（海报） (spec §2 smart poster page, §5): 行业, 设计风格, 投放渠道 and 海报类型,
 * the QR code and the logo, the poster copy with its sample as placeholder, 文案库, 智能创作.
 */
export function PosterForm(props: Props) {
  const { tags, onTagsChange, copy, onCopyChange, code, logo, onGenerate } = props;

  const generate = () => {
    const tagIds = requireScenarioAndTitle(tags, copy.mainLabel_0 + copy.mainLabel_1);
    if (tagIds) onGenerate({ tagIds, copy, code: code.url, logo: logo.url });
  };

  return (
    <Stack gap="5">
      <ScenarioPicker value={tags} onChange={onTagsChange} classIds={POSTER_CLASSES} />
      <Stack gap="3" maxW="lg">
        <HStack gap="6">
          <OwnImageSlot label={P.qrImage} image={code} cutout={false} />
          <OwnImageSlot label={P.logoImage} image={logo} />
        </HStack>
        {POSTER_FIELDS.map((field) => (
          <CopyField
            key={field}
            label={P[field]}
            placeholder={POSTER_SAMPLES[field]}
            value={copy[field]}
            onChange={(value) => {
              onCopyChange({ ...copy, [field]: value });
            }}
          />
        ))}
        <HStack gap="3">
          <CopyLibraryButton
            onConfirm={(_selection, card) => {
              onCopyChange(posterCopyOf(card));
            }}
          />
          <Button size="sm" colorPalette="brand" onClick={generate}>
            {S.generate}
          </Button>
        </HStack>
      </Stack>
    </Stack>
  );
}
