import { describe, expect, it } from 'vitest';
import { under } from '../../../testing/field-paths';
import { fragmentNames, selectedFields } from '../../../testing/selected-fields';
import { mpaTopUpRequestsQuery } from './get-mpa-top-up-requests';

// Decision 0175: a top-up's payment instructions come from lib/top-up-fragments.ts (the company wallet's
// top-up and the Meta wallet's top-up use it too), and the query asks for exactly the fields it asked for before.
describe("the Meta wallets' top-up requests", () => {
  it('take the payment instructions from the shared fragment', () => {
    expect(fragmentNames(mpaTopUpRequestsQuery)).toEqual(['TopUpPaymentInstructionsFields']);
    expect(selectedFields(mpaTopUpRequestsQuery)).toEqual(
      [
        'mpaTopUpRequests',
        ...under('mpaTopUpRequests', 'page numPages totalCount hasNext hasPrev objects'),
        ...under(
          'mpaTopUpRequests.objects',
          'id sellerId dateCreated method requestAmount tax taxAmount total currency status statusReason ' +
            'invoice invoice.id invoice.invoiceNo invoice.downloadUrl paymentInstructions',
        ),
        ...under(
          'mpaTopUpRequests.objects.paymentInstructions',
          'reference total currency bankName accountName accountNumber swiftCode',
        ),
      ].sort(),
    );
  });
});
