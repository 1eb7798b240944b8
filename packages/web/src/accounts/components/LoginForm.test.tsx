import { screen, waitFor } from '@testing-library/react';
import AES from 'crypto-js/aes';
import Utf8 from 'crypto-js/enc-utf8';
import { describe, expect, it, vi } from 'vitest';
import { LoginDocument } from '@adstudio/schema/client';
import type { LoginMutationVariables } from '@adstudio/schema/client';
import { getSession } from '../session';
import {
  buildUserInfo,
  clientConfigMock,
  ENTERPRISE_PHRASE,
  STAFF_SUFFIX,
  USER_PHRASE,
} from '../../test/fixtures';
import { renderWithProviders } from '../../test/renderApp';
import { LoginForm } from './LoginForm';

function loginSuccessMock(seen: LoginMutationVariables[]) {
  return {
    request: {
      query: LoginDocument,
      variables: (variables: LoginMutationVariables) => {
        seen.push(variables);
        return true;
      },
    },
    result: {
      data: {
        login: {
          __typename: 'LoginPayload',
          token: 'token-1',
          user: {
            __typename: 'User',
            id: '2',
            name: '李娜',
            sexId: 2,
            role: 'DESIGNER',
            department: { __typename: 'Department', id: '7', name: '设计部' },
          },
        },
      },
    },
  };
}

function decrypt(cipher: string, phrase: string): string {
  return AES.decrypt(cipher, phrase).toString(Utf8);
}

describe(LoginForm.name, () => {
  it.each([
    ['', '', '账号和密码不能为空！'],
    ['zhangwei', '', '密码不能为空！'],
    ['   ', 'secret', '账号不能为空！'],
  ])('account %j and password %j show %s', async (account, password, message) => {
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />, {
      mocks: [clientConfigMock()],
    });
    if (account) await user.type(screen.getByLabelText('账号'), account);
    if (password) await user.type(screen.getByLabelText('密码'), password);
    await user.click(screen.getByRole('button', { name: '登录' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(message);
    expect(onSuccess).not.toHaveBeenCalled();
  });

  it('submits on Enter: staff account gets the mail suffix and the password is AES-encrypted', async () => {
    const seen: LoginMutationVariables[] = [];
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />, {
      mocks: [clientConfigMock(), loginSuccessMock(seen)],
    });
    await user.type(screen.getByLabelText('账号'), 'lina');
    await user.type(screen.getByLabelText('密码'), 'Demo@2026{Enter}');

    await waitFor(() => {
      expect(onSuccess).toHaveBeenCalledTimes(1);
    });
    const variables = seen.at(-1)!;
    expect(variables.mode).toBe('USER');
    expect(variables.account).toBe(`lina${STAFF_SUFFIX}`);
    expect(variables.password).not.toContain('Demo@2026');
    expect(decrypt(variables.password, USER_PHRASE)).toBe('Demo@2026');
    expect(getSession()).toEqual({
      token: 'token-1',
      userInfo: buildUserInfo({
        id: '2',
        name: '李娜',
        sex: 2,
        department_id: '7',
        department_name: '设计部',
        role: 'DESIGNER',
      }),
    });
  });

  it('enterprise mode keeps the account as typed and uses the enterprise phrase', async () => {
    const seen: LoginMutationVariables[] = [];
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />, {
      mocks: [clientConfigMock(), loginSuccessMock(seen)],
    });
    await user.click(screen.getByRole('tab', { name: '企业' }));
    await user.type(screen.getByLabelText('账号'), 'demo@xinghe-media.com');
    await user.type(screen.getByLabelText('密码'), 'Demo@2026');
    await user.click(screen.getByRole('button', { name: '登录' }));

    await waitFor(() => {
      expect(onSuccess).toHaveBeenCalledTimes(1);
    });
    const variables = seen.at(-1)!;
    expect(variables.mode).toBe('ENTERPRISE');
    expect(variables.account).toBe('demo@xinghe-media.com');
    expect(decrypt(variables.password, ENTERPRISE_PHRASE)).toBe('Demo@2026');
  });

  it("shows the server's message as a warning and clears the password on failure", async () => {
    const onSuccess = vi.fn();
    const { user } = renderWithProviders(<LoginForm onSuccess={onSuccess} />, {
      mocks: [
        clientConfigMock(),
        {
          request: { query: LoginDocument, variables: () => true },
          result: {
            errors: [{ message: '账号或密码错误', extensions: { code: 'BAD_USER_INPUT' } }],
          },
        },
      ],
    });
    await user.type(screen.getByLabelText('账号'), 'zhangwei');
    await user.type(screen.getByLabelText('密码'), 'wrong-password');
    await user.click(screen.getByRole('button', { name: '登录' }));

    expect(await screen.findByRole('alert')).toHaveTextContent('账号或密码错误');
    expect(screen.getByLabelText('密码')).toHaveValue('');
    expect(screen.getByLabelText('账号')).toHaveValue('zhangwei');
    expect(onSuccess).not.toHaveBeenCalled();
    expect(getSession().token).toBeNull();
  });
});
