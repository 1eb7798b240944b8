import { Box, CloseButton, Dialog, Flex, Heading, Portal, Text } from '@chakra-ui/react';
import { PRODUCT_NAME, STRINGS } from '../../shared/strings';
import { useFinishLogin } from '../hooks/useFinishLogin';
import { closeLogin, useLoginPrompt } from '../loginPrompt';
import { LoginBackground } from './LoginBackground';
import { LoginForm } from './LoginForm';

/** The login dialog, opened through loginPrompt (header button, guarded routes, a 401). */
export function LoginDialog() {
  const prompt = useLoginPrompt();
  const finishLogin = useFinishLogin();
  return (
    <Dialog.Root
      open={prompt.open}
      onOpenChange={(details) => {
        if (!details.open) closeLogin();
      }}
      placement="center"
      size="xl"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content overflow="hidden" maxW={{ base: 'calc(100vw - 2rem)', md: '3xl' }} mx="4">
            <Flex direction={{ base: 'column', md: 'row' }} minH={{ md: '26rem' }}>
              <Box w={{ base: 'full', md: '45%' }} flexShrink={0}>
                <LoginBackground minH="100%">
                  <Box p="6" pb="10" minH={{ base: '9rem', md: '26rem' }} color="white">
                    <Heading size="lg">{PRODUCT_NAME}</Heading>
                    <Text mt="2" fontSize="sm" color="whiteAlpha.900">
                      素材库 · 秒创 · 秒撰
                    </Text>
                  </Box>
                </LoginBackground>
              </Box>
              <Box flex="1" p="6">
                <Dialog.Header p="0" mb="4">
                  <Dialog.Title>{STRINGS.loginTitle}</Dialog.Title>
                </Dialog.Header>
                <Dialog.Body p="0">
                  <LoginForm onSuccess={finishLogin} />
                </Dialog.Body>
              </Box>
            </Flex>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label="关闭" />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
