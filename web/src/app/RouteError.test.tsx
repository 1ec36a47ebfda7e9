import { act, screen } from '@testing-library/react';
import { renderRoutes } from '../testing/renderRoutes';
import { AppShell } from './AppShell';

function Broken(): never {
  throw new Error('a stale chunk');
}

describe('a screen that fails', () => {
  it('shows RouteError in its place, until the path changes', async () => {
    const logged = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { history } = renderRoutes(
      [
        {
          element: <AppShell />,
          children: [
            { path: '/broken', Component: Broken },
            { path: '/fine', element: <p>Fine</p> },
          ],
        },
      ],
      '/broken',
    );
    expect(screen.getByRole('heading', { name: 'Unexpected Application Error!' })).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Home' })).toHaveAttribute('href', '/');
    expect(logged).toHaveBeenCalledWith(expect.objectContaining({ message: 'a stale chunk' }), expect.any(String));

    await act(async () => history.push('/fine'));
    expect(screen.getByText('Fine')).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Unexpected Application Error!' })).not.toBeInTheDocument();
  });
});
