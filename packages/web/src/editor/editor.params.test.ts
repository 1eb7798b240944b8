import { afterEach, describe, expect, it } from 'vitest';
import { readEditorParams, takeUrlToken, withTempId } from './editor.params';

afterEach(() => {
  window.history.replaceState(null, '', '/');
});

describe(readEditorParams.name, () => {
  it('reads the spec parameters, a designer only when it says so', () => {
    expect(readEditorParams('?userType=designer&tempNew=false&tempId=10231&user_id=3')).toEqual({
      userType: 'designer',
      tempNew: false,
      tempId: '10231',
      userId: '3',
      filled: false,
      size: null,
      submissionId: null,
    });
    expect(readEditorParams('?userType=admin&tempId=abc')).toEqual({
      userType: 'user',
      tempNew: false,
      tempId: null,
      userId: null,
      filled: false,
      size: null,
      submissionId: null,
    });
    expect(readEditorParams('?userType=designer&tempNew=true').tempNew).toBe(true);
    expect(readEditorParams('?tempId=7&filled=true').filled).toBe(true);
    expect(readEditorParams('?tempNew=true&width=1080&height=460').size).toEqual({
      width: 1080,
      height: 460,
    });
    // Only the six canvas sizes: anything else is no size (the default blank poster).
    expect(readEditorParams('?tempNew=true&width=100000&height=5').size).toBeNull();
    // 重新编辑 from 我的模板: a rejected submission by its id (issue 32 item 9).
    expect(readEditorParams('?userType=designer&submissionId=42').submissionId).toBe('42');
    expect(readEditorParams('?userType=designer&submissionId=x1').submissionId).toBeNull();
  });
});

describe(takeUrlToken.name, () => {
  it('takes the token once and removes it from the address bar, keeping the rest', () => {
    window.history.replaceState(null, '', '/editor.html?userType=user&tempId=7&token=abc123#x');
    expect(takeUrlToken(window.location, window.history)).toBe('abc123');
    expect(`${window.location.pathname}${window.location.search}${window.location.hash}`).toBe(
      '/editor.html?userType=user&tempId=7#x',
    );
    expect(takeUrlToken(window.location, window.history)).toBeNull();
  });

  it('treats an empty token as none, still removing it', () => {
    window.history.replaceState(null, '', '/editor.html?tempId=7&token=');
    expect(takeUrlToken(window.location, window.history)).toBeNull();
    expect(window.location.search).toBe('?tempId=7');
  });
});

describe(withTempId.name, () => {
  it('points the address at the saved design', () => {
    window.history.replaceState(null, '', '/editor.html?userType=user&tempNew=false&tempId=7');
    withTempId(window.location, window.history, '1000001');
    expect(window.location.search).toBe('?userType=user&tempNew=false&tempId=1000001');
  });
});
