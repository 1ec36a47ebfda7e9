import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { CONTENT, SINGLE_KEYS } from '@shared/content';
import { settingsPath } from '../lib/paths';
import type { Project, Service, TeamMember, User } from '../lib/types';
import { startAuth, useAuthStore } from '../stores/auth';
import { useSiteStore } from '../stores/site';
import { renderRoutes } from '../testing/renderRoutes';
import { preloadEveryRoute, routes } from './router';

/** Renders the app at a path once its lazy screens have loaded, as main.tsx does. */
async function renderAt(path: string) {
  await preloadEveryRoute();
  return renderRoutes(routes, path).history;
}

// The admin area and the login screen settle the session once per page load (startAuth); here
// that first check is done up front, so each test sets the auth state it needs itself.
beforeAll(() => startAuth());

const user = { id: 'u1', email: 'admin@example.lk', approved: true } as User;

function signIn() {
  useAuthStore.setState({ loading: false, token: 'token', user });
}

describe('admin guard', () => {
  it('sends a visitor who is not signed in to /dashboard-login', async () => {
    useAuthStore.setState({ loading: false, token: '', user: null });
    const history = await renderAt('/admin/projects');
    expect(await screen.findByRole('heading', { name: 'Admin Panel Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard-login');
  });

  it('shows a spinner while the auth state loads', async () => {
    useAuthStore.setState({ loading: true, token: '', user: null });
    const history = await renderAt('/admin/dashboard');
    expect(await screen.findByRole('status', { name: 'Checking your session' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/dashboard');
  });

  it('shows the dashboard with real counts to a signed-in user, from /admin', async () => {
    signIn();
    useSiteStore.setState({
      loading: false,
      projects: [{ id: 'p1' }, { id: 'p2' }, { id: 'p3' }] as Project[],
      services: [{ id: 's1' }, { id: 's2' }] as Service[],
      team: [{ id: 't1' }] as TeamMember[],
    });
    const history = await renderAt('/admin');

    expect(await screen.findByRole('heading', { name: 'Dashboard' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/admin/dashboard');
    const cards = within(screen.getByRole('main')).getAllByRole('listitem');
    expect(cards.map((card) => card.textContent)).toEqual([
      'Projects3Manage',
      'Services2Manage',
      'Team Members1Manage',
    ]);
    expect(screen.getByRole('link', { name: 'Manage Projects' })).toHaveAttribute('href', '/admin/projects');
    expect(screen.getByRole('link', { name: 'Manage Services' })).toHaveAttribute('href', '/admin/services');
    expect(screen.getByRole('link', { name: 'Manage Team Members' })).toHaveAttribute('href', '/admin/team');
  });

  it('has the sidebar links, and Logout ends the session', async () => {
    signIn();
    const history = await renderAt('/admin/stats');
    expect(await screen.findByRole('heading', { name: 'Statistics Settings' })).toBeInTheDocument();

    const sidebar = screen.getByRole('navigation', { name: 'Admin' });
    const links = Array.from(sidebar.querySelectorAll('a')).map((a) => [a.textContent, a.getAttribute('href')]);
    // note: one entry per settings collection of the content model, in its order: the site's
    // five first; a settings collection added to the model adds its own (README's table).
    const settings = SINGLE_KEYS.map((key) => [CONTENT[key].admin.menu, settingsPath(key)]);
    expect(settings.slice(0, 5)).toEqual([
      ['Home', '/admin/home'],
      ['About', '/admin/about'],
      ['Contact', '/admin/contact'],
      ['Footer', '/admin/footer'],
      ['Statistics', '/admin/stats'],
    ]);
    expect(links).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Inbox', '/admin/inbox'],
      ['Projects', '/admin/projects'],
      ['Categories', '/admin/categories'],
      ['Services', '/admin/services'],
      ['Team', '/admin/team'],
      ['Testimonials', '/admin/testimonials'],
      ...settings,
      ['Users', '/admin/users'],
    ]);
    expect(screen.getByText('Site Settings')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Panel Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard-login');
    expect(useAuthStore.getState().user).toBeNull();
  });
});

describe("the app's own routes", () => {
  it('scrolls to the top on every path change, not when the app starts', async () => {
    useAuthStore.setState({ loading: false, token: '', user: null });
    vi.mocked(window.scrollTo).mockClear();
    const history = await renderAt('/dashboard-login');
    expect(await screen.findByRole('heading', { name: 'Admin Panel Login' })).toBeInTheDocument();
    expect(window.scrollTo).not.toHaveBeenCalled();
    await act(async () => history.push('/dashboard-register'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });
});
