import { render, screen, within } from '@testing-library/react';
import { WORDS } from '@shared/words';
import { SiteProvider, type PublicSite } from '../site/SiteContext';
import { testSite } from '../testing/renderDocument';
import { contact, footer, service, services } from '../testing/testRecords';
import { ContactPage } from './ContactPage';

function renderContact(over: Partial<PublicSite> = {}) {
  render(
    <SiteProvider site={testSite('/contact', { contact, footer, ...over })}>
      <ContactPage />
    </SiteProvider>,
  );
}

describe('ContactPage', () => {
  it('shows how to reach the company, and the quote form as its one island', () => {
    renderContact();
    expect(screen.getByRole('link', { name: '+94 11 234 5678' })).toHaveAttribute('href', 'tel:+94112345678');
    expect(screen.getByRole('link', { name: 'hello@perera.lk' })).toHaveAttribute('href', 'mailto:hello@perera.lk');
    expect(screen.getByTitle('Map showing the location of Perera Builders')).toBeInTheDocument();

    const islands = document.querySelectorAll<HTMLElement>('[data-island]');
    expect([...islands].map((island) => island.dataset.island)).toEqual(['quote']);
    expect(islands[0]!.closest('#quote')).not.toBeNull();
    expect(within(islands[0]!).getByRole('form', { name: 'Request a Quote' })).toBeInTheDocument();
  });

  it('gives the form the published services and the phone, nothing more', () => {
    renderContact({
      services: [...services, { ...service('s_draft', 'Secret Draft', 'FaBuilding'), published: false }],
    });
    const island = document.querySelector<HTMLElement>('[data-island="quote"]')!;
    expect(JSON.parse(island.dataset.props!)).toEqual({
      language: 'en',
      services: [
        { id: 's_build', title: 'Design & Build' },
        { id: 's_cost', title: 'Cost Control' },
        { id: 's_safe', title: 'Site Safety' },
      ],
      phone: '+94 11 234 5678',
    });
    expect(screen.queryByRole('option', { name: 'Secret Draft' })).not.toBeInTheDocument();
  });

  it("gives the form the page's language (issue 40)", () => {
    render(
      <SiteProvider site={testSite('/ta/contact', { contact, footer })}>
        <ContactPage />
      </SiteProvider>,
    );
    const island = document.querySelector<HTMLElement>('[data-island="quote"]')!;
    expect(JSON.parse(island.dataset.props!)).toMatchObject({ language: 'ta' });
    expect(within(island).getByRole('form', { name: WORDS.ta.reach.requestQuote })).toHaveAttribute(
      'action',
      '/ta/contact',
    );
  });
});
