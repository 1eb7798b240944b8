import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { LINE_OPTIONS } from '../copy.strings';

interface Props {
  label: string;
  value: number;
  onChange: (lines: number) => void;
}

/** How many title lines a copy card has (1–3), as a labelled select. */
export function LineCountSelect({ label, value, onChange }: Props) {
  return (
    <HStack gap="2">
      <Text fontSize="sm" color="fg.muted">
        {label}
      </Text>
      <NativeSelect.Root size="sm" w="20">
        <NativeSelect.Field
          aria-label={label}
          value={String(value)}
          onChange={(e) => {
            onChange(Number(e.target.value));
          }}
        >
          {LINE_OPTIONS.map((n) => (
            <option key={n} value={n}>
              {n}
            </option>
          ))}
        </NativeSelect.Field>
        <NativeSelect.Indicator />
      </NativeSelect.Root>
    </HStack>
  );
}
