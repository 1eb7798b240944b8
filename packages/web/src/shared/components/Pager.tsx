import { Button, HStack, Text } from '@chakra-ui/react';

interface PagerProps {
  page: number;
  pageSize: number;
  total: number;
  onChange: (page: number) => void;
}

/** 上一页 / 第 n / m 页 / 下一页 for the account lists; hidden for a single page. */
export function Pager({ page, pageSize, total, onChange }: PagerProps) {
  const pages = Math.max(1, Math.ceil(total / pageSize));
  if (pages <= 1) return null;
  return (
    <HStack justify="center" gap="3" py="4" aria-label="分页">
      <Button
        size="xs"
        variant="outline"
        disabled={page <= 1}
        onClick={() => {
          onChange(page - 1);
        }}
      >
        上一页
      </Button>
      <Text fontSize="sm">
        第 {page} / {pages} 页
      </Text>
      <Button
        size="xs"
        variant="outline"
        disabled={page >= pages}
        onClick={() => {
          onChange(page + 1);
        }}
      >
        下一页
      </Button>
    </HStack>
  );
}
