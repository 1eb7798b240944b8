import { Field, Input, NativeSelect, RadioGroup, Stack, Text, Wrap } from '@chakra-ui/react';
import type { CopyrightStatus } from '@adstudio/schema/client';
import { notify } from '../../shared/toaster';
import { useMaterialCategories } from '../../materials/hooks/useMaterialCategories';
import { isValidLink } from '../uploads.rules';
import type { FileInfo } from '../uploads.rules';
import { UPLOAD_STRINGS } from '../uploads.strings';
import { TagInput } from './TagInput';

// spec platform-core §3: copyright_status 0 original, 1 known source, 2 unknown source.
const COPYRIGHT_OPTIONS: { value: CopyrightStatus; label: string }[] = [
  { value: 'ORIGINAL', label: UPLOAD_STRINGS.original },
  { value: 'KNOWN_SOURCE', label: UPLOAD_STRINGS.knownSource },
  { value: 'UNKNOWN_SOURCE', label: UPLOAD_STRINGS.unknownSource },
];

interface MaterialInfoFormProps {
  info: FileInfo;
  onChange: (change: Partial<FileInfo>) => void;
  // The 尺寸 / 大小 line of the file (none in select-all mode).
  size?: { dimensions: string; fileSize: string } | null;
}

/** Tags, type, size and copyright of one file or, in select-all mode, of all (spec §2). */
export function MaterialInfoForm({ info, onChange, size = null }: MaterialInfoFormProps) {
  const { categories, failed } = useMaterialCategories();
  return (
    <Stack gap="4">
      <Field.Root required>
        <Field.Label>{UPLOAD_STRINGS.tags}</Field.Label>
        <TagInput
          tags={info.tags}
          onChange={(tags) => {
            onChange({ tags });
          }}
        />
      </Field.Root>
      <Field.Root required>
        <Field.Label>{UPLOAD_STRINGS.type}</Field.Label>
        <NativeSelect.Root size="sm">
          <NativeSelect.Field
            aria-label={UPLOAD_STRINGS.type}
            value={info.category}
            onChange={(event) => {
              onChange({ category: event.currentTarget.value });
            }}
          >
            <option value="">
              {failed ? UPLOAD_STRINGS.typesFailed : UPLOAD_STRINGS.typePlaceholder}
            </option>
            {categories.map((name) => (
              <option key={name} value={name}>
                {name}
              </option>
            ))}
          </NativeSelect.Field>
          <NativeSelect.Indicator />
        </NativeSelect.Root>
      </Field.Root>
      {size && (
        <Wrap gap="6" fontSize="sm">
          <Text>
            {UPLOAD_STRINGS.size}：<span data-testid="info-size">{size.dimensions}</span>
          </Text>
          <Text>
            {UPLOAD_STRINGS.fileSize}：<span data-testid="info-filesize">{size.fileSize}</span>
          </Text>
        </Wrap>
      )}
      <Field.Root required>
        <Field.Label>{UPLOAD_STRINGS.copyright}</Field.Label>
        <RadioGroup.Root
          size="sm"
          aria-label={UPLOAD_STRINGS.copyright}
          value={info.copyrightStatus}
          onValueChange={(details) => {
            const value = COPYRIGHT_OPTIONS.find((o) => o.value === details.value)?.value ?? null;
            onChange({ copyrightStatus: value });
          }}
        >
          <Stack gap="2">
            {COPYRIGHT_OPTIONS.map((option) => (
              <RadioGroup.Item key={option.value} value={option.value}>
                <RadioGroup.ItemHiddenInput />
                <RadioGroup.ItemIndicator />
                <RadioGroup.ItemText>{option.label}</RadioGroup.ItemText>
              </RadioGroup.Item>
            ))}
          </Stack>
        </RadioGroup.Root>
      </Field.Root>
      {info.copyrightStatus === 'KNOWN_SOURCE' && (
        <Stack gap="3" pl="6">
          <Field.Root>
            <Field.Label fontSize="xs">{UPLOAD_STRINGS.copyrightName}</Field.Label>
            <Input
              size="sm"
              maxLength={50}
              value={info.copyrightName}
              placeholder={UPLOAD_STRINGS.copyrightNamePlaceholder}
              onChange={(event) => {
                onChange({ copyrightName: event.target.value });
              }}
            />
          </Field.Root>
          <Field.Root>
            <Field.Label fontSize="xs">{UPLOAD_STRINGS.copyrightUrl}</Field.Label>
            <Input
              size="sm"
              maxLength={500}
              value={info.copyrightUrl}
              placeholder={UPLOAD_STRINGS.copyrightUrlPlaceholder}
              onChange={(event) => {
                onChange({ copyrightUrl: event.target.value });
              }}
              onBlur={(event) => {
                // spec §5: validated on blur; an invalid link is refused and the field cleared.
                const value = event.target.value.trim();
                if (value && !isValidLink(value)) {
                  notify({ type: 'warning', title: UPLOAD_STRINGS.badUrl });
                  onChange({ copyrightUrl: '' });
                }
              }}
            />
          </Field.Root>
          <Text fontSize="xs" color="gray.500">
            来源名称和来源链接至少填写一项
          </Text>
        </Stack>
      )}
    </Stack>
  );
}
