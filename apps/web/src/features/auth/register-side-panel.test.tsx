import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { CREDIT_PRICE_PAISE, FREE_PLAN_RESPONSES } from '@foursight/shared/domain/pricing';
import { RegisterSidePanel } from './register-side-panel';

describe('the registration side panel', () => {
  it('states the prices billing charges, with no monthly fee', () => {
    render(<RegisterSidePanel />);
    const panel = screen.getByRole('complementary', { name: 'What you get' });
    expect(FREE_PLAN_RESPONSES).toBe(50);
    expect(CREDIT_PRICE_PAISE).toBe(1500);
    expect(panel).toHaveTextContent('50 free responses');
    expect(panel).toHaveTextContent('No monthly subscription fee');
    expect(panel).toHaveTextContent('Pay only for what you use: ₹15 per response after that');
  });
});
