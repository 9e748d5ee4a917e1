import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import type { ProfileUser } from '@foursight/shared/contract/profile';
import { GSTIN_EXAMPLE } from '@foursight/shared/domain/gstin';
import { SessionRoleProvider } from '@/lib/session-role';
import { renderPage } from '../../../test/render-page';
import { ProfileDetailsCard } from './profile-details-card';

const USER: ProfileUser = {
  email: 'owner@acme.example',
  organizationName: 'Acme Pvt. Ltd.',
  contactName: 'Asha Mehta',
  fullAddress: '12 MG Road, Pune',
  officialDomain: 'acme.example',
  mobileNumber: '+91 98450 12345',
  country: 'India',
  state: 'Maharashtra',
  city: 'Pune',
  zipCode: '411001',
  taxNumber: null,
  plan: 'free',
  createdAt: '2026-11-01T04:30:00.000Z',
};

describe('Profile Information', () => {
  it('says what the GSTIN field takes while it is being edited, linked to the field', async () => {
    renderPage(
      <SessionRoleProvider role="owner">
        <ProfileDetailsCard user={USER} />
      </SessionRoleProvider>,
    );
    const gstin = screen.getByLabelText('Tax / GSTIN Number');
    expect(gstin).not.toHaveAccessibleDescription(/15 characters/);
    await userEvent.setup().click(screen.getByRole('button', { name: 'Edit Profile' }));
    expect(screen.getByLabelText('Tax / GSTIN Number')).toHaveAccessibleDescription(
      `Your GSTIN, printed on invoices issued from now on: 15 characters, for example ${GSTIN_EXAMPLE}. Leave empty if you have none.`,
    );
  });
});
