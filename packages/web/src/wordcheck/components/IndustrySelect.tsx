import { Field, NativeSelect } from '@chakra-ui/react';
import { WORDCHECK_INDUSTRIES } from '../wordcheck.constants';
import { WORDCHECK_STRINGS as S } from '../wordcheck.strings';

export function IndustrySelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (industry: string) => void;
}) {
  return (
    <Field.Root maxW="48">
      <Field.Label>{S.industry}</Field.Label>
      <NativeSelect.Root size="sm">
        <NativeSelect.Field
          value={value}
          onChange={(e) => {
            onChange(e.currentTarget.value);
          }}
        >
          {WORDCHECK_INDUSTRIES.map((industry) => (
            <option key={industry} value={industry}>
              {industry}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </Field.Root>
  );
}
