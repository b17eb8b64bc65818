// @vitest-environment jsdom
import { act, render } from '@testing-library/react';
import { createStore, Provider } from 'jotai';
import { describe, expect, it } from 'vitest';
import { reportPasswordChangeRequired } from '../../lib/api/password-change-required';
import { changePasswordReasonAtom, openDialogAtom } from '../../lib/stores/dialog-atoms';
import { ForcedPasswordChangeGuard } from './forced-password-change-guard';

describe('ForcedPasswordChangeGuard', () => {
  it('opens the forced change dialog when the server answers password_change_required', () => {
    const store = createStore();
    render(
      <Provider store={store}>
        <ForcedPasswordChangeGuard />
      </Provider>,
    );
    expect(store.get(openDialogAtom)).toBeNull();
    act(() => reportPasswordChangeRequired());
    expect(store.get(openDialogAtom)).toBe('changePassword');
    expect(store.get(changePasswordReasonAtom)).toBe('defaultPassword');
  });

  it('stops listening once unmounted', () => {
    const store = createStore();
    const { unmount } = render(
      <Provider store={store}>
        <ForcedPasswordChangeGuard />
      </Provider>,
    );
    unmount();
    act(() => reportPasswordChangeRequired());
    expect(store.get(openDialogAtom)).toBeNull();
  });
});
