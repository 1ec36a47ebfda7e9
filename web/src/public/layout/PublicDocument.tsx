import type { Screen } from '@shared/routes';
import { useSite } from '../site/SiteContext';
import { useWords } from '../site/Localized';
import { SCREEN_COMPONENTS } from '../screens';
import { ContactBar } from './ContactBar';
import { Footer } from './Footer';
import { Header } from './Header';

/**
 * Tells a staff member that the page shows drafts, which visitors never see. In English on every
 * language's page: it speaks to staff, and the admin is in English (issue 40).
 */
function PreviewBanner() {
  return (
    <p
      lang="en"
      className="bg-amber-100 px-4 py-2 text-center text-sm font-semibold text-amber-950 ring-1 ring-amber-300 ring-inset"
    >
      Preview — drafts are shown. Visitors see only published content.
    </p>
  );
}

/**
 * The body of a public page's document (web/src/server/renderPage.tsx renders it once per content
 * change): skip link, header, the screen in `main`, footer and contact bar; a staff preview is
 * marked as such at the top. The head, its <title> included, is the server's (shared/seo.ts).
 */
export function PublicDocument({ screen }: { screen: Screen }) {
  const { preview } = useSite();
  const words = useWords().site;
  const Page = SCREEN_COMPONENTS[screen];
  return (
    <div className="flex min-h-screen flex-col">
      <a
        href="#main"
        className="sr-only z-50 rounded-lg bg-amber-500 px-4 py-2 font-semibold text-brand-950 focus:not-sr-only focus:fixed focus:top-3 focus:left-3"
      >
        {words.skip}
      </a>
      {preview && <PreviewBanner />}
      <Header />
      <main id="main" tabIndex={-1} className="flex-1 focus:outline-none">
        <Page />
      </main>
      <Footer />
      <ContactBar />
    </div>
  );
}
