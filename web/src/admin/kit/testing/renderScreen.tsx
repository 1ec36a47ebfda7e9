import { render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { createMemoryRouter, RouterProvider, useLocation } from 'react-router-dom';
import { DialogHost, resetDialog } from '../dialog';

function Elsewhere() {
  return <p>Now at {useLocation().pathname}</p>;
}

/**
 * Renders one admin screen in a memory data router (forms use `useBlocker`) at `url`, matched by
 * `pattern`; every other path shows "Now at <path>" so tests can see where a screen went. The
 * admin dialogs show beside it, as in the layout.
 */
export function renderScreen(element: ReactElement, url: string, pattern = url) {
  resetDialog();
  const router = createMemoryRouter(
    [
      { path: pattern, element },
      { path: '*', element: <Elsewhere /> },
    ],
    { initialEntries: [url] },
  );
  const view = render(
    <>
      <RouterProvider router={router} />
      <DialogHost />
    </>,
  );
  return { router, ...view };
}

/** A small real PNG file, as a person would choose one. */
export function pngFile(name = 'photo.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC'),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}
