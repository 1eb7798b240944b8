import { HStack, NativeSelect, Text } from '@chakra-ui/react';
import { useQuery } from '@apollo/client/react';
import { CopyTagClassesDocument } from '@adstudio/schema/client';
import { COPY_STRINGS as S } from '../copy.strings';

interface Props {
  classId: string;
  /** Chosen tag per class id; a missing class is 全部 (the spec's -1). */
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
}

/** One select per tag class, each with 全部 (spec create-and-write §2 copy search pages). */
export function TagClassSelects({ classId, value, onChange }: Props) {
  const { data } = useQuery(CopyTagClassesDocument, { variables: { classId } });
  return (
    <>
      {data?.copyTagClasses.map((cls) => (
        <HStack key={cls.id} gap="2">
          <Text fontSize="sm" color="fg.muted">
            {cls.name}
          </Text>
          <NativeSelect.Root size="sm" w="32">
            <NativeSelect.Field
              aria-label={cls.name}
              value={value[cls.id] ?? ''}
              onChange={(e) => {
                const chosen = e.target.value;
                const others = Object.entries(value).filter(([id]) => id !== cls.id);
                onChange(Object.fromEntries(chosen ? [...others, [cls.id, chosen]] : others));
              }}
            >
              <option value="">{S.all}</option>
              {cls.tags.map((tag) => (
                <option key={tag.id} value={tag.id}>
                  {tag.name}
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
