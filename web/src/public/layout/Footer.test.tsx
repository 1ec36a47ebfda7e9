import { render, screen } from '@testing-library/react';
import type { FooterMenu } from '../../lib/types';
import { SiteProvider, type PublicSite } from '../site/SiteContext';
import { testSite, YEAR as year } from '../testing/renderDocument';
import { Footer } from './Footer';

function renderFooter(over: Partial<PublicSite> = {}) {
  render(
    <SiteProvider site={testSite('/', over)}>
      <Footer />
    </SiteProvider>,
  );
}

describe('Footer', () => {
  it('makes nothing up without settings: no name, email, phone or empty headings', () => {
    renderFooter();
    expect(screen.getByText('Building Trust, Delivering Excellence for Over 24 Years.')).toBeInTheDocument();
    expect(screen.getByText(`© ${year}. All rights reserved.`)).toBeInTheDocument();
    expect(screen.queryByRole('link', { name: /@|mailto/ })).not.toBeInTheDocument();
    expect(document.querySelector('a[href^="mailto:"], a[href^="tel:"]')).toBeNull();
    expect(screen.queryByRole('heading', { name: 'Contact' })).not.toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Follow Us' })).not.toBeInTheDocument();
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
  });

  it('falls back to the contact settings for an empty footer email or phone', () => {
    renderFooter({
      footer: { company_name: 'Serendib Build', footer_email: '', footer_phone: '' } as never,
      contact: { email: 'office@serendib.lk', phone: '+94 11 258 4710' } as never,
    });
    expect(screen.getByRole('link', { name: 'office@serendib.lk' })).toHaveAttribute(
      'href',
      'mailto:office@serendib.lk',
    );
    expect(screen.getByRole('link', { name: '+94 11 258 4710' })).toHaveAttribute('href', 'tel:+94112584710');
    expect(screen.getByText(`© ${year} Serendib Build. All rights reserved.`)).toBeInTheDocument();
    expect(screen.queryByRole('heading', { name: 'Follow Us' })).not.toBeInTheDocument();
  });

  it('takes the tagline years from a stored stats record', () => {
    renderFooter({ stats: { ...testSite('/').stats, id: 'st1', years_experience: 27 } });
    expect(screen.getByText('Building Trust, Delivering Excellence for Over 27 Years.')).toBeInTheDocument();
  });

  it('does not link a social URL that is not a web address', () => {
    const footer = {
      id: 'f1',
      facebook_url: 'javascript:alert(1)',
      instagram_url: 'https://instagram.com/p',
    } as FooterMenu;
    renderFooter({ footer });
    expect(screen.queryByRole('link', { name: 'Facebook' })).not.toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Instagram' })).toHaveAttribute('href', 'https://instagram.com/p');
  });

  it('shows the footer settings and only the social links that are set', () => {
    const footer = {
      id: 'f1',
      company_name: 'Perera Builders',
      footer_about: 'Homes and offices since 1999.',
      footer_email: 'hello@perera.lk',
      footer_phone: '+94 77 123 4567',
      facebook_url: 'https://facebook.com/perera',
      instagram_url: '',
    } as FooterMenu;
    renderFooter({ footer });

    expect(screen.getByText('Homes and offices since 1999.')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'hello@perera.lk' })).toHaveAttribute('href', 'mailto:hello@perera.lk');
    expect(screen.getByRole('link', { name: '+94 77 123 4567' })).toHaveAttribute('href', 'tel:+94771234567');
    expect(screen.getByRole('link', { name: 'Facebook' })).toHaveAttribute('href', 'https://facebook.com/perera');
    expect(screen.queryByRole('link', { name: 'Instagram' })).not.toBeInTheDocument();
    expect(screen.getByText(`© ${year} Perera Builders. All rights reserved.`)).toBeInTheDocument();
    for (const href of ['/about', '/services', '/projects', '/contact']) {
      expect(screen.getByRole('navigation', { name: 'Footer' }).querySelector(`a[href="${href}"]`)).not.toBeNull();
    }
  });
});
