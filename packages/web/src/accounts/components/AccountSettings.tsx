import { Accordion, Span, Text } from '@chakra-ui/react';

// spec platform-core §2: the 账号设置 shell; its three sections are empty in the spec.
const SECTIONS = ['个人信息', '账号密码', '账号绑定'];

export function AccountSettings() {
  return (
    <section aria-label="账号设置">
      <Text fontWeight="semibold" mb="2">
        账号设置
      </Text>
      <Accordion.Root collapsible size="sm">
        {SECTIONS.map((title) => (
          <Accordion.Item key={title} value={title}>
            <Accordion.ItemTrigger>
              <Span flex="1">{title}</Span>
              <Accordion.ItemIndicator />
            </Accordion.ItemTrigger>
            <Accordion.ItemContent>
              <Accordion.ItemBody>
                <Text fontSize="sm" color="gray.500">
                  暂无内容
                </Text>
              </Accordion.ItemBody>
            </Accordion.ItemContent>
          </Accordion.Item>
        ))}
      </Accordion.Root>
    </section>
  );
}
