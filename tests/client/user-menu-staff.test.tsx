// @vitest-environment happy-dom
import '../support/dom-setup';
import { fireEvent, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { describe, expect, it } from 'vitest';
import { UserMenu } from '../../src/client/app/shell/UserMenu';
import type { StaffRole } from '../../src/shared/contract/admin';
import { renderInMantine } from '../support/render-flow';

const member = (role: StaffRole) => ({
  id: 1,
  customerGuid: 'c0ffee00-0000-4000-8000-000000000001',
  membershipId: 100000,
  firstName: 'Dana',
  lastName: 'Whitlock',
  avatar: '',
  brandId: 2,
  ptc: 0,
  mobile: '0412345678',
  mobileVerified: true,
  emailMobileValid: true,
  stateId: 1,
  role,
});

describe("the header's member menu: the league office for staff only", () => {
  it.each([
    ['member', false],
    ['director', true],
    ['content_editor', true],
    ['league_admin', true],
  ] as const)('a %s sees the League office link: %s', (role, shown) => {
    renderInMantine(
      <MemoryRouter>
        <UserMenu member={member(role)} />
      </MemoryRouter>,
    );
    fireEvent.click(screen.getByTestId('user-menu-button'));
    const link = screen.queryByRole('menuitem', { name: 'League office' });
    expect(link !== null).toBe(shown);
    if (link) expect(link.getAttribute('href')).toBe('/admin');
    expect(screen.getByRole('menuitem', { name: 'My Account' })).toBeTruthy();
  });
});
