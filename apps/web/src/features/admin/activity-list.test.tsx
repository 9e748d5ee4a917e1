import { describe, expect, it } from 'vitest';
import { titleCase } from './activity-list';

describe('titleCase', () => {
  it('shows audit actions in title case and keeps the product words in capitals', () => {
    expect(titleCase('SIGN_IN_FAILED')).toBe('Sign In Failed');
    expect(titleCase('SWOT_CREATED')).toBe('SWOT Created');
    expect(titleCase('AI_KEY_SAVED')).toBe('AI Key Saved');
    expect(titleCase('PAYMENT_REFUND_DUE')).toBe('Payment Refund Due');
    expect(titleCase('PAYMENT_REFUND_FAILED')).toBe('Payment Refund Failed');
  });
});
