import { ClientResponseError } from 'pocketbase';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../testing/renderRoutes';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { LoginPage } from './LoginPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const fake = vi.hoisted(() => ({
  users: { requestPasswordReset: vi.fn(), confirmPasswordReset: vi.fn(), authWithPassword: vi.fn() },
}));

vi.mock('../lib/pocketbase', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/pocketbase')>();
  const { BaseAuthStore } = await import('pocketbase');
  return { ...actual, pb: { authStore: new BaseAuthStore(), collection: () => fake.users } };
});

function renderAt(path: string) {
  return renderRoutes(
    [
      { path: '/dashboard-forgot-password', element: <ForgotPasswordPage /> },
      { path: '/dashboard-reset-password', element: <ResetPasswordPage /> },
      { path: '/dashboard-login', element: <LoginPage /> },
    ],
    path,
  ).history;
}

const refused = (status: number, data: Record<string, unknown> = {}) =>
  new ClientResponseError({ status, response: { status, message: 'Refused.', data } });

beforeEach(() => {
  for (const fn of Object.values(fake.users)) fn.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('ForgotPasswordPage', () => {
  it('asks the server for a link and says the same whether or not the account exists', async () => {
    fake.users.requestPasswordReset.mockResolvedValue(true);
    renderAt('/dashboard-forgot-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), ' owner@example.lk ');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('status')).toHaveTextContent(/If an account uses that email, a link/);
    expect(fake.users.requestPasswordReset).toHaveBeenCalledWith('owner@example.lk');
    expect(screen.queryByLabelText('Email')).not.toBeInTheDocument();
  });

  it('says plainly when the mail limits refuse (429), and keeps the form', async () => {
    fake.users.requestPasswordReset.mockRejectedValue(refused(429));
    renderAt('/dashboard-forgot-password');
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('Email'), 'owner@example.lk');
    await user.click(screen.getByRole('button', { name: 'Send reset link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Too many reset links were asked for. Please wait an hour and try again.',
    );
    expect(screen.getByLabelText('Email')).toHaveValue('owner@example.lk');
    expect(screen.getByRole('button', { name: 'Send reset link' })).toBeEnabled();
  });
});

describe('ResetPasswordPage', () => {
  async function choose(password: string, confirm: string) {
    const user = userEvent.setup();
    await user.type(screen.getByLabelText('New password'), password);
    await user.type(screen.getByLabelText('Confirm new password'), confirm);
    await user.click(screen.getByRole('button', { name: 'Save new password' }));
  }

  it("sets the new password with the link's token, then asks to sign in", async () => {
    let answer: (value: unknown) => void = () => {};
    fake.users.confirmPasswordReset.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const history = renderAt('/dashboard-reset-password?token=abc.def.ghi');
    await choose('new-password-1', 'new-password-1');
    expect(screen.getByRole('button', { name: 'Saving...' })).toBeDisabled();
    expect(fake.users.confirmPasswordReset).toHaveBeenCalledWith('abc.def.ghi', 'new-password-1', 'new-password-1');
    answer(true);
    expect(await screen.findByRole('heading', { name: 'Admin Panel Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard-login');
    expect(screen.getByRole('status')).toHaveTextContent('Your password has been changed.');
  });

  it('refuses different passwords without a request', async () => {
    renderAt('/dashboard-reset-password?token=t');
    await choose('new-password-1', 'new-password-2');
    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(fake.users.confirmPasswordReset).not.toHaveBeenCalled();
  });

  it("names the server's password rule", async () => {
    // PocketBase 0.40's own words for a short password when confirming a reset.
    fake.users.confirmPasswordReset.mockRejectedValue(
      refused(400, {
        password: {
          code: 'validation_length_out_of_range',
          message: 'The length must be between 8 and 255.',
          params: { min: 8, max: 255 },
        },
      }),
    );
    renderAt('/dashboard-reset-password?token=t');
    await choose('short', 'short');
    expect(await screen.findByRole('alert')).toHaveTextContent('The password must be at least 8 characters.');
  });

  it('says an expired or used link is invalid, and offers a new one', async () => {
    fake.users.confirmPasswordReset.mockRejectedValue(
      refused(400, { token: { code: 'validation_invalid_token', message: 'Invalid or expired token.' } }),
    );
    renderAt('/dashboard-reset-password?token=old');
    await choose('new-password-1', 'new-password-1');
    expect(await screen.findByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.getByRole('link', { name: 'Ask for a new reset link' })).toHaveAttribute(
      'href',
      '/dashboard-forgot-password',
    );
  });

  it('without a token, says the link is invalid and shows no form', () => {
    renderAt('/dashboard-reset-password');
    expect(screen.getByRole('alert')).toHaveTextContent('This reset link is invalid or has expired.');
    expect(screen.queryByLabelText('New password')).not.toBeInTheDocument();
  });
});
