import { Outlet } from 'react-router-dom';
import { useSiteStore } from '../stores/site';
import { Footer } from './Footer';
import { Header } from './Header';

/** Header, the page, footer: the frame of every public page. */
export function PublicLayout() {
  const error = useSiteStore((s) => s.error);
  return (
    <div className="flex min-h-screen flex-col">
      <Header />
      {error && (
        <p role="alert" className="bg-amber-50 px-4 py-2 text-center text-sm text-amber-900">
          {error}
        </p>
      )}
      <main className="flex-1">
        <Outlet />
      </main>
      <Footer />
    </div>
  );
}
