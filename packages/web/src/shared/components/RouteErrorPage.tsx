import { Button, Heading, Text, VStack } from '@chakra-ui/react';
import { isRouteErrorResponse, useRouteError } from 'react-router-dom';
import { NotFoundPage } from './NotFoundPage';

// Shown when a route chunk fails or times out (spec platform-core §8 "Chunk … load failure").
export function RouteErrorPage() {
  const error = useRouteError();
  if (isRouteErrorResponse(error) && error.status === 404) return <NotFoundPage />;
  const message = error instanceof Error ? error.message : '页面出错了';
  return (
    <VStack gap="4" py="24" textAlign="center">
      <Heading as="h1" size="lg">
        页面加载失败
      </Heading>
      <Text color="gray.500">{message}</Text>
      <Button
        colorPalette="brand"
        onClick={() => {
          window.location.reload();
        }}
      >
        刷新重试
      </Button>
    </VStack>
  );
}
