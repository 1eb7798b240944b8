import { HStack, NativeSelect, Text } from '@chakra-ui/react';

export interface FilterGroup {
  id: string;
  name: string;
  options: readonly { id: string; name: string }[];
}

interface Props {
  groups: readonly FilterGroup[] | undefined;
  /** Chosen option per group id; a missing group is 全部 (the spec's -1). */
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
  /** The label of the no-choice option. */
  allLabel: string;
  width: string;
}

/** One select per tag group, each with 全部 first (spec create-and-write §2 search filters). */
export function FilterSelects({ groups, value, onChange, allLabel, width }: Props) {
  return (
    <>
      {groups?.map((group) => (
        <HStack key={group.id} gap="2">
          <Text fontSize="sm" color="fg.muted">
            {group.name}
          </Text>
          <NativeSelect.Root size="sm" w={width}>
            <NativeSelect.Field
              aria-label={group.name}
              value={value[group.id] ?? ''}
              onChange={(e) => {
                const chosen = e.target.value;
                const others = Object.entries(value).filter(([id]) => id !== group.id);
                onChange(Object.fromEntries(chosen ? [...others, [group.id, chosen]] : others));
              }}
            >
              <option value="">{allLabel}</option>
              {group.options.map((option) => (
                <option key={option.id} value={option.id}>
                  {option.name}
                </option>
              ))}
            </NativeSelect.Field>
            <NativeSelect.Indicator />
          </NativeSelect.Root>
        </HStack>
      ))}
    </>
  );
}
