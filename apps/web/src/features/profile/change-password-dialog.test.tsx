import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { jsonResponse, renderPage } from '../../../test/render-page';
import { ChangePasswordDialog } from './change-password-dialog';

afterEach(() => vi.unstubAllGlobals());

function stubServer(status: number, body: unknown) {
  const fetchMock = vi.fn((_url: string, _init?: RequestInit) => Promise.resolve(jsonResponse(status, body)));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

async function openAndFill(current: string, next: string, confirm: string) {
  const user = userEvent.setup();
  await user.click(screen.getByRole('button', { name: 'Change Password' }));
  const dialog = await screen.findByRole('dialog', { name: 'Change Password' });
  const submit = screen.getAllByRole('button', { name: 'Change Password' }).at(-1)!;
  expect(submit).toBeDisabled();
  await user.type(screen.getByLabelText('Current Password'), current);
  await user.type(screen.getByLabelText('New Password'), next);
  await user.type(screen.getByLabelText('Confirm New Password'), confirm);
  return { user, dialog, submit };
}

describe('change password dialog', () => {
  it('refuses a mismatch and a short password in the browser', async () => {
    const fetchMock = stubServer(200, { success: true, message: 'Password changed successfully.' });
    renderPage(<ChangePasswordDialog />);
    const { user, submit } = await openAndFill('old secret words', 'new words one', 'new words two');
    await user.click(submit);
    expect(await screen.findByText('Password Mismatch')).toBeInTheDocument();
    expect(screen.getByText('New password and confirm password do not match.')).toBeInTheDocument();

    await user.clear(screen.getByLabelText('New Password'));
    await user.type(screen.getByLabelText('New Password'), 'short');
    await user.clear(screen.getByLabelText('Confirm New Password'));
    await user.type(screen.getByLabelText('Confirm New Password'), 'short');
    await user.click(submit);
    expect(await screen.findByText('Password Too Short')).toBeInTheDocument();
    expect(screen.getByText('Password must be at least 8 characters long.')).toBeInTheDocument();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it('sends current and new password only, then closes and clears', async () => {
    const fetchMock = stubServer(200, { success: true, message: 'Password changed successfully.' });
    renderPage(<ChangePasswordDialog />);
    const { user, submit } = await openAndFill('old secret words', 'new meadow lantern 7', 'new meadow lantern 7');
    await user.click(submit);
    expect(await screen.findByText('Password Changed')).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    const [, init] = fetchMock.mock.calls[0] as unknown as [string, RequestInit];
    expect(JSON.parse(init.body as string)).toEqual({
      currentPassword: 'old secret words',
      newPassword: 'new meadow lantern 7',
    });
    await user.click(screen.getByRole('button', { name: 'Change Password' }));
    expect(screen.getByLabelText('Current Password')).toHaveValue('');
  });

  it("shows the server's reason when the current password is wrong", async () => {
    stubServer(400, { success: false, code: 'VALIDATION_FAILED', message: 'Your current password is incorrect.' });
    renderPage(<ChangePasswordDialog />);
    const { user, submit } = await openAndFill('wrong words here', 'new meadow lantern 7', 'new meadow lantern 7');
    await user.click(submit);
    expect(await screen.findByText('Password Change Failed')).toBeInTheDocument();
    expect(screen.getByText('Your current password is incorrect.')).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
