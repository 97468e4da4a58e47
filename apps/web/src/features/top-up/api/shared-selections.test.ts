import { describe, expect, it } from 'vitest';
import { fragmentNames, selectedFields } from '../../../testing/selected-fields';
import { checkVerifiedTopUpRequestMutation } from './check-verified-top-up-request';
import { createTopUpRequestMutation } from './create-top-up-request';
import { readTopUpRequestPayload } from './top-up-request-payload';

// Decision 0175: the payload's top-up takes its figures and payment instructions from lib/top-up-fragments.ts
// (the staff's pending requests use the figures, the Meta wallets the instructions), and both mutations ask
// for exactly these fields.
describe("the top-up's answers", () => {
  it("take the top-up's figures from the shared fragment inside the payload's", () => {
    for (const [mutation, name] of [
      [createTopUpRequestMutation, 'createTopUpRequest'],
      [checkVerifiedTopUpRequestMutation, 'checkVerifiedTopUpRequest'],
    ] as const) {
      expect(fragmentNames(mutation)).toEqual([
        'TopUpRequestPayloadFields',
        'TopUpFigures',
        'TopUpPaymentInstructionsFields',
      ]);
      expect(selectedFields(mutation)).toEqual(
        [
          '',
          'confirmToken',
          'errors',
          'errors.field',
          'errors.messages',
          'ok',
          'topUp',
          'topUp.amount',
          'topUp.discount',
          'topUp.id',
          // Where to pay a wire transfer or credit note (issue 12).
          'topUp.paymentInstructions',
          'topUp.paymentInstructions.accountName',
          'topUp.paymentInstructions.accountNumber',
          'topUp.paymentInstructions.bankName',
          'topUp.paymentInstructions.currency',
          'topUp.paymentInstructions.reference',
          'topUp.paymentInstructions.swiftCode',
          'topUp.paymentInstructions.total',
          'topUp.status',
          'topUp.statusReason',
          'topUp.tax',
          'topUp.total',
          'topUp.type',
        ].map((field) => (field ? `${name}.${field}` : name)),
      );
    }
  });

  it('reads a missing answer as null and an answer as it came', () => {
    expect(readTopUpRequestPayload(undefined)).toBeNull();
    const answer = {
      ok: true,
      errors: [],
      confirmToken: null,
      topUp: { id: '3', type: 'CARD', status: 'PAID', amount: '10', tax: '0', total: '10' },
    };
    expect(readTopUpRequestPayload(answer as never)).toEqual(answer);
  });
});
