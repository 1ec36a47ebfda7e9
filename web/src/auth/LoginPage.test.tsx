import { ClientResponseError } from 'pocketbase';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderRoutes } from '../testing/renderRoutes';
import { LoginPage } from './LoginPage';
import { useSiteStore } from '../stores/site';

const fake = vi.hoisted(() => ({ users: { authWithPassword: vi.fn() } }));

vi.mock('../lib/pocketbase', async (importOriginal) => {
  const actual = await importOriginal<typeof import('../lib/pocketbase')>();
  const { BaseAuthStore } = await import('pocketbase');
  return { ...actual, pb: { authStore: new BaseAuthStore(), collection: () => fake.users } };
});

const { pb } = await import('../lib/pocketbase');

function renderLogin() {
  return renderRoutes(
    [
      { path: '/dashboard-login', element: <LoginPage /> },
      { path: '/admin', element: <h1>Admin area</h1> },
    ],
    '/dashboard-login',
  ).history;
}

async function signIn() {
  const user = userEvent.setup();
  await user.type(screen.getByLabelText('Email'), 'admin@example.lk');
  await user.type(screen.getByLabelText('Password'), 'secret123');
  await user.click(screen.getByRole('button', { name: 'Sign in' }));
}

beforeEach(() => {
  // A sign-in loads the site data again (stores/auth.ts); not what these tests look at.
  useSiteStore.setState({ fetchAll: async () => {} });
  pb.authStore.clear();
  fake.users.authWithPassword.mockReset();
  vi.spyOn(console, 'error').mockImplementation(() => {});
});

describe('LoginPage', () => {
  it('has the seed fields and links', () => {
    renderLogin();
    expect(screen.getByRole('heading', { name: 'Admin Panel Login' })).toBeInTheDocument();
    expect(screen.getByLabelText('Email')).toHaveAttribute('type', 'email');
    expect(screen.getByLabelText('Email')).toBeRequired();
    expect(screen.getByLabelText('Password')).toBeRequired();
    expect(screen.getByRole('link', { name: "Don't have an account? Register" })).toHaveAttribute(
      'href',
      '/dashboard-register',
    );
    expect(screen.getByRole('link', { name: /back to the website/i })).toHaveAttribute('href', '/');
  });

  it('offers a way back in, and shows the company from the site settings', async () => {
    useSiteStore.setState({ loading: false, footer: { company_name: 'Lanka Homes (Pvt) Ltd' } as never });
    renderLogin();
    expect(screen.getByRole('link', { name: 'Forgot password?' })).toHaveAttribute(
      'href',
      '/dashboard-forgot-password',
    );
    expect(screen.getByText('Lanka Homes (Pvt) Ltd')).toBeInTheDocument();
  });

  it('reads the site content when nothing has (after registering): the name, never a grey bar', async () => {
    const fetchAll = vi.fn(async () => {
      useSiteStore.setState({ loading: false, footer: { company_name: 'Lanka Homes (Pvt) Ltd' } as never });
    });
    useSiteStore.setState({ loading: true, footer: null, fetchAll });
    renderLogin();
    expect(document.querySelector('.animate-pulse')).toBeNull();
    expect(await screen.findByText('Lanka Homes (Pvt) Ltd')).toBeInTheDocument();
    expect(fetchAll).toHaveBeenCalledTimes(1);
  });

  it('shows no made-up company name when none is set', () => {
    useSiteStore.setState({ loading: false, footer: null });
    renderLogin();
    expect(
      screen.getByRole('heading', { name: 'Admin Panel Login' }).parentElement!.firstElementChild,
    ).toHaveTextContent('');
  });

  it('goes to /admin after signing in', async () => {
    fake.users.authWithPassword.mockImplementation(async () => {
      pb.authStore.save('token', { id: 'u1', email: 'admin@example.lk', collectionId: 'x', collectionName: 'users' });
    });
    const history = renderLogin();
    await signIn();
    expect(await screen.findByRole('heading', { name: 'Admin area' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin');
  });

  it('shows the seed message inline when signing in fails', async () => {
    fake.users.authWithPassword.mockRejectedValue(
      new ClientResponseError({ status: 400, response: { message: 'Failed to authenticate.' } }),
    );
    renderLogin();
    await signIn();
    const alert = await screen.findByRole('alert');
    expect(alert).toHaveTextContent('Failed to login. Please check your credentials and network connection.');
    // read where the person is looking (issue 39)
    expect(alert).toHaveFocus();
  });

  it('tells an unapproved user to wait for approval', async () => {
    fake.users.authWithPassword.mockRejectedValue(
      new ClientResponseError({ status: 403, response: { message: 'Forbidden.' } }),
    );
    renderLogin();
    await signIn();
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Your account is awaiting approval by an administrator.',
    );
  });
});
