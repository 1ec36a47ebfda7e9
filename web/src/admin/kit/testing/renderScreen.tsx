import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes, UNSAFE_createMemoryHistory as createMemoryHistory, useLocation } from 'react-router-dom';
import { AppRouter } from '../../../app/AppRouter';
import { DialogHost, resetDialog } from '../dialog';

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

/**
 * Renders one admin screen in the app's router (forms guard their navigations) on a memory
 * history at `url`, matched by `pattern`; every other path shows "Now at <path>" so tests can see
 * where a screen went. The admin dialogs show beside it, as in the layout.
 */
export function renderScreen(element: ReactElement, url: string, pattern = url) {
  resetDialog();
  const history = createMemoryHistory({ initialEntries: [url], v5Compat: true });
  const view = render(
    <>
      <AppRouter history={history}>
        <Routes>
          <Route path={pattern} element={element} />
          <Route path="*" element={<Elsewhere />} />
        </Routes>
      </AppRouter>
      <DialogHost />
    </>,
  );
  return { history, ...view };
}

/** A small real PNG file, as a person would choose one. */
export function pngFile(name = 'photo.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC'),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}
