import { Button, HStack, Text } from '@chakra-ui/react';
import { TEMPLATE_STRINGS } from '../templates.strings';

interface Option {
  id: string;
  name: string;
}

interface FilterRowProps {
  label: string;
  options: readonly Option[];
  // null is 全部.
  value: string | null;
  onChange: (id: string | null) => void;
  // The sort row has no 全部.
  noAll?: boolean;
}

/** One radio row of the template centre's filters, led by 全部. */
export function FilterRow({ label, options, value, onChange, noAll = false }: FilterRowProps) {
  const choice = (id: string | null, name: string) => (
    <Button
      key={id ?? 'all'}
      size="xs"
      variant={value === id ? 'solid' : 'ghost'}
      colorPalette={value === id ? 'brand' : 'gray'}
      role="radio"
      aria-checked={value === id}
      onClick={() => {
        onChange(id);
      }}
    >
      {name}
    </Button>
  );
  return (
    <HStack align="start" gap="3">
      <Text fontSize="sm" color="gray.500" w="16" flexShrink={0} pt="1">
        {label}
      </Text>
      <HStack role="radiogroup" aria-label={label} wrap="wrap" gap="1">
        {!noAll && choice(null, TEMPLATE_STRINGS.all)}
        {options.map((option) => choice(option.id, option.name))}
      </HStack>
    </HStack>
  );
}
