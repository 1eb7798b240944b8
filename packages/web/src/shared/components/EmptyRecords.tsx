import { Text } from '@chakra-ui/react';

// spec platform-core §8: the empty state of the account lists.
export const NO_RECORDS = '哎呀！还没有记录～';

export function EmptyRecords() {
  return (
    <Text textAlign="center" color="gray.500" py="16">
      {NO_RECORDS}
    </Text>
  );
}
