import { Button, Flex, Input, NativeSelect, Stack, Tabs, Text } from '@chakra-ui/react';
import { EmptyRecords } from '../../../shared/components/EmptyRecords';

// spec platform-core §2: the trading centre is a stub (tabs, search box, deal-time range, a status
// select with dummy options); nothing is fetched.
const STATUSES = ['全部状态', '已支付', '待支付', '已取消'];

export function TradingCenter() {
  return (
    <Stack p="6" gap="4">
      <Text as="h1" fontSize="xl" fontWeight="semibold">
        交易中心
      </Text>
      <Tabs.Root defaultValue="orders" variant="line">
        <Tabs.List>
          <Tabs.Trigger value="orders">订单记录</Tabs.Trigger>
          <Tabs.Trigger value="vip">VIP套餐</Tabs.Trigger>
        </Tabs.List>
        <Tabs.Content value="orders">
          <Flex gap="3" wrap="wrap" align="center" mb="4">
            <Input size="sm" maxW="56" placeholder="请输入订单号搜索" aria-label="搜索订单" />
            <Input size="sm" type="date" maxW="40" aria-label="成交开始时间" />
            <Text fontSize="sm">至</Text>
            <Input size="sm" type="date" maxW="40" aria-label="成交结束时间" />
            <NativeSelect.Root size="sm" maxW="36">
              <NativeSelect.Field aria-label="订单状态">
                {STATUSES.map((s) => (
                  <option key={s}>{s}</option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
            <Button size="sm" variant="outline">
              查询
            </Button>
          </Flex>
          <EmptyRecords />
        </Tabs.Content>
        <Tabs.Content value="vip">
          <EmptyRecords />
        </Tabs.Content>
      </Tabs.Root>
    </Stack>
  );
}
