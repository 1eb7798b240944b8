import { Badge, Button, HStack, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { CopyLibraryButton } from '../../copy/components/CopyLibraryButton';
import { notify } from '../../shared/toaster';
import { CopyField } from '../components/CopyField';
import { OwnImageSlot } from '../../uploads/ownImage/OwnImageSlot';
import { ScenarioPicker } from '../components/ScenarioPicker';
import type { useOwnImage } from '../../uploads/ownImage/useOwnImage';
import {
  SINGLE_CLASSES,
  SINGLE_MAX_CHARS,
  SMART_POSTER_STRINGS as P,
  SMART_SINGLE_STRINGS as T,
  SMART_STRINGS as S,
} from '../smart.strings';
import { requireScenario } from '../smart.utils';
import {
  LAST_STEP,
  stepPrompt,
  withCard,
  type SingleCopy,
  type SingleGroup,
  type SingleStep,
} from './single.utils';

type Image = ReturnType<typeof useOwnImage>;
type TextField = Exclude<keyof SingleCopy, 'groups'>;
// Fields without a spec length have no counter.
const MAX_CHARS: Partial<Record<string, number>> = SINGLE_MAX_CHARS;

interface Props {
  tags: Record<string, string>;
  onTagsChange: (tags: Record<string, string>) => void;
  copy: SingleCopy;
  onCopyChange: (copy: SingleCopy) => void;
  step: SingleStep;
  onStepChange: (step: SingleStep) => void;
  images: { product: Image; logo: Image; code: Image };
  onGenerate: (tagIds: string[]) => void;
}

/**
 * The three steps of 智能创作（单张） (spec §2, §5): images and main copy, product copy and four
 * content groups, table description and supplements; 下一步 waits for each step's required fields
 * and says which is missing, 上一步 goes back one step, 智能创作 replaces 下一步 on the last.
 */
export function SingleWizard(props: Props) {
  const { tags, onTagsChange, copy, onCopyChange, step, onStepChange, images, onGenerate } = props;
  const prompt = stepPrompt(step, copy);

  const field = (key: TextField, label: string = T[key]) => (
    <CopyField
      key={key}
      label={label}
      value={copy[key]}
      maxChars={MAX_CHARS[key]}
      onChange={(value) => {
        onCopyChange({ ...copy, [key]: value });
      }}
    />
  );
  const groupField = (index: number, key: keyof SingleGroup) => (
    <CopyField
      key={key}
      label={T[key](index + 1)}
      value={copy.groups[index]?.[key] ?? ''}
      maxChars={SINGLE_MAX_CHARS[key]}
      onChange={(value) => {
        const groups = copy.groups.map((g, i) => (i === index ? { ...g, [key]: value } : g));
        onCopyChange({ ...copy, groups });
      }}
    />
  );

  const generate = () => {
    const tagIds = requireScenario(tags);
    if (!tagIds) return;
    if (prompt) {
      notify({ type: 'warning', title: prompt });
      return;
    }
    onGenerate(tagIds);
  };

  return (
    <Stack gap="5">
      <ScenarioPicker value={tags} onChange={onTagsChange} classIds={SINGLE_CLASSES} />
      <HStack gap="2">
        {T.steps.map((title, i) => (
          <Badge
            key={title}
            size="lg"
            variant={i === step ? 'solid' : 'outline'}
            colorPalette="brand"
            aria-current={i === step ? 'step' : undefined}
          >
            {i + 1}. {title}
          </Badge>
        ))}
      </HStack>
      <Stack gap="3" maxW="2xl">
        {step === 0 && (
          <>
            <HStack gap="6">
              <OwnImageSlot label={T.productImage} image={images.product} />
              <OwnImageSlot label={P.logoImage} image={images.logo} />
              <OwnImageSlot label={P.qrImage} image={images.code} cutout={false} />
            </HStack>
            {field('mainLabel')}
            {field('mainLabelSec')}
            {field('secondLabel')}
            {field('codeLabel')}
          </>
        )}
        {step === 1 && (
          <>
            {field('productTopLabel')}
            {field('thirdLabel')}
            <SimpleGrid columns={{ base: 1, md: 2 }} gap="4">
              {copy.groups.map((_, index) => (
                <Stack key={index} gap="2" borderWidth="1px" borderRadius="md" p="3">
                  {groupField(index, 'lableContent')}
                  {groupField(index, 'text_a')}
                  {groupField(index, 'text_b')}
                </Stack>
              ))}
            </SimpleGrid>
          </>
        )}
        {step === 2 && (
          <>
            {field('productNotesLabel')}
            {field('productNotesLabelSec')}
            {field('notesLabel')}
            {field('copyrightNotice')}
          </>
        )}
        <HStack gap="3" wrap="wrap">
          <CopyLibraryButton
            onConfirm={(_selection, card) => {
              onCopyChange(withCard(copy, card));
            }}
          />
          {step > 0 && (
            <Button
              size="sm"
              variant="ghost"
              onClick={() => {
                onStepChange((step - 1) as SingleStep);
              }}
            >
              {T.previous}
            </Button>
          )}
          {step < LAST_STEP ? (
            <Button
              size="sm"
              colorPalette="brand"
              disabled={prompt !== null}
              onClick={() => {
                onStepChange((step + 1) as SingleStep);
              }}
            >
              {T.next}
            </Button>
          ) : (
            <Button size="sm" colorPalette="brand" onClick={generate}>
              {S.generate}
            </Button>
          )}
          {prompt && step < LAST_STEP && (
            <Text fontSize="sm" color="fg.muted" data-testid="step-prompt">
              {prompt}
            </Text>
          )}
        </HStack>
      </Stack>
    </Stack>
  );
}
