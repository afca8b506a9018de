import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { SWRConfig } from 'swr';
import { fakeApi } from '@portal/shared/testing/jest';
import { contactTexts } from '../../features/contact/contact-content';
import Contact from '../Contact';

function renderContact() {
  render(
    <SWRConfig value={{ provider: () => new Map(), dedupingInterval: 0 }}>
      <MemoryRouter>
        <Contact />
      </MemoryRouter>
    </SWRConfig>,
  );
}

describe('Contact', () => {
  it('shows Address, Phone, Email and Website as the server configures them, beside the form', async () => {
    fakeApi({
      '/site/contact-details': {
        body: {
          success: true,
          data: {
            address: 'Level 5, 1 Example Street, Melbourne VIC 3000',
            phone: '+61 3 9000 0000',
            email: 'support@portal.example',
            website: 'https://portal.example/',
          },
        },
      },
    });
    renderContact();
    const details = within(await screen.findByRole('region', { name: contactTexts.detailsTitle }));
    expect(await details.findByText('Level 5, 1 Example Street, Melbourne VIC 3000')).toBeInTheDocument();
    expect(details.getByText(contactTexts.address)).toBeInTheDocument();
    expect(details.getByRole('link', { name: '+61 3 9000 0000' })).toHaveAttribute('href', 'tel:+61390000000');
    expect(details.getByRole('link', { name: 'support@portal.example' })).toHaveAttribute(
      'href',
      'mailto:support@portal.example',
    );
    expect(details.getByRole('link', { name: 'portal.example' })).toHaveAttribute('href', 'https://portal.example/');
    expect(screen.getByRole('button', { name: contactTexts.send })).toBeInTheDocument();
    expect(document.title).toBe('Contact us | Career Portal');
  });

  it('still offers the form when the details cannot be loaded', async () => {
    fakeApi({ '/site/contact-details': { status: 503 } });
    renderContact();
    expect(await screen.findByText(contactTexts.detailsFailed)).toBeInTheDocument();
    expect(screen.getByRole('button', { name: contactTexts.send })).toBeEnabled();
  });
});
