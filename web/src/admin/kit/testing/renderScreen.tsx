import type { ReactElement } from 'react';
import { useLocation } from 'react-router-dom';
import { renderRoutes } from '../../../testing/renderRoutes';
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
  return renderRoutes(
    [
      { path: pattern, element },
      { path: '*', element: <Elsewhere /> },
    ],
    url,
    <DialogHost />,
  );
}

/** A small real PNG file, as a person would choose one. */
export function pngFile(name = 'photo.png'): File {
  const bytes = Uint8Array.from(
    atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAIAAACQd1PeAAAADElEQVR4nGP4z8AAAAMBAQDJ/pLvAAAAAElFTkSuQmCC'),
    (c) => c.charCodeAt(0),
  );
  return new File([bytes], name, { type: 'image/png' });
}
