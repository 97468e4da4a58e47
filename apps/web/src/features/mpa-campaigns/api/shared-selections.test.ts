import { describe, expect, it } from 'vitest';
import { under } from '../../../testing/field-paths';
import { fragmentNames, selectedFields } from '../../../testing/selected-fields';
import { createMpaTopUpRequestMutation } from './top-up';

// Decision 0175: a top-up's payment instructions come from lib/top-up-fragments.ts (the company wallet's
// top-up and the Meta credits' table use it too), and the mutation asks for exactly the fields it asked for before.
describe("the Meta wallet's top-up", () => {
  it('takes the payment instructions from the shared fragment', () => {
    expect(fragmentNames(createMpaTopUpRequestMutation)).toEqual(['TopUpPaymentInstructionsFields']);
    expect(selectedFields(createMpaTopUpRequestMutation)).toEqual(
      [
        'createMpaTopUpRequest',
        ...under('createMpaTopUpRequest', 'ok errors errors.field errors.messages topUpRequest'),
        ...under(
          'createMpaTopUpRequest.topUpRequest',
          'id status statusReason method requestAmount taxAmount total currency paymentInstructions',
        ),
        ...under(
          'createMpaTopUpRequest.topUpRequest.paymentInstructions',
          'reference total currency bankName accountName accountNumber swiftCode',
        ),
      ].sort(),
    );
  });
});
