import { Accordion, Span, Text } from '@chakra-ui/react';
import { AccessTokens } from './tokens/AccessTokens';
import { TOKEN_STRINGS } from './tokens/tokens.strings';

// spec platform-core §2: the 账号设置 shell; its three sections are empty in the spec. 访问令牌
// (issue 33 item 5) is the tools' tokens.
const SECTIONS = ['个人信息', '账号密码', '账号绑定'];

export function AccountSettings() {
  return (
    <section aria-label="账号设置">
      <Text fontWeight="semibold" mb="2">
        账号设置
      </Text>
      {/* lazyMount: the tokens' queries run only when their section is opened. */}
      <Accordion.Root collapsible size="sm" lazyMount>
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
        <Accordion.Item value={TOKEN_STRINGS.section}>
          <Accordion.ItemTrigger>
            <Span flex="1">{TOKEN_STRINGS.section}</Span>
            <Accordion.ItemIndicator />
          </Accordion.ItemTrigger>
          <Accordion.ItemContent>
            <Accordion.ItemBody>
              <AccessTokens />
            </Accordion.ItemBody>
          </Accordion.ItemContent>
        </Accordion.Item>
      </Accordion.Root>
    </section>
  );
}
