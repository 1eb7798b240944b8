import { useQuery } from '@apollo/client/react';
import { Field, NativeSelect } from '@chakra-ui/react';
import { WordCheckIndustriesDocument } from '@adstudio/schema/client';
import { WORDCHECK_STRINGS as S } from '../wordcheck.strings';

export function IndustrySelect({
  value,
  onChange,
}: {
  value: string;
  onChange: (industry: string) => void;
}) {
  // Until the list arrives (or if it fails) the chosen industry stays selectable, so a check
  // never waits on it.
  const industries = useQuery(WordCheckIndustriesDocument).data?.wordCheckVocabulary.industries;
  const options = industries?.includes(value) ? industries : [value, ...(industries ?? [])];
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
          {options.map((industry) => (
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
