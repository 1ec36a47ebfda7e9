import { FaEnvelope, FaFacebookF, FaInstagram, FaPhoneAlt } from 'react-icons/fa';
import { useSite } from '../site/SiteContext';
import { useCompanyName } from '../site/useCompanyName';
import { telHref } from './contactDetails';
import { Container } from './Container';
import { fill } from '@shared/words';
import type { Screen } from '@shared/routes';
import type { PageName } from './Header';
import { Localized, useHref, useWords } from '../site/Localized';
import { isSafeUrl } from '@shared/urls';
import { SiteLogo } from '../../components/SiteLogo';

const FOOTER_LINKS = [
  { screen: 'about', label: 'aboutCrumb' },
  { screen: 'services', label: 'services' },
  { screen: 'projects', label: 'projects' },
  { screen: 'contact', label: 'contactCrumb' },
] as const satisfies readonly { screen: Screen; label: PageName }[];

const HEADING = 'mb-4 text-sm font-semibold tracking-widest text-amber-400 uppercase';
const LINK = 'rounded underline-offset-4 hover:text-white hover:underline';
const SOCIAL =
  'flex h-11 w-11 items-center justify-center rounded-full bg-white/10 text-white transition-colors hover:bg-amber-500 hover:text-brand-950';

/** Site footer: company, navigation, contact and social columns, then the copyright line. */
export function Footer() {
  const { footer, contact, homeSettings, stats, year } = useSite();
  // note: only a stored stats record sets the years; the defaults are not the owner's words.
  const years = stats.id ? stats.years_experience : null;
  const companyName = useCompanyName();
  const words = useWords();
  const href = useHref();

  // A footer value left empty falls back to the contact settings; with neither it is not shown.
  const email = footer?.footer_email?.trim() || contact?.email?.trim() || '';
  const phone = footer?.footer_phone?.trim() || contact?.phone?.trim() || '';
  const about = footer?.footer_about?.trim();

  // Only links the server's own check accepts are followed (the same parser, shared/urls.ts).
  const facebook = isSafeUrl(footer?.facebook_url?.trim(), 'facebook') ? footer!.facebook_url.trim() : '';
  const instagram = isSafeUrl(footer?.instagram_url?.trim(), 'instagram') ? footer!.instagram_url.trim() : '';

  return (
    <footer className="below-fold bg-blueprint text-slate-300">
      <Container className="grid gap-10 py-14 sm:grid-cols-2 lg:grid-cols-[1.4fr_1fr_1.2fr_1fr]">
        <section aria-label={words.site.footerCompany}>
          <div className="flex items-center gap-3">
            <SiteLogo homeSettings={homeSettings} className="h-11 w-11 shrink-0" />
            {companyName && <span className="text-lg leading-tight font-bold text-white">{companyName}</span>}
          </div>
          {about ? (
            <Localized record={footer} field="footer_about" as="p" className="mt-5 max-w-sm text-sm leading-relaxed">
              {about}
            </Localized>
          ) : (
            <p className="mt-5 max-w-sm text-sm leading-relaxed">{words.site.tagline(years)}</p>
          )}
        </section>

        <nav aria-label={words.site.footerNav}>
          <h2 className={HEADING}>{words.site.navigation}</h2>
          <ul className="space-y-3 text-sm">
            {FOOTER_LINKS.map((link) => (
              <li key={link.screen}>
                <a href={href(link.screen)} className={LINK}>
                  {words.pages[link.label]}
                </a>
              </li>
            ))}
          </ul>
        </nav>

        {(email || phone) && (
          <section aria-labelledby="footer-contact">
            <h2 id="footer-contact" className={HEADING}>
              {words.site.contact}
            </h2>
            <ul className="space-y-3 text-sm">
              {email && (
                <li className="flex items-center gap-3">
                  <FaEnvelope aria-hidden="true" className="shrink-0 text-amber-400" />
                  <a href={`mailto:${email}`} className={`${LINK} break-all`}>
                    {email}
                  </a>
                </li>
              )}
              {phone && (
                <li className="flex items-center gap-3">
                  <FaPhoneAlt aria-hidden="true" className="shrink-0 text-amber-400" />
                  <a href={telHref(phone)} className={LINK}>
                    {phone}
                  </a>
                </li>
              )}
            </ul>
          </section>
        )}

        {(facebook || instagram) && (
          <section aria-labelledby="footer-follow">
            <h2 id="footer-follow" className={HEADING}>
              {words.site.follow}
            </h2>
            <ul className="flex gap-3">
              {facebook && (
                <li>
                  <a href={facebook} target="_blank" rel="noopener noreferrer" aria-label="Facebook" className={SOCIAL}>
                    <FaFacebookF aria-hidden="true" className="h-4 w-4" />
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
                    className={SOCIAL}
                  >
                    <FaInstagram aria-hidden="true" className="h-5 w-5" />
                  </a>
                </li>
              )}
            </ul>
          </section>
        )}
      </Container>
      <div className="border-t border-white/10">
        <Container className="pt-5 pb-24 text-center text-sm text-slate-400 lg:pb-5">
          <p>{fill(words.site.rights, { year, company: companyName ? ` ${companyName}` : '' })}</p>
        </Container>
      </div>
    </footer>
  );
}
