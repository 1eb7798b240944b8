import { Box, Center, Heading } from '@chakra-ui/react';
import { useSearchParams } from 'react-router-dom';
import { STRINGS } from '../../shared/strings';
import { LoginBackground } from '../components/LoginBackground';
import { LoginForm } from '../components/LoginForm';
import { useFinishLogin } from '../hooks/useFinishLogin';
import { safeRedirect } from '../../shared/paths';

/** /login: the dialog's form as a page. */
export function LoginPage() {
  const [params] = useSearchParams();
  const finishLogin = useFinishLogin(safeRedirect(params.get('redirect')));
  return (
    <LoginBackground minH="calc(100vh - 4rem)">
      <Center minH="calc(100vh - 4rem)" px="4" py="10">
        <Box bg="white" borderRadius="xl" shadow="lg" p="8" w="full" maxW="md">
          <Heading as="h1" size="lg" mb="6">
            {STRINGS.loginTitle}
          </Heading>
          <LoginForm onSuccess={finishLogin} />
        </Box>
      </Center>
    </LoginBackground>
  );
}
