import { act, render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Link, Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router-dom';
import { AppRouter, useNavigationGuard, type NavigationGuard } from './AppRouter';

function Here({ guard }: { guard: NavigationGuard }) {
  useNavigationGuard(guard);
  return (
    <>
      <p>At {useLocation().pathname}</p>
      <Link to="/b">To b</Link>
    </>
  );
}

/** A guard whose answer the test gives later (`answer`), and the paths it was asked about. */
function heldGuard() {
  const asked: string[] = [];
  let answer: (leave: boolean) => void = () => {};
  const guard: NavigationGuard = (to, from) => {
    asked.push(`${from.pathname} -> ${to}`);
    return new Promise((resolve) => (answer = resolve));
  };
  return { guard, asked, answer: (leave: boolean) => act(async () => answer(leave)) };
}

function renderAt(entries: string[], guard: NavigationGuard) {
  const history = createMemoryHistory({ initialEntries: entries, initialIndex: entries.length - 1, v5Compat: true });
  render(
    <AppRouter history={history}>
      <Routes>
        <Route path="*" element={<Here guard={guard} />} />
      </Routes>
    </AppRouter>,
  );
  return history;
}

describe('AppRouter: navigations ask the guard', () => {
  it('goes at once when the guard says true', async () => {
    const history = renderAt(['/a'], () => true);
    await userEvent.setup().click(screen.getByRole('link', { name: 'To b' }));
    expect(await screen.findByText('At /b')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/b');
  });

  it('holds a link until the guard answers: stays on false, goes on true', async () => {
    const held = heldGuard();
    const history = renderAt(['/a'], held.guard);
    const user = userEvent.setup();

    await user.click(screen.getByRole('link', { name: 'To b' }));
    expect(held.asked).toEqual(['/a -> /b']);
    await held.answer(false);
    expect(screen.getByText('At /a')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/a');

    await user.click(screen.getByRole('link', { name: 'To b' }));
    await held.answer(true);
    expect(await screen.findByText('At /b')).toBeInTheDocument();
    expect(history.index).toBe(1);
  });

  it('undoes a back move at once, and redoes it when the guard lets it go', async () => {
    const held = heldGuard();
    const history = renderAt(['/list', '/form'], held.guard);

    await act(async () => history.go(-1));
    expect(held.asked).toEqual(['/form -> /list']);
    expect(history.location.pathname).toBe('/form');
    await held.answer(false);
    expect(screen.getByText('At /form')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/form');

    await act(async () => history.go(-1));
    await held.answer(true);
    expect(await screen.findByText('At /list')).toBeInTheDocument();
    expect(history.location.pathname).toBe('/list');
    expect(held.asked).toHaveLength(2);
  });
});
