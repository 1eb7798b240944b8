import { HStack, Input, Text } from '@chakra-ui/react';
import { HISTORY_START } from '@adstudio/domain';
import { TEMPLATE_STRINGS } from '../templates.strings';
import { today } from '../templates.utils';

export interface DayRange {
  start: string;
  end: string;
}

export const defaultDayRange = (): DayRange => ({ start: HISTORY_START, end: today() });

/** The history pages' range (spec §2: from 2020-01-01 to today); a cleared field keeps its day. */
export function DateRangeFields({
  range,
  onChange,
}: {
  range: DayRange;
  onChange: (range: DayRange) => void;
}) {
  const set = (key: keyof DayRange, value: string) => {
    if (value) onChange({ ...range, [key]: value });
  };
  return (
    <HStack gap="2" wrap="wrap">
      <Input
        type="date"
        size="sm"
        w="auto"
        aria-label={TEMPLATE_STRINGS.dateFrom}
        value={range.start}
        min={HISTORY_START}
        max={range.end}
        onChange={(e) => {
          set('start', e.target.value);
        }}
      />
      <Text color="gray.500">—</Text>
      <Input
        type="date"
        size="sm"
        w="auto"
        aria-label={TEMPLATE_STRINGS.dateTo}
        value={range.end}
        min={range.start}
        max={today()}
        onChange={(e) => {
          set('end', e.target.value);
        }}
      />
    </HStack>
  );
}
