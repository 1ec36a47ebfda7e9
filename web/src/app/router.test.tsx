import { act, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import type { Project, Service, TeamMember, User } from '../lib/types';
import { startAuth, useAuthStore } from '../stores/auth';
import { useSiteStore } from '../stores/site';
import { SCREEN_MODULES, SCREENS } from '@shared/routes';
import { renderRoute } from '../public/testing/renderRoute';

/** Renders the app at a path once its lazy screens have loaded, as main.tsx does. */
async function renderAt(path: string) {
  return (await renderRoute(path)).history;
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
    expect(links).toEqual([
      ['Dashboard', '/admin/dashboard'],
      ['Inbox', '/admin/inbox'],
      ['Projects', '/admin/projects'],
      ['Categories', '/admin/categories'],
      ['Services', '/admin/services'],
      ['Team', '/admin/team'],
      ['Testimonials', '/admin/testimonials'],
      ['Home', '/admin/home'],
      ['About', '/admin/about'],
      ['Contact', '/admin/contact'],
      ['Footer', '/admin/footer'],
      ['Statistics', '/admin/stats'],
      ['Users', '/admin/users'],
    ]);
    expect(screen.getByText('Site Settings')).toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('button', { name: 'Logout' }));
    expect(await screen.findByRole('heading', { name: 'Admin Panel Login' })).toBeInTheDocument();
    expect(history.location.pathname).toBe('/dashboard-login');
    expect(useAuthStore.getState().user).toBeNull();
  });
});

describe('public routes', () => {
  beforeEach(() => {
    useSiteStore.setState({ loading: false });
  });

  it('redirects an unknown path to /', async () => {
    const history = await renderAt('/no/such/page');
    expect(await screen.findByRole('banner')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/');
  });

  it('scrolls to the top on every path change', async () => {
    const history = await renderAt('/');
    await screen.findByRole('banner');
    vi.mocked(window.scrollTo).mockClear();
    await act(async () => history.push('/services'));
    await waitFor(() => expect(window.scrollTo).toHaveBeenCalledWith(0, 0));
  });

  it('leaves the scroll position alone when the app starts (a visitor may have scrolled the served page)', async () => {
    vi.mocked(window.scrollTo).mockClear();
    await renderAt('/services');
    await screen.findByRole('banner');
    expect(window.scrollTo).not.toHaveBeenCalled();
  });

  it('shows the projects of a category found by its slug, and a project detail', async () => {
    const category = { id: 'c1', name: 'Residential', slug: 'residential' };
    useSiteStore.setState({
      categories: [{ ...category, collectionId: 'x', collectionName: 'project_categories', created: '', updated: '' }],
      projects: [
        { id: 'p1', title: 'Lake House', category: 'c1', client: 'Mr Silva', expand: { category }, images: [] },
        { id: 'p2', title: 'Office Tower', category: 'c2', images: [] },
      ] as unknown as Project[],
    });

    await renderAt('/projects/residential');
    expect(await screen.findByRole('heading', { name: 'Residential Projects' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: /Lake House/ })).toHaveAttribute('href', '/projects/residential/p1');
    expect(screen.queryByText('Office Tower')).not.toBeInTheDocument();

    await userEvent.setup().click(screen.getByRole('link', { name: /Lake House/ }));
    expect(await screen.findByRole('heading', { level: 1, name: 'Lake House' })).toBeInTheDocument();
    expect(screen.getByText('Mr Silva')).toBeInTheDocument();
  });
});

describe('site load failure', () => {
  it('tells visitors when no content could be loaded', async () => {
    useSiteStore.setState({ loading: false, error: 'Failed to load the site content. Please try again later.' });
    await renderAt('/');
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Failed to load the site content. Please try again later.',
    );
  });
});

describe('the public route table (shared/routes.ts)', () => {
  it("lazily loads each screen from the module the server preloads (the build manifest's key)", async () => {
    const { default: source } = await import('./router.tsx?raw');
    const modules = Object.keys(import.meta.glob('/src/public/**/*Page.tsx'));
    for (const screen of SCREENS) {
      expect(modules).toContain(`/${SCREEN_MODULES[screen]}`);
      const importPath = `../${SCREEN_MODULES[screen].slice('src/'.length).replace(/\.tsx$/, '')}`;
      expect(source).toContain(`import('${importPath}')`);
    }
  });
});
