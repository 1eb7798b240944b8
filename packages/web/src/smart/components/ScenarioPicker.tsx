import { useQuery } from '@apollo/client/react';
import { Button, HStack, Stack, Text } from '@chakra-ui/react';
import { useEffect } from 'react';
import { SmartScenarioClassesDocument } from '@adstudio/schema/client';
import { CHANNEL_CLASS, CHANNEL_TAG, INDUSTRY_CLASS } from '../smart.strings';

interface Props {
  /** Chosen tag id per class id. */
  value: Record<string, string>;
  onChange: (value: Record<string, string>) => void;
  /** The tag classes offered (default 行业 128 and 投放渠道 129; the poster page adds its own). */
  classIds?: string[];
}

const HEADER_CLASSES = [INDUSTRY_CLASS, CHANNEL_CLASS];

/** The scenario tag classes as tag buttons, the first tag of each preselected (spec §2). */
export function ScenarioPicker({ value, onChange, classIds = HEADER_CLASSES }: Props) {
  const { data } = useQuery(SmartScenarioClassesDocument, { variables: { classIds } });
  const classes = data?.scenarioTagClasses;

  useEffect(() => {
    if (!classes || Object.keys(value).length > 0) return;
    const first = classes.flatMap((cls) =>
      cls.tags[0] ? [[classOf(cls.id, cls.tags[0].id), cls.tags[0].id] as const] : [],
    );
    onChange(Object.fromEntries(first));
  }, [classes, value, onChange]);

  return (
    <Stack gap="3">
      {classes?.map((cls) => (
        <HStack key={cls.id} gap="3" align="start" role="radiogroup" aria-label={cls.name}>
          <Text fontSize="sm" color="fg.muted" minW="16" pt="1">
            {cls.name}
          </Text>
          <HStack gap="2" wrap="wrap">
            {cls.tags.map((tag) => {
              const key = classOf(cls.id, tag.id);
              const checked = value[key] === tag.id;
              return (
                <Button
                  key={tag.id}
                  size="xs"
                  role="radio"
                  aria-checked={checked}
                  variant={checked ? 'solid' : 'outline'}
                  colorPalette="brand"
                  onClick={() => {
                    onChange({ ...value, [key]: checked ? '' : tag.id });
                  }}
                >
                  {tag.name}
                </Button>
              );
            })}
          </HStack>
        </HStack>
      ))}
    </Stack>
  );
}

// The channel tag 11572 is the channel choice even when the industry class lists it.
function classOf(classId: string, tagId: string): string {
  return tagId === CHANNEL_TAG ? CHANNEL_CLASS : classId;
}
