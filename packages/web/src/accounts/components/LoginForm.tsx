import { Alert, Button, Field, Input, InputGroup, Stack, Tabs } from '@chakra-ui/react';
import { useApolloClient, useMutation, useQuery } from '@apollo/client/react';
import { CombinedGraphQLErrors } from '@apollo/client/errors';
import { useState } from 'react';
import type { SyntheticEvent } from 'react';
import { LoginClientConfigDocument, LoginDocument, type LoginMode } from '@adstudio/schema/client';
import { STRINGS } from '../../shared/strings';
import { encryptPassword, loginAccount, validateLogin } from '../login';
import { saveSession, toUserInfo } from '../session';

const MODES: { value: LoginMode; label: string }[] = [
  { value: 'USER', label: STRINGS.modeUser },
  { value: 'ENTERPRISE', label: STRINGS.modeEnterprise },
];

function failureMessage(error: unknown): string {
  if (CombinedGraphQLErrors.is(error)) return error.errors[0]?.message ?? STRINGS.loginFailed;
  return STRINGS.loginFailed;
}

interface LoginFormProps {
  // Called after the token and user info are stored.
  onSuccess: () => void;
}

/** spec platform-core §2 "Login dialog": 用户/企业 modes, validation, AES password, Enter submits. */
export function LoginForm({ onSuccess }: LoginFormProps) {
  const client = useApolloClient();
  const [mode, setMode] = useState<LoginMode>('USER');
  const [account, setAccount] = useState('');
  const [password, setPassword] = useState('');
  const [message, setMessage] = useState<string | null>(null);
  const [submitting, setSubmitting] = useState(false);
  // Prefetched so the suffix hint shows and the submit does not wait for it.
  const config = useQuery(LoginClientConfigDocument, { context: { handlesErrors: true } });
  const [login] = useMutation(LoginDocument, { context: { handlesErrors: true } });
  const suffix = config.data?.clientConfig.staffMailSuffix;

  async function submit(event: SyntheticEvent<HTMLFormElement>) {
    event.preventDefault();
    if (submitting) return;
    const invalid = validateLogin(account, password);
    if (invalid) {
      setMessage(invalid);
      return;
    }
    setMessage(null);
    setSubmitting(true);
    try {
      const { data: configData } = await client.query({
        query: LoginClientConfigDocument,
        context: { handlesErrors: true },
      });
      if (!configData) throw new Error(STRINGS.loginFailed);
      const { staffMailSuffix, userPhrase, enterprisePhrase } = configData.clientConfig;
      const phrase = mode === 'USER' ? userPhrase : enterprisePhrase;
      const { data } = await login({
        variables: {
          mode,
          account: loginAccount(mode, account, staffMailSuffix),
          password: encryptPassword(password, phrase),
        },
      });
      if (!data) throw new Error(STRINGS.loginFailed);
      saveSession(data.login.token, toUserInfo(data.login.user));
      onSuccess();
    } catch (error) {
      // spec platform-core §8: the server's message as a warning, and the password cleared.
      setMessage(failureMessage(error));
      setPassword('');
    } finally {
      setSubmitting(false);
    }
  }

  return (
    <form
      noValidate
      aria-label={STRINGS.loginTitle}
      onSubmit={(event) => {
        void submit(event);
      }}
    >
      <Stack gap="4">
        <Tabs.Root
          value={mode}
          variant="line"
          fitted
          onValueChange={(details) => {
            setMode(details.value as LoginMode);
            setMessage(null);
          }}
        >
          <Tabs.List>
            {MODES.map((item) => (
              <Tabs.Trigger key={item.value} value={item.value}>
                {item.label}
              </Tabs.Trigger>
            ))}
          </Tabs.List>
        </Tabs.Root>
        <Field.Root>
          <Field.Label>账号</Field.Label>
          <InputGroup endAddon={mode === 'USER' && suffix ? suffix : undefined}>
            <Input
              name="account"
              autoComplete="username"
              placeholder={
                mode === 'USER' ? STRINGS.accountPlaceholderUser : STRINGS.accountPlaceholder
              }
              value={account}
              onChange={(event) => {
                setAccount(event.target.value);
              }}
            />
          </InputGroup>
        </Field.Root>
        <Field.Root>
          <Field.Label>密码</Field.Label>
          <Input
            name="password"
            type="password"
            autoComplete="current-password"
            placeholder={STRINGS.passwordPlaceholder}
            value={password}
            onChange={(event) => {
              setPassword(event.target.value);
            }}
          />
        </Field.Root>
        {message && (
          <Alert.Root status="warning" role="alert" size="sm">
            <Alert.Indicator />
            <Alert.Title>{message}</Alert.Title>
          </Alert.Root>
        )}
        <Button
          type="submit"
          colorPalette="brand"
          loading={submitting}
          loadingText="登录中"
          w="full"
        >
          {STRINGS.loginConfirm}
        </Button>
      </Stack>
    </form>
  );
}
