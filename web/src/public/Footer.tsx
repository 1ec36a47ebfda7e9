import { FaFacebook, FaInstagram } from 'react-icons/fa';
import { Link } from 'react-router-dom';
import { paths } from '../app/paths';
import { Skeleton } from '../components/Skeleton';
import { useSiteStore } from '../stores/site';
import { DEFAULT_EMAIL, DEFAULT_PHONE, tagline } from './siteDefaults';
import { SiteLogo } from './SiteLogo';
import { useCompanyName } from './useCompanyName';

const FOOTER_LINKS = [
  { to: paths.about.getHref(), label: 'About' },
  { to: paths.services.getHref(), label: 'Services' },
  { to: paths.projects.getHref(), label: 'Projects' },
  { to: paths.contact.getHref(), label: 'Contact Us' },
] as const;

/** Only web links are followed: a settings value must not become a `javascript:` link. */
function isHttpUrl(value: string | undefined): value is string {
  return Boolean(value && /^https?:\/\//i.test(value.trim()));
}

/** Site footer: company, navigation, contact and social columns, then the copyright line. */
export function Footer() {
  const loading = useSiteStore((s) => s.loading);
  const footer = useSiteStore((s) => s.footer);
  const homeSettings = useSiteStore((s) => s.homeSettings);
  // note: only a stored stats record sets the years; the defaults are not the owner's words.
  const years = useSiteStore((s) => (s.stats.id ? s.stats.years_experience : null));
  const companyName = useCompanyName();
  const year = new Date().getFullYear();

  const email = footer?.footer_email?.trim() || DEFAULT_EMAIL;
  const phone = footer?.footer_phone?.trim() || DEFAULT_PHONE;
  const about = footer?.footer_about?.trim() || tagline(years);

  const facebook = isHttpUrl(footer?.facebook_url) ? footer?.facebook_url : '';
  const instagram = isHttpUrl(footer?.instagram_url) ? footer?.instagram_url : '';
  const heading = 'mb-4 text-sm font-semibold uppercase tracking-wide text-amber-400';

  return (
    <footer className="bg-brand-900 text-slate-300">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-12 sm:grid-cols-2 sm:px-6 lg:grid-cols-4">
        <section aria-label="Company">
          <div className="flex items-center gap-3">
            <SiteLogo homeSettings={homeSettings} />
            {loading ? (
              <Skeleton className="h-5 w-40 bg-slate-700" />
            ) : (
              <span className="text-lg font-semibold text-white">{companyName}</span>
            )}
          </div>
          {loading ? (
            <div className="mt-4 space-y-2">
              <Skeleton className="h-3 w-full bg-slate-700" />
              <Skeleton className="h-3 w-4/5 bg-slate-700" />
            </div>
          ) : (
            <p className="mt-4 text-sm leading-relaxed">{about}</p>
          )}
        </section>

        <nav aria-label="Footer">
          <h2 className={heading}>Navigation</h2>
          <ul className="space-y-2 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.to}>
                <Link to={link.to} className="hover:text-white">
                  {link.label}
                </Link>
              </li>
            ))}
          </ul>
        </nav>

        <section aria-labelledby="footer-contact">
          <h2 id="footer-contact" className={heading}>
            Contact
          </h2>
          {loading ? (
            <div className="space-y-2">
              <Skeleton className="h-3 w-40 bg-slate-700" />
              <Skeleton className="h-3 w-32 bg-slate-700" />
            </div>
          ) : (
            <ul className="space-y-2 text-sm">
              <li>
                <a href={`mailto:${email}`} className="hover:text-white">
                  {email}
                </a>
              </li>
              <li>
                <a href={`tel:${phone.replace(/\s+/g, '')}`} className="hover:text-white">
                  {phone}
                </a>
              </li>
            </ul>
          )}
        </section>

        <section aria-labelledby="footer-follow">
          <h2 id="footer-follow" className={heading}>
            Follow Us
          </h2>
          <ul className="flex gap-4 text-2xl">
            {facebook && (
              <li>
                <a
                  href={facebook}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="Facebook"
                  className="hover:text-white"
                >
                  <FaFacebook aria-hidden="true" />
                </a>
              </li>
            )}
            {instagram && (
              <li>
                <a
                  href={instagram}
                  target="_blank"
                  rel="noopener noreferrer"
                  aria-label="Instagram"
                  className="hover:text-white"
                >
                  <FaInstagram aria-hidden="true" />
                </a>
              </li>
            )}
          </ul>
        </section>
      </div>
      <div className="border-t border-slate-700 py-4 text-center text-sm">
        © {year} {companyName}. All rights reserved.
      </div>
    </footer>
  );
}
