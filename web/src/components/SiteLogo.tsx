import { FaHardHat } from 'react-icons/fa';
import { fileUrl, srcSet } from '../lib/files';
import { THUMBS } from '@shared/images';
import type { HomeSettings } from '../lib/types';

interface SiteLogoProps {
  homeSettings: HomeSettings | null;
  className?: string;
}

/**
 * The uploaded logo (40-44 px: the 96 px thumb up to 2x screens, 144 and 192 px for denser ones),
 * or a hard-hat mark without one.
 *
 * note: loaded lazily, at low priority: in the header it is in view, so the browser asks for it
 * right after the first layout, instead of sharing a phone's first round trips with the style
 * sheet and the page's largest image (Lighthouse on /contact: the 7 KB PNG was downloaded
 * beside the CSS that the first paint waits for). Its box is fixed, so nothing moves when it
 * arrives.
 */
export function SiteLogo({ homeSettings, className = 'h-10 w-10' }: SiteLogoProps) {
  const logo = homeSettings?.logo;
  if (!homeSettings || !logo) {
    return (
      <span
        aria-hidden="true"
        className={`flex items-center justify-center rounded-lg bg-brand-700 text-amber-400 ${className}`}
      >
        <FaHardHat className="h-1/2 w-1/2" />
      </span>
    );
  }
  return (
    <img
      src={fileUrl(homeSettings, logo, '96x96')}
      srcSet={srcSet(homeSettings, logo, THUMBS.homeSettings.logo)}
      sizes="44px"
      alt=""
      width={40}
      height={40}
      loading="lazy"
      decoding="async"
      fetchPriority="low"
      className={`rounded-lg object-contain ${className}`}
    />
  );
}
