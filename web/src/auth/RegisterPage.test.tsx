import { ClientResponseError } from 'pocketbase';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../testing/renderRoutes';
import { LoginPage } from './LoginPage';
import { RegisterPage } from './RegisterPage';

const fake = vi.hoisted(() => ({ users: { create: vi.fn(), authWithPassword: vi.fn() } }));

vi.mock('../lib/pocketbase', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/pocketbase')>();
  const { BaseAuthStore } = await import('pocketbase');
  return { ...actual, pb: { authStore: new BaseAuthStore(), collection: () => fake.users } };
});

function renderRegister() {
  return renderRoutes(
    [
      { path: '/dashboard-register', element: <RegisterPage /> },
      { path: '/dashboard-login', element: <LoginPage /> },
    ],
    '/dashboard-register',
  ).history;
}

async function fillIn(password: string, confirm: string) {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'new@example.lk');
  await user.type(screen.getByLabelText('Password'), password);
  await user.type(screen.getByLabelText('Confirm Password'), confirm);
  return user;
}

beforeEach(() => {
  fake.users.create.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('RegisterPage', () => {
  it('shows the form with required fields and a link to sign in', () => {
    renderRegister();
    expect(screen.getByRole('heading', { name: 'Create Admin Account' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByLabelText('Confirm Password')).toBeRequired();
    expect(screen.getByRole('link', { name: 'Already have an account? Sign in' })).toHaveAttribute(
      'href',
      '/dashboard-login',
    );
  });

  it('shows "Passwords do not match" and sends no request when the passwords differ', async () => {
    renderRegister();
    const user = await fillIn('secret123', 'secret124');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(screen.getByRole('alert')).toHaveTextContent('Passwords do not match');
    expect(fake.users.create).not.toHaveBeenCalled();
  });

  it('shows Registering... on a disabled button while submitting, then goes to the login screen', async () => {
    let answer: (value: unknown) => void = () => {};
    fake.users.create.mockImplementation(() => new Promise((resolve) => (answer = resolve)));
    const history = renderRegister();
    const user = await fillIn('secret123', 'secret123');

    await user.click(screen.getByRole('button', { name: 'Register' }));
    const busy = screen.getByRole('button', { name: 'Registering...' });
    expect(busy).toBeDisabled();
    expect(fake.users.create).toHaveBeenCalledWith({
      email: 'new@example.lk',
      password: 'secret123',
      passwordConfirm: 'secret123',
    });

    answer({ id: 'u2' });
    expect(await screen.findByRole('heading', { name: 'Admin Panel Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard-login');
    expect(screen.getByRole('status')).toHaveTextContent(/administrator may need to approve/i);
  });

  it("names the server's password rule when it refuses the password", async () => {
    fake.users.create.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          message: 'Failed to create record.',
          data: {
            // PocketBase 0.40's own words for a short password when creating an account.
            password: { code: 'validation_min_text_constraint', message: 'Must be at least 8 character(s).' },
          },
        },
      }),
    );
    renderRegister();
    const user = await fillIn('short', 'short');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('The password must be at least 8 characters.');
  });

  it('keeps the seed message for an email already in use', async () => {
    fake.users.create.mockRejectedValue(
      new ClientResponseError({
        status: 400,
        response: {
          message: 'Failed to create record.',
          data: { email: { code: 'validation_not_unique', message: 'Value must be unique.' } },
        },
      }),
    );
    renderRegister();
    const user = await fillIn('secret123', 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create an account. The email may already be in use.',
    );
  });

  it('shows the seed message when the server refuses', async () => {
    fake.users.create.mockRejectedValue(new Error('400'));
    renderRegister();
    const user = await fillIn('secret123', 'secret123');
    await user.click(screen.getByRole('button', { name: 'Register' }));

    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to create an account. The email may already be in use.',
    );
    expect(screen.getByRole('button', { name: 'Register' })).toBeEnabled();
  });
});
